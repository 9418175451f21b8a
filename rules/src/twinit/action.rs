//! What a seat can do, the places a claim can name, and the public record of play.

use super::card::MotifId;
use crate::{Millis, Seat};
use serde::{Deserialize, Serialize};

/// A card laid on the table, by the number it got when it was laid (W2).
///
/// Slots are handed out in order and never reused, so a claim made on what a seat saw never
/// lands on another card that took its place. A slot says nothing of the card's hidden face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Slot(pub u16);

/// A pile of face-down cards, by its index: in Chacun pour soi pile `i` is seat `i`'s; Le Ring
/// has five shared piles, the four corners `0..4` and the central pile 4 (W6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PileId(pub u8);

impl PileId {
    /// The pile's index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The pile of `seat` in the modes where each seat has its own.
    pub const fn of(seat: Seat) -> PileId {
        PileId(seat.0)
    }
}

/// A visible face, as a claim names it (W2): a pile's top, a table card, a won prise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// The face on top of this pile.
    Pile(PileId),
    /// The card laid in this slot.
    Table(Slot),
    /// The prise this seat won with this motif (a seat holds at most one prise per motif).
    Prise {
        /// Who holds it.
        owner: Seat,
        /// The motif it was won with.
        motif: MotifId,
    },
}

impl Spot {
    /// Whether the spot is a won prise.
    pub const fn is_prise(self) -> bool {
        matches!(self, Spot::Prise { .. })
    }
}

/// One move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Turn the top card of this pile onto the table: it shows its hidden face (W2). Only the
    /// seat due to turn may (W5), from its own pile (from any pile in Le Ring).
    Turn(PileId),
    /// Turn a table card over (Tous ensemble only, W6).
    Flip(Slot),
    /// Les Clans: put one hand on a visible face; a teammate's hand on the other card of the
    /// pair completes the claim (W6).
    Mark(Spot),
    /// Les Clans: lift one's hand.
    Lift,
    /// Put a hand on each of two visible faces (W3). Its time is when the second hand landed:
    /// the claim completed then. The same motif twice wins the cards (or steals a prise, W3);
    /// two different motifs are an error (W4).
    Claim(Spot, Spot),
}

/// How a claim that named the same motif twice went (W3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Won {
    /// Two cards from piles or the table: a new prise.
    Pair,
    /// A third appearance with someone else's prise: the claimant takes all three (the steal).
    Stole {
        /// Who lost the prise.
        from: Seat,
    },
    /// A third appearance claimed by the prise's owner, who keeps all three.
    Kept,
    /// Together (Tous ensemble, W6): a third appearance joins its prise, wherever it is, and
    /// makes it a triple.
    Triple,
}

/// Something that happened, as everyone saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A seat turned a pile's top card onto the table (W2).
    Turned {
        /// Who turned.
        seat: Seat,
        /// From which pile.
        pile: PileId,
        /// Where the card lies now.
        slot: Slot,
        /// The face it shows.
        motif: MotifId,
        /// When.
        at: Millis,
    },
    /// A seat turned a table card over (Tous ensemble, W6).
    Flipped {
        /// Who turned it.
        seat: Seat,
        /// The card's slot.
        slot: Slot,
        /// The face it shows now.
        motif: MotifId,
        /// When.
        at: Millis,
    },
    /// A claim named the same motif twice and won cards (W3).
    Won {
        /// Who claimed.
        seat: Seat,
        /// The two spots named.
        spots: (Spot, Spot),
        /// The motif.
        motif: MotifId,
        /// A pair, a steal or a kept third.
        how: Won,
        /// When the claim completed.
        at: Millis,
    },
    /// Le Ring: a claim tied with the pair just won; each seat got one card (W6).
    Tied {
        /// Who tied.
        seat: Seat,
        /// Who won the pair at the same moment.
        with: Seat,
        /// The motif.
        motif: MotifId,
        /// When.
        at: Millis,
    },
    /// Les Clans: two opponents put their hands on a pair; its pile and table cards were
    /// turned over and nobody won them (W6).
    Litige {
        /// The first hand's seat and the seat whose hand completed the pair.
        seats: (Seat, Seat),
        /// The two spots.
        spots: (Spot, Spot),
        /// The motif they showed.
        motif: MotifId,
        /// When.
        at: Millis,
    },
    /// A claim named two different motifs (W4).
    Erred {
        /// Who claimed.
        seat: Seat,
        /// The two spots named.
        spots: (Spot, Spot),
        /// The motifs they showed.
        motifs: (MotifId, MotifId),
        /// The motif of the prise given back under the claimant's pile, if they had one.
        returned: Option<MotifId>,
        /// When the claim completed.
        at: Millis,
    },
}

/// A hand on one visible face, waiting for a teammate's hand on the other card (W6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    /// Whose hand.
    pub seat: Seat,
    /// The spot it lies on.
    pub spot: Spot,
    /// The motif the spot showed then; the hand is gone once the spot shows another.
    pub motif: MotifId,
    /// When it landed.
    pub at: Millis,
}
