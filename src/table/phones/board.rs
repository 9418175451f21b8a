//! What the games' boards for the table screen share ([`super::PublicBoard`]): a seat's name
//! when the list may lack it, the latest events of a round with the round before leading in, and
//! the grid that gives many tiles or cards the largest size.

use crate::i18n::{Key, Lang};
use tablee_rules::Seat;

/// The last `n` items of `earlier` then `latest`, oldest first: at the start of a round, the
/// round before's last events lead in.
pub fn last_few<'a, T>(earlier: &'a [T], latest: &'a [T], n: usize) -> Vec<&'a T> {
    let from_latest = latest.len().min(n);
    let from_earlier = (n - from_latest).min(earlier.len());
    earlier[earlier.len() - from_earlier..]
        .iter()
        .chain(&latest[latest.len() - from_latest..])
        .collect()
}

/// A seat's name, or "Player 3" when the list has none for it.
pub fn seat_name(lang: Lang, names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| Key::DefaultPlayerName.fill(lang, &[&(seat.index() + 1).to_string()]))
}

/// The columns and rows of a grid of `items` that gives each the largest side in an area
/// `width` wide by `height` high, both counted in item sides (an item taller than wide counts
/// its height in the width's units: see the callers). Fewer columns win a tie.
pub fn grid_shape(items: usize, width: usize, height: usize) -> (usize, usize) {
    let items = items.max(1);
    let mut best = (1, items);
    let mut best_side = 0;
    for cols in 1..=items {
        let rows = items.div_ceil(cols);
        // Scaled to whole numbers.
        let side = (width * 1000 / cols).min(height * 1000 / rows);
        if side > best_side {
            (best, best_side) = ((cols, rows), side);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_latest_events_lead_in_from_the_round_before() {
        assert_eq!(last_few(&[1, 2, 3], &[4, 5, 6, 7, 8], 4), [&5, &6, &7, &8]);
        assert_eq!(last_few(&[1, 2, 3], &[4], 3), [&2, &3, &4]);
        assert_eq!(last_few(&[1], &[], 4), [&1]);
        assert!(last_few::<u8>(&[], &[], 4).is_empty());
    }

    #[test]
    fn a_seat_without_a_name_is_called_by_its_number() {
        let names = vec!["Ana".to_string()];
        assert_eq!(seat_name(Lang::En, &names, Seat(0)), "Ana");
        assert!(seat_name(Lang::En, &names, Seat(2)).contains('3'));
    }
}
