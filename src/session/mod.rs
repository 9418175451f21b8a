//! The session core every game runs on: set-up, seed, the game with its bots kept for the whole
//! game, the clock, the conductor, the record of timestamped actions and its history, saving and
//! reading. Free of Leptos, so it is tested natively; a game plugs in with a [`SessionGame`]
//! impl (what is truly its own: options, bots, the app state beside the rules, pause points and
//! how its older saves read).
//!
//! Real-time tables (Swaks, Twin It!) let [`crate::table::realtime::drive`] wake the session
//! when a bot's plan or a deadline is due; turn-based tables (TWEAK, Tüfteln) pace their bots
//! and call [`Session::play_bot`]. A person's move, on this device or from a phone, is
//! [`Session::act`].

mod game;
mod replay;
mod timed;

pub(crate) use game::no_older_saves;
pub use game::{Never, Record, Seen, SessionGame, RECORD_VERSION};
pub use replay::Replay;
pub use timed::{SavedPlay, TimedPlay};

use crate::saves::{Damage, Data, History, Save, Saved, Summary, SCHEMA_VERSION};
use crate::setup::{Controller, Setup};
use serde::Serialize;
use tablee_rules::realtime::{Conductor, GameClock, Pace};
use tablee_rules::{Millis, Seat, Seed, SetupError};

/// A game in progress: who plays, the game with its bots, clock and log, and the game's own app
/// state. Saved as its [`Record`] after every change, read back by replaying.
#[derive(Clone, Debug)]
pub struct Session<G: SessionGame> {
    /// Who plays and the options.
    pub setup: Setup<G::Setup>,
    /// The game, its bots, clock and log.
    play: TimedPlay<G, G::Bot>,
    /// What the people at the table have seen or said (a round acknowledged, a table ready).
    pub seen: Seen,
}

/// Two sessions are equal when what a save brings back is: set-up, app state, game, latest
/// time, log and bots (the clock is left out: a reopened game starts paused).
impl<G: SessionGame> PartialEq for Session<G> {
    fn eq(&self, other: &Self) -> bool {
        self.setup == other.setup && self.seen == other.seen && self.play == other.play
    }
}

/// The bots of a new table: each bot seat gets its own generator from the game's seed.
fn new_bots<G: SessionGame>(setup: &Setup<G::Setup>, seed: Seed) -> Vec<Option<G::Bot>> {
    (0..setup.seats.len())
        .map(|i| seat_bot::<G>(setup, seed, Seat(i as u8)))
        .collect()
}

/// The bot of `seat` under `setup` (`None` when a person plays it), its generator drawn from
/// the game's seed and the seat.
fn seat_bot<G: SessionGame>(setup: &Setup<G::Setup>, seed: Seed, seat: Seat) -> Option<G::Bot> {
    match setup.seats[seat.index()].controller {
        Controller::Bot(level) => Some(G::new_bot(
            level,
            seed.wrapping_mul(0x9e37_79b9)
                .wrapping_add(seat.index() as u64 + 1),
            &setup.options,
        )),
        Controller::Human => None,
    }
}

/// The conductor of a table set up with `setup` and `seed`, for records written before bots
/// were saved (their bots start afresh: a replay does not depend on them).
pub fn fresh_bots<G: SessionGame>(setup: &Setup<G::Setup>, seed: Seed) -> Conductor<G, G::Bot> {
    Conductor::new(new_bots::<G>(setup, seed))
}

impl<G: SessionGame> Session<G> {
    /// A new game from `setup` and `seed`.
    ///
    /// # Errors
    /// When the game is not played with this many seats (or in this mode).
    pub fn new(setup: Setup<G::Setup>, seed: Seed) -> Result<Self, SetupError> {
        let game = G::new(G::rules(&setup.options), setup.seats.len(), seed)?;
        let bots = new_bots::<G>(&setup, seed);
        Ok(Session {
            setup,
            play: TimedPlay::new(game, bots),
            seen: Seen::default(),
        })
    }

