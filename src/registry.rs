//! The one list of the games the app can play: each game's `ENTRY`, written in its own folder
//! under `games/`, all the shell knows of it before its code is fetched.
//!
//! A game hands the shell its screens through four entry points, written by one
//! `entry_points!` call in its `mod.rs` ([`crate::table::entry`]): its table's, its screens off
//! the table (rules examples, lesson, replay), its screens on several phones (the host's table
//! with its phones panel, the join screen) and its public view's (the table screen, a
//! watcher's). On the web each is a split point whose code is a wasm module of its own
//! (`<game>`, `<game>_side`, `<game>_phones`, `<game>_public`), fetched the first time one of
//! its screens opens (docs/architecture.md, "A game's code, in pieces"). The home screen, the
//! settings, the saves list and the new-game forms never wait for a game's code.
//!
//! Adding a game: the README's "Adding a game".

use tablee_rules::GameKind;

pub use crate::table::entry::GameEntry;

/// Every game, each listed once (a test checks that no [`GameKind`] is missing): each game's
/// entry is in its own folder.
pub static GAMES: &[GameEntry] = &[
    crate::games::tuefteln::ENTRY,
    crate::games::tweak::ENTRY,
    crate::games::swaks::ENTRY,
    crate::games::twinit::ENTRY,
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
    use crate::games::swaks::session::SwaksSetup;
    use crate::games::tweak::session::TweakSetup;
    use crate::games::twinit::session::TwinItSetup;
    use crate::i18n::Translated;
    use crate::session::tests::{bots_play, bots_play_and_reopen, table};
    use crate::session::Session;
    use crate::session::SessionGame;
    use crate::setup::Setup;
    use tablee_rules::swaks::Swaks;
    use tablee_rules::tuefteln::{Options as TueftelnOptions, Tuefteln};
    use tablee_rules::tweak::Tweak;
    use tablee_rules::twinit::TwinIt;

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

    #[test]
    fn every_blurb_is_written_in_every_language() {
        let blurbs: Vec<Translated> = GAMES.iter().map(|e| e.blurb).collect();
        crate::i18n::check_messages(&blurbs, crate::i18n::Message::text);
    }

    /// Every listed game's bots play a whole game through the session core, saved and reopened
    /// the same every few steps. The match asks a new game for its line.
    #[test]
    fn a_game_of_bots_saves_and_reopens_the_same_for_every_game() {
        for kind in GAMES.iter().map(|e| e.kind) {
            let actions = match kind {
                GameKind::Tweak => bots_play_and_reopen(
                    Session::<Tweak>::new(table::<TweakSetup>(3, false), 5).unwrap(),
                    true,
                    40,
                    |s| s.acknowledge_round(),
                ),
                GameKind::Tuefteln => bots_play_and_reopen(
                    Session::<Tuefteln>::new(table::<TueftelnOptions>(2, false), 5).unwrap(),
                    true,
                    9,
                    |_| {},
                ),
                GameKind::Swaks => bots_play_and_reopen(
                    Session::<Swaks>::new(table::<SwaksSetup>(3, false), 5).unwrap(),
                    false,
                    40,
                    |s| {
                        if s.summary_open() {
                            s.acknowledge_round();
                        }
                    },
                ),
                GameKind::TwinIt => bots_play_and_reopen(
                    Session::<TwinIt>::new(table::<TwinItSetup>(3, false), 5).unwrap(),
                    false,
                    15,
                    |s| s.start(),
                ),
            };
            assert!(actions > 10, "{kind:?}: {actions} actions");
        }
    }

    /// A finished game of bots of every listed game, as its save: the fixture the end-to-end
    /// replay tests open (e2e/replay.test.mjs). Each must be what today's code plays
    /// from its seed, so a change to the rules or the bots that changes it is seen here; run
    /// with `TABLEE_WRITE_FIXTURES=1` to write them again on purpose.
    #[test]
    fn a_finished_game_of_every_game_is_its_replay_fixture() {
        fn finished<G: SessionGame>(
            setup: Setup<G::Setup>,
            turn_based: bool,
            open: impl Fn(&mut Session<G>),
        ) -> String {
            let mut s = Session::<G>::new(setup, 11).unwrap();
            bots_play(&mut s, turn_based, &open, |_, _| {});
            // A fixed time of saving, so the fixture is the same on every run.
            crate::saves::write(&s.to_save("finished", 1_764_000_000_000))
        }
        for kind in GAMES.iter().map(|e| e.kind) {
            let save = match kind {
                GameKind::Tweak => {
                    finished::<Tweak>(table(3, false), true, |s| s.acknowledge_round())
                }
                GameKind::Tuefteln => finished::<Tuefteln>(table(3, false), true, |_| {}),
                GameKind::Swaks => finished::<Swaks>(table(3, false), false, |s| {
                    if s.summary_open() {
                        s.acknowledge_round();
                    }
                }),
                GameKind::TwinIt => finished::<TwinIt>(table(3, false), false, |s| s.start()),
            };
            let path = format!(
                "{}/src/games/{}/fixtures/finished.json",
                env!("CARGO_MANIFEST_DIR"),
                kind.id()
            );
            if std::env::var_os("TABLEE_WRITE_FIXTURES").is_some() {
                std::fs::write(&path, &save).unwrap();
            }
            let fixture = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                fixture == save,
                "{path} is not the game today's code plays (TABLEE_WRITE_FIXTURES=1 writes it)"
            );
        }
    }
}
