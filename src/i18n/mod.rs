//! The app's four languages and every message it shows.
//!
//! Each message is a [`Key`]; the `messages!` table below gives its text in all four
//! languages, and the macro refuses to compile a key that lacks one, so no screen can fall back
//! to another language by accident. Messages with values use `{0}`, `{1}` placeholders, filled by
//! [`Key::fill`]; a test checks every language uses the same placeholders.
//!
//! A message about a number of things ("3 cards in hand") is a [`Plural`] instead: the `plurals!`
//! table gives a singular and a plural form in French, English and German and one form in
//! Chinese, and [`Lang::plural_form`] picks one by the language's rule (English and German: 1 is
//! singular; French: 0 and 1 are; Chinese has one form). The count fills `{n}`.
//!
//! Typography is checked by tests over every message: French puts a (narrow) no-break space
//! before `:` `;` `!` `?` and inside « »; Chinese uses full-width punctuation (`：` `，` `！`).
//!
//! Errors the player can meet (a refused move, an unreadable save) are told through [`Explain`],
//! in the player's language, never through the engine's English `Display`.

use crate::saves::{Damage, SaveError, SCHEMA_VERSION};
use serde::{Deserialize, Serialize};

mod capitalise;
#[cfg(test)]
mod checks;
#[cfg(test)]
mod shell_words_tests;
#[cfg(test)]
mod tests;

pub use capitalise::capitalised;
#[cfg(test)]
pub(crate) use checks::{check_messages, check_plurals, typography_problem};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// Français.
    Fr,
    /// English.
    En,
    /// Deutsch.
    De,
    /// 中文 (simplified Chinese).
    Zh,
}

impl Lang {
    /// All languages, in the order the settings list them.
    pub const ALL: [Lang; 4] = [Lang::Fr, Lang::En, Lang::De, Lang::Zh];

    /// The BCP 47 tag, for the `lang` attribute.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
            Lang::De => "de",
            Lang::Zh => "zh",
        }
    }

    /// The language's own name for itself.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::Fr => "Français",
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Zh => "中文",
        }
    }

    /// The first supported language among the browser's preferred `tags`, or English.
    pub fn from_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }

    /// The language for a tag such as `de-CH` or `zh-Hans-CN`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.tag() == primary)
    }

    /// Which form of a [`Plural`] message this language uses for `n` things (`n` is the count
    /// without its sign): English and German take the singular for 1 only, French for 0 and 1,
    /// and Chinese has a single form, reported as [`Form::Other`].
    pub const fn plural_form(self, n: u64) -> Form {
        let singular = match self {
            Lang::En | Lang::De => n == 1,
            Lang::Fr => n <= 1,
            Lang::Zh => false,
        };
        if singular {
            Form::One
        } else {
            Form::Other
        }
    }
}

/// The two forms of a [`Plural`] message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// The singular ("1 card").
    One,
    /// The plural ("2 cards"), and the only form in Chinese.
    Other,
}

/// A number of things a [`Plural`] message counts: any integer type.
pub trait Count: Copy {
    /// The count as an `i64` (saturating for the rare `u64` beyond it).
    fn count(self) -> i64;
}

macro_rules! count_from {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn count(self) -> i64 {
                i64::from(self)
            }
        }
    )*};
}
count_from!(u8, u16, u32, i8, i16, i32, i64);

impl Count for u64 {
    fn count(self) -> i64 {
        i64::try_from(self).unwrap_or(i64::MAX)
    }
}

impl Count for usize {
    fn count(self) -> i64 {
        i64::try_from(self).unwrap_or(i64::MAX)
    }
}

