//! TWEAK's screens: new game, the table with hidden hands in pass-and-play, the round summary,
//! the match scoreboard and the rules page.

mod board;
pub mod cards;
mod event_log;
pub mod explain;
pub mod focus;
mod hand;
pub mod lesson;
pub mod log;
pub mod moves;
pub mod new_game;
pub mod play;
pub mod public_board;
pub mod rules;
pub mod selection;
pub mod session;
pub mod summary;
mod table_game;
mod table_state;
pub mod text;
pub mod tile;
pub mod turn;

/// The game's tables of messages, for its word book ([`crate::words`]).
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[
    explain::TweakWhy::WORDS,
    text::TweakKey::WORDS,
    text::TweakPlural::WORDS,
    lesson::TweakLesson::WORDS,
];

use leptos::prelude::*;

/// TWEAK's styles: they travel in its chunk, not in the first load.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/tweak.css"));

crate::table::entry::entry_points! {
    split: (tweak, tweak_side, tweak_phones, tweak_public),
    game: tablee_rules::tweak::Tweak,
    start: crate::launch::start_session::<tablee_rules::tweak::Tweak>,
    rules_examples: || view! { <style>{STYLE}</style><rules::TweakRulesExamples /> }.into_any(),
    lesson: lesson::LESSON,
}

/// What the shell knows of the game before its code is fetched (listed in
/// [`crate::registry::GAMES`]).
pub const ENTRY: crate::table::entry::GameEntry = crate::table::entry::GameEntry {
    kind: tablee_rules::GameKind::Tweak,
    blurb: tile::BLURB,
    art: tile::art,
    options: &new_game::OPTIONS,
    form_extra: None,
    loaders: LOADERS,
    lesson: true,
    options_height: "11rem",
    bot_words: crate::setup::BotWords::Levels,
    #[cfg(not(feature = "fetched-words"))]
    words: WORDS,
};
