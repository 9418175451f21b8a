//! What a game brings to the session core: the few things that are truly its own.

use super::record::Record;
use crate::saves::{Damage, Data};
use serde::{de::DeserializeOwned, Serialize};
use std::fmt::Debug;
use tablee_rules::realtime::PlanningBot;
use tablee_rules::{BotLevel, Game, Seed, Status};

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
