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
pub mod phone;
pub mod places;
pub mod play;
pub mod rules;
pub mod seats;
pub mod session;
mod table_state;
pub mod text;
pub mod tile;
pub mod watch;
mod zones;

/// The game's tables of messages, for its word book ([`crate::words`]).
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[
    text::TwinItKey::WORDS,
    gallery::GalleryKey::WORDS,
    art::names::MotifWord::WORDS,
    lesson::TwinItLesson::WORDS,
];

use super::entry::{GameScreens, LoadError};
use leptos::prelude::*;
use tablee_rules::GameKind;

/// Twin It!'s stylesheet. It travels in Twin It!'s chunk and is put on each Twin It! screen,
/// so the first load does not carry it. The motifs' styles come with it.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/twinit.css"));

/// Twin It!'s table's entry point (see [`crate::registry`]). On the web this function and the code only
/// it reaches are a wasm chunk of their own, fetched the first time a Twin It! screen opens. It leaves the screens off the table out ([`side_screens`]).
///
/// # Errors
/// [`LoadError`] when the chunk could not be fetched.
#[leptos::wasm_split::wasm_split(twinit, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn screens() -> Result<GameScreens, LoadError> {
    Ok(table_screens())
}

/// Twin It!'s entry point for the screens off the table, its rules examples, its lesson and its
/// replay, with the table's (see [`crate::registry`]). On the web its own code is a wasm
/// module fetched after the table's, the first time one of those screens opens.
///
/// # Errors
/// [`LoadError`] when the code could not be fetched.
#[leptos::wasm_split::wasm_split(twinit_side, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn side_screens() -> Result<GameScreens, LoadError> {
    Ok(GameScreens {
        rules_examples: Some(|| {
            view! { <style>{STYLE}{art::ART_STYLE}</style><rules::TwinItRulesExamples /> }
                .into_any()
        }),
        watch: Some(|save| {
            let open: crate::games::watch::WatchScreen =
                |record, back| crate::games::watch::watch(record, back, watch::table);
            crate::games::watch::screen(GameKind::TwinIt, save, STYLE, open)
        }),
        learn: Some(|| {
            let table: fn(String) -> AnyView =
                |id| view! { <style>{art::ART_STYLE}</style><play::TwinItPlay id /> }.into_any();
            crate::games::lesson::screen(&lesson::LESSON, STYLE, table)
        }),
        ..table_screens()
    })
}

/// Twin It!'s entry point for its screens on several phones, with the table's (see
/// [`crate::registry`]): the host's table with its phones panel, and the screen a phone joins
/// from. On the web its own code (the link, the pairing, the panel) is a wasm module fetched
/// after the table's, the first time a table goes on phones or a phone joins.
///
/// # Errors
/// [`LoadError`] when the code could not be fetched.
#[leptos::wasm_split::wasm_split(twinit_phones, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn phone_screens() -> Result<GameScreens, LoadError> {
    Ok(GameScreens {
        join: Some(|| {
            view! {
                <style>{STYLE}</style>
                <crate::games::phones::join::JoinScreen kind=GameKind::TwinIt table=phone::phone_table />
            }
            .into_any()
        }),
        host: Some(|id| {
            crate::games::phones::hosting::hosting::<tablee_rules::twinit::TwinIt>(
                id.clone(),
                move || {
                    view! { <style>{STYLE}{art::ART_STYLE}</style><play::TwinItPlay id /> }
                        .into_any()
                },
            )
        }),
        ..table_screens()
    })
}

/// Twin It!'s screens at its table; those off the table are `None`.
fn table_screens() -> GameScreens {
    GameScreens {
        start: new_game::start,
        table: |id| {
            view! { <style>{STYLE}{art::ART_STYLE}</style><play::TwinItPlay id /> }.into_any()
        },
        rules_examples: None,
        watch: None,
        learn: None,
        join: None,
        host: None,
    }
}
