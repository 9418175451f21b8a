//! What a seat can do, and the public record of what happened.

use super::card::{ActionKind, CardId};
use crate::Seat;
use serde::{Deserialize, Serialize};

/// One move. Rounds follow each other by themselves: there is no action to start one.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Play a Thief on an opponent holding a card (T7).
    PlayThief {
        /// The opponent robbed.
        victim: Seat,
    },
    /// Play a Joker: the target changes by `delta` (+1 or -1) for this turn (T8).
    PlayJoker {
        /// +1 or -1.
        delta: i8,
    },
    /// Play a Shifter: the deck's top card goes to the table (T9).
    PlayShifter,
    /// Play the Bomb: every other player holding a card puts one on the table (T10).
    PlayBomb,
    /// A player hit by the Bomb puts this hand card on the table (T10).
    BombDiscard {
        /// The card put down.
        card: CardId,
    },
    /// Make a sum: one hand card plus table cards adding up to the target (T11).
    MakeSum {
        /// The hand card.
        hand: CardId,
        /// The table cards, at least one.
        table: Vec<CardId>,
    },
    /// Put a hand card face up on the table instead of making a sum (T13).
    PlaceCard {
        /// The card put down.
        card: CardId,
    },
}

impl Action {
    /// The \[T!\] kind this action plays, if it plays one.
    pub const fn action_kind(&self) -> Option<ActionKind> {
        match self {
            Action::PlayThief { .. } => Some(ActionKind::Thief),
            Action::PlayJoker { .. } => Some(ActionKind::Joker),
            Action::PlayShifter => Some(ActionKind::Shifter),
            Action::PlayBomb => Some(ActionKind::Bomb),
            _ => None,
        }
    }
}

/// Something that happened in the round, as every player saw it. Cards drawn from the deck into a
/// hand are private and not recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A round was dealt (T4, T5).
    Dealt {
        /// The dealer.
        dealer: Seat,
        /// The two cards put face up on the table.
        table: Vec<CardId>,
    },
    /// A Thief moved a random card of `victim`'s hand to the table (T7).
    Stole {
        /// Who played the Thief.
        by: Seat,
        /// Who was robbed.
        victim: Seat,
        /// The card that went to the table.
        card: CardId,
    },
    /// A Joker changed the target for this turn (T8).
    Joker {
        /// Who played it.
        by: Seat,
        /// +1 or -1.
        delta: i8,
    },
    /// A Shifter moved the deck's top card to the table (T9).
    Shifted {
        /// Who played it.
        by: Seat,
        /// The card that went to the table.
        card: CardId,
    },
    /// The Bomb was played (T10).
    Bomb {
        /// Who played it.
        by: Seat,
        /// The players who must put a card down.
        victims: Vec<Seat>,
    },
    /// A player hit by the Bomb put a card down (T10).
    BombDiscard {
        /// Who put it down.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A sum was made (T11); `tweak` is the \[T!\] card won when it took the whole table (T12).
    Sum {
        /// Who made it.
        seat: Seat,
        /// The hand card.
        hand: CardId,
        /// The table cards.
        table: Vec<CardId>,
        /// The \[T!\] card won by a TWEAK, if any.
        tweak: Option<CardId>,
    },
    /// A TWEAK took the whole table but the \[T!\] stack was empty (T12).
    TweakWithoutCard {
        /// Who made it.
        seat: Seat,
    },
    /// A card was put on the table (T13).
    Placed {
        /// Who put it down.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// Cards went from the deck to the table because it was empty (T14).
    TableRefilled {
        /// The cards.
        cards: Vec<CardId>,
    },
    /// A player's turn was skipped because their hand was empty; they drew `drew` cards first
    /// (T14, T15).
    Skipped {
        /// Who was skipped.
        seat: Seat,
        /// How many cards they drew before passing.
        drew: u8,
    },
}
