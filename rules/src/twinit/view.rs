//! What one seat sees: only what is face up (W2), and counts of the rest.

use super::action::{Action, Event, Slot, Spot};
use super::card::MotifId;
use super::mode::Mode;
use super::rating::Rating;
use crate::{Millis, Outcome, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// A seat's pile as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PileView {
    /// How many cards it holds.
    pub count: usize,
    /// The motif on its top, `None` when it is empty (W2).
    pub top: Option<MotifId>,
}

/// A prise as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PriseView {
    /// The motif it was won with (W2).
    pub motif: MotifId,
    /// How many cards: 2, or 3 after a steal or a kept third (W3).
    pub cards: usize,
}

/// What one seat may see: the [`Public`] view and its legal actions. It reads as the public
/// view too (`view.table`, `view.piles`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking.
    pub seat: Seat,
    /// The actions this seat may take now (turning, and the claims that win cards).
    pub legal: Vec<Action>,
    /// What everyone sees.
    pub public: Public,
}

crate::game::reads_as_public!(View => Public);

/// What anyone at the table may see. No card ids (a card's id would tell its hidden face), no
/// pile order, no generator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    /// The mode being played (W6): public, and what a bot needs to know how to claim.
    pub mode: Mode,
    /// The piles: one per seat (pile `i` is seat `i`'s), five shared ones in Le Ring, none in
    /// Tous ensemble.
    pub piles: Vec<PileView>,
    /// The cards on the table, by slot, with the motif each shows.
    pub table: Vec<(Slot, MotifId)>,
    /// Les Clans: the hands down, waiting for a teammate's (W6).
    pub marks: Vec<(Seat, Spot)>,
    /// Every seat's prises, in the order won.
    pub prises: PerSeat<Vec<PriseView>>,
    /// The prises that win the game; `None` in the cooperative mode (W6).
    pub target: Option<usize>,
    /// When the cooperative minute ends (W6), `None` in the other modes.
    pub deadline: Option<Millis>,
    /// The table's score so far: 1 a pair, 2 a triple (Tous ensemble, W6).
    pub points: u32,
    /// The rule book's rating, once the cooperative minute is over (W6).
    pub rating: Option<Rating>,
    /// Who turns the next card (W5); `None` when no pile has a card left.
    pub turner: Option<Seat>,
    /// The time of the last accepted action: a claim stamped before it is too late (W3).
    pub last_at: Millis,
    /// What happened so far, as everyone saw it.
    pub events: Vec<Event>,
    /// The outcome, once the game is over.
    pub outcome: Option<Outcome>,
}

impl Public {
    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }
}