    /// Rebuilds a session from its record, replaying its actions.
    ///
    /// # Errors
    /// The [`Damage`] that keeps the record from being read.
    pub fn from_record(record: Record<G>) -> Result<Self, Damage> {
        let people: Vec<bool> = record
            .setup
            .seats
            .iter()
            .map(|s| s.controller.is_human())
            .collect();
        let bots = match record.bots {
            Some(bots) => bots,
            None => fresh_bots(&record.setup, record.seed),
        };
        let saved = SavedPlay {
            time: record.time,
            bots,
            base: record.base.map(G::from_base),
            actions: record.actions,
            advances: record.advances,
        };
        let rules = G::rules(&record.setup.options);
        let play = TimedPlay::rebuild(rules, &people, record.seed, saved)?;
        Ok(Session {
            setup: record.setup,
            play,
            seen: Seen {
                acknowledged_round: record.acknowledged_round,
                started: record.started,
            },
        })
    }

    /// The session's record.
    pub fn record(&self) -> Record<G> {
        let history = self.play.history();
        Record {
            version: RECORD_VERSION,
            setup: self.setup.clone(),
            seed: self.play.game.seed(),
            acknowledged_round: self.seen.acknowledged_round,
            started: self.seen.started,
            time: self.play.time(),
            bots: Some(self.play.conductor.clone()),
            base: history.base().and_then(G::to_base),
            actions: history.actions().to_vec(),
            advances: history.advances().to_vec(),
        }
    }

    /// The save of this session under `id`, written at `now_ms` (Unix time).
    pub fn to_save(&self, id: &str, now_ms: u64) -> Save<Record<G>> {
        Save {
            schema: SCHEMA_VERSION,
            kind: G::KIND,
            id: id.to_string(),
            summary: Summary {
                players: self.setup.seats.iter().map(|s| s.name.clone()).collect(),
                round: self.play.game.progress(),
                updated: now_ms,
                finished: self.play.game.is_over(),
                moves: {
                    let history = self.play.history();
                    (history.actions().len() + history.advances().len()) as u32
                },
            },
            data: self.record(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.play.game
    }

    /// The seat's name.
    pub fn name(&self, seat: Seat) -> &str {
        &self.setup.seats[seat.index()].name
    }

    /// Who plays the seat.
    pub fn controller(&self, seat: Seat) -> Controller {
        self.setup.seats[seat.index()].controller
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.controller(seat).is_human()
    }

    /// The seats people play, in order.
    pub fn people(&self) -> Vec<Seat> {
        (0..self.setup.seats.len() as u8)
            .map(Seat)
            .filter(|&s| self.is_human(s))
            .collect()
    }

    /// The number of people at the table.
    pub fn human_count(&self) -> usize {
        self.setup.human_count()
    }

    /// The only person at the table, when there is exactly one.
    pub fn only_human(&self) -> Option<Seat> {
        self.setup.only_human()
    }

    /// The latest game time the session has seen.
    pub fn time(&self) -> Millis {
        self.play.time()
    }

    /// The game clock.
    pub fn clock(&self) -> &GameClock {
        &self.play.clock
    }

    /// The actions and time steps played, in order (after the schema-1 state they continue
    /// from, if any).
    pub fn history(&self) -> &History<G> {
        self.play.history()
    }

    /// The bot of `seat`, if a bot plays it.
    pub fn bot(&self, seat: Seat) -> Option<&G::Bot> {
        self.play.conductor.bot(seat)
    }

    /// Whether people must go on before anything else happens.
    pub fn waits_for_people(&self) -> bool {
        self.play.game.waits_for_people(&self.seen)
    }

    /// The people go on where play waits for them ([`SessionGame::go_on`]): the round's
    /// summary closed, the players ready.
    pub fn go_on(&mut self) {
        self.update_seen(|game, seen| game.go_on(seen));
    }

    /// Changes what the people at the table have seen or said (a summary closed, the players
    /// ready); the bots plan again from now, as what they wait for may have changed.
    pub fn update_seen(&mut self, change: impl FnOnce(&G, &mut Seen)) {
        change(&self.play.game, &mut self.seen);
        self.play.replan();
    }

    /// Whether a person plays each seat, in seat order.
    fn seats_of_people(&self) -> Vec<bool> {
        self.setup
            .seats
            .iter()
            .map(|s| s.controller.is_human())
            .collect()
    }

    /// A person's action at game time `at`, whether it comes from a tap on this device or from
    /// a phone: the one way a person's move reaches the rules. At a real-time table what was due
    /// before it is played first (a faster bot wins the race), then the action, unless what came
    /// before made the game stop for people ([`SessionGame::pause_point`]): then the action is
    /// dropped. At a turn-based table nothing is played before it.
    ///
    /// # Errors
    /// The rules' error when the action is refused (not legal, or gone stale); what was due
    /// before it is still played.
    pub fn act(&mut self, seat: Seat, action: G::Action, at: Millis) -> Result<(), G::Error> {
        if G::TURN_BASED {
            return self.play.act_alone(seat, action, at);
        }
        let stop = self.play.game.pause_point(&self.seats_of_people());
        self.play.act_racing(seat, action, at, stop)
    }

    /// [`Session::act`] at the latest game time seen.
    ///
    /// # Errors
    /// As [`Session::act`].
    pub fn act_now(&mut self, seat: Seat, action: G::Action) -> Result<(), G::Error> {
        self.act(seat, action, self.time())
    }

    /// Paces the bots of a turn-based table ([`SessionGame::bot_pause`]), each pause scaled by
    /// `scale` (the player's chosen pace); nothing at a real-time table. Not saved: a table sets
    /// it each time it opens.
    pub fn pace_bots(&mut self, scale: impl Fn(u64) -> u64 + Send + Sync + 'static) {
        let people = self.human_count();
        if self.play.game.bot_pause(people).is_none() {
            return;
        }
        let pace = Pace::new(move |game: &G| scale(game.bot_pause(people).unwrap_or(0)));
        self.play.conductor.set_pace(Some(pace));
    }

    /// Hands `seat` to `to` from now on: a bot takes over the seat of a person who left (a
    /// phone that lost the table), or gives it back to a person. What was played
    /// stays; the record keeps the new set-up and the bot with its generator, so the game
    /// reopens as it stands. Nothing changes for an unknown seat or its own controller.
    pub fn hand_seat(&mut self, seat: Seat, to: Controller) {
        let Some(entry) = self.setup.seats.get_mut(seat.index()) else {
            return;
        };
        if entry.controller == to {
            return;
        }
        entry.controller = to;
        let bot = seat_bot::<G>(&self.setup, self.play.game.seed(), seat);
        let at = self.time();
        self.play.conductor.seat(seat, bot, at);
    }

    /// Lets the bot of `seat` act once, now, whatever its pace (the tests and the simulator
    /// play turn-based games move by move); whether it played.
    pub fn play_bot(&mut self, seat: Seat) -> bool {
        self.play.bot_acts_now(seat)
    }
}

/// A session played in real time.
pub trait Realtime: Send + Sync + 'static {
    /// The table's game clock.
    fn clock(&mut self) -> &mut GameClock;
    /// Whether play waits for people to go on (a round summary, the end of the match): game
    /// time stands still then.
    fn waits_for_people(&self) -> bool;
    /// The game time at which something is next due (a bot's plan, a deadline).
    fn next_due(&mut self) -> Option<Millis>;
    /// Plays everything due by game time `now`; whether anything changed.
    fn wake(&mut self, now: Millis) -> bool;
    /// Remembers that game time reached `now` (for the save); whether it moved on.
    fn note_time(&mut self, now: Millis) -> bool;
}

impl<G: SessionGame> Realtime for Session<G> {
    fn clock(&mut self) -> &mut GameClock {
        &mut self.play.clock
    }

