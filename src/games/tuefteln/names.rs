//! The words for Tüfteln's vocabulary in the app's languages.

use super::text::TueftelnKey;
use crate::i18n::Key;
use tablee_rules::tuefteln::{Corner, Hue, Rating, SquareKind};

/// The name of a square's kind.
pub const fn kind(kind: SquareKind) -> TueftelnKey {
    match kind {
        SquareKind::Mix => TueftelnKey::KindMix,
        SquareKind::Pair => TueftelnKey::KindPair,
        SquareKind::TwoPairs => TueftelnKey::KindTwoPairs,
        SquareKind::Cross => TueftelnKey::KindCross,
        SquareKind::Four => TueftelnKey::KindFour,
        SquareKind::Straight => TueftelnKey::KindStraight,
        SquareKind::Triple => TueftelnKey::KindTriple,
        SquareKind::DiagonalPair => TueftelnKey::KindDiagonalPair,
    }
}

/// The name of a solo rating band (U8).
pub const fn rating(rating: Rating) -> TueftelnKey {
    match rating {
        Rating::Novice => TueftelnKey::RatingNovice,
        Rating::WelcomeToTheClub => TueftelnKey::RatingClub,
        Rating::NotBad => TueftelnKey::RatingNotBad,
        Rating::Good => TueftelnKey::RatingGood,
        Rating::VeryStrong => TueftelnKey::RatingVeryStrong,
        Rating::Excellent => TueftelnKey::RatingExcellent,
        Rating::Pro => TueftelnKey::RatingPro,
        Rating::WorldClass => TueftelnKey::RatingWorldClass,
        Rating::Legendary => TueftelnKey::RatingLegendary,
        Rating::Extraterrestrial => TueftelnKey::RatingExtraterrestrial,
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
pub const fn corner(corner: Corner) -> TueftelnKey {
    match corner {
        Corner::TopLeft => TueftelnKey::TopLeft,
        Corner::TopRight => TueftelnKey::TopRight,
        Corner::BottomRight => TueftelnKey::BottomRight,
        Corner::BottomLeft => TueftelnKey::BottomLeft,
    }
}
