//! TWEAK's part of the new-game form: the colours in play (T3) and the hints. The shell draws
//! the seats, the seed and the start button ([`crate::games::launch::NewGameForm`]).

use super::session::{Session, TweakSetup};
use super::text::TweakKey;
use crate::games::launch::{remembered_setup, NewGameForm};
use crate::i18n::Key;
use crate::setup::Setup;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use tablee_rules::tweak::Options;
use tablee_rules::GameKind;

const KIND: GameKind = GameKind::Tweak;

/// The colours in play and the hints; starting saves the new match.
#[component]
pub fn TweakOptions(
    /// The form the shell draws around the options.
    form: NewGameForm,
) -> impl IntoView {
    let app = use_app();
    let initial: Setup<TweakSetup> = remembered_setup(KIND, app.lang.get_untracked());
    let colours = RwSignal::new(initial.options.rules.colours);
    let hints = RwSignal::new(initial.options.hints);
    form.on_start(move |seed_text| {
        let options = TweakSetup {
            rules: Options {
                colours: colours.get_untracked(),
            },
            hints: hints.get_untracked(),
        };
        form.launch(options, seed_text, |setup, seed, id| {
            let session = Session::new(setup.clone(), seed).expect("validated set-up");
            crate::saves::write(&session.to_save(id, storage::now_ms()))
        })
    });

    let colour_value = move || colours.get().map_or("auto".to_string(), |n| n.to_string());
    view! {
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
    }
}
