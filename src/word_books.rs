//! The word books written from the texts in the code (see [`crate::words`]): every table of
//! messages in the app, the shell's, each game's and the phones' screens', sorted into books.
//! The native `words` tool (`src/bin/words.rs`) writes them at build time; the shipped app,
//! which fetches its words, does not carry this module.

use crate::i18n::{Key, Lang, Plural, WordTable};
use crate::words::book_of;

/// Every table of messages in the app: the shell's, each game's (its registry entry's
/// `words`), the table frame's (the replay's, the lesson's), then the phones' screens'. A test
/// checks that the code has no other.
pub fn tables() -> Vec<WordTable> {
    let shell = [Key::WORDS, Plural::WORDS];
    let frame: [&[WordTable]; 2] = [crate::table::replay::WORDS, crate::table::lesson::WORDS];
    let games = crate::registry::GAMES
        .iter()
        .map(|entry| entry.words)
        .chain(frame)
        .flat_map(|tables| tables.iter());
    let phones = [crate::remote::text::PhoneKey::WORDS];
    shell
        .into_iter()
        .chain(games.copied())
        .chain(phones)
        .collect()
}

/// A table in a book: its name and its texts.
type Entry = (&'static str, Vec<&'static str>);

/// Every book in `lang`: its name and its JSON, the shell's first.
pub fn books(lang: Lang) -> Vec<(&'static str, String)> {
    let mut books: Vec<(&'static str, Vec<Entry>)> = Vec::new();
    for table in tables() {
        let book = book_of(table.name);
        let entry = (table.name, (table.texts)(lang));
        match books.iter_mut().find(|(name, _)| *name == book) {
            Some((_, tables)) => tables.push(entry),
            None => books.push((book, vec![entry])),
        }
    }
    books
        .into_iter()
        .map(|(book, tables)| {
            let json = serde_json::to_string(&tables).expect("texts serialise");
            (book, json)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Form, Key, Plural};
    use crate::words::{book_of, path, PHONES, PLAY, SHELL};

    #[test]
    fn a_table_belongs_to_its_games_book_or_the_shells() {
        assert_eq!(book_of(Key::TABLE), SHELL);
        assert_eq!(
            book_of(crate::games::twinit::art::names::MotifWord::TABLE),
            "twinit"
        );
        for table in tables() {
            let book = book_of(table.name);
            assert!(
                book == SHELL
                    || book == PLAY
                    || book == PHONES
                    || tablee_rules::GameKind::from_id(book).is_some(),
                "{} is in a book named {book}, which is no game's",
                table.name
            );
        }
        assert_eq!(book_of(crate::remote::text::PhoneKey::TABLE), PHONES);
        // The table frame's words (the replay's, the lesson's) come with any game's code.
        assert_eq!(book_of(crate::table::replay::text::WatchKey::TABLE), PLAY);
        assert_eq!(book_of(crate::table::lesson::text::LessonKey::TABLE), PLAY);
        assert_eq!(path("swaks", Lang::De), "text/words-swaks.de.json");
    }

    #[test]
    fn every_book_carries_every_text_of_its_tables_in_its_language() {
        for lang in Lang::ALL {
            let books = books(lang);
            assert_eq!(books[0].0, SHELL);
            let mut found = 0;
            for (book, json) in &books {
                let read: Vec<(String, Vec<String>)> = serde_json::from_str(json).unwrap();
                for (name, texts) in read {
                    let table = tables()
                        .into_iter()
                        .find(|t| t.name == name)
                        .expect("a known table");
                    assert_eq!(book_of(table.name), *book);
                    assert_eq!(texts, (table.texts)(lang), "{name} in {lang:?}");
                    found += 1;
                }
            }
            assert_eq!(found, tables().len(), "{lang:?}");
        }
        // A plural message's two forms sit side by side, in key order.
        let english = (Plural::WORDS.texts)(Lang::En);
        let second = Plural::ALL[1];
        assert_eq!(english[2], second.text(Lang::En, Form::One));
        assert_eq!(english[3], second.text(Lang::En, Form::Other));
        assert_eq!(
            (Key::WORDS.texts)(Lang::De)[Key::Home as usize],
            Key::Home.text(Lang::De)
        );
    }

    /// Every `messages!` and `plurals!` table in the code is in [`tables`]: a table missing
    /// there would have no texts in the shipped app.
    #[test]
    fn every_table_in_the_code_is_in_the_books() {
        let mut written = Vec::new();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut folders = vec![root];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(folder).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    folders.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let code = std::fs::read_to_string(&path).unwrap();
                    // Spelt in two pieces so that this test is not a table itself.
                    let tables = code
                        .match_indices(concat!("messages", "! {"))
                        .chain(code.match_indices(concat!("plurals", "! {")));
                    for (at, _) in tables {
                        // The table's name is the first word after its doc comments.
                        let name = code[at..]
                            .lines()
                            .skip(1)
                            .map(str::trim)
                            .find(|line| !line.starts_with("///") && !line.starts_with("#["))
                            .and_then(|line| line.split_whitespace().next())
                            .unwrap()
                            .to_string();
                        written.push(name);
                    }
                }
            }
        }
        written.sort();
        let mut listed: Vec<String> = tables()
            .iter()
            .map(|t| t.name.rsplit("::").next().unwrap().to_string())
            .collect();
        listed.sort();
        assert_eq!(written, listed);
    }
}
