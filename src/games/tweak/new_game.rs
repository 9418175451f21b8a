//! TWEAK's options on the new-game form: the colours in play (T3) and the hints (T11), as data
//! the shell draws before the game's code is here ([`crate::launch::form_options`]).

use super::text::TweakKey;
use crate::i18n::Key;
use crate::launch::form_options::{Choice, Control, FormOption, FormOptions};

/// "`n` colours (red and `n - 1` more)".
macro_rules! colours {
    ($n:literal, $more:literal) => {
        Choice::plain(stringify!($n), stringify!($n), |lang| {
            TweakKey::ColourCountN.fill(lang, &[stringify!($n), stringify!($more)])
        })
    };
}

/// The colours in play (by the number of players, T3, or 3 to 6) and the hints.
pub static OPTIONS: FormOptions = FormOptions {
    legend: |lang| Key::Options.text(lang).into(),
    options: &[
        FormOption {
            id: "colour-count",
            path: "rules/colours",
            label: Some(|lang| TweakKey::ColourCount.text(lang).into()),
            control: Control::Select,
            choices: &[
                Choice::plain("auto", "null", |lang| {
                    TweakKey::ColourCountAuto.text(lang).into()
                }),
                colours!(3, 2),
                colours!(4, 3),
                colours!(5, 4),
                colours!(6, 5),
            ],
        },
        FormOption {
            id: "tweak-hints",
            path: "hints",
            label: Some(|lang| TweakKey::HintsOption.text(lang).into()),
            control: Control::Check,
            choices: &[
                Choice::plain("off", "false", |_| String::new()),
                Choice::plain("on", "true", |_| String::new()),
            ],
        },
    ],
    shared_note: None,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::form_options::tests::every_choice_is_a_set_up;
    use tablee_rules::tweak::Tweak;

    #[test]
    fn every_choice_reads_as_tweaks_set_up() {
        every_choice_is_a_set_up::<Tweak>(&OPTIONS);
    }
}
