//! Tüfteln's new-game screen: seats, tile side, seed and the daily challenge.

use super::session::{daily_seed, Session};
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::screens::new_game::SeatEditor;
use crate::setup::{parse_seed, Setup};
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use leptos_router::hooks::{use_navigate, use_query_map};
use tablee_rules::tuefteln::{Options, Side};
use tablee_rules::GameKind;

const KIND: GameKind = GameKind::Tuefteln;

fn setup_key() -> String {
    format!("{}{}", storage::SETUP_PREFIX, KIND.id())
}

fn today_seed() -> u64 {
    let now = js_sys::Date::new_0();
    daily_seed(now.get_full_year(), now.get_month() + 1, now.get_date())
}

/// Seats, side and seed; "Start" saves the new game and opens its table.
#[component]
pub fn TueftelnNewGame() -> impl IntoView {
    let app = use_app();
    let remembered: Option<Setup<Options>> = storage::get(&setup_key())
        .and_then(|raw| serde_json::from_str(&raw).ok())
        .filter(|s: &Setup<Options>| s.validate(KIND).is_ok());
    let initial = remembered.unwrap_or_else(|| Setup::first_time(KIND, app.lang.get_untracked()));
    let seats = RwSignal::new(initial.seats);
    let side = RwSignal::new(initial.options.side);
    let query = use_query_map();
    let seed_text = RwSignal::new(query.with_untracked(|q| q.get("seed")).unwrap_or_default());
    let problem = RwSignal::new(None::<String>);
    let navigate = use_navigate();

    let start = move |seed_override: Option<u64>| {
        let setup = Setup {
            seats: seats.get_untracked(),
            options: Options {
                side: side.get_untracked(),
            },
        };
        let lang = app.lang.get_untracked();
        if let Err(p) = setup.validate(KIND) {
            problem.set(Some(p.message(lang, KIND)));
            return;
        }
        let seed = match seed_override
            .map(Some)
            .map_or_else(|| parse_seed(&seed_text.get_untracked()), Ok)
        {
            Ok(seed) => seed.unwrap_or_else(storage::random_u64),
            Err(p) => {
                problem.set(Some(p.message(lang, KIND)));
                return;
            }
        };
        let session = Session::new(setup.clone(), seed).expect("validated set-up");
        storage::set(
            &setup_key(),
            &serde_json::to_string(&setup).expect("set-up serialises"),
        );
        storage::remove_finished_saves();
        let id = storage::new_save_id();
        let save = session.to_save(&id, storage::now_ms());
        storage::set(
            &format!("{}{id}", storage::SAVE_PREFIX),
            &crate::saves::write(&save),
        );
        navigate(&format!("/play/{}/{id}", KIND.id()), Default::default());
    };
    let start_daily = start.clone();

    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", KIND.name(), app.t(Key::NewGame))) />
        <form class="panel new-game" on:submit=move |ev| { ev.prevent_default(); start(None); }>
            <SeatEditor kind=KIND seats />
            <fieldset class="options">
                <legend>{move || app.t(Key::Side)}</legend>
                {Side::ALL.into_iter().map(|s| {
                    let label = if s == Side::A { Key::SideA } else { Key::SideB };
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
            <label class="field">
                <span>{move || app.t(Key::Seed)}</span>
                <input type="text" inputmode="numeric" id="seed-input" prop:value=move || seed_text.get()
                    on:input=move |ev| seed_text.set(event_target_value(&ev)) aria-describedby="seed-help" />
                <small id="seed-help" class="muted">{move || app.t(Key::SeedHelp)}</small>
            </label>
            {move || problem.get().map(|p| view! { <p class="form-error" role="alert">{p}</p> })}
            <div class="form-actions">
                <button type="submit" class="button button--primary" data-testid="start-game">{move || app.t(Key::Start)}</button>
                <button type="button" class="button" on:click=move |_| start_daily(Some(today_seed()))>
                    {move || app.t(Key::DailyChallenge)}
                </button>
            </div>
        </form>
    }
}
