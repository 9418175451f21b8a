//! What one seat knows at a decision, borrowed from the state or from its view, and the legal
//! actions that follow from it. The engine, the views and the bots all list moves through here,
//! so they cannot disagree.

use super::action::Action;
use super::card::{ActionKind, CardId};
use super::sums::{concrete, sum_shapes};
use crate::Seat;

/// One seat's knowledge at a decision.
#[derive(Clone, Debug)]
pub(crate) struct Spot<'a> {
    /// The seat deciding.
    pub seat: Seat,
    /// Whose turn it is (T4).
    pub turn: Seat,
    /// The seat's own hand.
    pub hand: &'a [CardId],
    /// Every seat's hand size.
    pub hand_counts: Vec<usize>,
    /// The table.
    pub table: &'a [CardId],
    /// The seat's unused \[T!\] cards.
    pub owned: &'a [CardId],
    /// Cards left in the deck.
    pub deck_len: usize,
    /// The target shown (T5, T15).
    pub target: u8,
    /// This turn's Joker change (T8).
    pub joker: i8,
    /// Whether the player on turn has played a \[T!\] card this turn (T6).
    pub action_played: bool,
    /// \[T!\] cards left in the stack (T12).
    pub stack_len: usize,
    /// Players who still owe a card to the Bomb (T10).
    pub bomb: &'a [Seat],
    /// Whether the round (or the match) is over.
    pub over: bool,
}

impl Spot<'_> {
    /// The target this turn, Joker included (T8).
    pub fn target_now(&self) -> i32 {
        i32::from(self.target) + i32::from(self.joker)
    }

    /// How many seats play.
    pub fn seats(&self) -> usize {
        self.hand_counts.len()
    }

    /// Whether the seat may play a \[T!\] card of `kind` now, leaving its own conditions aside (T6).
    pub fn may_play(&self, kind: ActionKind) -> bool {
        self.on_turn()
            && !self.action_played
            && !self.hand.is_empty()
            && self.owned.iter().any(|c| c.action_kind() == Some(kind))
    }

    /// Whether the seat is on turn and free to act (no Bomb pending).
    pub fn on_turn(&self) -> bool {
        !self.over && self.bomb.is_empty() && self.seat == self.turn
    }

    /// Opponents holding at least one card, in play order after the seat (T7).
    pub fn robbable(&self) -> Vec<Seat> {
        let n = self.seats();
        let mut out = Vec::new();
        let mut s = self.seat.next(n);
        while s != self.seat {
            if self.hand_counts[s.index()] > 0 {
                out.push(s);
            }
            s = s.next(n);
        }
        out
    }

    /// The sums the seat can make now, one per distinct value shape, with the most valuable cards
    /// of each value (T11).
    pub fn sums(&self) -> Vec<Action> {
        if !self.on_turn() {
            return Vec::new();
        }
        sum_shapes(self.hand, self.table, self.target_now())
            .iter()
            .filter_map(|shape| concrete(shape, self.hand, self.table))
            .map(|(hand, table)| Action::MakeSum { hand, table })
            .collect()
    }

    /// Every legal action: \[T!\] plays, sums, placements, or Bomb discards.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut hand: Vec<CardId> = self.hand.to_vec();
        crate::small_sort::sort(&mut hand);
        if self.over {
            return Vec::new();
        }
        if !self.bomb.is_empty() {
            // T10: each player hit by the Bomb chooses one hand card.
            return if self.bomb.contains(&self.seat) {
                hand.into_iter()
                    .map(|card| Action::BombDiscard { card })
                    .collect()
            } else {
                Vec::new()
            };
        }
        if self.seat != self.turn {
            return Vec::new();
        }
        let mut out = Vec::new();
        if self.may_play(ActionKind::Thief) {
            out.extend(
                self.robbable()
                    .into_iter()
                    .map(|victim| Action::PlayThief { victim }),
            );
        }
        if self.may_play(ActionKind::Joker) {
            out.push(Action::PlayJoker { delta: 1 });
            out.push(Action::PlayJoker { delta: -1 });
        }
        if self.may_play(ActionKind::Shifter) && self.deck_len > 0 {
            out.push(Action::PlayShifter);
        }
        if self.may_play(ActionKind::Bomb) {
            out.push(Action::PlayBomb);
        }
        out.extend(self.sums());
        out.extend(hand.into_iter().map(|card| Action::PlaceCard { card }));
        out
    }
}
