//! Tests of the shell's own tables (`shell_words.rs`): every message in every language, with
//! the same placeholders and its language's punctuation, and every message that counts things
//! a [`Plural`].

use super::*;

/// Short forms whose words do not change with the number in that language ("3 Pkt.").
const SAME_FORMS: [(Plural, Lang); 1] = [(Plural::PointsShort, Lang::De)];

#[test]
fn every_plural_message_reads_right_for_0_1_2_and_5() {
    check_plurals(Plural::ALL, Plural::text, &SAME_FORMS);
}

/// Messages with a number before a counted noun that are still plain [`Key`]s, with why.
const PLAIN_COUNTS: &[(Key, &str)] = &[
    (Key::PlayersRange, "a range: its upper end is at least 2"),
    (
        Key::SeatCountInvalid,
        "a range: its upper end is at least 2",
    ),
];

/// Nouns the app counts; a plain message must not put a number before one.
const COUNTED: [&str; 12] = [
    "card", "cards", "point", "points", "player", "players", "colour", "colours", "round",
    "rounds", "seat", "seats",
];

#[test]
fn every_message_that_counts_things_is_a_plural() {
    for &key in Key::ALL {
        let text = key.text(Lang::En);
        let counts = (0..10).any(|i| {
            text.split(&format!("{{{i}}} ")).skip(1).any(|rest| {
                let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
                COUNTED.contains(&word.as_str())
            })
        });
        let listed = PLAIN_COUNTS.iter().any(|(k, _)| *k == key);
        assert_eq!(
            counts, listed,
            "{key:?}: {text:?} counts things: make it a Plural"
        );
    }
}

#[test]
fn french_and_chinese_punctuation() {
    for lang in [Lang::Fr, Lang::Zh] {
        for &key in Key::ALL {
            let problem = typography_problem(lang, key.text(lang));
            assert_eq!(problem, None, "{key:?} in {lang:?}");
        }
    }
    assert!(typography_problem(Lang::Fr, "Graine : 4").is_some());
    assert!(typography_problem(Lang::Fr, "Pile [T!]\u{202f}: 2").is_none());
    assert!(typography_problem(Lang::Zh, "种子: 4").is_some());
}

fn placeholders(text: &str) -> Vec<usize> {
    let mut found: Vec<usize> = (0..10)
        .filter(|i| text.contains(&format!("{{{i}}}")))
        .collect();
    found.sort_unstable();
    found
}

#[test]
fn every_message_has_text_in_every_language() {
    for key in Key::ALL {
        for lang in Lang::ALL {
            assert!(
                !key.text(lang).trim().is_empty(),
                "{key:?} is empty in {lang:?}"
            );
        }
    }
}

#[test]
fn every_language_uses_the_same_placeholders() {
    for key in Key::ALL {
        let english = placeholders(key.text(Lang::En));
        for lang in Lang::ALL {
            assert_eq!(placeholders(key.text(lang)), english, "{key:?} in {lang:?}");
        }
    }
}
