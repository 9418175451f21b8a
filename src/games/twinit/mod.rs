//! Twin It!'s screens: new game, the real-time table in its four modes (claims by several
//! people at once on one tablet), the end with Tous ensemble's rating, and the rules page with
//! the gallery of motifs. Everything here, its words and drawings included, loads with Twin
//! It!'s own chunk.

pub mod art;
mod centre;
pub mod end;
pub mod explain;
mod faces;
pub mod gallery;
mod hit;
pub mod input;
pub mod lesson;
pub mod log;
pub mod new_game;
mod panels;
pub mod places;
pub mod play;
pub mod public_board;
pub mod rules;
pub mod seats;
pub mod session;
mod table_game;
mod table_state;
pub mod text;
pub mod tile;
mod zones;

/// The game's tables of messages, for its word book ([`crate::words`]).
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[
    text::TwinItKey::WORDS,
    gallery::GalleryKey::WORDS,
    art::names::MotifWord::WORDS,
    lesson::TwinItLesson::WORDS,
];

use leptos::prelude::*;

/// Twin It!'s stylesheet. It travels in Twin It!'s chunk and is put on each Twin It! screen,
/// so the first load does not carry it. The motifs' styles come with it.
const STYLE: &str = concat!(
    include_str!(concat!(env!("OUT_DIR"), "/twinit.css")),
    include_str!(concat!(env!("OUT_DIR"), "/twinit-art.css")),
);

crate::table::entry::entry_points! {
    split: (twinit, twinit_side, twinit_phones, twinit_public),
    game: tablee_rules::twinit::TwinIt,
    start: new_game::start,
    rules_examples: || view! { <style>{STYLE}</style><rules::TwinItRulesExamples /> }.into_any(),
    lesson: lesson::LESSON,
}

/// What the shell knows of the game before its code is fetched (listed in
/// [`crate::registry::GAMES`]).
pub const ENTRY: crate::table::entry::GameEntry = crate::table::entry::GameEntry {
    kind: tablee_rules::GameKind::TwinIt,
    blurb: tile::BLURB,
    art: tile::art,
    options: &new_game::OPTIONS,
    form_extra: None,
    loaders: LOADERS,
    lesson: true,
    options_height: "22rem",
    bot_words: crate::setup::BotWords::Paces,
    #[cfg(not(feature = "fetched-words"))]
    words: WORDS,
};
