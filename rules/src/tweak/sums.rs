//! The sums a player can make (T11): exactly one hand card plus one or more table cards adding up
//! to the target.
//!
//! The table can hold twenty cards or more, far too many subsets to list. Cards of one value are
//! interchangeable for the total, so sums are counted by value: a table is six counts (how many
//! 1s, 2s, ... 6s) and a sum is one hand value plus a count of each table value. The target is at
//! most 11 (10 plus a Joker), so there are only a few such combinations on any table.

use super::card::CardId;
use serde::{Deserialize, Serialize};

/// How many cards of each value 1..=6 (index 0 is value 1).
pub type ValueCounts = [u8; 6];

/// The value counts of `cards` (\[T!\] cards are not counted).
pub fn value_counts(cards: &[CardId]) -> ValueCounts {
    let mut counts = [0; 6];
    for card in cards {
        let value = card.value();
        if value > 0 {
            counts[usize::from(value - 1)] += 1;
        }
    }
    counts
}

/// The total of the values in `counts`.
pub fn total(counts: &ValueCounts) -> u32 {
    counts
        .iter()
        .enumerate()
        .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
        .sum()
}

/// One distinct way to make a sum: the hand card's value and how many table cards of each value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SumShape {
    /// The value of the one hand card (T11).
    pub hand: u8,
    /// How many table cards of each value; at least one card (T11).
    pub table: ValueCounts,
}

/// Every way to take table cards, counted by value, whose values add up to `wanted`; at least one
/// card each. Nothing when `wanted` is 0 or less.
pub fn table_combinations(table: &ValueCounts, wanted: i32) -> Vec<ValueCounts> {
    let mut out = Vec::new();
    if wanted > 0 {
        let mut chosen = [0; 6];
        combine(table, 5, wanted, &mut chosen, &mut out);
    }
    out
}

/// Fills `chosen[..=index]` from the highest value down so that the values add to `left`.
fn combine(
    table: &ValueCounts,
    index: usize,
    left: i32,
    chosen: &mut ValueCounts,
    out: &mut Vec<ValueCounts>,
) {
    let value = index as i32 + 1;
    let most = i32::from(table[index]).min(left / value);
    for n in (0..=most).rev() {
        chosen[index] = n as u8;
        let rest = left - n * value;
        if rest == 0 {
            out.push(*chosen);
        } else if index > 0 {
            combine(table, index - 1, rest, chosen, out);
        }
    }
    chosen[index] = 0;
}

/// Every distinct sum (T11) of one card of `hand` with cards of `table` reaching `target`, at most
/// one per hand value and table value count.
pub fn sum_shapes(hand: &[CardId], table: &[CardId], target: i32) -> Vec<SumShape> {
    let counts = value_counts(table);
    let mut values: Vec<u8> = hand.iter().map(|c| c.value()).filter(|&v| v > 0).collect();
    crate::small_sort::sort(&mut values);
    values.dedup();
    let mut out = Vec::new();
    for hand_value in values {
        for table_counts in table_combinations(&counts, target - i32::from(hand_value)) {
            out.push(SumShape {
                hand: hand_value,
                table: table_counts,
            });
        }
    }
    out
}

/// Concrete cards for `shape`: of each value, the lowest ids (so the most points, red first).
///
/// Returns `None` when `hand` or `table` lacks the cards.
pub fn concrete(
    shape: &SumShape,
    hand: &[CardId],
    table: &[CardId],
) -> Option<(CardId, Vec<CardId>)> {
    let hand_card = hand
        .iter()
        .copied()
        .filter(|c| c.value() == shape.hand)
        .min()?;
    let mut sorted: Vec<CardId> = table.to_vec();
    crate::small_sort::sort(&mut sorted);
    let mut wanted = shape.table;
    let mut picked = Vec::new();
    for card in sorted {
        let value = card.value();
        if value > 0 && wanted[usize::from(value - 1)] > 0 {
            wanted[usize::from(value - 1)] -= 1;
            picked.push(card);
        }
    }
    (wanted == [0; 6]).then_some((hand_card, picked))
}

/// Whether some table cards, counted by value, add up to exactly `wanted` (at least one card).
pub fn can_make(table: &ValueCounts, wanted: i32) -> bool {
    wanted > 0 && reach(table, 5, wanted)
}

fn reach(table: &ValueCounts, index: usize, left: i32) -> bool {
    let value = index as i32 + 1;
    let most = i32::from(table[index]).min(left / value);
    (0..=most).rev().any(|n| {
        let rest = left - n * value;
        rest == 0 || (index > 0 && reach(table, index - 1, rest))
    })
}
