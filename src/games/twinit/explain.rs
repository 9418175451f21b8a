//! Why an action was refused, or what an error of play was, in plain words.

use super::art::names::motif_name;
use super::text::TwinItKey;
use crate::i18n::{Explain, Lang};
use tablee_rules::twinit::{MotifId, TwinItError};
use tablee_rules::Seat;

/// "These two motifs differ: A and B." with what tells them apart when they look alike (W4).
pub fn differ(lang: Lang, a: MotifId, b: MotifId) -> String {
    let names = TwinItKey::ErrDiffer.fill(lang, &[&motif_name(lang, a), &motif_name(lang, b)]);
    let how = if a.outline() == b.outline() {
        Some(TwinItKey::SameOutline)
    } else if a.pattern() == b.pattern() {
        Some(TwinItKey::SamePattern)
    } else {
        None
    };
    match how {
        Some(key) => format!("{names} {}", key.text(lang)),
        None => names,
    }
}

impl Explain for TwinItError {
    fn explain(&self, lang: Lang) -> String {
        let say = |key: TwinItKey| key.text(lang).to_string();
        match self {
            TwinItError::GameOver => say(TwinItKey::ErrGameOver),
            TwinItError::NoSuchSeat(_) => say(TwinItKey::ErrNoSeat),
            TwinItError::TooLate { .. } => say(TwinItKey::ErrTooLate),
            // The seat's name is not known here: the table names the turner beside the piles.
            TwinItError::NotYourTurn { turner: Some(seat) } => {
                TwinItKey::ErrNotYourTurn.fill(lang, &[&format!("#{}", seat.0 + 1)])
            }
            TwinItError::NotYourTurn { turner: None } => say(TwinItKey::ErrNothingToTurn),
            TwinItError::SameSpot(_) => say(TwinItKey::ErrSameSpot),
            TwinItError::NotVisible(_) => say(TwinItKey::ErrGone),
            TwinItError::TwoPrises => say(TwinItKey::ErrTwoPrises),
            TwinItError::FullPrise(_) => say(TwinItKey::ErrFullPrise),
            TwinItError::Differ(a, b) => differ(lang, *a, *b),
            TwinItError::TimeUp { .. } => say(TwinItKey::ErrTimeUp),
            TwinItError::NotYourPile(_) => say(TwinItKey::ErrNotYourPile),
            TwinItError::EmptyPile(_) => say(TwinItKey::ErrEmptyPile),
            TwinItError::NoHandDown => say(TwinItKey::ErrNoHand),
            TwinItError::NotInThisMode => say(TwinItKey::ErrNotInMode),
        }
    }

    // At a corner of a shared screen the words stand alone (no "Move refused:"), and a turn
    // that is another's names its turner, on the device and on a phone alike.
    fn refused(&self, lang: Lang, name: &dyn Fn(Seat) -> String) -> String {
        match self {
            TwinItError::NotYourTurn {
                turner: Some(turner),
            } => TwinItKey::TurnsNext.fill(lang, &[&name(*turner)]),
            other => other.explain(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::twinit::{PileId, Slot, Spot};
    use tablee_rules::{Millis, Seat};

    #[test]
    fn every_error_has_a_sentence_in_every_language() {
        let spot = Spot::Table(Slot(0));
        let errors = [
            TwinItError::GameOver,
            TwinItError::NoSuchSeat(Seat(9)),
            TwinItError::TooLate {
                at: Millis(1),
                last: Millis(2),
            },
            TwinItError::NotYourTurn {
                turner: Some(Seat(1)),
            },
            TwinItError::NotYourTurn { turner: None },
            TwinItError::SameSpot(spot),
            TwinItError::NotVisible(spot),
            TwinItError::TwoPrises,
            TwinItError::FullPrise(spot),
            TwinItError::Differ(MotifId(0), MotifId(13)),
            TwinItError::TimeUp {
                deadline: Millis(60_000),
            },
            TwinItError::NotYourPile(PileId(1)),
            TwinItError::EmptyPile(PileId(1)),
            TwinItError::NoHandDown,
            TwinItError::NotInThisMode,
        ];
        for lang in Lang::ALL {
            for error in &errors {
                let text = error.explain(lang);
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{lang:?} {error:?}: {text}"
                );
            }
        }
    }

    #[test]
    fn look_alikes_are_told_what_differs() {
        // Motifs 0 and 13 share an outline; 0 and 1 a pattern; 0 and 14 neither.
        let en = Lang::En;
        assert!(differ(en, MotifId(0), MotifId(13)).ends_with("Same shape, different pattern."));
        assert!(differ(en, MotifId(0), MotifId(1)).ends_with("Same pattern, different shape."));
        assert!(differ(en, MotifId(0), MotifId(14)).ends_with('.'));
        assert!(differ(en, MotifId(0), MotifId(14)).contains(&motif_name(en, MotifId(14))));
    }
}
