//! TWEAK's new-game screen: seats, colours in play (T3), hints and seed.

use super::session::{Session, TweakSetup};
use super::text::TweakKey;
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
use tablee_rules::tweak::Options;
use tablee_rules::GameKind;

const KIND: GameKind = GameKind::Tweak;

/// Seats, colours, hints and seed; "Start" saves the new match and opens its table.
#[component]
pub fn TweakNewGame() -> impl IntoView {
    let app = use_app();
    let initial: Setup<TweakSetup> = remembered_setup(KIND, app.lang.get_untracked());
    let seats = RwSignal::new(initial.seats);
    let colours = RwSignal::new(initial.options.rules.colours);
    let hints = RwSignal::new(initial.options.hints);
    let seed_text = RwSignal::new(seed_from_query());
    let problem = RwSignal::new(None::<String>);
    let navigate = use_navigate();

    let start = move || {
        let setup = Setup {
            seats: seats.get_untracked(),
            options: TweakSetup {
                rules: Options {
                    colours: colours.get_untracked(),
                },
                hints: hints.get_untracked(),
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

    let colour_value = move || colours.get().map_or("auto".to_string(), |n| n.to_string());
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", KIND.name(), app.t(Key::NewGame))) />
        <form class="panel new-game" on:submit=move |ev| { ev.prevent_default(); start(); }>
            <SeatEditor kind=KIND seats />
            <fieldset class="options">
                <legend>{move || app.t(Key::Options)}</legend>
                <label class="field">
                    <span>{move || app.t(TweakKey::ColourCount)}</span>
                    <select id="colour-count" prop:value=colour_value
                        on:change=move |ev| colours.set(event_target_value(&ev).parse().ok())>
                        <option value="auto">{move || app.t(TweakKey::ColourCountAuto)}</option>
                        {(3u8..=6).map(|n| view! {
                            <option value=n.to_string()>{move || app.tf(TweakKey::ColourCountN, &[&n.to_string(), &(n - 1).to_string()])}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label class="field field--check">
                    <input type="checkbox" prop:checked=move || hints.get()
                        on:change=move |ev| hints.set(event_target_checked(&ev)) />
                    <span>{move || app.t(TweakKey::HintsOption)}</span>
                </label>
            </fieldset>
            <SeedField seed_text />
            {move || problem.get().map(|p| view! { <p class="form-error" role="alert">{p}</p> })}
            <div class="form-actions">
                <button type="submit" class="button button--primary" data-testid="start-game">{move || app.t(Key::Start)}</button>
            </div>
        </form>
    }
}
