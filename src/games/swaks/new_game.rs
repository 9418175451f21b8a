//! Swaks's part of the new-game form: the time per play (S12) and the match target (S16). The
//! shell draws the seats, the seed and the start button ([`crate::games::launch::NewGameForm`]).

use super::session::{Session, SwaksSetup};
use super::text::SwaksKey;
use crate::games::launch::{remembered_setup, NewGameForm};
use crate::i18n::{Key, Plural};
use crate::setup::Setup;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
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

/// The time per play and the match target; starting saves the new match.
#[component]
pub fn SwaksOptions(
    /// The form the shell draws around the options.
    form: NewGameForm,
) -> impl IntoView {
    let app = use_app();
    let initial: Setup<SwaksSetup> = remembered_setup(KIND, app.lang.get_untracked());
    let timer = RwSignal::new(initial.options.rules.timer_ms);
    let target = RwSignal::new(initial.options.rules.target);
    form.on_start(move |seed_text| {
        let options = SwaksSetup {
            rules: Options {
                timer_ms: timer.get_untracked(),
                target: target.get_untracked(),
            },
        };
        form.launch(options, seed_text, |setup, seed, id| {
            let session = Session::new(setup.clone(), seed).expect("validated set-up");
            crate::saves::write(&session.to_save(id, storage::now_ms()))
        })
    });
    let seats = form.seats;
    let shared = move || seats.with(|s| s.iter().filter(|s| s.controller.is_human()).count() > 1);
    view! {
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
    }
}
