//! Why an action was refused.

use super::action::{PileId, Spot};
use super::card::MotifId;
use crate::{Millis, Seat};
use serde::{Deserialize, Serialize};

/// Why [`super::TwinIt`] refused an action. The state is unchanged after any of them.
///
/// A claim on two different visible motifs is not refused: it is an error of play (W4),
/// accepted and punished.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TwinItError {
    /// The game is over.
    GameOver,
    /// No such seat at this table.
    NoSuchSeat(Seat),
    /// The action is stamped before the last accepted one: another action completed first (W3).
    TooLate {
        /// The action's time.
        at: Millis,
        /// The time of the last accepted action.
        last: Millis,
    },
    /// Another seat turns the next card (W5), or nobody can turn any more (`None`).
    NotYourTurn {
        /// The seat due to turn.
        turner: Option<Seat>,
    },
    /// The claim names one spot twice.
    SameSpot(Spot),
    /// The spot shows no face now: an empty pile, a slot no card lies in, a prise nobody holds
    /// (often because an earlier claim took it: the race is lost, W3).
    NotVisible(Spot),
    /// The claim names two prises: a third appearance is claimed with a card from a pile or the
    /// table (W3).
    TwoPrises,
    /// A prise of three cards has no fourth appearance to be claimed with (W1).
    FullPrise(Spot),
    /// Together, a claim on two different motifs is refused, at no cost (Tous ensemble, W6).
    Differ(MotifId, MotifId),
    /// The cooperative minute ended before this action (W6); the game must be advanced to it.
    TimeUp {
        /// The end of the minute.
        deadline: Millis,
    },
    /// A seat turns from its own pile (in every mode but Le Ring).
    NotYourPile(PileId),
    /// The pile has no card to turn.
    EmptyPile(PileId),
    /// Les Clans: the seat has no hand down to lift.
    NoHandDown,
    /// The action does not exist in this mode (turning a table card over outside Tous ensemble).
    NotInThisMode,
}

impl std::fmt::Display for TwinItError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TwinItError::GameOver => write!(f, "the game is over"),
            TwinItError::NoSuchSeat(seat) => write!(f, "there is no seat {}", seat.0),
            TwinItError::TooLate { at, last } => {
                write!(f, "too late: {} ms is before {} ms", at.0, last.0)
            }
            TwinItError::NotYourTurn { turner: Some(seat) } => {
                write!(f, "seat {} turns the next card", seat.0)
            }
            TwinItError::NotYourTurn { turner: None } => write!(f, "no card is left to turn"),
            TwinItError::SameSpot(spot) => write!(f, "{spot:?} is named twice"),
            TwinItError::NotVisible(spot) => write!(f, "{spot:?} shows no card now"),
            TwinItError::TwoPrises => write!(f, "two prises cannot be claimed together"),
            TwinItError::FullPrise(spot) => write!(f, "{spot:?} already holds three cards"),
            TwinItError::Differ(a, b) => {
                write!(f, "motifs {} and {} differ", a.0, b.0)
            }
            TwinItError::TimeUp { deadline } => {
                write!(f, "the minute ended at {} ms", deadline.0)
            }
            TwinItError::NotInThisMode => write!(f, "not in this mode"),
            TwinItError::NoHandDown => write!(f, "no hand to lift"),
            TwinItError::NotYourPile(pile) => write!(f, "pile {} is not yours", pile.0),
            TwinItError::EmptyPile(pile) => write!(f, "pile {} is empty", pile.0),
        }
    }
}

impl std::error::Error for TwinItError {}
