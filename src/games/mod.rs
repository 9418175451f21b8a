//! One folder of screens per game, and what the games share. Each folder holds its session
//! (set-up plus rules state, as saved), its new-game options, its table, its rules page and its
//! entry point `screens()`, listed in [`crate::registry`].

pub mod entry;
pub mod extras;
pub mod focus;
pub mod form_options;
pub mod launch;
pub mod lesson;
pub mod phones;
pub mod place;
pub mod realtime;
pub mod swaks;
pub mod table;
pub mod tuefteln;
pub mod tweak;
pub mod twinit;
pub mod watch;

use std::time::Duration;

/// Every game's tables of messages, for the word books ([`crate::words`]): one line a game.
#[cfg(not(feature = "fetched-words"))]
pub const WORD_TABLES: &[&[crate::i18n::WordTable]] = &[
    tuefteln::WORDS,
    tweak::WORDS,
    swaks::WORDS,
    twinit::WORDS,
    watch::WORDS,
    lesson::WORDS,
];

/// Lets one bot act after a pause that people can follow (`normal_ms` at the normal pace,
/// scaled by the player's [`BotPace`](crate::settings::BotPace)), in a task of its own so the
/// page stays responsive while bots play. `act` must check that the bot is still the one due,
/// as the state may have moved on.
pub fn schedule_bot_move(
    pace: crate::settings::BotPace,
    normal_ms: u64,
    act: impl FnOnce() + 'static,
) {
    let delay = pace.pause_ms(normal_ms);
    leptos::prelude::set_timeout(
        // A User Timing measure per bot move ("tablee-bot"), so the time bots take in the
        // browser can be read by the end-to-end tests and in the browser's profiler.
        move || crate::clock::measured("tablee-bot", act),
        Duration::from_millis(delay),
    );
}
