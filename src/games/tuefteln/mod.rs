//! Tüfteln's screens: new game, the table with the tiles, the end screen and the rules page.

pub mod draft;
pub mod end_screen;
pub mod explain;
pub mod lesson;
pub mod model;
pub mod names;
pub mod new_game;
pub mod play;
pub mod public_board;
pub mod rules;
pub mod session;
mod table_game;
mod table_state;
pub mod tally;
pub mod text;
pub mod tile;
pub mod tile_view;
pub mod turn;

/// The game's tables of messages, for its word book ([`crate::words`]).
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[
    explain::TueftelnWhy::WORDS,
    text::TueftelnKey::WORDS,
    text::TueftelnPlural::WORDS,
    lesson::TueftelnLesson::WORDS,
];

use leptos::prelude::*;

/// Tüfteln's styles: they travel in its chunk, not in the first load.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/tuefteln.css"));

crate::table::entry::entry_points! {
    split: (tuefteln, tuefteln_side, tuefteln_phones, tuefteln_public),
    game: tablee_rules::tuefteln::Tuefteln,
    start: crate::launch::start_session::<tablee_rules::tuefteln::Tuefteln>,
    rules_examples: || view! { <style>{STYLE}</style><rules::TueftelnRulesExamples /> }.into_any(),
    lesson: lesson::LESSON,
}

/// Builds the bots' and the hint's tables a piece a task (a few milliseconds each on a slow
/// phone, where the whole took a task of up to 400 ms), so that neither the first bot move nor
/// the first hint pays for them. Tasks, not idle moments: a big table's bots keep a slow phone
/// busy from the start, so an idle moment came only after the first bot had built them all in
/// one task (135 ms at 4x CPU). The table calls it; only the first call does any work. Not the
/// new-game screen: the work would fall in its opening. (The strong bot's learned model is
/// fetched by the table, and only when it is needed: see [`model`].)
pub fn prepare_bots_in_pieces() {
    thread_local!(static STARTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    if STARTED.with(|started| started.replace(true)) {
        return;
    }
    build_a_piece(std::rc::Rc::new(std::cell::RefCell::new(
        tablee_rules::tuefteln::Tuefteln::bot_tables(),
    )));
}

/// How long one task may build the bots' tables for, in the browser's milliseconds (a slow
/// phone's are slow ones: it builds fewer pieces a task).
const PIECES_BUDGET_MS: u64 = 30;

/// Builds pieces of the bots' tables in a task of its own for at most [`PIECES_BUDGET_MS`],
/// then the next pieces in the next task.
fn build_a_piece(tables: std::rc::Rc<std::cell::RefCell<tablee_rules::tuefteln::StandardTables>>) {
    crate::components::next_task::in_a_task(move || {
        let started = crate::clock::wall_ms();
        let done = crate::clock::measured_returning("tablee-prepare-bots", || loop {
            let done = tables.borrow_mut().step();
            if done || crate::clock::wall_ms() - started >= PIECES_BUDGET_MS {
                break done;
            }
        });
        if !done {
            build_a_piece(tables);
        }
    });
}

/// What the shell knows of the game before its code is fetched (listed in
/// [`crate::registry::GAMES`]).
pub const ENTRY: crate::table::entry::GameEntry = crate::table::entry::GameEntry {
    kind: tablee_rules::GameKind::Tuefteln,
    blurb: tile::BLURB,
    art: tile::art,
    options: &new_game::OPTIONS,
    form_extra: Some(new_game::daily_challenge),
    loaders: LOADERS,
    lesson: true,
    options_height: "11rem",
    bot_words: crate::setup::BotWords::Levels,
    #[cfg(not(feature = "fetched-words"))]
    words: WORDS,
};