/// A table of messages: an enum `$name` with one key per message and its text in English,
/// French, German and Chinese. A key missing a language does not compile. The shell's messages
/// are [`Key`]; a game keeps its own table in its own code (so it loads with the game).
macro_rules! messages {
    ($(#[$doc:meta])* $name:ident { $($key:ident => [$en:expr, $fr:expr, $de:expr, $zh:expr $(,)?]),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[doc = concat!("`", $en, "`")] $key),*
        }

        impl $name {
            /// Every key, for the completeness tests.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// The table's name in the word books ([`crate::words`]).
            pub const TABLE: &'static str = concat!(module_path!(), "::", stringify!($name));

            /// The message in `lang`, as written here.
            #[cfg(not(feature = "fetched-words"))]
            pub const fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                use $crate::i18n::Lang;
                match self {
                    $($name::$key => match lang {
                        Lang::En => $en,
                        Lang::Fr => $fr,
                        Lang::De => $de,
                        Lang::Zh => $zh,
                    }),*
                }
            }

            /// The message in `lang`, from the word book fetched for it ([`crate::words`]).
            #[cfg(feature = "fetched-words")]
            pub fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                $crate::words::text(lang, Self::TABLE, self as usize)
            }

            /// The message in `lang` with `{0}`, `{1}`, ... replaced by `args`.
            pub fn fill(self, lang: $crate::i18n::Lang, args: &[&str]) -> String {
                $crate::i18n::fill_text(self.text(lang), args)
            }

            /// The table as the word books carry it: one text per key, in key order.
            #[cfg(not(feature = "fetched-words"))]
            pub const WORDS: $crate::i18n::WordTable = $crate::i18n::WordTable {
                name: Self::TABLE,
                texts: |lang| Self::ALL.iter().map(|key| key.text(lang)).collect(),
            };
        }

        impl $crate::i18n::Message for $name {
            fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                $name::text(self, lang)
            }
        }
    };
}
pub(crate) use messages;

/// A table of messages as the word books carry it ([`crate::words`]): each `messages!` and
/// `plurals!` table has one, `WORDS`, in builds that carry their texts.
#[derive(Clone, Copy)]
pub struct WordTable {
    /// The table's module path and type, its name in a book.
    pub name: &'static str,
    /// Its texts in a language, in key order.
    pub texts: fn(Lang) -> Vec<&'static str>,
}

/// A text in the four languages kept outside the messages table: what a game's entry in the
/// registry says of it (its blurb on the home screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Translated {
    /// English.
    pub en: &'static str,
    /// French.
    pub fr: &'static str,
    /// German.
    pub de: &'static str,
    /// Chinese.
    pub zh: &'static str,
}

impl Message for Translated {
    fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
            Lang::De => self.de,
            Lang::Zh => self.zh,
        }
    }
}

/// A message of any table made by `messages!` (the shell's [`Key`] or a game's own), so that
/// [`crate::state::AppState::t`] says any of them in the language in force.
pub trait Message: Copy {
    /// The message in `lang`.
    fn text(self, lang: Lang) -> &'static str;

    /// The message in `lang` with `{0}`, `{1}`, ... replaced by `args`.
    fn fill(self, lang: Lang, args: &[&str]) -> String {
        fill_text(self.text(lang), args)
    }
}

/// `text` with `{0}`, `{1}`, ... replaced by `args`.
pub(crate) fn fill_text(text: &str, args: &[&str]) -> String {
    let mut text = text.to_string();
    for (i, arg) in args.iter().enumerate() {
        text = text.replace(&format!("{{{i}}}"), arg);
    }
    text
}

