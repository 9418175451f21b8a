//! Swaks's options on the new-game form: the time per play (S12) and the match target (S16), as
//! data the shell draws before the game's code is here ([`crate::launch::form_options`]).

use super::text::SwaksKey;
use crate::i18n::{Key, Plural};
use crate::launch::form_options::{Choice, Control, FormOption, FormOptions};

/// A match to `n` points (S16).
macro_rules! target {
    ($n:literal) => {
        Choice::plain(stringify!($n), stringify!($n), |lang| {
            Plural::Points.fill(lang, $n, &[])
        })
    };
}

/// The time per play (the rules' 5 seconds, a relaxed 10, or none: S12) and the match target
/// (3, 5 or 10 points: S16). The first choices are the rules' (`tablee_rules::swaks::Options`'s
/// default, checked by the test below).
pub static OPTIONS: FormOptions = FormOptions {
    legend: |lang| Key::Options.text(lang).into(),
    options: &[
        FormOption {
            id: "swaks-timer",
            path: "rules/timer_ms",
            label: Some(|lang| SwaksKey::TimerOption.text(lang).into()),
            control: Control::Select,
            choices: &[
                Choice::plain("5000", "5000", |lang| {
                    SwaksKey::TimerRules.text(lang).into()
                }),
                Choice::plain("10000", "10000", |lang| {
                    SwaksKey::TimerRelaxed.text(lang).into()
                }),
                Choice::plain("off", "null", |lang| SwaksKey::TimerOff.text(lang).into()),
            ],
        },
        FormOption {
            id: "swaks-target",
            path: "rules/target",
            label: Some(|lang| SwaksKey::TargetOption.text(lang).into()),
            control: Control::Select,
            choices: &[target!(3), target!(5), target!(10)],
        },
    ],
    shared_note: Some(|lang| SwaksKey::SharedDevice.text(lang).into()),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::form_options::tests::every_choice_is_a_set_up;
    use tablee_rules::swaks::Swaks;

    #[test]
    fn every_choice_reads_as_swakss_set_up() {
        every_choice_is_a_set_up::<Swaks>(&OPTIONS);
    }
}
