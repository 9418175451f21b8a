//! The shapes of the four combinations (S9) and the chaining of cards in play order (S4, S9).

use super::action::Combination;
use super::card::{Face, Family};
use super::error::SwaksError;
use super::ladder::{follows, Direction};

/// Whether `cards` (each a joker flag and the face it stands for) make `kind` (S9).
pub(crate) fn is_shape(kind: Combination, cards: &[(bool, Face)]) -> bool {
    if cards.len() != kind.size() {
        return false;
    }
    let jokers = cards.iter().filter(|(joker, _)| *joker).count();
    let first = cards[0].1;
    let one_family = cards.iter().all(|(_, f)| f.family == first.family);
    // The numbers of the numbered cards, as a bit set.
    let numbers = |only_real: bool| {
        cards
            .iter()
            .filter(|(joker, _)| !(only_real && *joker))
            .fold(0u8, |set, (_, f)| set | 1 << (f.number - 1))
    };
    match kind {
        // S9: two identical cards and their family's joker.
        Combination::Triple => jokers == 1 && cards.iter().all(|(_, f)| *f == first),
        // S9: the same number in all four families, at most one joker.
        Combination::Carre => {
            let families = cards
                .iter()
                .fold(0u8, |set, (_, f)| set | 1 << f.family.index());
            jokers <= 1 && families == 0b1111 && cards.iter().all(|(_, f)| f.number == first.number)
        }
        // S9: 1 to 5 of one family, at most one joker.
        Combination::Suite => jokers <= 1 && one_family && numbers(false) == 0b11111,
        // S9: 1 to 5 of one family and its joker.
        Combination::SuiteRoyale => jokers == 1 && one_family && numbers(true) == 0b11111,
    }
}

/// S9: the first face follows `reference` and each next one follows the one before.
pub(crate) fn chain(
    reference: Face,
    direction: Direction,
    faces: impl IntoIterator<Item = Face>,
) -> Result<(), SwaksError> {
    let mut before = reference;
    for card in faces {
        if !follows(before, direction, card) {
            return Err(SwaksError::CannotFollow {
                card,
                reference: before,
                direction,
            });
        }
        before = card;
    }
    Ok(())
}

/// The families in play order for a Carré starting at `start` (the only orders that chain).
pub(crate) fn carre_order(start: Family, direction: Direction) -> [Family; 4] {
    std::array::from_fn(|k| match direction {
        Direction::Up => Family::from_index(start.index() + k as u8),
        Direction::Down => Family::from_index(start.index() + 4 - k as u8),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Family::{Cochon, Mouton, Poule, Vache};

    fn f(family: Family, number: u8) -> Face {
        Face::new(family, number).unwrap()
    }

    #[test]
    fn s9_shapes() {
        let t = [
            (false, f(Poule, 3)),
            (true, f(Poule, 3)),
            (false, f(Poule, 3)),
        ];
        assert!(is_shape(Combination::Triple, &t));
        let no_joker = [(false, f(Poule, 3)); 3];
        assert!(!is_shape(Combination::Triple, &no_joker));
        let c = [
            (false, f(Poule, 2)),
            (false, f(Mouton, 2)),
            (true, f(Cochon, 2)),
            (false, f(Vache, 2)),
        ];
        assert!(is_shape(Combination::Carre, &c));
        let mut two_jokers = c;
        two_jokers[0].0 = true;
        assert!(!is_shape(Combination::Carre, &two_jokers));
        let s: Vec<_> = (1..=5).map(|n| (n == 4, f(Vache, n))).collect();
        assert!(is_shape(Combination::Suite, &s));
        let mut r = s.clone();
        r[3].0 = false;
        r.push((true, f(Vache, 2)));
        assert!(is_shape(Combination::SuiteRoyale, &r));
        assert!(!is_shape(Combination::Suite, &r));
        assert_eq!(
            carre_order(Vache, Direction::Up),
            [Vache, Poule, Mouton, Cochon]
        );
        assert_eq!(
            carre_order(Mouton, Direction::Down),
            [Mouton, Poule, Vache, Cochon]
        );
    }
}
