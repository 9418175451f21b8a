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
pub mod middle;
pub mod new_game;
pub mod phone;
pub mod play;
pub mod rules;
pub mod session;
pub mod summary;
pub mod table_state;
pub mod text;
pub mod tile;
pub mod watch;
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
use tablee_rules::GameKind;

/// Swaks's stylesheet. It travels in Swaks's chunk and is put on each Swaks screen, so the first
/// load does not carry it.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/swaks.css"));

crate::table::entry::entry_points! {
    split: (swaks, swaks_side, swaks_phones, swaks_middle),
    game: tablee_rules::swaks::Swaks,
    kind: GameKind::Swaks,
    style: STYLE,
    start: crate::launch::start_session::<tablee_rules::swaks::Swaks>,
    table: |id| view! { <style>{STYLE}</style><play::SwaksPlay id /> }.into_any(),
    rules_examples: || view! { <style>{STYLE}</style><rules::SwaksRulesExamples /> }.into_any(),
    watch_table: watch::table,
    lesson: lesson::LESSON,
    lesson_table: |id| view! { <play::SwaksPlay id /> }.into_any(),
    phone_table: phone::phone_table,
    board: middle::board,
}
