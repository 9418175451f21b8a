//! Swaks's screens: new game, the real-time table with its countdown, jump-ins and call-outs,
//! the round summary and the match scoreboard, and the rules page. Everything here, its words
//! included, loads with Swaks's own chunk.

pub mod cards;
pub mod choice;
pub mod explain;
pub mod hand;
pub mod ladder_view;
pub mod lesson;
pub mod log;
pub mod new_game;
pub mod play;
pub mod public_board;
pub mod rules;
pub mod session;
pub mod summary;
mod table_game;
pub mod table_state;
pub mod text;
pub mod tile;
pub mod words;

/// The game's tables of messages, for its word book ([`crate::words`]).
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[
    explain::SwaksWhy::WORDS,
    text::SwaksKey::WORDS,
    words::Word::WORDS,
    lesson::SwaksLesson::WORDS,
];

use leptos::prelude::*;

/// Swaks's stylesheet. It travels in Swaks's chunk and is put on each Swaks screen, so the first
/// load does not carry it.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/swaks.css"));

crate::table::entry::entry_points! {
    split: (swaks, swaks_side, swaks_phones, swaks_public),
    game: tablee_rules::swaks::Swaks,
    start: crate::launch::start_session::<tablee_rules::swaks::Swaks>,
    rules_examples: || view! { <style>{STYLE}</style><rules::SwaksRulesExamples /> }.into_any(),
    lesson: lesson::LESSON,
}

/// What the shell knows of the game before its code is fetched (listed in
/// [`crate::registry::GAMES`]).
pub const ENTRY: crate::table::entry::GameEntry = crate::table::entry::GameEntry {
    kind: tablee_rules::GameKind::Swaks,
    blurb: tile::BLURB,
    art: tile::art,
    options: &new_game::OPTIONS,
    form_extra: None,
    loaders: LOADERS,
    lesson: true,
    options_height: "13.5rem",
    bot_words: crate::setup::BotWords::Levels,
    #[cfg(not(feature = "fetched-words"))]
    words: WORDS,
};
