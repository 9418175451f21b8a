//! What one seat sees: its own hand, everything face up, counts of the rest.

use super::action::{Action, Event};
use super::card::{CardId, Colour};
use super::scoring::RoundSummary;
use super::spot::Spot;
use crate::{Outcome, PerSeat, Seat};
use serde::{Deserialize, Serialize};

/// What one seat may see: the [`Public`] view, its own hand and its legal actions. It reads as
/// the public view too (`view.table`, `view.target_now()`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking.
    pub seat: Seat,
    /// The seat's own hand.
    pub hand: Vec<CardId>,
    /// The actions this seat may take now (sums listed once per distinct value shape; any
    /// concrete cards with the right values are accepted too).
    pub legal: Vec<Action>,
    /// What everyone sees.
    pub public: Public,
}

crate::game::reads_as_public!(View => Public);

/// What anyone at the table may see. No hand, no deck order, no \[T!\] stack order, no
/// generator.
///
/// Won piles are listed card by card: every won card was face up on the table or shown in the
/// announced sum (rule book §6), so all players have seen it; the app may show only counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    /// The round, from 1.
    pub round: u32,
    /// This round's dealer (T4).
    pub dealer: Seat,
    /// Whose turn it is (T4); during a Bomb, the bomber (T10).
    pub turn: Seat,
    /// The colours in play this round (T3).
    pub colours: Vec<Colour>,
    /// How many cards each seat holds.
    pub hand_counts: PerSeat<usize>,
    /// The face-up cards on the table, oldest first.
    pub table: Vec<CardId>,
    /// Cards left in the deck.
    pub deck_count: usize,
    /// The target shown: the back of the deck's top card, or the blue 7 when the deck is empty
    /// (T5, T15).
    pub target: u8,
    /// This turn's Joker change, 0 when none (T8). The target this turn is `target + joker`.
    pub joker: i8,
    /// Whether the player on turn has played a \[T!\] card this turn (T6).
    pub action_played: bool,
    /// \[T!\] cards left in the face-down stack (T12).
    pub action_stack_count: usize,
    /// Each seat's unused \[T!\] cards, face up (T12).
    pub action_cards: PerSeat<Vec<CardId>>,
    /// Each seat's won cards this round, used \[T!\] cards included (T11, T17).
    pub piles: PerSeat<Vec<CardId>>,
    /// Players who still owe a card to the Bomb, in play order (T10).
    pub bomb_pending: Vec<Seat>,
    /// What happened this round, as everyone saw it.
    pub events: Vec<Event>,
    /// Match totals from the finished rounds (T18).
    pub totals: PerSeat<i32>,
    /// The points that end the match (T18).
    pub threshold: i32,
    /// How the last finished round ended, for the score screen.
    pub last_round: Option<RoundSummary>,
    /// The outcome, once the match is over.
    pub outcome: Option<Outcome>,
}

impl Public {
    /// The target this turn, Joker included (T8).
    pub fn target_now(&self) -> i32 {
        i32::from(self.target) + i32::from(self.joker)
    }

    /// Whether the match is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// The seats that may act now, as [`crate::Game::status`] has them: the players hit by the
    /// Bomb (T10), else the seat whose turn it is; none once the match is over.
    pub fn acting(&self) -> Vec<Seat> {
        if self.is_finished() {
            Vec::new()
        } else if !self.bomb_pending.is_empty() {
            self.bomb_pending.clone()
        } else {
            vec![self.turn]
        }
    }
}

impl View {
    /// Whether the seat looking must act now (its turn, or a Bomb card to put down).
    pub fn must_act(&self) -> bool {
        !self.legal.is_empty()
    }

    /// What the seat knows, in the form the legal-move listing and the bots use.
    pub(crate) fn spot(&self) -> Spot<'_> {
        Spot {
            seat: self.seat,
            turn: self.turn,
            hand: &self.hand,
            hand_counts: self.hand_counts.values().to_vec(),
            table: &self.table,
            owned: &self.action_cards[self.seat],
            deck_len: self.deck_count,
            target: self.target,
            joker: self.joker,
            action_played: self.action_played,
            stack_len: self.action_stack_count,
            bomb: &self.bomb_pending,
            over: self.outcome.is_some(),
        }
    }
}
