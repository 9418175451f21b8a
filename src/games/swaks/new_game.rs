//! Swaks's new-game screen: seats, the time per play (S12), the match target (S16) and seed.

use super::session::{Session, SwaksSetup};
use super::text::SwaksKey;
use crate::components::seat_editor::SeatEditor;
use crate::components::seed_field::{seed_from_query, SeedField};
use crate::components::top_bar::TopBar;
use crate::games::launch::{launch, remembered_setup};
use crate::i18n::{Key, Plural};
use crate::setup::Setup;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use tablee_rules::swaks::{Options, DEFAULT_TIMER_MS};
use tablee_rules::GameKind;

const KIND: GameKind = GameKind::Swaks;

/// The times per play offered: the rules' 5 seconds, a relaxed 10, or none (S12).
const TIMERS: [(Option<u32>, SwaksKey); 3] = [
    (Some(DEFAULT_TIMER_MS), SwaksKey::TimerRules),
    (Some(2 * DEFAULT_TIMER_MS), SwaksKey::TimerRelaxed),
    (None, SwaksKey::TimerOff),
];

/// The match targets of the rule book (S16).
const TARGETS: [u32; 3] = [3, 5, 10];

fn timer_id(timer: Option<u32>) -> String {
    timer.map_or_else(|| "off".to_string(), |ms| ms.to_string())
}

/// Seats, timer, target and seed; "Start" saves the new match and opens its table.
#[component]
pub fn SwaksNewGame() -> impl IntoView {
    let app = use_app();
    let initial: Setup<SwaksSetup> = remembered_setup(KIND, app.lang.get_untracked());
    let seats = RwSignal::new(initial.seats);
    let timer = RwSignal::new(initial.options.rules.timer_ms);
    let target = RwSignal::new(initial.options.rules.target);
    let seed_text = RwSignal::new(seed_from_query());
    let problem = RwSignal::new(None::<String>);
    let navigate = use_navigate();

    let start = move || {
        let setup = Setup {
            seats: seats.get_untracked(),
            options: SwaksSetup {
                rules: Options {
                    timer_ms: timer.get_untracked(),
                    target: target.get_untracked(),
                },
            },
        };
        let made = launch(
            KIND,
            &setup,
            &seed_text.get_untracked(),
            app.lang.get_untracked(),
            |seed, id| {
                let session = Session::new(setup.clone(), seed).expect("validated set-up");
                crate::saves::write(&session.to_save(id, storage::now_ms()))
            },
        );
        match made {
            Ok(url) => navigate(&url, Default::default()),
            Err(message) => problem.set(Some(message)),
        }
    };
    let shared = move || seats.with(|s| s.iter().filter(|s| s.controller.is_human()).count() > 1);
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", KIND.name(), app.t(Key::NewGame))) />
        <form class="panel new-game" on:submit=move |ev| { ev.prevent_default(); start(); }>
            <SeatEditor kind=KIND seats />
            <fieldset class="options">
                <legend>{move || app.t(Key::Options)}</legend>
                <label class="field">
                    <span>{move || SwaksKey::TimerOption.text(app.lang.get())}</span>
                    <select id="swaks-timer" prop:value=move || timer_id(timer.get())
                        on:change=move |ev| {
                            let value = event_target_value(&ev);
                            timer.set(TIMERS.iter().map(|(t, _)| *t).find(|t| timer_id(*t) == value).unwrap_or(Some(DEFAULT_TIMER_MS)));
                        }>
                        {TIMERS.into_iter().map(|(t, key)| view! {
                            <option value=timer_id(t)>{move || key.text(app.lang.get())}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label class="field">
                    <span>{move || SwaksKey::TargetOption.text(app.lang.get())}</span>
                    <select id="swaks-target" prop:value=move || target.get().to_string()
                        on:change=move |ev| target.set(event_target_value(&ev).parse().unwrap_or(3))>
                        {TARGETS.into_iter().map(|t| view! {
                            <option value=t.to_string()>{move || app.tn(Plural::Points, t, &[])}</option>
                        }).collect_view()}
                    </select>
                </label>
                {move || shared().then(|| view! { <p class="muted small">{move || SwaksKey::SharedDevice.text(app.lang.get())}</p> })}
            </fieldset>
            <SeedField seed_text />
            {move || problem.get().map(|p| view! { <p class="form-error" role="alert">{p}</p> })}
            <div class="form-actions">
                <button type="submit" class="button button--primary" data-testid="start-game">{move || app.t(Key::Start)}</button>
            </div>
        </form>
    }
}
