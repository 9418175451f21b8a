//! Tüfteln's screens: new game, the table with the tiles, the end screen and the rules page.

pub mod draft;
pub mod end_screen;
pub mod explain;
pub mod lesson;
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

use super::entry::{GameScreens, LoadError};
use leptos::prelude::*;
use tablee_rules::GameKind;

/// Tüfteln's styles: they travel in its chunk, not in the first load.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/tuefteln.css"));

/// Tüfteln's table's entry point (see [`crate::registry`]). On the web this function and the code only
/// it reaches are a wasm chunk of their own, fetched the first time a Tüfteln screen opens. It leaves the screens off the table out ([`side_screens`]).
///
/// # Errors
/// [`LoadError`] when the chunk could not be fetched.
#[leptos::wasm_split::wasm_split(tuefteln, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn screens() -> Result<GameScreens, LoadError> {
    Ok(table_screens())
}

/// Tüfteln's entry point for the screens off the table, its rules examples, its lesson and its
/// replay, with the table's (see [`crate::registry`]). On the web its own code is a wasm
/// module fetched after the table's, the first time one of those screens opens.
///
/// # Errors
/// [`LoadError`] when the code could not be fetched.
#[leptos::wasm_split::wasm_split(tuefteln_side, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn side_screens() -> Result<GameScreens, LoadError> {
    Ok(GameScreens {
        rules_examples: Some(|| {
            view! { <style>{STYLE}</style><rules::TueftelnRulesExamples /> }.into_any()
        }),
        watch: Some(|save| {
            let open: crate::games::watch::WatchScreen =
                |record, back| crate::games::watch::watch(record, back, watch::table);
            crate::games::watch::screen(GameKind::Tuefteln, save, STYLE, open)
        }),
        learn: Some(|| {
            let table: fn(String) -> AnyView = |id| view! { <play::TueftelnPlay id /> }.into_any();
            crate::games::lesson::screen(&lesson::LESSON, STYLE, table)
        }),
        ..table_screens()
    })
}

/// Tüfteln's entry point for its screens on several phones, with the table's (see
/// [`crate::registry`]): the host's table with its phones panel, and the screen a phone joins
/// from. On the web its own code (the link, the pairing, the panel) is a wasm module fetched
/// after the table's, the first time a table goes on phones or a phone joins.
///
/// # Errors
/// [`LoadError`] when the code could not be fetched.
#[leptos::wasm_split::wasm_split(tuefteln_phones, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn phone_screens() -> Result<GameScreens, LoadError> {
    Ok(GameScreens {
        join: Some(|| {
            view! {
                <style>{STYLE}</style>
                <crate::games::phones::join::JoinScreen kind=GameKind::Tuefteln table=phone::phone_table />
            }
            .into_any()
        }),
        host: Some(|id| {
            crate::games::phones::hosting::hosting::<tablee_rules::tuefteln::Tuefteln>(
                id.clone(),
                move || view! { <style>{STYLE}</style><play::TueftelnPlay id /> }.into_any(),
            )
        }),
        ..table_screens()
    })
}

/// Tüfteln's screens at its table; those off the table are `None`.
fn table_screens() -> GameScreens {
    GameScreens {
        start: crate::games::launch::start_session::<tablee_rules::tuefteln::Tuefteln>,
        table: |id| view! { <style>{STYLE}</style><play::TueftelnPlay id /> }.into_any(),
        rules_examples: None,
        watch: None,
        learn: None,
        join: None,
        host: None,
    }
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
