//! What every game's screens offer but few visits use, in one wasm chunk of its own (the split
//! point `extras`), fetched the first time one of them shows: the replay's controls, sharing
//! and file opening, and a lesson's coach (issue 24). Built into each game's code, they cost
//! every game about 26 KB gzip on its first opening; here they cost that once, and only to the
//! people who watch a game again or take a lesson. What stays in the games is what must know
//! the game: replaying its record, drawing its table, checking a lesson's steps.

use super::entry::LoadError;
use super::lesson::panel::{self, CoachParts};
use super::watch::bar::{self, BarParts};
use super::watch::link::{self, DamagedLink};
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;

/// A link's record on its way ([`Extras::unpack`]).
pub type Unpacking = Pin<Box<dyn Future<Output = Result<String, DamagedLink>>>>;

/// The pieces in the chunk.
#[derive(Clone, Copy)]
pub struct Extras {
    /// The replay's controls under the table.
    pub replay_bar: fn(BarParts) -> AnyView,
    /// Opening a replay file of a game of the kind given; the callback gets a file of it.
    pub open_file: fn(tablee_rules::GameKind, Callback<String>) -> AnyView,
    /// The record in a link's code.
    pub unpack: fn(String) -> Unpacking,
    /// A lesson's coach.
    pub coach: fn(CoachParts) -> AnyView,
}

/// The chunk's entry point.
///
/// # Errors
/// [`LoadError`] when the chunk could not be fetched.
#[leptos::wasm_split::wasm_split(extras, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn extras() -> Result<Extras, LoadError> {
    Ok(Extras {
        replay_bar: bar::replay_bar,
        open_file: bar::open_file,
        unpack: |code| Box::pin(async move { link::unpack(&code).await }),
        coach: panel::coach,
    })
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
