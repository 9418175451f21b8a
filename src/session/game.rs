//! What a game brings to the session core (the few things that are truly its own), and the one
//! record shape every game is saved in, with how older records are read. The two live together:
//! a record is made of the game's own types, and a game says how its older saves become one.
//!
//! ## The record
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

use crate::saves::{self, Advance, Damage, Data, Played};
use crate::setup::Setup;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;
use tablee_rules::realtime::{Conductor, PlanningBot};
use tablee_rules::{BotLevel, Game, Millis, Seed, Status};

/// A game the [`super::Session`] core can run: its new-game options, its bots, the app state it
/// keeps beside the rules, where play stops for people, and how its older saves read.
///
/// Everything else (set-up, seed, the record of timestamped actions, history, bots kept for the
/// whole game, the clock, the conductor, saving and reading) is the core's, the same for every
/// game.
pub trait SessionGame: Game<Action: Send + Sync> + Send + Sync {
    /// What the new-game screen sets: the rules' options and the app's own (TWEAK's hints).
    type Setup: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A bot kept for the whole game and saved with it (its generator included).
    type Bot: PlanningBot<Self>
        + Clone
        + Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync;
    /// The engine state a game begun in schema 1 continues from, as its record keeps it: the
    /// game itself for TWEAK and Tüfteln, [`Never`] for the games that came later, so their code
    /// carries no serde of the engine's state.
    type Base: Serialize + DeserializeOwned;
    /// This game's session as schema 1 saved it (an uninhabited type for games begun later).
    type Schema1: DeserializeOwned;

    /// Whether people take turns (TWEAK, Tüfteln): the table paces the bots
    /// ([`SessionGame::bot_pause`]) and plays a person's move as the game stands, as nothing
    /// races it. Real-time games (false) leave both out of their code.
    const TURN_BASED: bool = false;

    /// The rules' options in `setup`.
    fn rules(setup: &Self::Setup) -> &Self::Options;

    /// A bot of `level` for a game set up with `setup`, with its generator started from `seed`.
    fn new_bot(level: BotLevel, seed: Seed, setup: &Self::Setup) -> Self::Bot;

    /// The seed the game was dealt or rolled from.
    fn seed(&self) -> Seed;

    /// Where the game stands for the saves list: the round, or 1 for a game of one round.
    fn progress(&self) -> u32 {
        1
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        matches!(self.status(), Status::Finished(_))
    }

    /// Whether play waits for people to go on (a round summary, the players' "ready"): game
    /// time stands still and no bot acts.
    fn waits_for_people(&self, _seen: &Seen) -> bool {
        self.is_over()
    }

    /// What people going on changes in `seen` when play waits for them (a round's summary
    /// closed, the players ready): a table screen's "Go on" asks it. Nothing by default.
    fn go_on(&self, _seen: &mut Seen) {}

    /// Where play must stop for people, seen from now (`people[seat]`: a person plays it): true
    /// once a step makes the game one people must look at before anything else is played (the
    /// round ended; in pass-and-play, another person became due). The end of the game always.
    fn pause_point(&self, _people: &[bool]) -> Box<dyn Fn(&Self) -> bool> {
        Box::new(Self::is_over)
    }

    /// At a turn-based table, how long (in milliseconds, at the normal pace) the game as it
    /// stands stays on the table before a bot acts, with `people` people at the table; `None`
    /// at a real-time table, whose bots plan their own reaction times.
    fn bot_pause(&self, _people: usize) -> Option<u64> {
        None
    }

    /// The game as its record's `base` keeps it (`None` for a game with no schema 1).
    fn to_base(&self) -> Option<Self::Base>;

    /// The game a record's `base` holds.
    fn from_base(base: Self::Base) -> Self;

    /// Reads a record of version 1 as today's. Version 1 was each game's own shape; TWEAK's,
    /// Swaks's and Tüfteln's fit today's (bots, when missing, start afresh), so this reads it as
    /// it is; Twin It! nested its play and reads it its own way.
    ///
    /// # Errors
    /// The [`Damage`] that keeps it from being read.
    fn from_v1(data: Data<'_>) -> Result<Record<Self>, Damage> {
        data.read()
    }

    /// Turns a schema-1 session into today's record, its state the base of the actions played
    /// from now on.
    ///
    /// # Errors
    /// The [`Damage`] that keeps it from being read.
    fn from_schema1(old: Self::Schema1) -> Result<Record<Self>, Damage>;
}

/// What the people at a table have seen or said, beside the rules' state: the app's own state
/// of a game, the same fields for every game (each uses those it needs), saved in the record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// TWEAK, Swaks: the last round whose summary the players have closed; play waits while a
    /// newer one is shown.
    pub acknowledged_round: u32,
    /// Twin It!: whether the players said they were ready; game time (and the cooperative
    /// minute) runs only from then.
    pub started: bool,
}

/// A game never saved in schema 1: no such save, and no such state, exists.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub enum Never {}

/// The part of a [`SessionGame`] impl for a game begun after schema 1 (every new game): its
/// `Base` and `Schema1` are [`Never`], so its code carries no serde of its engine's state. Write
/// `no_older_saves!();` inside the impl.
macro_rules! no_older_saves {
    () => {
        type Base = $crate::session::Never;
        type Schema1 = $crate::session::Never;

        fn to_base(&self) -> Option<$crate::session::Never> {
            None
        }

        fn from_base(base: $crate::session::Never) -> Self {
            match base {}
        }

        fn from_schema1(
            old: $crate::session::Never,
        ) -> Result<$crate::session::Record<Self>, $crate::saves::Damage> {
            match old {}
        }
    };
}
pub(crate) use no_older_saves;

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
