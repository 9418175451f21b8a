//! Tüfteln's part of the new-game form: the tile's side and the daily challenge. The shell draws
//! the seats, the seed and the start button ([`crate::games::launch::NewGameForm`]).

use super::session::{daily_seed, Session};
use super::text::TueftelnKey;
use crate::games::launch::{remembered_setup, NewGameForm};
use crate::i18n::Key;
use crate::setup::Setup;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use tablee_rules::tuefteln::{Options, Side};
use tablee_rules::GameKind;

const KIND: GameKind = GameKind::Tuefteln;

/// Today's daily-challenge seed, from the device's calendar date.
fn today_seed() -> u64 {
    let now = js_sys::Date::new_0();
    daily_seed(now.get_full_year(), now.get_month() + 1, now.get_date())
}

/// The tile's side and the daily challenge; starting saves the new game.
#[component]
pub fn TueftelnOptions(
    /// The form the shell draws around the options.
    form: NewGameForm,
) -> impl IntoView {
    let app = use_app();
    let initial: Setup<Options> = remembered_setup(KIND, app.lang.get_untracked());
    let side = RwSignal::new(initial.options.side);
    let navigate = use_navigate();
    form.on_start(move |seed_text| {
        let options = Options {
            side: side.get_untracked(),
        };
        form.launch(options, seed_text, |setup, seed, id| {
            let session = Session::new(setup.clone(), seed).expect("validated set-up");
            crate::saves::write(&session.to_save(id, storage::now_ms()))
        })
    });
    let start_daily = move |_| {
        if let Some(url) = form.start(&today_seed().to_string()) {
            navigate(&url, Default::default());
        }
    };

    view! {
        <fieldset class="options">
            <legend>{move || app.t(Key::Side)}</legend>
            {Side::ALL.into_iter().map(|s| {
                let label = if s == Side::A { TueftelnKey::SideA } else { TueftelnKey::SideB };
                view! {
                    <label class="field field--check">
                        <input type="radio" name="side" value=format!("{s:?}")
                            prop:checked=move || side.get() == s
                            on:change=move |_| side.set(s) />
                        <span>{move || app.t(label)}</span>
                    </label>
                }
            }).collect_view()}
            <button type="button" class="button" on:click=start_daily>
                {move || app.t(TueftelnKey::DailyChallenge)}
            </button>
        </fieldset>
    }
}