    fn waits_for_people(&self) -> bool {
        Session::waits_for_people(self)
    }

    fn next_due(&mut self) -> Option<Millis> {
        if Session::waits_for_people(self) {
            return None;
        }
        self.play.next_due()
    }

    /// At a turn-based table one move per wake, so each is a task of its own and the page
    /// stays responsive between them.
    fn wake(&mut self, now: Millis) -> bool {
        if Session::waits_for_people(self) {
            return false;
        }
        let paced = self.play.game.bot_pause(self.human_count()).is_some();
        let stop = if paced {
            Box::new(|_: &G| true)
        } else {
            self.play.game.pause_point(&self.seats_of_people())
        };
        self.play.wake(now, stop)
    }

    fn note_time(&mut self, now: Millis) -> bool {
        self.play.note_time(now)
    }
}

/// A session is written as its record (read back through [`Saved`]).
impl<G: SessionGame> Serialize for Session<G> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.record().serialize(serializer)
    }
}

impl<G: SessionGame> Saved for Session<G> {
    type Schema1 = G::Schema1;

    fn from_data(data: Data<'_>) -> Result<Self, Damage> {
        Session::from_record(game::read::<G>(data)?)
    }

    fn from_schema1(old: G::Schema1) -> Result<Self, Damage> {
        Session::from_record(G::from_schema1(old)?)
    }
}

#[cfg(test)]
pub(crate) mod tests;
