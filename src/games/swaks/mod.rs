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

use super::entry::{GameScreens, LoadError};
use leptos::prelude::*;
use tablee_rules::GameKind;

/// Swaks's stylesheet. It travels in Swaks's chunk and is put on each Swaks screen, so the first
/// load does not carry it.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/swaks.css"));

/// Swaks's table's entry point (see [`crate::registry`]). On the web this function and the code only it
/// reaches are a wasm chunk of their own, fetched the first time a Swaks screen opens. It leaves the screens off the table out ([`side_screens`]).
///
/// # Errors
/// [`LoadError`] when the chunk could not be fetched.
#[leptos::wasm_split::wasm_split(swaks, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn screens() -> Result<GameScreens, LoadError> {
    Ok(table_screens())
}

/// Swaks's entry point for the screens off the table, its rules examples, its lesson and its
/// replay, with the table's (see [`crate::registry`]). On the web its own code is a wasm
/// module fetched after the table's, the first time one of those screens opens.
///
/// # Errors
/// [`LoadError`] when the code could not be fetched.
#[leptos::wasm_split::wasm_split(swaks_side, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn side_screens() -> Result<GameScreens, LoadError> {
    Ok(GameScreens {
        rules_examples: Some(|| {
            view! { <style>{STYLE}</style><rules::SwaksRulesExamples /> }.into_any()
        }),
        watch: Some(|save| {
            let open: crate::games::watch::WatchScreen =
                |record, back| crate::games::watch::watch(record, back, watch::table);
            crate::games::watch::screen(GameKind::Swaks, save, STYLE, open)
        }),
        learn: Some(|| {
            let table: fn(String) -> AnyView = |id| view! { <play::SwaksPlay id /> }.into_any();
            crate::games::lesson::screen(&lesson::LESSON, STYLE, table)
        }),
        ..table_screens()
    })
}

/// Swaks's entry point for its screens on several phones, with the table's (see
/// [`crate::registry`]): the host's table with its phones panel, and the screen a phone joins
/// from. On the web its own code (the link, the pairing, the panel) is a wasm module fetched
/// after the table's, the first time a table goes on phones or a phone joins.
///
/// # Errors
/// [`LoadError`] when the code could not be fetched.
#[leptos::wasm_split::wasm_split(swaks_phones, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn phone_screens() -> Result<GameScreens, LoadError> {
    Ok(GameScreens {
        join: Some(|| {
            view! {
                <style>{STYLE}</style>
                <crate::games::phones::join::JoinScreen kind=GameKind::Swaks table=phone::phone_table />
            }
            .into_any()
        }),
        host: Some(|id| {
            crate::games::phones::hosting::hosting::<tablee_rules::swaks::Swaks>(
                id.clone(),
                move || view! { <style>{STYLE}</style><play::SwaksPlay id /> }.into_any(),
            )
        }),
        ..table_screens()
    })
}

/// Swaks's screens at its table; those off the table are `None`.
fn table_screens() -> GameScreens {
    GameScreens {
        start: crate::games::launch::start_session::<tablee_rules::swaks::Swaks>,
        table: |id| view! { <style>{STYLE}</style><play::SwaksPlay id /> }.into_any(),
        rules_examples: None,
        watch: None,
        learn: None,
        join: None,
        host: None,
    }
}
