//! Normal's play: the greedy choice for a seat, from what it knows (its `Spot`). The Normal bot
//! plays it, and the strong bot weighs sums with it and lets it finish its rollouts.
//!
//! The sum worth most points now (a TWEAK counts its \[T!\] card), a Joker when it makes a better
//! sum, a Thief or the Bomb when there is no good sum, a Shifter when there is no sum at all;
//! without a sum it puts down the card that costs least (its points, plus what the table then
//! offers to the next players). A Bomb victim puts down its cheapest card.

use super::action::Action;
use super::card::{ActionKind, CardId};
use super::spot::Spot;
use super::sums::{can_make, concrete, sum_shapes, total, value_counts};

/// What winning a \[T!\] card by a TWEAK is worth beyond its 2 points: the use of it.
const TWEAK_USE: f32 = 1.5;
/// How much a point of gift to the next players weighs against a point kept.
const GIFT_WEIGHT: f32 = 0.08;
/// Below this worth a sum is poor enough to try a Thief or the Bomb first.
const POOR_SUM: f32 = 4.0;

/// Normal's choice for the seat of `spot`, or `None` when it has nothing to do.
pub(crate) fn normal(spot: &Spot) -> Option<Action> {
    if !spot.bomb.is_empty() {
        return if spot.bomb.contains(&spot.seat) && !spot.hand.is_empty() {
            let card = cheapest_card(spot.hand, spot.table);
            Some(Action::BombDiscard { card })
        } else {
            None
        };
    }
    if !spot.on_turn() || spot.hand.is_empty() {
        return None;
    }
    let now = best_sum(spot, spot.target_now());
    let now_worth = now.as_ref().map_or(0.0, |(_, w)| *w);
    if spot.may_play(ActionKind::Joker) {
        // T8: the Joker is worth playing when the changed target gives a better sum.
        let mut best: Option<(i8, f32)> = None;
        for delta in [1i8, -1] {
            if let Some((_, worth)) = best_sum(spot, spot.target_now() + i32::from(delta)) {
                if worth > now_worth + 0.5 && best.is_none_or(|(_, w)| worth > w) {
                    best = Some((delta, worth));
                }
            }
        }
        if let Some((delta, _)) = best {
            return Some(Action::PlayJoker { delta });
        }
    }
    if now_worth < POOR_SUM {
        // T7, T10: more cards on the table, fewer in the opponents' hands.
        let robbable = spot.robbable();
        if let Some(&victim) = robbable
            .iter()
            .max_by_key(|s| (spot.hand_counts[s.index()], std::cmp::Reverse(s.0)))
        {
            if spot.may_play(ActionKind::Bomb) && robbable.len() > 1 {
                return Some(Action::PlayBomb);
            }
            if spot.may_play(ActionKind::Thief) {
                return Some(Action::PlayThief { victim });
            }
            if spot.may_play(ActionKind::Bomb) {
                return Some(Action::PlayBomb);
            }
        }
    }
    if now.is_none() && spot.may_play(ActionKind::Shifter) && spot.deck_len > 0 {
        // T9: a new card and a new target, when nothing can be made now.
        return Some(Action::PlayShifter);
    }
    if let Some((action, _)) = now {
        return Some(action);
    }
    Some(Action::PlaceCard {
        card: cheapest_card(spot.hand, spot.table),
    })
}

/// The worth of a sum taking `hand` and `taken` from a table of `table_len` cards (T17, T12).
pub(crate) fn sum_worth(spot: &Spot, hand: CardId, taken: &[CardId]) -> f32 {
    let mut worth = (hand.points() + taken.iter().map(|c| c.points()).sum::<i32>()) as f32;
    if taken.len() == spot.table.len() && spot.stack_len > 0 {
        worth += 2.0 + TWEAK_USE;
    }
    worth + 0.05 * taken.len() as f32
}

/// The most valuable sum reaching `target`, with its worth.
pub(crate) fn best_sum(spot: &Spot, target: i32) -> Option<(Action, f32)> {
    let mut best: Option<(Action, f32)> = None;
    for shape in sum_shapes(spot.hand, spot.table, target) {
        if let Some((hand, taken)) = concrete(&shape, spot.hand, spot.table) {
            let worth = sum_worth(spot, hand, &taken);
            if best.as_ref().is_none_or(|(_, w)| worth > *w) {
                best = Some((Action::MakeSum { hand, table: taken }, worth));
            }
        }
    }
    best
}

/// The hand card that costs least to put on `table`: its own points plus what the table then
/// offers to the next players.
pub(crate) fn cheapest_card(hand: &[CardId], table: &[CardId]) -> CardId {
    let mut best: Option<(CardId, f32)> = None;
    let mut cards = hand.to_vec();
    crate::small_sort::sort(&mut cards);
    for card in cards {
        let mut after = table.to_vec();
        after.push(card);
        let cost = card.points() as f32 + GIFT_WEIGHT * gift(&after);
        if best.is_none_or(|(_, c)| cost < c) {
            best = Some((card, cost));
        }
    }
    best.expect("a card in hand").0
}

/// How much a table offers: for each target 7-10 and hand value 1-6, whether a sum can be made
/// and whether it would be a TWEAK, weighted by the points on the table.
pub(crate) fn gift(table: &[CardId]) -> f32 {
    let counts = value_counts(table);
    let sum = total(&counts) as i32;
    let points: i32 = table.iter().map(|c| c.points()).sum();
    let mut makeable = 0;
    let mut tweaks = 0;
    for target in 7..=10 {
        for value in 1..=6 {
            if can_make(&counts, target - value) {
                makeable += 1;
            }
            if sum + value == target {
                tweaks += 1;
            }
        }
    }
    makeable as f32 * (1.0 + points as f32 / 8.0) + tweaks as f32 * 8.0
}
