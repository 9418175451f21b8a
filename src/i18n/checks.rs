//! The checks every table of messages is tested with, the shell's and each game's: every
//! text there, placeholders that agree, the forms of a plural, and each language's punctuation.

use super::{fill_count, Counted, Form, Lang};

/// Checks a table of messages made by `messages!`: every text of `all` (`text(key, lang)`) is
/// there and keeps its language's punctuation.
///
/// # Panics
/// On the first empty text or punctuation problem (a test helper).
pub(crate) fn check_messages<K: Copy + std::fmt::Debug>(
    all: &[K],
    text: fn(K, Lang) -> &'static str,
) {
    for &key in all {
        for lang in Lang::ALL {
            let words = text(key, lang);
            assert!(!words.is_empty(), "{key:?} in {lang:?}");
            assert_eq!(typography_problem(lang, words), None, "{key:?} in {lang:?}");
        }
    }
}

/// Checks a table of messages made by `plurals!`: each form of each message has `{n}` and the
/// English placeholders, and keeps its language's punctuation; the two forms differ where the
/// language has two (except the pairs in `same_forms`); the form for 0, 1, 2 and 5 is the one
/// the language's rule picks, filled.
///
/// # Panics
/// On the first message that is wrong (a test helper).
pub(crate) fn check_plurals<K: Counted + std::fmt::Debug + PartialEq>(
    all: &[K],
    text: fn(K, Lang, Form) -> &'static str,
    same_forms: &[(K, Lang)],
) {
    const LANGS_FORMS: [(Lang, [Form; 4]); 4] = [
        (Lang::En, [Form::Other, Form::One, Form::Other, Form::Other]),
        (Lang::De, [Form::Other, Form::One, Form::Other, Form::Other]),
        (Lang::Fr, [Form::One, Form::One, Form::Other, Form::Other]),
        (Lang::Zh, [Form::Other; 4]),
    ];
    let placeholders = |text: &str| -> Vec<usize> {
        (0..10)
            .filter(|i| text.contains(&format!("{{{i}}}")))
            .collect()
    };
    for &key in all {
        let english = placeholders(text(key, Lang::En, Form::Other));
        for (lang, forms) in LANGS_FORMS {
            let one = text(key, lang, Form::One);
            let other = text(key, lang, Form::Other);
            for form in [one, other] {
                assert!(
                    form.contains("{n}"),
                    "{key:?} in {lang:?} lacks {{n}}: {form}"
                );
                assert_eq!(placeholders(form), english, "{key:?} in {lang:?}: {form}");
                assert_eq!(typography_problem(lang, form), None, "{key:?} in {lang:?}");
            }
            if lang == Lang::Zh || same_forms.contains(&(key, lang)) {
                assert_eq!(one, other, "{key:?} in {lang:?}: one form");
            } else {
                assert_ne!(one, other, "{key:?} in {lang:?} has one form only");
            }
            for (n, form) in [0_i64, 1, 2, 5].into_iter().zip(forms) {
                let filled = Counted::fill(key, lang, n, &["A", "B"]);
                let expected = fill_count(text(key, lang, form), n, &["A", "B"]);
                assert_eq!(filled, expected, "{key:?} in {lang:?} for {n}");
                assert!(
                    filled.contains(&n.to_string()) && !filled.contains('{'),
                    "{filled}"
                );
            }
        }
    }
}

/// What is wrong with the punctuation of `text` in `lang`, if anything: French wants a (narrow)
/// no-break space before `:` `;` `!` `?` and inside « »; Chinese wants full-width `：` `；` `！`
/// `？` `，` and parentheses. The card name `[T!]` is left alone. Used by the tests over every
/// message, here and on the rules pages.
pub(crate) fn typography_problem(lang: Lang, text: &str) -> Option<String> {
    const NO_BREAK: [char; 2] = ['\u{202f}', '\u{a0}'];
    let text = text.replace("[T!]", "[T]");
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let wrong = match (lang, c) {
            (Lang::Fr, ':' | ';' | '!' | '?' | '»') => {
                !before.is_some_and(|b| NO_BREAK.contains(&b))
            }
            (Lang::Fr, '«') => !after.is_some_and(|a| NO_BREAK.contains(&a)),
            (Lang::Zh, ':' | ';' | '!' | '?' | ',' | '(' | ')') => true,
            _ => false,
        };
        if wrong {
            return Some(format!("{c:?} at {i} in {text:?}"));
        }
    }
    None
}
