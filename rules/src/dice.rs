//! Six-sided dice.

use crate::GameRng;
use serde::{Deserialize, Serialize};

/// The face of a six-sided die, 1 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Die(u8);

impl Die {
    /// All six faces in order.
    pub const FACES: [Die; 6] = [Die(1), Die(2), Die(3), Die(4), Die(5), Die(6)];

    /// The face showing `value`, or `None` outside 1..=6.
    pub const fn new(value: u8) -> Option<Die> {
        if value >= 1 && value <= 6 {
            Some(Die(value))
        } else {
            None
        }
    }

    /// The number shown.
    pub const fn value(self) -> u8 {
        self.0
    }

    /// A fair roll from the game's generator.
    pub fn roll(rng: &mut GameRng) -> Die {
        Die(rng.inclusive(1, 6))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_cover_all_faces_and_nothing_else() {
        let mut rng = GameRng::from_seed(9);
        let mut seen = [0u32; 7];
        for _ in 0..6000 {
            seen[Die::roll(&mut rng).value() as usize] += 1;
        }
        assert_eq!(seen[0], 0);
        for count in &seen[1..] {
            assert!((800..1200).contains(count), "unfair die: {seen:?}");
        }
    }

    #[test]
    fn new_checks_range() {
        assert!(Die::new(0).is_none());
        assert!(Die::new(7).is_none());
        assert_eq!(Die::new(6).map(Die::value), Some(6));
    }
}
