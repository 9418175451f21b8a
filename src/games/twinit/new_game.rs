//! Twin It!'s part of the new-game form: the mode (W6). A seat count the mode does not take is
//! explained before anything starts. The shell draws the seats, the seed and the start button
//! ([`crate::games::launch::NewGameForm`]).

use super::session::{Session, TwinItSetup};
use super::text::{mode_words, TwinItKey};
use crate::games::launch::{remembered_setup, NewGameForm};
use crate::i18n::Lang;
use crate::setup::Setup;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use tablee_rules::twinit::{Mode, Options};
use tablee_rules::GameKind;

const KIND: GameKind = GameKind::TwinIt;

/// The modes, in the order offered.
const MODES: [Mode; 4] = [
    Mode::ChacunPourSoi,
    Mode::Clans,
    Mode::TousEnsemble,
    Mode::Ring,
];

/// Why `seats` seats cannot play `mode` (W6), in `lang`.
pub fn seat_problem(mode: Mode, seats: usize, lang: Lang) -> Option<String> {
    let (min, max) = mode.players();
    (!(min..=max).contains(&seats)).then(|| {
        TwinItKey::ModePlayers.fill(
            lang,
            &[
                mode_words(mode).0.text(lang),
                &min.to_string(),
                &max.to_string(),
            ],
        )
    })
}

/// The mode; starting checks that the mode takes the seats (W6) and saves the new game.
#[component]
pub fn TwinItOptions(
    /// The form the shell draws around the options.
    form: NewGameForm,
) -> impl IntoView {
    let app = use_app();
    let initial: Setup<TwinItSetup> = remembered_setup(KIND, app.lang.get_untracked());
    let mode = RwSignal::new(initial.options.rules.mode);
    form.on_start(move |seed_text| {
        let mode = mode.get_untracked();
        let seats = form.seats.with_untracked(Vec::len);
        if let Some(message) = seat_problem(mode, seats, app.lang.get_untracked()) {
            form.problem.set(Some(message));
            return None;
        }
        let options = TwinItSetup {
            rules: Options { mode },
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
            <legend>{move || TwinItKey::ModeOption.text(app.lang.get())}</legend>
            {MODES.into_iter().map(|m| {
                let (name, about) = mode_words(m);
                view! {
                    <label class="choice">
                        <input type="radio" name="twinit-mode" value=m.id()
                            prop:checked=move || mode.get() == m
                            on:change=move |_| { mode.set(m); form.problem.set(None); } />
                        <span><strong>{move || name.text(app.lang.get())}</strong>
                            <span class="muted small">" "{move || about.text(app.lang.get())}</span></span>
                    </label>
                }
            }).collect_view()}
            {move || shared().then(|| view! { <p class="muted small">{move || TwinItKey::SharedDevice.text(app.lang.get())}</p> })}
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_count_the_mode_does_not_take_is_explained() {
        assert!(seat_problem(Mode::Clans, 3, Lang::En)
            .unwrap()
            .contains("4 to 6"));
        assert!(seat_problem(Mode::ChacunPourSoi, 1, Lang::Fr)
            .unwrap()
            .contains("2 à 6"));
        assert_eq!(seat_problem(Mode::TousEnsemble, 1, Lang::De), None);
        assert_eq!(seat_problem(Mode::Ring, 6, Lang::Zh), None);
    }
}
