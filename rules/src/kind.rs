//! The catalogue of Tablée's games: the `games!` list below declares each in one line.

use crate::catalogue::{Catalogued, ForGame};
use crate::{BotLevel, Seed, TurnBot};
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

/// Declares every game from one line each: [`GameKind`] with its ids, names, player ranges and
/// play times, [`GameKind::with`] (where a kind turns into its rules type), each game's
/// [`Catalogued`] seat bot, and the long contract run of every game. Nothing of this can leave
/// a game out: a game is one line here and its own folder.
macro_rules! games {
    ($(
        $(#[$doc:meta])*
        $kind:ident => $id:literal, $name:literal, rules $game:ty, seat bot $bot:ty,
            players $min:literal to $max:literal, minutes $low:literal to $high:literal,
            long run $long:path;
    )+) => {
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

            /// How many seats the game takes, from the rule books.
            pub const fn players(self) -> PlayerRange {
                match self {
                    $(GameKind::$kind => PlayerRange { min: $min, max: $max },)+
                }
            }

            /// Typical play time in minutes (low, high).
            pub const fn minutes(self) -> (u8, u8) {
                match self {
                    $(GameKind::$kind => ($low, $high),)+
                }
            }

            /// Does `work` on this kind's game.
            pub fn with<W: ForGame>(self, work: W) -> W::Output {
                match self {
                    $(GameKind::$kind => work.run::<$game>(),)+
                }
            }
        }

        $(impl Catalogued for $game {
            type SeatBot = $bot;

            fn seat_bot(level: BotLevel, seed: Seed) -> $bot {
                <$bot>::new(level, seed)
            }
        })+

        /// The long contract run of `kind`'s game: 10,000 seeded games, every step checked.
        #[cfg(test)]
        pub(crate) fn contract_long(kind: GameKind) {
            match kind {
                $(GameKind::$kind => $long(),)+
            }
        }
    };
}

games! {
    /// TWEAK: make sums that hit the target card.
    Tweak => "tweak", "TWEAK", rules crate::tweak::Tweak, seat bot TurnBot, players 2 to 6, minutes 15 to 25, long run crate::tweak::tests::contract_long;
    /// Swaks: shed your hand with runs, combinations and jump-ins.
    Swaks => "swaks", "Swaks", rules crate::swaks::Swaks, seat bot crate::swaks::SwaksBot, players 2 to 6, minutes 15 to 30, long run crate::swaks::tests::contract_long;
    /// Tüfteln: roll two dice and fill nine squares.
    Tuefteln => "tuefteln", "Tüfteln", rules crate::tuefteln::Tuefteln, seat bot TurnBot, players 1 to 15, minutes 15 to 15, long run crate::tuefteln::tests::contract_long;
    /// Twin It!: spot the identical motifs first. W6: the cooperative mode takes 1 player, the
    /// others 2 to 6.
    TwinIt => "twinit", "Twin It!", rules crate::twinit::TwinIt, seat bot crate::twinit::TwinItBot, players 1 to 6, minutes 5 to 15, long run crate::twinit::tests::contract_long;
}

impl GameKind {
    /// The game named by `id`.
    pub fn from_id(id: &str) -> Option<GameKind> {
        Self::ALL.into_iter().find(|kind| kind.id() == id)
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
