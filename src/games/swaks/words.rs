//! Swaks's own words in the app's four languages: families, cards, specials, directions and
//! combinations. They live in Swaks's chunk, not in the shell's [`crate::i18n::Key`] table, so
//! the first load does not grow.
//!
//! Card names put family and number in the order each language prefers ("3 of Sheep",
//! "3 de Mouton", "Schaf 3", "羊 3"); templates carry `{f}` (family) and `{n}` (number).

use crate::i18n::Lang;
use tablee_rules::swaks::{Card, CardId, Combination, Direction, Face, Family, Piece, Special};

crate::i18n::messages! {
    /// A word or short template of Swaks (named `{f}`, `{n}`... filled by [`fill`]); its
    /// English text is its doc.
    Word {
        Hen => ["Hen", "Poule", "Huhn", "鸡"],
        Sheep => ["Sheep", "Mouton", "Schaf", "羊"],
        Pig => ["Pig", "Cochon", "Schwein", "猪"],
        Cow => ["Cow", "Vache", "Kuh", "牛"],
        NumberCard => ["{n} of {f}", "{n} de {f}", "{f} {n}", "{f} {n}"],
        Joker => ["{f} joker", "Joker {f}", "{f}-Joker", "{f}百搭"],
        JokerAs => ["{f} joker as {n}", "Joker {f} valant {n}", "{f}-Joker als {n}", "{f}百搭当 {n}"],
        Boost => ["Boost", "Boost", "Boost", "加速"],
        UpsideDown => ["Upside Down", "Upside Down", "Upside Down", "倒转"],
        Up => ["up", "vers le haut", "aufwärts", "向上"],
        Down => ["down", "vers le bas", "abwärts", "向下"],
        Triple => ["Triple", "Triple", "Drilling", "三条"],
        Carre => ["Four of a kind", "Carré", "Vierling", "四条"],
        Suite => ["Run", "Suite", "Straße", "顺子"],
        SuiteRoyale => ["Royal run", "Suite royale", "Königsstraße", "皇家顺子"],
        Reference => ["reference", "référence", "Referenz", "参照牌"],
        MayFollow => ["may follow", "jouable", "spielbar", "可出"],
        OthersDraw => ["others draw {n}", "les autres piochent {n}", "die anderen ziehen {n}", "其他人各摸 {n} 张"],
        LadderRange => ["Going {d} on {r}: from {a} to {b}", "Sur le {r}, {d}\u{202f}: du {a} au {b}", "Auf {r} {d}: von {a} bis {b}", "{d}时在{r}上：可出{a}到{b}"],
    }
}

/// `template` with each `{name}` of `values` replaced by its value.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(template.to_string(), |text, (name, value)| {
            text.replace(&format!("{{{name}}}"), value)
        })
}

/// The name of a family: "Hen", "Poule", "Huhn", "鸡".
pub fn family_name(lang: Lang, family: Family) -> &'static str {
    match family {
        Family::Poule => Word::Hen,
        Family::Mouton => Word::Sheep,
        Family::Cochon => Word::Pig,
        Family::Vache => Word::Cow,
    }
    .text(lang)
}

/// A face in words: "3 of Sheep", "3 de Mouton", "Schaf 3", "羊 3".
pub fn face_name(lang: Lang, face: Face) -> String {
    fill(
        Word::NumberCard.text(lang),
        &[
            ("f", family_name(lang, face.family)),
            ("n", &face.number.to_string()),
        ],
    )
}

/// The name of a special card.
pub fn special_name(lang: Lang, special: Special) -> &'static str {
    match special {
        Special::Boost => Word::Boost,
        Special::UpsideDown => Word::UpsideDown,
    }
    .text(lang)
}

/// A card in words, for screen readers and logs: "3 of Sheep", "Sheep joker", "Boost".
pub fn card_name(lang: Lang, card: CardId) -> String {
    match card.card() {
        Card::Number(face) => face_name(lang, face),
        Card::Joker(family) => fill(Word::Joker.text(lang), &[("f", family_name(lang, family))]),
        Card::Special(special) => special_name(lang, special).to_string(),
    }
}

/// A family card as played: a numbered card by its face, a joker with its declared number
/// ("Sheep joker as 4").
pub fn piece_name(lang: Lang, piece: Piece) -> String {
    match piece {
        Piece::Joker { card, number } => match card.card() {
            Card::Joker(family) => fill(
                Word::JokerAs.text(lang),
                &[("f", family_name(lang, family)), ("n", &number.to_string())],
            ),
            _ => card_name(lang, card),
        },
        Piece::Number(card) => card_name(lang, card),
    }
}

