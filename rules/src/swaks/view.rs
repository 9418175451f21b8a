//! What one seat sees: its own hand, the pile's reference and direction, counts of the rest.

use super::action::{Action, Event};
use super::card::{CardId, Face};
use super::game::{RoundSummary, Swaks};
use super::ladder::Direction;
use super::round::Round;
use crate::{Game, Millis, Outcome, PerSeat, Seat, Status};
use serde::{Deserialize, Serialize};

/// What one seat may see. No other hand, no draw-pile order, no generator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking.
    pub seat: Seat,
    /// The round, from 1.
    pub round: u32,
    /// Who started this round (S16).
    pub starter: Seat,
    /// The seat's own hand.
    pub hand: Vec<CardId>,
    /// How many cards each seat holds.
    pub hand_counts: PerSeat<usize>,
    /// Cards left in the draw pile.
    pub draw_count: usize,
    /// The top card of the discard pile.
    pub top: Option<CardId>,
    /// What the next play chains on (S4).
    pub reference: Face,
    /// The direction of play (S6).
    pub direction: Direction,
    /// The seat due to play.
    pub due: Seat,
    /// When the due player's time runs out (S12), `None` without a timer.
    pub deadline: Option<Millis>,
    /// The numbered card that may be jumped on now, and who played it (S10).
    pub jump: Option<(Seat, Face)>,
    /// The player who may be called out for a forgotten "Swaks!" (S13).
    pub forgot: Option<Seat>,
    /// Match points (S16).
    pub points: PerSeat<u32>,
    /// The points that win the match (S16).
    pub target: u32,
    /// What happened this round, as everyone saw it.
    pub events: Vec<Event>,
    /// How the last finished round ended.
    pub last_round: Option<RoundSummary>,
    /// The outcome, once the match is over.
    pub outcome: Option<Outcome>,
    /// The actions this seat may take now.
    pub legal: Vec<Action>,
}

impl View {
    pub(crate) fn of(game: &Swaks, round: &Round, seat: Seat) -> View {
        let outcome = match game.status() {
            Status::Finished(outcome) => Some(outcome),
            Status::Acting(_) => None,
        };
        View {
            seat,
            round: round.number,
            starter: round.starter,
            hand: round.hands[seat].clone(),
            hand_counts: PerSeat::new(round.seats(), |s| round.hands[s].len()),
            draw_count: round.draw.len(),
            top: round.discard.last().copied(),
            reference: round.reference,
            direction: round.direction,
            due: round.due,
            deadline: Game::deadline(game),
            jump: if round.seats() >= 3 { round.jump } else { None },
            forgot: round.forgot,
            points: game.points().clone(),
            target: game.target(),
            events: round.events.clone(),
            last_round: game.last_round_summary(),
            outcome,
            legal: game.legal_actions(seat),
        }
    }

    /// Whether the match is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }
}
