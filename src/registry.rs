//! The one list of the games the app can play.
//!
//! Each game lives in its own folder under `games/` and hands the shell its screens through one
//! entry point, `screens()`. On the web that function is a split point: it and every piece of
//! code that only it reaches go into a wasm chunk of their own, fetched the first time one of the
//! game's screens opens (see "How it is built" in the README). The home screen, the settings and
//! the saves list never load a game's code.
//!
//! Adding a game: a folder under `games/` with its `screens()` entry point, and one
//! [`GameEntry`] in [`GAMES`]. What the entry point returns is [`crate::games::entry`].

use crate::games::entry::Loading;
use tablee_rules::GameKind;

/// One game the app can play.
pub struct GameEntry {
    /// Which game; also the kind written in its saves.
    pub kind: GameKind,
    /// Fetches the game's code (once) and returns its screens.
    pub load: fn() -> Loading,
}

/// Every game, each listed once (a test checks that no [`GameKind`] is missing).
pub static GAMES: &[GameEntry] = &[
    GameEntry {
        kind: GameKind::Tuefteln,
        load: || Box::pin(crate::games::tuefteln::screens()),
    },
    GameEntry {
        kind: GameKind::Tweak,
        load: || Box::pin(crate::games::tweak::screens()),
    },
    GameEntry {
        kind: GameKind::Swaks,
        load: || Box::pin(crate::games::swaks::screens()),
    },
    GameEntry {
        kind: GameKind::TwinIt,
        load: || Box::pin(crate::games::twinit::screens()),
    },
];

/// The entry of `kind`.
///
/// # Panics
/// When `kind` is not listed in [`GAMES`] (the registry's test makes sure every game is).
pub fn entry(kind: GameKind) -> &'static GameEntry {
    GAMES
        .iter()
        .find(|entry| entry.kind == kind)
        .expect("every game is listed in the registry")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_is_listed_once() {
        for kind in GameKind::ALL {
            assert_eq!(
                GAMES.iter().filter(|e| e.kind == kind).count(),
                1,
                "{kind:?}"
            );
            assert_eq!(entry(kind).kind, kind);
        }
    }
}