/// A direction, as it reads in a sentence: "up", "vers le haut", "aufwärts", "向上".
pub fn direction_name(lang: Lang, direction: Direction) -> &'static str {
    match direction {
        Direction::Up => Word::Up,
        Direction::Down => Word::Down,
    }
    .text(lang)
}

/// The name of a combination (S9).
pub fn combination_name(lang: Lang, kind: Combination) -> &'static str {
    match kind {
        Combination::Triple => Word::Triple,
        Combination::Carre => Word::Carre,
        Combination::Suite => Word::Suite,
        Combination::SuiteRoyale => Word::SuiteRoyale,
    }
    .text(lang)
}

/// The cards that may follow `reference` in `direction` (S4), in words: "Going up on 3 of Hen:
/// from 3 of Hen to 3 of Sheep".
pub fn ladder_range(lang: Lang, reference: Face, direction: Direction) -> String {
    let range = tablee_rules::swaks::playable(reference, direction);
    fill(
        Word::LadderRange.text(lang),
        &[
            ("d", direction_name(lang, direction)),
            ("r", &face_name(lang, reference)),
            ("a", &face_name(lang, range[0])),
            ("b", &face_name(lang, range[5])),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::typography_problem;

    /// The `{name}` placeholders of `text`, sorted.
    fn placeholders(text: &str) -> Vec<&str> {
        let mut found: Vec<&str> = text
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .collect();
        found.sort_unstable();
        found
    }

    #[test]
    fn every_word_has_text_and_the_same_placeholders_in_every_language() {
        for &word in Word::ALL {
            let english = placeholders(word.text(Lang::En));
            for lang in Lang::ALL {
                let text = word.text(lang);
                assert!(!text.trim().is_empty(), "{word:?} in {lang:?}");
                assert_eq!(placeholders(text), english, "{word:?} in {lang:?}");
                assert_eq!(typography_problem(lang, text), None, "{word:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn every_card_has_a_distinct_name_in_every_language() {
        for lang in Lang::ALL {
            let mut names: Vec<String> = CardId::all().map(|c| card_name(lang, c)).collect();
            assert!(names.iter().all(|n| !n.contains('{')), "{lang:?}");
            names.sort();
            names.dedup();
            // 20 faces, 4 jokers, Boost and Upside Down.
            assert_eq!(names.len(), 26, "{lang:?}");
            for f in Family::ALL {
                assert!(!family_name(lang, f).is_empty());
            }
        }
    }

    #[test]
    fn names_read_naturally() {
        let sheep3 = CardId::number(Face::new(Family::Mouton, 3).unwrap(), 1);
        let cases = [
            (Lang::En, "3 of Sheep"),
            (Lang::Fr, "3 de Mouton"),
            (Lang::De, "Schaf 3"),
            (Lang::Zh, "羊 3"),
        ];
        for (lang, want) in cases {
            assert_eq!(card_name(lang, sheep3), want);
        }
        let joker = CardId::joker(Family::Mouton);
        assert_eq!(card_name(Lang::En, joker), "Sheep joker");
        assert_eq!(card_name(Lang::De, joker), "Schaf-Joker");
        let declared = Piece::Joker {
            card: joker,
            number: 4,
        };
        assert_eq!(piece_name(Lang::En, declared), "Sheep joker as 4");
        assert_eq!(piece_name(Lang::Fr, declared), "Joker Mouton valant 4");
        assert_eq!(piece_name(Lang::En, Piece::Number(sheep3)), "3 of Sheep");
        assert_eq!(card_name(Lang::En, CardId::boost(0)), "Boost");
        assert_eq!(card_name(Lang::Zh, CardId::upside_down(5)), "倒转");
        assert_eq!(direction_name(Lang::Fr, Direction::Down), "vers le bas");
        assert_eq!(
            combination_name(Lang::Fr, Combination::SuiteRoyale),
            "Suite royale"
        );
    }

    #[test]
    fn the_ladder_range_names_the_first_and_last_playable_cards() {
        let hen3 = Face::new(Family::Poule, 3).unwrap();
        assert_eq!(
            ladder_range(Lang::En, hen3, Direction::Up),
            "Going up on 3 of Hen: from 3 of Hen to 3 of Sheep"
        );
        let sheep3 = Face::new(Family::Mouton, 3).unwrap();
        assert_eq!(
            ladder_range(Lang::Fr, sheep3, Direction::Down),
            "Sur le 3 de Mouton, vers le bas\u{202f}: du 3 de Mouton au 3 de Poule"
        );
    }
}
