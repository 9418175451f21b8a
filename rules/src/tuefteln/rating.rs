//! The solo rating of a final total (U8).

use serde::{Deserialize, Serialize};

/// How a solo total is rated, from the rule book's table (U8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rating {
    /// Up to 25.
    Novice,
    /// 26 to 30.
    WelcomeToTheClub,
    /// 31 to 34.
    NotBad,
    /// 35 to 37.
    Good,
    /// 38 to 40.
    VeryStrong,
    /// 41 to 42.
    Excellent,
    /// 43 to 44.
    Pro,
    /// 45 to 46.
    WorldClass,
    /// 47 to 50.
    Legendary,
    /// 51 and more.
    Extraterrestrial,
}

impl Rating {
    /// All ratings, lowest first.
    pub const ALL: [Rating; 10] = [
        Rating::Novice,
        Rating::WelcomeToTheClub,
        Rating::NotBad,
        Rating::Good,
        Rating::VeryStrong,
        Rating::Excellent,
        Rating::Pro,
        Rating::WorldClass,
        Rating::Legendary,
        Rating::Extraterrestrial,
    ];

    /// The totals rated so: lowest and highest (inclusive), `None` for no upper end (U8).
    /// The lowest band starts at 0, the lowest possible total.
    pub const fn range(self) -> (i32, Option<i32>) {
        match self {
            Rating::Novice => (0, Some(25)),
            Rating::WelcomeToTheClub => (26, Some(30)),
            Rating::NotBad => (31, Some(34)),
            Rating::Good => (35, Some(37)),
            Rating::VeryStrong => (38, Some(40)),
            Rating::Excellent => (41, Some(42)),
            Rating::Pro => (43, Some(44)),
            Rating::WorldClass => (45, Some(46)),
            Rating::Legendary => (47, Some(50)),
            Rating::Extraterrestrial => (51, None),
        }
    }

    /// The rating of a final `total` (U8). Totals below 0 cannot happen and rate as novice.
    pub fn for_total(total: i32) -> Rating {
        Rating::ALL
            .into_iter()
            .rev()
            .find(|rating| total >= rating.range().0)
            .unwrap_or(Rating::Novice)
    }

    /// A stable identifier, for translations and tests.
    pub const fn id(self) -> &'static str {
        match self {
            Rating::Novice => "novice",
            Rating::WelcomeToTheClub => "welcome-to-the-club",
            Rating::NotBad => "not-bad",
            Rating::Good => "good",
            Rating::VeryStrong => "very-strong",
            Rating::Excellent => "excellent",
            Rating::Pro => "pro",
            Rating::WorldClass => "world-class",
            Rating::Legendary => "legendary",
            Rating::Extraterrestrial => "extraterrestrial",
        }
    }
}
