//! The cyclic ladder (S4): which family cards may follow a reference in a direction, and Boost's
//! shift (S7). Pure functions, used by the engine, the UI and the tests.

use super::card::Face;
use serde::{Deserialize, Serialize};

/// The direction of play. Each round starts [`Direction::Up`] (S6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// Going up: on position p, p..=p+5 (S4).
    #[default]
    Up,
    /// Going down: on position p, p..=p-5 (S4).
    Down,
}

impl Direction {
    /// The other direction (S6).
    pub const fn flipped(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
        }
    }

    /// A stable identifier, for CSS classes and translations.
    pub const fn id(self) -> &'static str {
        match self {
            Direction::Up => "up",
            Direction::Down => "down",
        }
    }
}

/// How far `card` lies from `reference` in `direction`, 0..20, cyclically.
const fn steps(reference: Face, direction: Direction, card: Face) -> u8 {
    let (p, c) = (reference.position(), card.position());
    match direction {
        Direction::Up => (c + 20 - p) % 20,
        Direction::Down => (p + 20 - c) % 20,
    }
}

/// S4: whether `card` may follow `reference` in `direction`: from the identical card to the same
/// number of the next family (up) or the previous one (down).
pub const fn follows(reference: Face, direction: Direction, card: Face) -> bool {
    steps(reference, direction, card) <= 5
}

/// S4: the six faces that may follow `reference` in `direction`, nearest first.
pub fn playable(reference: Face, direction: Direction) -> [Face; 6] {
    let p = reference.position();
    std::array::from_fn(|k| {
        let k = k as u8;
        match direction {
            Direction::Up => Face::from_position(p + k),
            Direction::Down => Face::from_position(p + 20 - k),
        }
    })
}

/// S7 (and S9's shift after a combination): the reference moved one family further in
/// `direction`, p+5 up, p-5 down.
pub const fn shifted(reference: Face, direction: Direction) -> Face {
    let p = reference.position();
    match direction {
        Direction::Up => Face::from_position(p + 5),
        Direction::Down => Face::from_position(p + 15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::swaks::card::Family::{Cochon, Mouton, Poule, Vache};

    fn f(family: super::super::card::Family, number: u8) -> Face {
        Face::new(family, number).unwrap()
    }

    #[test]
    fn s4_book_example_up_on_3_of_poule() {
        let got = playable(f(Poule, 3), Direction::Up);
        let want = [
            f(Poule, 3),
            f(Poule, 4),
            f(Poule, 5),
            f(Mouton, 1),
            f(Mouton, 2),
            f(Mouton, 3),
        ];
        assert_eq!(got, want);
        assert!(!follows(f(Poule, 3), Direction::Up, f(Mouton, 4)));
        assert!(!follows(f(Poule, 3), Direction::Up, f(Poule, 2)));
    }

    #[test]
    fn s4_book_example_down_on_3_of_mouton() {
        let got = playable(f(Mouton, 3), Direction::Down);
        let want = [
            f(Mouton, 3),
            f(Mouton, 2),
            f(Mouton, 1),
            f(Poule, 5),
            f(Poule, 4),
            f(Poule, 3),
        ];
        assert_eq!(got, want);
        assert!(!follows(f(Mouton, 3), Direction::Down, f(Poule, 2)));
        assert!(!follows(f(Mouton, 3), Direction::Down, f(Mouton, 4)));
    }

    #[test]
    fn s4_the_ladder_is_cyclic() {
        assert!(follows(f(Vache, 4), Direction::Up, f(Poule, 2)));
        assert!(!follows(f(Vache, 4), Direction::Up, f(Poule, 5)));
        assert!(follows(f(Poule, 1), Direction::Down, f(Vache, 1)));
        assert!(!follows(f(Poule, 1), Direction::Down, f(Cochon, 5)));
        for face in Face::all() {
            for d in [Direction::Up, Direction::Down] {
                let n = Face::all().filter(|&c| follows(face, d, c)).count();
                assert_eq!(n, 6);
                assert!(playable(face, d).iter().all(|&c| follows(face, d, c)));
            }
        }
    }

    #[test]
    fn s7_boost_shifts_one_family() {
        assert_eq!(shifted(f(Poule, 3), Direction::Up), f(Mouton, 3));
        assert_eq!(shifted(f(Vache, 2), Direction::Up), f(Poule, 2));
        assert_eq!(shifted(f(Poule, 3), Direction::Down), f(Vache, 3));
        assert_eq!(shifted(f(Cochon, 5), Direction::Down), f(Mouton, 5));
    }
}
