//! The table screen: a tablet or a laptop on a television becomes the table itself
//! (`/phones/table/<game>/<id>`). It holds the one game, as a host's device does, but no seat:
//! every person plays on their own phone, the host's own player too. Its screen is the game's
//! public view drawn large (the game's [`PublicBoard`]), the invitations of every seat and of watchers
//! under it, and "Go on" where play waits for the people (a round's summary, the players
//! ready). Real-time races are decided here, by arrival, as at any host.

use super::hosting::PhonesPanel;
use super::PublicBoard;
use crate::components::saved_table::saved_table;
use crate::components::top_bar::TopBar;
use crate::i18n::Explain;
use crate::remote::text::PhoneKey;
use crate::session::{Session, SessionGame};
use crate::state::use_app;
use crate::table::device::Table;
use leptos::prelude::*;
use serde::Serialize;
use tablee_rules::Seat;

/// The table screen of the save `save`, the game's `style` and `board` with it (a game's phones'
/// entry point, see [`crate::table::entry`]).
pub fn screen<G>(save: String, style: &'static str, board: PublicBoard<G::Public>) -> AnyView
where
    G: SessionGame + 'static,
    G::View: Serialize,
    G::Public: Send + Sync,
    G::Error: Serialize + Explain,
{
    saved_table(G::KIND, save, move |id, session: Session<G>| {
        view! { <style>{style}</style>{table_screen(id, session, board)} }.into_any()
    })
}

/// The table screen over `session`, saved as `id`.
fn table_screen<G>(id: String, session: Session<G>, board: PublicBoard<G::Public>) -> AnyView
where
    G: SessionGame + 'static,
    G::View: Serialize,
    G::Public: Send + Sync,
    G::Error: Serialize + Explain,
{
    let app = use_app();
    let table = Table::new(app, session);
    // The seats phones took (told by the panel). Game time stands still until every person's
    // seat has its phone, or a bot the host set to play it: no turn timer runs out, no bot
    // plays, while the table sits down.
    let away = RwSignal::new(Vec::<Seat>::new());
    let seating = Signal::derive(move || {
        let people = table.session.with(Session::people);
        away.with(|taken| people.iter().any(|seat| !taken.contains(seat)))
    });
    let now = table.run(id.clone(), seating);
    let public = Memo::new(move |_| table.session.with(|s| s.game().public_view()));
    let names = Memo::new(move |_| {
        table
            .session
            .with(|s| s.setup.seats.iter().map(|seat| seat.name.clone()).collect())
    });
    // Play waits for the people (not at the end, which is for everyone to read).
    let waits = Memo::new(move |_| {
        table
            .session
            .with(|s| s.waits_for_people() && !s.game().acting().is_empty())
    });
    let title = Signal::derive(move || G::KIND.name().to_string());
    view! {
        <style>{super::STYLE}</style>
        <TopBar title />
        <main class="middle-screen" data-testid="table-screen">
            {board(public.into(), names.into(), now.into())}
            {move || waits.get().then(|| view! {
                <button type="button" class="button button--primary middle-go-on" data-testid="middle-go-on"
                    on:click=move |_| table.session.update(Session::go_on)>{move || app.t(PhoneKey::GoOn)}</button>
            })}
            <PhonesPanel table away save=id everyone=true />
        </main>
    }
    .into_any()
}
