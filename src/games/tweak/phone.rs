//! TWEAK on a phone holding one seat of a match run on the host's phone: the same table,
//! drawn from the seat's view as the host sends it; actions go to the host over the link.

use super::play::Tabletop;
use super::table_state::TableState;
use crate::remote::guest::Guest;
use crate::remote::link::Link;
use crate::remote::protocol::SeatKey;
use crate::remote::seat::PhoneSeat;
use crate::remote::text::PhoneKey;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tweak::Tweak;

/// Asks the host over `link` (open) for a seat as `name` (or for the seat of `back`), and
/// draws that seat's table once the host has sent its view.
pub fn phone_table(link: Link, name: String, back: Option<SeatKey>) -> AnyView {
    let app = use_app();
    let (guest, join) = Guest::<Tweak>::join(&name, back);
    let phone = PhoneSeat::new(app, link, guest);
    phone.send(&join);
    let seated = Memo::new(move |_| {
        phone
            .guest
            .with(|g| g.seat().zip(g.view().cloned()).map(|(seat, _)| seat))
    });
    let seats = Signal::derive(move || phone.guest.with(|g| g.seats().to_vec()));
    view! {
        {move || match seated.get() {
            Some(seat) => {
                let first = phone.guest.with_untracked(|g| g.view().cloned()).unwrap_or_else(|| unreachable!());
                let state = TableState::on_phone(app, phone, seat, first);
                let moment = RwSignal::new(None);
                view! { <Tabletop state moment people=1 seats seed=None /> }.into_any()
            }
            None => view! {
                <section class="panel"><p role="status" data-testid="phone-waiting">{move || app.t(PhoneKey::Waiting)}</p></section>
            }.into_any(),
        }}
        {move || (!phone.connected.get()).then(|| view! {
            <p class="form-error" role="alert" data-testid="phone-lost">{move || app.t(PhoneKey::Lost)}</p>
        })}
    }
    .into_any()
}
