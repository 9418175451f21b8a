//! The timed core of a real-time session, shared by Swaks and Twin It!: the game, its bots
//! (through the rules crate's [`Conductor`]), the game clock, the latest game time seen and
//! the log of timestamped actions and time steps that a save replays.
//!
//! A game's session adds its own set-up and what its screens wait on (a round summary, the
//! start of the minute), and says where play must stop for people (`stop`).

use crate::saves::{Damage, History};
use crate::setup::Setup;
use tablee_rules::realtime::{Conductor, GameClock, PlanningBot, Reply, Step};
use tablee_rules::{Game, Millis, Seat, Seed};

/// A game played against the clock, with its bots and its log.
///
/// Two are equal when their games, latest times, logs and bots (generators and memories
/// included) are: what a save must bring back. The clock is left out: a reopened game starts
/// paused, wherever the clock was running.
#[derive(Clone, Debug)]
pub struct TimedPlay<G: Game, B> {
    /// The game. Change it only through the methods below, which log each step.
    pub game: G,
    /// The bots and their plans.
    pub conductor: Conductor<G, B>,
    /// Game time: runs only while the table is in play.
    pub clock: GameClock,
    /// The latest game time seen (saved, so a reload resumes from it).
    time: Millis,
    history: History<G>,
}

impl<G: Game + PartialEq, B: PlanningBot<G> + PartialEq> PartialEq for TimedPlay<G, B> {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game
            && self.time == other.time
            && self.history == other.history
            && (0..self.conductor.seat_count() as u8)
                .all(|s| self.conductor.bot(Seat(s)) == other.conductor.bot(Seat(s)))
    }
}

impl<G, B> TimedPlay<G, B>
where
    G: Game + Clone,
    B: PlanningBot<G> + Clone + PartialEq,
{
    /// A new game with `bots` (one per seat, `None` for a person), at game time 0.
    pub fn new(game: G, bots: Vec<Option<B>>) -> Self {
        TimedPlay {
            game,
            conductor: Conductor::new(bots),
            clock: GameClock::default(),
            time: Millis(0),
            history: History::default(),
        }
    }

    /// Rebuilds a saved game: replays its actions and time steps, checks that its bots sit
    /// where the set-up has bots, and resumes paused at the latest time saved (never before
    /// what was played: a hand-edited time would make every action late).
    ///
    /// # Errors
    /// [`Damage`] when the replay fails or the bots do not match the seats.
    pub fn from_saved<O>(
        setup: &Setup<O>,
        rules: &G::Options,
        seed: Seed,
        saved: SavedPlay<G, B>,
    ) -> Result<Self, Damage> {
        let seats = setup.seats.len();
        let (game, history) =
            History::replay_timed(rules, seats, seed, saved.actions, saved.advances)?;
        let mut conductor = saved.bots;
        let bots_fit = conductor.seat_count() == seats
            && (0..seats)
                .all(|i| conductor.is_bot(Seat(i as u8)) != setup.seats[i].controller.is_human());
        if !bots_fit {
            let why = "the bots do not match the seats".to_string();
            return Err(Damage::Malformed(why));
        }
        let played = history.actions().iter().map(|p| p.at);
        let advanced = history.advances().iter().map(|a| a.at);
        let time = played.chain(advanced).fold(saved.time, Millis::max);
        conductor.game_changed(time);
        Ok(TimedPlay {
            game,
            conductor,
            clock: GameClock::paused_at(time),
            time,
            history,
        })
    }

    /// What a save keeps of it.
    pub fn saved(&self) -> SavedPlay<G, B> {
        SavedPlay {
            time: self.time,
            bots: self.conductor.clone(),
            actions: self.history.actions().to_vec(),
            advances: self.history.advances().to_vec(),
        }
    }

    /// The latest game time seen.
    pub fn time(&self) -> Millis {
        self.time
    }

    /// The actions and time steps played, in order.
    pub fn history(&self) -> &History<G> {
        &self.history
    }

    /// The bots plan afresh from the latest time (after the screens held play back).
    pub fn replan(&mut self) {
        self.conductor.game_changed(self.time);
    }

    /// Logs what the conductor did.
    fn log(&mut self, steps: Vec<Step<G::Action>>) {
        for step in steps {
            match step {
                Step::Played { seat, action, at } => self.history.log_played(seat, action, at),
                Step::Advanced(at) => self.history.log_advance(at),
            }
        }
    }

    /// A person's action at game time `at`: what was due before it is played first (a faster
    /// bot wins the race), then the action, unless what came before made `stop` true (people
    /// must look first): then the action is dropped.
    ///
    /// # Errors
    /// The rules' error when the action is refused (it may have gone stale); what was due
    /// before it is still played.
    pub fn person_acts(
        &mut self,
        seat: Seat,
        action: G::Action,
        at: Millis,
        stop: impl Fn(&G) -> bool,
    ) -> Result<(), G::Error>
    where
        G::Action: Clone,
    {
        let at = at.max(self.time);
        let answer = self
            .conductor
            .person_acts(&mut self.game, seat, action.clone(), at, stop);
        self.log(answer.steps);
        self.time = at;
        match answer.reply {
            Reply::Accepted => {
                self.history.log_played(seat, action, at);
                Ok(())
            }
            Reply::Refused(e) => Err(e),
            Reply::Overtaken => Ok(()),
        }
    }

    /// The game time at which a bot's plan or a deadline is next due.
    pub fn next_due(&mut self) -> Option<Millis> {
        self.conductor.next_wake(&self.game).map(|(at, _)| at)
    }

    /// Plays everything due by game time `now`, stopping early where `stop` says people must
    /// look; whether anything changed.
    pub fn wake(&mut self, now: Millis, stop: impl Fn(&G) -> bool) -> bool {
        if now < self.time {
            return false;
        }
        let steps = self.conductor.run_until_or(&mut self.game, now, stop);
        let changed = !steps.is_empty();
        self.log(steps);
        if changed {
            self.time = now;
        }
        changed
    }

    /// Remembers that game time reached `now`; whether it moved on.
    pub fn note_time(&mut self, now: Millis) -> bool {
        let moved = now > self.time;
        self.time = self.time.max(now);
        moved
    }
}

/// What a save keeps of a [`TimedPlay`] beside the set-up and seed: the game time reached, the
/// bots with their generators, the timestamped actions and the time steps. Keep it a field of
/// its own in a record (`#[serde(flatten)]` cannot carry the generators' `u128`).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
#[serde(bound(
    serialize = "G::Action: serde::Serialize, B: serde::Serialize",
    deserialize = "G::Action: serde::de::DeserializeOwned, B: serde::de::DeserializeOwned"
))]
pub struct SavedPlay<G: Game, B> {
    /// The game time reached.
    pub time: Millis,
    /// The bots, with their generators.
    pub bots: Conductor<G, B>,
    /// The actions, stamped with game time.
    pub actions: Vec<crate::saves::Played<G::Action>>,
    /// The time steps with no action (a timer ran out).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub advances: Vec<crate::saves::Advance>,
}
