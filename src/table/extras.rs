//! What every game's screens offer but few visits use, in one wasm chunk of its own (the split
//! point `extras`), fetched the first time one of them shows: the replay screen (reading a
//! save or a link, its controls, sharing, file opening) and a lesson's coach. Built into each game's code, they cost
//! every game their bytes on its first opening; here they cost them once, and only to the
//! people who watch a game again or take a lesson. What stays in the games is what must know
//! the game: replaying its record, drawing its table, checking a lesson's steps.

use super::entry::LoadError;
use super::lesson::panel::{self, CoachParts};
use super::replay::bar::{self, BarParts};
use leptos::prelude::*;

/// The pieces in the chunk.
#[derive(Clone, Copy)]
pub struct Extras {
    /// The replay screen of a game: reads the record (a save, or a link's), then shows the
    /// game's replay of it.
    pub replay: fn(tablee_rules::GameKind, Option<String>, super::replay::ReplayScreen) -> AnyView,
    /// The replay's controls under the table.
    pub replay_bar: fn(BarParts) -> AnyView,
    /// A lesson's coach.
    pub coach: fn(CoachParts) -> AnyView,
}

/// The pieces.
const EXTRAS: Extras = Extras {
    replay: super::replay::route,
    replay_bar: bar::replay_bar,
    coach: panel::coach,
};

/// The chunk's entry point, in the shipped builds (feature `split`, turned on by
/// `scripts/build-wasm.sh`).
///
/// # Errors
/// [`LoadError`] when the chunk could not be fetched.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(extras, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn extras() -> Result<Extras, LoadError> {
    Ok(EXTRAS)
}

/// The pieces, in the same wasm: where nothing splits it (the browser tests load their wasm
/// whole, and a split point's loader would be missing there).
///
/// # Errors
/// Never: the pieces are already here.
#[cfg(not(feature = "split"))]
pub async fn extras() -> Result<Extras, LoadError> {
    Ok(EXTRAS)
}

/// The extras once fetched (`None` until then, or if they could not be: what needs them then
/// does not show, and the rest of the screen works).
pub fn fetched() -> ReadSignal<Option<Extras>> {
    let (got, set) = signal(None);
    leptos::task::spawn_local(async move {
        match extras().await {
            Ok(extras) => set.set(Some(extras)),
            Err(_) => web_sys::console::error_1(&"the extras chunk could not be fetched".into()),
        }
    });
    got
}
