//! Why an action was refused.

use super::card::{ActionKind, CardId};
use crate::Seat;
use serde::{Deserialize, Serialize};

/// Why [`super::Tweak`] refused an action. The state is unchanged after any of them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TweakError {
    /// The match is over.
    GameOver,
    /// No such seat at this table.
    NoSuchSeat(Seat),
    /// It is another player's turn (T4).
    NotYourTurn,
    /// The players hit by a Bomb are still choosing their cards (T10).
    WaitingForBomb,
    /// Only a player hit by a Bomb may discard now, and only once (T10).
    NotABombVictim,
    /// A Bomb discard was offered while no Bomb is waiting (T10).
    NoBombPending,
    /// A \[T!\] card was already played this turn (T6).
    SecondActionCard,
    /// A player with no card in hand can no longer play \[T!\] cards (T6).
    NoCardsInHand,
    /// The player owns no unused \[T!\] card of this kind.
    NoSuchActionCard(ActionKind),
    /// The Thief must pick an opponent (T7).
    ThiefVictimIsYou,
    /// The Thief's victim holds no card (T7).
    ThiefVictimHasNoCards(Seat),
    /// The Joker changes the target by +1 or -1 only (T8).
    JokerDelta(i8),
    /// The Shifter cannot be played on an empty deck (T9).
    ShifterOnEmptyDeck,
    /// The card is not in the player's hand.
    NotInHand(CardId),
    /// The card is not on the table.
    NotOnTable(CardId),
    /// A card was named twice.
    DuplicateCard(CardId),
    /// A sum uses exactly one hand card (T11): a hand card was listed among the table cards.
    SumMustUseOneHandCard(CardId),
    /// A sum needs at least one table card (T11).
    SumNeedsTableCard,
    /// The values do not add up to the target (T11).
    WrongTotal {
        /// What the cards add up to.
        got: u32,
        /// The target this turn, Joker included.
        target: i32,
    },
}

impl std::fmt::Display for TweakError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TweakError::GameOver => write!(f, "the match is over"),
            TweakError::NoSuchSeat(seat) => write!(f, "there is no seat {}", seat.0),
            TweakError::NotYourTurn => write!(f, "it is not your turn"),
            TweakError::WaitingForBomb => {
                write!(f, "the players hit by the Bomb are still choosing")
            }
            TweakError::NotABombVictim => write!(f, "you have no card to put down for the Bomb"),
            TweakError::NoBombPending => write!(f, "no Bomb is waiting"),
            TweakError::SecondActionCard => write!(f, "only one [T!] card per turn"),
            TweakError::NoCardsInHand => {
                write!(
                    f,
                    "with no card in hand, [T!] cards can no longer be played"
                )
            }
            TweakError::NoSuchActionCard(kind) => {
                write!(f, "you have no unused {} card", kind.id())
            }
            TweakError::ThiefVictimIsYou => write!(f, "the Thief robs an opponent"),
            TweakError::ThiefVictimHasNoCards(seat) => {
                write!(f, "seat {} holds no card to steal", seat.0)
            }
            TweakError::JokerDelta(d) => {
                write!(f, "the Joker changes the target by +1 or -1, not {d}")
            }
            TweakError::ShifterOnEmptyDeck => write!(f, "the Shifter needs a card in the deck"),
            TweakError::NotInHand(card) => write!(f, "card {} is not in your hand", card.0),
            TweakError::NotOnTable(card) => write!(f, "card {} is not on the table", card.0),
            TweakError::DuplicateCard(card) => write!(f, "card {} is named twice", card.0),
            TweakError::SumMustUseOneHandCard(card) => {
                write!(
                    f,
                    "a sum uses exactly one hand card; card {} is also in your hand",
                    card.0
                )
            }
            TweakError::SumNeedsTableCard => write!(f, "a sum needs at least one table card"),
            TweakError::WrongTotal { got, target } => {
                write!(f, "the cards add up to {got}, not {target}")
            }
        }
    }
}

impl std::error::Error for TweakError {}
