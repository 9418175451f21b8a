//! Sorting the short lists a game sorts (a hand, the cards on the table, a bot's few best
//! options) by insertion, instead of the standard library's sorts.
//!
//! The standard sorts are fast on long lists, but each use on a new type brings its own
//! machine code into the web app (quicksort, driftsort, small-sort networks), once per type and
//! per game's code; a game's lists are a few dozen items long, where insertion is as fast. These
//! sorts are stable: items that compare equal keep their order (so a bot's choice among equal
//! options replays exactly). Long lists (thousands of items) keep the standard sorts.

use std::cmp::Ordering;

/// Sorts `items` by `compare`, stably, by insertion (quadratic: for short lists only).
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for next in 1..items.len() {
        let mut at = next;
        while at > 0 && compare(&items[at - 1], &items[at]) == Ordering::Greater {
            items.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// Sorts `items` by the key `key` gives each, stably (see [`sort_by`]).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their own order (see [`sort_by`]).
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameRng;

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        let mut rng = GameRng::from_seed(11);
        for _ in 0..2_000 {
            let len = (rng.next_u64() % 40) as usize;
            // (key, place in the input): equal keys are frequent, and their order shows.
            let items: Vec<(u64, usize)> = (0..len).map(|i| (rng.next_u64() % 6, i)).collect();
            let mut ours = items.clone();
            sort_by_key(&mut ours, |&(key, _)| key);
            let mut theirs = items.clone();
            theirs.sort_by_key(|&(key, _)| key);
            assert_eq!(ours, theirs);
            let mut ours = items.clone();
            sort_by(&mut ours, |a, b| b.0.cmp(&a.0));
            let mut descending = items.clone();
            descending.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
            assert_eq!(ours, descending);
            let mut ours = items.clone();
            sort(&mut ours);
            let mut plain = items;
            plain.sort();
            assert_eq!(ours, plain);
        }
    }
}
