//! # Tablée rules
//!
//! Pure, deterministic rules engines for the four Tablée games, with their bots.
//! This crate knows nothing of the web: it builds natively (for tests, the simulator and
//! benchmarks) and for `wasm32-unknown-unknown` (for the app) and gives the same results on both.
//!
//! ## Shape
//! - Shared primitives, one small module each: [`GameRng`] (seeded ChaCha, held in the state),
//!   [`Seat`] and [`PerSeat`], [`Die`], [`Deck`].
//! - The [`Game`] trait that every game implements, and that the app, the tests, the simulator and the
//!   bots all use: a game is created from its options and a seed, lists its [`Game::legal_actions`],
//!   accepts or refuses an action with a typed error in [`Game::play`], and shows each seat only its
//!   [`Game::view`]. Time enters as data: every action carries a [`Millis`] timestamp, so real-time
//!   games can be replayed and tested with a fake clock.
//! - [`Bot`]: a bot sees its seat's view, never the whole state. [`Bots`] makes a game's bot of
//!   each [`BotLevel`]; it stands apart from [`Game`], so the rules never depend on their bots.
//! - [`GameKind`]: the catalogue of the four games with their player ranges and play times.
//! - [`contract`]: one test suite that every game must pass (random play, replays, round-trips,
//!   game time jumping ahead between actions).
//! - [`realtime`]: the pieces real-time games share: the [`realtime::GameClock`] that stands
//!   still while play is off screen, the bots' [`realtime::Plan`]s (act now, at a time, wait),
//!   and which deadline or planned bot move is due first.
//!
//! One module per game, each with its rules engine, its bots at three levels and its tests:
//! [`swaks`], [`tuefteln`], [`tweak`] and [`twinit`] (all four modes).

// The unit tests run natively and never ship: the size rules of clippy.toml (the standard sorts,
// serde_json's `Value` and the like) are for the wasm app, whose non-test build still obeys them.
#![cfg_attr(test, allow(clippy::disallowed_methods, clippy::disallowed_types))]

mod bot;
pub mod catalogue;
pub mod contract;
mod deck;
mod dice;
mod game;
mod kind;
pub mod realtime;
mod rng;
mod seat;
pub mod small_sort;
pub mod swaks;
pub mod tuefteln;
pub mod tweak;
pub mod twinit;

pub use bot::{Bot, BotLevel, Bots, TurnBot};
pub use catalogue::{Catalogued, ForGame};
pub use deck::Deck;
pub use dice::Die;
pub use game::{Game, Millis, Outcome, SetupError, Status};
pub use kind::{GameKind, PlayerRange};
pub use rng::{GameRng, Seed};
pub use seat::{PerSeat, Seat};
