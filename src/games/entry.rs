//! What a game hands the shell once its code has loaded: its screens. Each game's entry point
//! `screens()` returns them; [`crate::registry`] lists the entry points.

use super::launch::Starter;
use leptos::prelude::AnyView;
use std::future::Future;
use std::pin::Pin;

/// The screens of one game, handed over by its code once it has loaded.
///
/// A game has three entry points ([`crate::registry::GameEntry`]): its table's, which leaves the
/// other screens out (`None`); that of the screens off the table; and that of its screens on
/// several phones. On the web the second and third are modules of their own, fetched after the
/// table's, so opening a game fetches neither its rules examples, its lesson or its replay, nor
/// the phones' link and pairing.
#[derive(Clone, Copy)]
pub struct GameScreens {
    /// How a game starts from its new-game form (`/new/<game>`), which the shell draws, the
    /// game's options included, before the code is here: see [`super::launch::NewGameForm`].
    pub start: Starter,
    /// The table of the saved game with this id (`/play/<game>/<id>`).
    pub table: fn(String) -> AnyView,
    /// The drawn examples under the rules page (`/rules/<game>`). The page's text is data the
    /// shell shows before the game's code is here ([`crate::components::rules_text`]).
    /// Off the table: `None` from the table's entry point.
    pub rules_examples: Option<fn() -> AnyView>,
    /// The replay of the save with this id (`/watch/<game>/<id>`), or of the record in the
    /// address's fragment (`/watch/<game>#<code>`): see [`crate::games::watch`]. Off the table.
    pub watch: Option<fn(Option<String>) -> AnyView>,
    /// The screen of the game's lesson (`/learn/<game>`), a guided first game, for the games
    /// whose registry entry says they have one: see [`crate::games::lesson`]. Off the table.
    pub learn: Option<fn() -> AnyView>,
    /// The screen a phone opens from the host's QR code to hold one seat
    /// (`/phones/play/<game>/join#<code>`), for the games played on several phones. From the
    /// game's phones' entry point only.
    pub join: Option<fn() -> AnyView>,
    /// The table of the saved game with this id with the host's phones panel under it
    /// (`/phones/play/<game>/<id>`). From the game's phones' entry point only.
    pub host: Option<fn(String) -> AnyView>,
}

pub use crate::loading::LoadError;

/// A game's screens on their way.
pub type Loading = Pin<Box<dyn Future<Output = Result<GameScreens, LoadError>>>>;
