//! The ways to play (W6) and the options chosen on the new-game screen.

use serde::{Deserialize, Serialize};

/// The ways to play (W6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// Chacun pour soi: 2 to 6 players, each for themselves, 5 prises win (W6).
    #[default]
    ChacunPourSoi,
    /// Tous ensemble: 1 to 6 players together, one minute, every card spread face up; a pair
    /// scores 1, a triple 2, and the rule book's table rates the score (W6).
    TousEnsemble,
    /// Les Clans: two teams, 4 to 6 players; a claim needs two teammates, each on one card;
    /// 5 prises a team win (W6).
    Clans,
    /// Le Ring: 2 to 6 players turn cards from five shared piles; 7 prises win, and a tie on a
    /// pair in the ring gives each one card (W6).
    Ring,
}

impl Mode {
    /// A stable identifier, for translations and saved games.
    pub const fn id(self) -> &'static str {
        match self {
            Mode::ChacunPourSoi => "chacun-pour-soi",
            Mode::TousEnsemble => "tous-ensemble",
            Mode::Ring => "ring",
            Mode::Clans => "clans",
        }
    }

    /// The fewest and most players of the mode (W6).
    pub const fn players(self) -> (usize, usize) {
        match self {
            Mode::ChacunPourSoi | Mode::Ring => (2, 6),
            Mode::TousEnsemble => (1, 6),
            Mode::Clans => (4, 6),
        }
    }

    /// The prises that win (W6); `None` in the cooperative mode, which plays against time.
    pub const fn target(self) -> Option<usize> {
        match self {
            Mode::ChacunPourSoi | Mode::Clans => Some(5),
            Mode::TousEnsemble => None,
            Mode::Ring => Some(7),
        }
    }

    /// Whether the players play together (W6).
    pub const fn is_cooperative(self) -> bool {
        matches!(self, Mode::TousEnsemble)
    }
}

/// The options chosen on the new-game screen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The mode (W6).
    pub mode: Mode,
}
