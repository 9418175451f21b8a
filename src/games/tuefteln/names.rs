//! The words for Tüfteln's vocabulary in the app's languages.

use crate::i18n::Key;
use tablee_rules::tuefteln::{Corner, Hue, Rating, SquareKind};

/// The name of a square's kind.
pub const fn kind(kind: SquareKind) -> Key {
    match kind {
        SquareKind::Mix => Key::KindMix,
        SquareKind::Pair => Key::KindPair,
        SquareKind::TwoPairs => Key::KindTwoPairs,
        SquareKind::Cross => Key::KindCross,
        SquareKind::Four => Key::KindFour,
        SquareKind::Straight => Key::KindStraight,
        SquareKind::Triple => Key::KindTriple,
        SquareKind::DiagonalPair => Key::KindDiagonalPair,
    }
}

/// The name of a solo rating band (U8).
pub const fn rating(rating: Rating) -> Key {
    match rating {
        Rating::Novice => Key::RatingNovice,
        Rating::WelcomeToTheClub => Key::RatingClub,
        Rating::NotBad => Key::RatingNotBad,
        Rating::Good => Key::RatingGood,
        Rating::VeryStrong => Key::RatingVeryStrong,
        Rating::Excellent => Key::RatingExcellent,
        Rating::Pro => Key::RatingPro,
        Rating::WorldClass => Key::RatingWorldClass,
        Rating::Legendary => Key::RatingLegendary,
        Rating::Extraterrestrial => Key::RatingExtraterrestrial,
    }
}

/// The name of a side-B colour.
pub const fn hue(hue: Hue) -> Key {
    match hue {
        Hue::Red => Key::HueRed,
        Hue::Yellow => Key::HueYellow,
        Hue::Green => Key::HueGreen,
        Hue::Blue => Key::HueBlue,
        Hue::Purple => Key::HuePurple,
    }
}

/// The name of a cell's corner in its square.
pub const fn corner(corner: Corner) -> Key {
    match corner {
        Corner::TopLeft => Key::TopLeft,
        Corner::TopRight => Key::TopRight,
        Corner::BottomRight => Key::BottomRight,
        Corner::BottomLeft => Key::BottomLeft,
    }
}
