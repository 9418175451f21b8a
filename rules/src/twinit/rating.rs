//! Tous ensemble's score and the rule book's rating table (W6).

use super::board::Prise;
use serde::{Deserialize, Serialize};

/// How long the cooperative minute lasts, in milliseconds (W6).
pub const MINUTE_MS: u64 = 60_000;

/// The rule book's four ratings, from the weakest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rating {
    /// "Taupes: vous ferez mieux la prochaine fois..."
    Taupes,
    /// "Aiglons: vous êtes sur la bonne voie !"
    Aiglons,
    /// "Faucons: bravo, vous avez l'œil !"
    Faucons,
    /// "Lynx: félicitations pour cette incroyable performance !"
    Lynx,
}

/// The lowest score of Aiglons, Faucons and Lynx for 1 to 6 players, from the rule book's table.
const THRESHOLDS: [[u32; 3]; 6] = [
    [5, 7, 10],
    [10, 13, 18],
    [15, 19, 27],
    [20, 25, 36],
    [25, 31, 45],
    [30, 37, 54],
];

impl Rating {
    /// The rating of `points` scored by `players` players (1 to 6; more count as 6, fewer as 1).
    pub fn of(points: u32, players: usize) -> Rating {
        let [aiglons, faucons, lynx] = THRESHOLDS[players.clamp(1, 6) - 1];
        if points >= lynx {
            Rating::Lynx
        } else if points >= faucons {
            Rating::Faucons
        } else if points >= aiglons {
            Rating::Aiglons
        } else {
            Rating::Taupes
        }
    }

    /// A stable identifier, for translations.
    pub const fn id(self) -> &'static str {
        match self {
            Rating::Taupes => "taupes",
            Rating::Aiglons => "aiglons",
            Rating::Faucons => "faucons",
            Rating::Lynx => "lynx",
        }
    }
}

/// W6: a pair scores 1 point, a triple 2.
pub fn points<'a>(prises: impl IntoIterator<Item = &'a Prise>) -> u32 {
    prises
        .into_iter()
        .map(|p| if p.cards.len() >= 3 { 2 } else { 1 })
        .sum()
}
