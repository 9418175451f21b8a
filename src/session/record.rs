//! The one record shape every game is saved in, and how older records are read.
//!
//! A record is what a game is built from, never the rules engine's private state:
//!
//! ```json
//! {"version": 2, "setup": {"seats": [...], "options": {...}}, "seed": 42,
//!  "acknowledged_round": 1, "time": 5120, "bots": {"bots": [null, {...}]},
//!  "actions": [{"seat": 0, "action": {...}, "at": 1200}], "advances": [{"after": 3, "at": 4000}]}
//! ```
//!
//! - `version`: [`RECORD_VERSION`]. Version 1 was each game's own shape: TWEAK's, Swaks's and
//!   Tüfteln's are today's with fields left out (TWEAK's and Tüfteln's had no bots: theirs start
//!   afresh), so the same reader reads them; Twin It!'s nested its play and is read through
//!   [`SessionGame::from_v1`]. A version newer than this app's is refused in words
//!   ([`Damage::NewerRecord`]).
//! - `setup` and `seed` start the game; `actions` and `advances` replay it (an action's `at` is
//!   left out when 0, as turn-based play stamps it).
//! - `acknowledged_round` and `started`: what the people at the table have seen or said
//!   ([`super::Seen`]), each left out while it is as a new game has it.
//! - `time`: the latest game time seen, so a reload resumes from it (left out when 0).
//! - `bots`: every seat's bot with its generator (`null` for a person).
//! - `base`: only in games begun in schema 1, the old state the actions continue from.

use super::game::SessionGame;
use crate::saves::{self, Advance, Damage, Data, Played};
use crate::setup::Setup;
use serde::{Deserialize, Serialize};
use tablee_rules::realtime::Conductor;
use tablee_rules::{Millis, Seed};

/// The record version this app writes and the newest it reads.
pub const RECORD_VERSION: u32 = 2;

/// A game as saved: see the module docs.
#[derive(Serialize, Deserialize)]
#[serde(bound(serialize = "G: SessionGame", deserialize = "G: SessionGame"))]
pub struct Record<G: SessionGame> {
    /// [`RECORD_VERSION`] when written by this app.
    pub version: u32,
    /// Who plays and the options.
    pub setup: Setup<G::Setup>,
    /// The seed the game was dealt or rolled from.
    pub seed: Seed,
    /// The last round whose summary the players closed ([`super::Seen`]).
    #[serde(default, skip_serializing_if = "is_default")]
    pub acknowledged_round: u32,
    /// Whether the players said they were ready ([`super::Seen`]).
    #[serde(default, skip_serializing_if = "is_default")]
    pub started: bool,
    /// The latest game time seen.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub time: Millis,
    /// Every seat's bot, with its generator (missing from TWEAK's and Tüfteln's records of
    /// version 1: their bots start afresh).
    #[serde(default)]
    pub bots: Option<Conductor<G, G::Bot>>,
    /// The state a schema-1 game continues from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<G::Base>,
    /// The actions, in order, stamped with game time.
    pub actions: Vec<Played<G::Action>>,
    /// The moments game time was let pass with no action.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub advances: Vec<Advance>,
}

fn is_zero(at: &Millis) -> bool {
    at.0 == 0
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Reads a record of any version this app knows as today's shape.
///
/// # Errors
/// [`Damage::NewerRecord`] for a record from a newer app, [`Damage::Malformed`] when the text
/// does not fit its version's shape, and what [`SessionGame::from_v1`] finds.
pub fn read<G: SessionGame>(data: Data<'_>) -> Result<Record<G>, Damage> {
    #[derive(Deserialize)]
    struct Version {
        version: u32,
    }
    let Version { version } = data.read()?;
    saves::check_record_version(version, RECORD_VERSION)?;
    match version {
        1 => G::from_v1(data),
        2 => data.read(),
        found => Err(Damage::Malformed(format!(
            "record version {found} was never written"
        ))),
    }
}

// `read` has a branch for every record version up to this one.
const _: () = assert!(RECORD_VERSION == 2);
