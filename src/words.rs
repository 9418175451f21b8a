//! The app's words as data: one book per language for the shell, and one per game.
//!
//! Every text is written in the code, in the `messages!` and `plurals!` tables of
//! [`crate::i18n`] (the four languages side by side, checked by tests). The app that is shipped
//! does not carry them: the `words` tool (`src/bin/words.rs`, run by `scripts/build-wasm.sh`,
//! from [`crate::word_books`], which is built only without that feature)
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
/// `src/games/<game>/` (the game's id), [`PLAY`] for one of the table frame (`src/table/`),
/// [`PHONES`] for one in `src/remote/`, otherwise the shell's.
pub fn book_of(table: &str) -> &str {
    if table.starts_with("tablee::remote::") {
        return PHONES;
    }
    if table.starts_with("tablee::table::") {
        return PLAY;
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

#[cfg(feature = "fetched-words")]
pub use shelf::{fetch, fetch_all, here, text, WordsError};

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

    impl WordsError {
        /// The reason, for the console (written out by hand: a `Debug` of the error would
        /// bring the standard library's string escaping into the first load).
        pub fn reason(&self) -> &str {
            match self {
                WordsError::Network(why) | WordsError::Damaged(why) => why,
            }
        }
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