/// The table of [`Plural`] messages: per key, `[singular, plural]` in English, French and
/// German, then the one Chinese form. A key missing a language or a form does not compile.
macro_rules! plurals {
    ($(#[$doc:meta])* $name:ident { $($key:ident => [
        [$en1:expr, $en:expr $(,)?],
        [$fr1:expr, $fr:expr $(,)?],
        [$de1:expr, $de:expr $(,)?],
        $zh:expr $(,)?
    ]),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(#[doc = concat!("`", $en, "`")] $key),*
        }

        impl $name {
            /// Every plural message, for the completeness tests.
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// The table's name in the word books ([`crate::words`]).
            pub const TABLE: &'static str = concat!(module_path!(), "::", stringify!($name));

            /// The message's `form` in `lang`, from the word book fetched for it
            /// ([`crate::words`]): a key's two forms are its two entries there.
            #[cfg(feature = "fetched-words")]
            pub fn text(self, lang: $crate::i18n::Lang, form: $crate::i18n::Form) -> &'static str {
                $crate::words::text(lang, Self::TABLE, 2 * self as usize + form as usize)
            }

            /// The message's `form` in `lang` as written here (Chinese gives its one form for
            /// both).
            #[cfg(not(feature = "fetched-words"))]
            pub const fn text(self, lang: $crate::i18n::Lang, form: $crate::i18n::Form) -> &'static str {
                use $crate::i18n::{Form, Lang};
                let (one, other) = match self {
                    $($name::$key => match lang {
                        Lang::En => ($en1, $en),
                        Lang::Fr => ($fr1, $fr),
                        Lang::De => ($de1, $de),
                        Lang::Zh => ($zh, $zh),
                    }),*
                };
                match form {
                    Form::One => one,
                    Form::Other => other,
                }
            }

            /// The table as the word books carry it: each key's singular, then its plural.
            #[cfg(not(feature = "fetched-words"))]
            pub const WORDS: $crate::i18n::WordTable = $crate::i18n::WordTable {
                name: Self::TABLE,
                texts: |lang| {
                    use $crate::i18n::Form;
                    Self::ALL
                        .iter()
                        .flat_map(|key| [key.text(lang, Form::One), key.text(lang, Form::Other)])
                        .collect()
                },
            };

            /// The message for `n` things in `lang`: the form `lang`'s rule picks for `n`, with
            /// `{n}` replaced by `n` and `{0}`, `{1}`, ... by `args`.
            pub fn fill(self, lang: $crate::i18n::Lang, n: impl $crate::i18n::Count, args: &[&str]) -> String {
                $crate::i18n::fill_count(self.text(lang, lang.plural_form(n.count().unsigned_abs())), n.count(), args)
            }
        }

        impl $crate::i18n::Counted for $name {
            fn fill(self, lang: $crate::i18n::Lang, n: i64, args: &[&str]) -> String {
                $crate::i18n::fill_count(self.text(lang, lang.plural_form(n.unsigned_abs())), n, args)
            }
        }
    };
}
pub(crate) use plurals;

/// A message of any table made by `plurals!` (the shell's [`Plural`] or a game's own), so that
/// [`crate::state::AppState::tn`] says any of them.
pub trait Counted: Copy {
    /// The message for `n` things in `lang`, its placeholders filled.
    fn fill(self, lang: Lang, n: i64, args: &[&str]) -> String;
}

/// `text` (a plural message's form) with `{n}` replaced by `n` and `{0}`, `{1}`, ... by `args`.
pub(crate) fn fill_count(text: &str, n: i64, args: &[&str]) -> String {
    fill_text(&text.replace("{n}", &n.to_string()), args)
}

// The shell's own tables, `Key` and `Plural` (shell_words.rs). Included here rather than made a
// module: `messages!` and `plurals!` name a table by the module it is written in
// (`module_path!()`), and the word books know these two as `tablee::i18n::Key` and
// `tablee::i18n::Plural`.
include!("shell_words.rs");

/// Something the app tells the player in words: an error, said in the player's language.
pub trait Explain {
    /// The explanation in `lang`, ready to go into a sentence such as [`Key::MoveRefused`].
    fn explain(&self, lang: Lang) -> String;

    /// The words of a refused move as the person who made it reads them, on the device that
    /// holds the game and on a phone alike: "Move refused: …" with the reason, unless a game
    /// says it otherwise (`name` names a seat).
    fn refused(&self, lang: Lang, _name: &dyn Fn(tablee_rules::Seat) -> String) -> String {
        Key::MoveRefused.fill(lang, &[&self.explain(lang)])
    }
}

/// Why a save cannot be read, as the part after [`Key::SaveUnreadable`]'s colon.
impl Explain for SaveError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            SaveError::Corrupt(Damage::NewerRecord { found, supported }) => {
                Key::SaveNewer.fill(lang, &[&found.to_string(), &supported.to_string()])
            }
            SaveError::Corrupt(_) => Key::SaveCorrupt.text(lang).to_string(),
            SaveError::NewerSchema { found } => {
                Key::SaveNewer.fill(lang, &[&found.to_string(), &SCHEMA_VERSION.to_string()])
            }
            SaveError::UnknownGame => Key::SaveUnknownGame.text(lang).to_string(),
        }
    }
}
