//! Why an action was refused.

use super::action::Combination;
use super::card::{CardId, Face};
use super::ladder::Direction;
use crate::{Millis, Seat};
use serde::{Deserialize, Serialize};

/// Why [`super::Swaks`] refused an action. The state is unchanged after any of them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SwaksError {
    /// The match is over.
    GameOver,
    /// No such seat at this table.
    NoSuchSeat(Seat),
    /// The action is stamped before the last accepted one: it lost the race.
    TooLate {
        /// The action's time.
        at: Millis,
        /// The time of the last accepted action or time step.
        last: Millis,
    },
    /// The due player's time ran out before this action (S12); the game must be advanced to it.
    TimeUp {
        /// The end of the play's time.
        deadline: Millis,
    },
    /// It is another player's turn (only jump-ins and call-outs are out of turn).
    NotYourTurn {
        /// The seat due to play.
        due: Seat,
    },
    /// The card is not in the player's hand.
    NotInHand(CardId),
    /// A card was named twice.
    DuplicateCard(CardId),
    /// The card is not a numbered family card.
    NotANumber(CardId),
    /// The card is not a joker.
    NotAJoker(CardId),
    /// The card is not a Boost.
    NotABoost(CardId),
    /// The card is not an Upside Down.
    NotAnUpsideDown(CardId),
    /// A joker is declared as 1 to 5 (S5).
    JokerNumber(u8),
    /// The card may not follow the reference in this direction (S4); `reference` is the card
    /// before it in a combination (S9) and the changed reference after a special (S8).
    CannotFollow {
        /// The face played (a joker's declared face).
        card: Face,
        /// What it had to follow.
        reference: Face,
        /// The direction.
        direction: Direction,
    },
    /// Upside Down announces the flipped direction (S6).
    MustFlip {
        /// The direction announced.
        announced: Direction,
        /// The only direction it may announce.
        expected: Direction,
    },
    /// The cards do not make this combination (S9).
    NotACombination(Combination),
    /// The last card played must be a numbered family card (S14).
    MustGoOutOnNumber,
    /// "Swaks!" is called by a play that leaves exactly one card (S13).
    SwaksWithoutOneCard,
    /// Jump-ins need 3 or more players (S10).
    NoJumpInWithTwo,
    /// Nothing to jump in on: the last play was not a family card played alone or with a special,
    /// or the due player has acted since (S10).
    NothingToJumpOn,
    /// The seat due to play plays normally; the seat that just played cannot jump on its own card.
    NotAJumper,
    /// Nobody can be called out now (S13).
    NoSwaksToCall,
    /// Only another player can call "Swaks!" on someone (S13).
    CallOnYourself,
    /// The call named the wrong player (S13).
    WrongSwaksTarget {
        /// The player who may be called out.
        open: Seat,
    },
}

impl std::fmt::Display for SwaksError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fn face(x: &Face) -> String {
            format!("{} of {}", x.number, x.family.id())
        }
        match self {
            SwaksError::GameOver => write!(f, "the match is over"),
            SwaksError::NoSuchSeat(seat) => write!(f, "there is no seat {}", seat.0),
            SwaksError::TooLate { at, last } => {
                write!(f, "too late: {} ms is before {} ms", at.0, last.0)
            }
            SwaksError::TimeUp { deadline } => {
                write!(f, "the time ran out at {} ms", deadline.0)
            }
            SwaksError::NotYourTurn { due } => write!(f, "it is seat {}'s turn", due.0),
            SwaksError::NotInHand(card) => write!(f, "card {} is not in your hand", card.0),
            SwaksError::DuplicateCard(card) => write!(f, "card {} is named twice", card.0),
            SwaksError::NotANumber(card) => write!(f, "card {} is not a numbered card", card.0),
            SwaksError::NotAJoker(card) => write!(f, "card {} is not a joker", card.0),
            SwaksError::NotABoost(card) => write!(f, "card {} is not a Boost", card.0),
            SwaksError::NotAnUpsideDown(card) => {
                write!(f, "card {} is not an Upside Down", card.0)
            }
            SwaksError::JokerNumber(n) => write!(f, "a joker is 1 to 5, not {n}"),
            SwaksError::CannotFollow {
                card,
                reference,
                direction,
            } => {
                let range = super::ladder::playable(*reference, *direction);
                write!(
                    f,
                    "{} cannot follow {} going {}: from {} to {}",
                    face(card),
                    face(reference),
                    direction.id(),
                    face(&range[0]),
                    face(&range[5])
                )
            }
            SwaksError::MustFlip {
                announced,
                expected,
            } => write!(
                f,
                "Upside Down turns the play {}, not {}",
                expected.id(),
                announced.id()
            ),
            SwaksError::NotACombination(kind) => {
                write!(f, "these cards do not make a {}", kind.id())
            }
            SwaksError::MustGoOutOnNumber => {
                write!(f, "the last card must be a numbered family card")
            }
            SwaksError::SwaksWithoutOneCard => {
                write!(f, "\"Swaks!\" is called when one card is left")
            }
            SwaksError::NoJumpInWithTwo => write!(f, "no jumping in with two players"),
            SwaksError::NothingToJumpOn => write!(f, "there is no card to jump in on"),
            SwaksError::NotAJumper => write!(f, "you cannot jump in now"),
            SwaksError::NoSwaksToCall => write!(f, "nobody forgot to call \"Swaks!\""),
            SwaksError::CallOnYourself => write!(f, "you cannot call \"Swaks!\" on yourself"),
            SwaksError::WrongSwaksTarget { open } => {
                write!(f, "only seat {} forgot to call \"Swaks!\"", open.0)
            }
        }
    }
}

impl std::error::Error for SwaksError {}
