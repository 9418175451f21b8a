//! Twin It!'s options on the new-game form: the mode (W6), as data the shell draws before the
//! game's code is here ([`crate::launch::form_options`]). A seat count the mode does not take is
//! explained before anything starts.

use super::session::TwinItSetup;
use super::text::{mode_words, TwinItKey};
use crate::i18n::Lang;
use crate::launch::form_options::{Choice, Control, FormOption, FormOptions};
use crate::launch::{start_session, NewGameForm};
use leptos::prelude::*;
use tablee_rules::twinit::{Mode, TwinIt};

/// A mode (W6): its name, and what it is in a line.
macro_rules! mode {
    ($mode:expr, $json:literal) => {
        Choice {
            id: $mode.id(),
            json: $json,
            label: |lang| mode_words($mode).0.text(lang).into(),
            about: Some(|lang| mode_words($mode).1.text(lang).into()),
        }
    };
}

/// The modes, in the order offered.
pub static OPTIONS: FormOptions = FormOptions {
    legend: |lang| TwinItKey::ModeOption.text(lang).into(),
    options: &[FormOption {
        id: "twinit-mode",
        path: "rules/mode",
        label: None,
        control: Control::Radios,
        choices: &[
            mode!(Mode::ChacunPourSoi, "\"ChacunPourSoi\""),
            mode!(Mode::Clans, "\"Clans\""),
            mode!(Mode::TousEnsemble, "\"TousEnsemble\""),
            mode!(Mode::Ring, "\"Ring\""),
        ],
    }],
    shared_note: Some(|lang| TwinItKey::SharedDevice.text(lang).into()),
};

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

/// Starts a game from the form once the mode is checked against the seats (W6): the game's
/// [`crate::launch::Starter`].
pub fn start(form: NewGameForm, seed_text: &str) -> Option<String> {
    let setup: TwinItSetup = serde_json::from_str(&form.options_json()).ok()?;
    let seats = form.seats.with_untracked(Vec::len);
    if let Some(message) = seat_problem(setup.rules.mode, seats, form.lang()) {
        form.problem.set(Some(message));
        return None;
    }
    start_session::<TwinIt>(form, seed_text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::form_options::tests::every_choice_is_a_set_up;

    #[test]
    fn every_choice_reads_as_twin_its_set_up() {
        every_choice_is_a_set_up::<TwinIt>(&OPTIONS);
    }

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
