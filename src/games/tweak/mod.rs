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
pub mod phone;
pub mod play;
pub mod rules;
pub mod selection;
pub mod session;
pub mod summary;
mod table_state;
pub mod text;
pub mod tile;
pub mod turn;
pub mod watch;

/// The game's tables of messages, for its word book ([`crate::words`]).
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[
    explain::TweakWhy::WORDS,
    text::TweakKey::WORDS,
    text::TweakPlural::WORDS,
    lesson::TweakLesson::WORDS,
];

use super::entry::{GameScreens, LoadError};
use leptos::prelude::*;
use tablee_rules::GameKind;

/// TWEAK's styles: they travel in its chunk, not in the first load.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/tweak.css"));

/// TWEAK's table's entry point (see [`crate::registry`]). On the web this function and the code only it
/// reaches are a wasm chunk of their own, fetched the first time a TWEAK screen opens. It leaves the screens off the table out ([`side_screens`]).
///
/// # Errors
/// [`LoadError`] when the chunk could not be fetched.
#[leptos::wasm_split::wasm_split(tweak, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn screens() -> Result<GameScreens, LoadError> {
    Ok(table_screens())
}

/// TWEAK's entry point for the screens off the table, its rules examples, its lesson and its
/// replay, with the table's (see [`crate::registry`]). On the web its own code is a wasm
/// module fetched after the table's, the first time one of those screens opens.
///
/// # Errors
/// [`LoadError`] when the code could not be fetched.
#[leptos::wasm_split::wasm_split(tweak_side, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn side_screens() -> Result<GameScreens, LoadError> {
    Ok(GameScreens {
        rules_examples: Some(|| {
            view! { <style>{STYLE}</style><rules::TweakRulesExamples /> }.into_any()
        }),
        watch: Some(|save| {
            let open: crate::games::watch::WatchScreen =
                |record, back| crate::games::watch::watch(record, back, watch::table);
            crate::games::watch::screen(GameKind::Tweak, save, STYLE, open)
        }),
        learn: Some(|| {
            let table: fn(String) -> AnyView = |id| view! { <play::TweakPlay id /> }.into_any();
            crate::games::lesson::screen(&lesson::LESSON, STYLE, table)
        }),
        ..table_screens()
    })
}

/// TWEAK's entry point for its screens on several phones, with the table's (see
/// [`crate::registry`]): the host's table with its phones panel, and the screen a phone joins
/// from. On the web its own code (the link, the pairing, the panel) is a wasm module fetched
/// after the table's, the first time a table goes on phones or a phone joins.
///
/// # Errors
/// [`LoadError`] when the code could not be fetched.
#[leptos::wasm_split::wasm_split(tweak_phones, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn phone_screens() -> Result<GameScreens, LoadError> {
    Ok(GameScreens {
        join: Some(|| {
            view! {
                <style>{STYLE}</style>
                <crate::games::phones::join::JoinScreen kind=GameKind::Tweak table=phone::phone_table />
            }
            .into_any()
        }),
        host: Some(|id| {
            crate::games::phones::hosting::hosting::<tablee_rules::tweak::Tweak>(
                id.clone(),
                move || view! { <style>{STYLE}</style><play::TweakPlay id /> }.into_any(),
            )
        }),
        ..table_screens()
    })
}

/// TWEAK's screens at its table; those off the table are `None`.
fn table_screens() -> GameScreens {
    GameScreens {
        start: crate::games::launch::start_session::<tablee_rules::tweak::Tweak>,
        table: |id| view! { <style>{STYLE}</style><play::TweakPlay id /> }.into_any(),
        rules_examples: None,
        watch: None,
        learn: None,
        join: None,
        host: None,
    }
}
