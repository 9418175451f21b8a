//! Where each table card is drawn. Cards keep their place while others come and go: a card won
//! leaves a hole that the next card turned fills. A person reaching for a card (and two people
//! claiming at the same moment) must never find another card slid under their finger.

use tablee_rules::twinit::Slot;

/// The places of the table cards, in drawing order; `None` is a hole.
pub type Places = Vec<Option<Slot>>;

/// The places for the cards `now` on the table, given the places drawn before: cards still there
/// stay where they were, cards gone leave holes, new cards fill the first holes (in slot order,
/// so the newest comes last), and holes at the end are dropped.
pub fn arrange(before: &[Option<Slot>], now: &[Slot]) -> Places {
    let mut places: Places = before
        .iter()
        .map(|place| place.filter(|slot| now.contains(slot)))
        .collect();
    let mut new: Vec<Slot> = now
        .iter()
        .copied()
        .filter(|slot| !before.contains(&Some(*slot)))
        .collect();
    tablee_rules::small_sort::sort(&mut new);
    for slot in new {
        match places.iter_mut().find(|p| p.is_none()) {
            Some(hole) => *hole = Some(slot),
            None => places.push(Some(slot)),
        }
    }
    while places.last() == Some(&None) {
        places.pop();
    }
    places
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slots(ids: &[u16]) -> Vec<Slot> {
        ids.iter().map(|&i| Slot(i)).collect()
    }

    #[test]
    fn cards_keep_their_place_and_new_ones_fill_the_holes() {
        let first = arrange(&[], &slots(&[0, 1, 2, 3]));
        assert_eq!(
            first,
            vec![Some(Slot(0)), Some(Slot(1)), Some(Slot(2)), Some(Slot(3))]
        );
        // Slot 1 is won: its place stays empty, the others do not move.
        let won = arrange(&first, &slots(&[0, 2, 3]));
        assert_eq!(won, vec![Some(Slot(0)), None, Some(Slot(2)), Some(Slot(3))]);
        // The next card turned fills the hole; one more goes at the end.
        let turned = arrange(&won, &slots(&[0, 2, 3, 4, 5]));
        assert_eq!(
            turned,
            vec![
                Some(Slot(0)),
                Some(Slot(4)),
                Some(Slot(2)),
                Some(Slot(3)),
                Some(Slot(5))
            ]
        );
    }

    #[test]
    fn holes_at_the_end_are_dropped_and_every_card_has_one_place() {
        let places = arrange(&[Some(Slot(0)), Some(Slot(1)), Some(Slot(2))], &slots(&[0]));
        assert_eq!(places, vec![Some(Slot(0))]);
        let now = slots(&[3, 7, 9, 12]);
        let places = arrange(&[None, Some(Slot(7)), None, Some(Slot(1))], &now);
        let mut placed: Vec<Slot> = places.iter().flatten().copied().collect();
        placed.sort();
        assert_eq!(placed, now);
        assert_eq!(places[1], Some(Slot(7)), "a card still there did not move");
    }
}
