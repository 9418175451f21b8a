//! The catalogue of Tablée's games.

use serde::{Deserialize, Serialize};

/// The smallest and largest number of seats a game takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRange {
    /// The fewest seats.
    pub min: usize,
    /// The most seats.
    pub max: usize,
}

impl PlayerRange {
    /// Whether `seats` is within the range.
    pub const fn contains(self, seats: usize) -> bool {
        seats >= self.min && seats <= self.max
    }
}

/// Declares [`GameKind`] from one line per game, so that its list of every game
/// ([`GameKind::ALL`]), its ids and its names cannot leave one out.
macro_rules! game_kinds {
    ($($(#[$doc:meta])* $kind:ident => $id:literal, $name:literal;)+) => {
        /// One of the games.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum GameKind {
            $($(#[$doc])* $kind,)+
        }

        impl GameKind {
            /// All games, in the order the home screen shows them.
            pub const ALL: [GameKind; [$(GameKind::$kind),+].len()] = [$(GameKind::$kind),+];

            /// A stable identifier, used in URLs and saved games.
            pub const fn id(self) -> &'static str {
                match self {
                    $(GameKind::$kind => $id,)+
                }
            }

            /// The game's name as printed on its box (the same in every language).
            pub const fn name(self) -> &'static str {
                match self {
                    $(GameKind::$kind => $name,)+
                }
            }
        }
    };
}

game_kinds! {
    /// TWEAK: make sums that hit the target card.
    Tweak => "tweak", "TWEAK";
    /// Swaks: shed your hand with runs, combinations and jump-ins.
    Swaks => "swaks", "Swaks";
    /// Tüfteln: roll two dice and fill nine squares.
    Tuefteln => "tuefteln", "Tüfteln";
    /// Twin It!: spot the identical motifs first.
    TwinIt => "twinit", "Twin It!";
}

impl GameKind {
    /// The game named by `id`.
    pub fn from_id(id: &str) -> Option<GameKind> {
        Self::ALL.into_iter().find(|kind| kind.id() == id)
    }

    /// How many seats the game takes, from the rule books.
    pub const fn players(self) -> PlayerRange {
        match self {
            GameKind::Tweak | GameKind::Swaks => PlayerRange { min: 2, max: 6 },
            GameKind::Tuefteln => PlayerRange { min: 1, max: 15 },
            // W6: the cooperative mode takes 1 player; the others 2 to 6.
            GameKind::TwinIt => PlayerRange { min: 1, max: 6 },
        }
    }

    /// Typical play time in minutes (low, high).
    pub const fn minutes(self) -> (u8, u8) {
        match self {
            GameKind::Tweak => (15, 25),
            GameKind::Swaks => (15, 30),
            GameKind::Tuefteln => (15, 15),
            GameKind::TwinIt => (5, 15),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for kind in GameKind::ALL {
            assert_eq!(GameKind::from_id(kind.id()), Some(kind));
        }
        assert_eq!(GameKind::from_id("chess"), None);
    }

    #[test]
    fn ranges_match_the_rule_books() {
        assert!(GameKind::Tuefteln.players().contains(1));
        assert!(GameKind::Tuefteln.players().contains(15));
        assert!(!GameKind::Tuefteln.players().contains(16));
        assert!(!GameKind::Tweak.players().contains(1));
        assert!(GameKind::Tweak.players().contains(6));
    }
}
