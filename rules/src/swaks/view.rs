//! What one seat sees: its own hand, the pile's reference and direction, counts of the rest.

use super::action::{Action, Event};
use super::card::{CardId, Face};
use super::ladder::Direction;
use crate::{Millis, Outcome, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// How a finished round ended, for the score screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSummary {
    /// The round, from 1.
    pub round: u32,
    /// Who went out.
    pub winner: Seat,
    /// The cards each seat kept into the next round (S16).
    pub hand_counts: PerSeat<usize>,
    /// The match points after the round.
    pub points: PerSeat<u32>,
    /// What happened in the round.
    pub events: Vec<Event>,
}

/// What one seat may see: the [`Public`] view, its own hand and its legal actions. It reads as
/// the public view too (`view.top`, `view.due`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking.
    pub seat: Seat,
    /// The seat's own hand.
    pub hand: Vec<CardId>,
    /// The actions this seat may take now.
    pub legal: Vec<Action>,
    /// What everyone sees.
    pub public: Public,
}

crate::game::reads_as_public!(View => Public);

/// The most events of a round a view carries: the latest ones. A round has no bound on its
/// length (seats with nothing to play pass again and again once both piles are empty, S15),
/// and a view travels to every phone after every move, so it must stay small.
pub const VIEW_EVENTS: usize = 48;

/// The latest [`VIEW_EVENTS`] of `events`, and how many came before them.
pub(crate) fn latest_events(events: &[Event]) -> (Vec<Event>, usize) {
    let before = events.len().saturating_sub(VIEW_EVENTS);
    (events[before..].to_vec(), before)
}

/// What anyone at the table may see. No hand, no draw-pile order, no generator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    /// The round, from 1.
    pub round: u32,
    /// Who started this round (S16).
    pub starter: Seat,
    /// How many cards each seat holds.
    pub hand_counts: PerSeat<usize>,
    /// Cards left in the draw pile.
    pub draw_count: usize,
    /// The top card of the discard pile.
    pub top: Option<CardId>,
    /// Every card of the discard pile, the top last: each was played face up for all to see
    /// (S15 sends all but the top back to the draw pile).
    pub discard: Vec<CardId>,
    /// What the next play chains on (S4).
    pub reference: Face,
    /// The direction of play (S6).
    pub direction: Direction,
    /// The seat due to play.
    pub due: Seat,
    /// When the due player's time runs out (S12), `None` without a timer.
    pub deadline: Option<Millis>,
    /// The time each player has for a turn (S12), `None` without a timer.
    pub timer_ms: Option<u32>,
    /// The numbered card that may be jumped on now, and who played it (S10).
    pub jump: Option<(Seat, Face)>,
    /// The player who may be called out for a forgotten "Swaks!" (S13).
    pub forgot: Option<Seat>,
    /// Match points (S16).
    pub points: PerSeat<u32>,
    /// The points that win the match (S16).
    pub target: u32,
    /// What happened this round, as everyone saw it: the latest [`VIEW_EVENTS`].
    pub events: Vec<Event>,
    /// How many earlier events of the round are not in `events`.
    pub earlier_events: usize,
    /// How the last finished round ended.
    pub last_round: Option<RoundSummary>,
    /// The outcome, once the match is over.
    pub outcome: Option<Outcome>,
}

impl Public {
    /// Whether the match is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }
}
