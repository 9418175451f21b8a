//! Tüfteln's new-game screen: seats, tile side, seed and the daily challenge.

use super::session::{daily_seed, Session};
use super::text::TueftelnKey;
use crate::components::seat_editor::SeatEditor;
use crate::components::seed_field::{seed_from_query, SeedField};
use crate::components::top_bar::TopBar;
use crate::games::launch::{launch, remembered_setup};
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

/// Seats, side and seed; "Start" saves the new game and opens its table.
#[component]
pub fn TueftelnNewGame() -> impl IntoView {
    let app = use_app();
    let initial: Setup<Options> = remembered_setup(KIND, app.lang.get_untracked());
    let seats = RwSignal::new(initial.seats);
    let side = RwSignal::new(initial.options.side);
    let seed_text = RwSignal::new(seed_from_query());
    let problem = RwSignal::new(None::<String>);
    let navigate = use_navigate();
    super::prepare_bots_when_idle();

    let start = move |seed: String| {
        let setup = Setup {
            seats: seats.get_untracked(),
            options: Options {
                side: side.get_untracked(),
            },
        };
        let made = launch(KIND, &setup, &seed, app.lang.get_untracked(), |seed, id| {
            let session = Session::new(setup.clone(), seed).expect("validated set-up");
            crate::saves::write(&session.to_save(id, storage::now_ms()))
        });
        match made {
            Ok(url) => navigate(&url, Default::default()),
            Err(message) => problem.set(Some(message)),
        }
    };
    let start_daily = start.clone();

    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", KIND.name(), app.t(Key::NewGame))) />
        <form class="panel new-game" on:submit=move |ev| { ev.prevent_default(); start(seed_text.get_untracked()); }>
            <SeatEditor kind=KIND seats />
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
            </fieldset>
            <SeedField seed_text />
            {move || problem.get().map(|p| view! { <p class="form-error" role="alert">{p}</p> })}
            <div class="form-actions">
                <button type="submit" class="button button--primary" data-testid="start-game">{move || app.t(Key::Start)}</button>
                <button type="button" class="button" on:click=move |_| start_daily(today_seed().to_string())>
                    {move || app.t(TueftelnKey::DailyChallenge)}
                </button>
            </div>
        </form>
    }
}
