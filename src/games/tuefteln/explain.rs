//! Why Tüfteln refuses a move, in the player's language. Its words live in Tüfteln's code, so
//! they load with the game.

use crate::i18n::{Explain, Key, Lang};
use tablee_rules::tuefteln::PlaceError;

crate::i18n::messages! {
    /// Tüfteln's reasons for refusing a move; the English text is the doc.
    TueftelnWhy {
        AlreadyPlaced => ["this roll is already written", "ce lancer est déjà inscrit", "dieser Wurf ist schon eingetragen", "这次掷骰已经填过了"],
        NoSuchCell => ["there is no such cell on the tile", "cette case n’existe pas sur la tuile", "dieses Feld gibt es auf der Tafel nicht", "板上没有这个格子"],
        CellNotFree => ["this cell is not free", "cette case n’est pas libre", "dieses Feld ist nicht frei", "这个格子不是空的"],
        SameCell => ["both numbers would go into the same cell", "les deux chiffres iraient dans la même case", "beide Zahlen kämen in dasselbe Feld", "两个数字不能填进同一个格子"],
        NotAPair => ["these two cells cannot take one roll together", "ces deux cases ne peuvent pas recevoir le même lancer", "diese zwei Felder können nicht zusammen einen Wurf aufnehmen", "这两个格子不能一起填同一次掷骰"],
        WrongValues => ["these are not the numbers rolled", "ce ne sont pas les chiffres lancés", "das sind nicht die gewürfelten Zahlen", "这不是掷出的点数"],
    }
}

impl Explain for PlaceError {
    fn explain(&self, lang: Lang) -> String {
        let key = match self {
            PlaceError::GameOver => Key::WhyGameOver.text(lang),
            PlaceError::AlreadyPlaced => TueftelnWhy::AlreadyPlaced.text(lang),
            PlaceError::NoSuchCell(_) => TueftelnWhy::NoSuchCell.text(lang),
            PlaceError::CellNotFree(_) => TueftelnWhy::CellNotFree.text(lang),
            PlaceError::SameCell => TueftelnWhy::SameCell.text(lang),
            PlaceError::NotAPair => TueftelnWhy::NotAPair.text(lang),
            PlaceError::WrongValues => TueftelnWhy::WrongValues.text(lang),
            PlaceError::NoSuchSeat(_) => Key::WhyNoSuchSeat.text(lang),
        };
        key.to_string()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_reason_is_written_with_its_languages_punctuation() {
        crate::i18n::check_messages(super::TueftelnWhy::ALL, super::TueftelnWhy::text);
    }
}
