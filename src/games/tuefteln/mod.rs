//! Tüfteln's screens: new game, the table with the tiles, the end screen and the rules page.

pub mod draft;
pub mod end_screen;
pub mod explain;
pub mod lesson;
pub mod middle;
pub mod model;
pub mod names;
pub mod new_game;
pub mod phone;
pub mod play;
pub mod rules;
pub mod session;
mod table_state;
pub mod tally;
pub mod text;
pub mod tile;
pub mod tile_view;
pub mod turn;
pub mod watch;

/// The game's tables of messages, for its word book ([`crate::words`]).
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[
    explain::TueftelnWhy::WORDS,
    text::TueftelnKey::WORDS,
    text::TueftelnPlural::WORDS,
    lesson::TueftelnLesson::WORDS,
];

use leptos::prelude::*;
use tablee_rules::GameKind;

/// Tüfteln's styles: they travel in its chunk, not in the first load.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/tuefteln.css"));

crate::games::entry::entry_points! {
    split: (tuefteln, tuefteln_side, tuefteln_phones, tuefteln_middle),
    game: tablee_rules::tuefteln::Tuefteln,
    kind: GameKind::Tuefteln,
    style: STYLE,
    start: crate::games::launch::start_session::<tablee_rules::tuefteln::Tuefteln>,
    table: |id| view! { <style>{STYLE}</style><play::TueftelnPlay id /> }.into_any(),
    rules_examples: || view! { <style>{STYLE}</style><rules::TueftelnRulesExamples /> }.into_any(),
    watch_table: watch::table,
    lesson: lesson::LESSON,
    lesson_table: |id| view! { <play::TueftelnPlay id /> }.into_any(),
    phone_table: phone::phone_table,
    board: middle::board,
}

/// Builds the bots' and the hint's tables at idle moments, a piece at a time (a few
/// milliseconds each on a slow phone, where the whole took a task of up to 400 ms), so that
/// neither the first bot move nor the first hint pays for them. The table calls it; only the
/// first call does any work. Not the new-game screen: the work would fall in its opening. (The
/// strong bot's learned model is fetched by the table, and only when it is needed: see
/// [`model`].)
pub fn prepare_bots_when_idle() {
    thread_local!(static STARTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    if STARTED.with(|started| started.replace(true)) {
        return;
    }
    build_a_piece(std::rc::Rc::new(std::cell::RefCell::new(
        tablee_rules::tuefteln::Tuefteln::bot_tables(),
    )));
}

/// Builds one piece of the bots' tables at the next idle moment, then the next piece.
fn build_a_piece(tables: std::rc::Rc<std::cell::RefCell<tablee_rules::tuefteln::StandardTables>>) {
    crate::games::when_idle(move || {
        let done =
            crate::games::measured_returning("tablee-prepare-bots", || tables.borrow_mut().step());
        if !done {
            build_a_piece(tables.clone());
        }
    });
}
