//! One folder of screens per game, and what the games share. Each folder holds its session
//! (set-up plus rules state, as saved), its new-game options, its table, its rules page and its
//! entry point `screens()`, listed in [`crate::registry`].

pub mod swaks;
pub mod tuefteln;
pub mod tweak;
pub mod twinit;

/// Every game's tables of messages, for the word books ([`crate::words`]): one line a game.
#[cfg(not(feature = "fetched-words"))]
pub const WORD_TABLES: &[&[crate::i18n::WordTable]] = &[
    tuefteln::WORDS,
    tweak::WORDS,
    swaks::WORDS,
    twinit::WORDS,
    crate::table::replay::WORDS,
    crate::table::lesson::WORDS,
];
