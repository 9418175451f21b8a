//! The app's words as data: one book per language for the shell, and one per game.
//!
//! Every text is written in the code, in the `messages!` and `plurals!` tables of
//! [`crate::i18n`] (the four languages side by side, checked by tests). The app that is shipped
//! does not carry them: the `words` tool (`src/bin/words.rs`, run by `scripts/build-wasm.sh`)
//! writes each book as `text/words-<book>.<lang>.json`, and the app, built with the
//! `fetched-words` feature, fetches the shell's book in the player's language before it starts,
//! a game's book with the game's code, and every book it holds again in a newly chosen language
//! before the screen changes language. A visit downloads one language instead of four; the
//! service worker precaches every book, so each language still works offline.
//!
//! A book is JSON: `[[table, [text, ...]], ...]`, where `table` is a table's
//! [`WordTable::name`](crate::i18n::WordTable::name) (its module path and type) and its texts are in key order (for a plural
//! message, its singular then its plural form).

use crate::i18n::Lang;

/// The shell's book: every table outside a game's folder.
pub const SHELL: &str = "shell";

/// The book of what every game's screens share (the replay's words, the lessons' coach),
/// fetched with any game's code.
pub const PLAY: &str = "play";

/// The book of the screens on several phones (`src/remote/`), fetched with a game's code for
/// phones.
pub const PHONES: &str = "phones";

/// The book that holds the table named `table`: its game's for a table in
/// `src/games/<game>/` (the game's id), [`PLAY`] for one elsewhere under `src/games/`,
/// [`PHONES`] for one in `src/remote/`, otherwise the shell's.
pub fn book_of(table: &str) -> &str {
    if table.starts_with("tablee::remote::") {
        return PHONES;
    }
    match table
        .strip_prefix("tablee::games::")
        .and_then(|rest| rest.split("::").next())
    {
        Some(game) if tablee_rules::GameKind::from_id(game).is_some() => game,
        Some(_) => PLAY,
        None => SHELL,
    }
}

/// The file name of `book` in `lang`.
pub fn file_name(book: &str, lang: Lang) -> String {
    format!("words-{book}.{}.json", lang.tag())
}

/// The address of `book` in `lang`, from the site's root.
pub fn path(book: &str, lang: Lang) -> String {
    format!("text/{}", file_name(book, lang))
}

#[cfg(not(feature = "fetched-words"))]
pub use written::{books, tables};

#[cfg(feature = "fetched-words")]
pub use shelf::{fetch, fetch_all, here, text, WordsError};

/// The books made from the texts written in the code.
#[cfg(not(feature = "fetched-words"))]
mod written {
    use super::book_of;
    use crate::i18n::{Key, Lang, Plural, WordTable};

    /// Every table of messages in the app: the shell's, each game's
    /// ([`crate::games::WORD_TABLES`]), then the phones' screens'. A test checks that the code
    /// has no other.
    pub fn tables() -> Vec<WordTable> {
        let shell = [Key::WORDS, Plural::WORDS];
        let games = crate::games::WORD_TABLES
            .iter()
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
}

/// The books this visit has fetched, and the texts in them.
#[cfg(feature = "fetched-words")]
mod shelf {
    use super::path;
    use crate::i18n::Lang;
    use std::cell::RefCell;

    /// What a screen shows for a text whose book is not here (never expected: a screen only
    /// shows once its books are fetched).
    const MISSING: &str = "…";

    /// Why a book could not be fetched.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum WordsError {
        /// The network failed before the service worker had the book (the reason, for the
        /// console).
        Network(String),
        /// The book is not a book (the reason, for the console).
        Damaged(String),
    }

    /// The fetched tables: their language, name and texts.
    type Shelf = Vec<(Lang, &'static str, &'static [&'static str])>;

    thread_local! {
        static SHELF: RefCell<Shelf> = const { RefCell::new(Vec::new()) };
        static BOOKS: RefCell<Vec<(String, Lang)>> = const { RefCell::new(Vec::new()) };
    }

    /// Text number `index` of the table named `table` in `lang`.
    pub fn text(lang: Lang, table: &str, index: usize) -> &'static str {
        SHELF
            .with_borrow(|shelf| {
                shelf
                    .iter()
                    .find(|(l, name, _)| *l == lang && *name == table)
                    .and_then(|(_, _, texts)| texts.get(index).copied())
            })
            .unwrap_or(MISSING)
    }

    /// Whether `book` in `lang` is here (fetched during this visit).
    pub fn here(book: &str, lang: Lang) -> bool {
        BOOKS.with_borrow(|books| books.iter().any(|(b, l)| b == book && *l == lang))
    }

    /// Fetches `book` in `lang`, once a visit.
    ///
    /// # Errors
    /// A [`WordsError`] when the book cannot be fetched or read; a later call tries again.
    pub async fn fetch(book: &str, lang: Lang) -> Result<(), WordsError> {
        let here = |b: &str| BOOKS.with_borrow(|books| books.contains(&(b.to_string(), lang)));
        if here(book) {
            return Ok(());
        }
        let json = crate::fetch::text(&format!("/{}", path(book, lang)))
            .await
            .map_err(WordsError::Network)?;
        // Two fetches of one book may cross; the first to arrive is kept, before any is read.
        if here(book) {
            return Ok(());
        }
        let tables = read(&json).ok_or_else(|| WordsError::Damaged(path(book, lang)))?;
        SHELF.with_borrow_mut(|shelf| {
            shelf.extend(tables.into_iter().map(|(name, texts)| (lang, name, texts)))
        });
        BOOKS.with_borrow_mut(|books| books.push((book.to_string(), lang)));
        Ok(())
    }

    /// A book's tables, or `None` if `json` is not a book. Read by the browser's JSON parser (a
    /// book is read once a visit; serde's reader for it would weigh on the first load). The
    /// texts are kept for the rest of the visit, one copy a book and language.
    fn read(json: &str) -> Option<Vec<(&'static str, &'static [&'static str])>> {
        use js_sys::Array;
        use wasm_bindgen::JsCast;
        let leak = |text: String| -> &'static str { Box::leak(text.into_boxed_str()) };
        let strings = |value: wasm_bindgen::JsValue| -> Option<Vec<String>> {
            value
                .dyn_into::<Array>()
                .ok()?
                .iter()
                .map(|v| v.as_string())
                .collect()
        };
        let book = js_sys::JSON::parse(json).ok()?.dyn_into::<Array>().ok()?;
        book.iter()
            .map(|table| {
                let table = table.dyn_into::<Array>().ok()?;
                let name = table.get(0).as_string()?;
                let texts: Vec<&'static str> =
                    strings(table.get(1))?.into_iter().map(leak).collect();
                Some((leak(name), &*Box::leak(texts.into_boxed_slice())))
            })
            .collect()
    }

    /// Fetches in `lang` every book this visit holds in any language (the shell's at least).
    ///
    /// # Errors
    /// The first book that cannot be fetched.
    pub async fn fetch_all(lang: Lang) -> Result<(), WordsError> {
        let mut names: Vec<String> = vec![super::SHELL.to_string()];
        BOOKS.with_borrow(|books| {
            for (name, _) in books {
                if !names.contains(name) {
                    names.push(name.clone());
                }
            }
        });
        for name in names {
            fetch(&name, lang).await?;
        }
        Ok(())
    }
}

#[cfg(all(test, not(feature = "fetched-words")))]
mod tests {
    use super::*;
    use crate::i18n::{Form, Key, Plural};

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
