//! The play of every session: the game, its bots (through the rules crate's [`Conductor`]),
//! the game clock, the latest game time seen and the log of timestamped actions and time steps
//! that a save replays.
//!
//! The [`super::Session`] around it adds the set-up and what the game's screens wait on (a
//! round summary, the start of the minute), and says where play must stop for people (`stop`).

use crate::saves::{Advance, Damage, History, Played};
use tablee_rules::realtime::{Conductor, GameClock, Plan, PlanningBot, Reply, Step};
use tablee_rules::{Game, Millis, Seat, Seed};

/// A game with its bots, its clock and its log.
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

    /// Rebuilds a saved game: replays its actions and time steps (from `base`, a schema-1
    /// game's old state, when there is one), checks that its bots sit where `people` says none
    /// does, and resumes paused at the latest time saved (never before what was played: a
    /// hand-edited time would make every action late).
    ///
    /// # Errors
    /// [`Damage`] when the replay fails or the bots do not match the seats.
    pub fn rebuild(
        rules: &G::Options,
        people: &[bool],
        seed: Seed,
        saved: SavedPlay<G, B>,
    ) -> Result<Self, Damage> {
        let seats = people.len();
        let (game, history) = History::replay(
            rules,
            seats,
            seed,
            saved.base,
            saved.actions,
            saved.advances,
        )?;
        let mut conductor = saved.bots;
        let bots_fit = conductor.seat_count() == seats
            && (0..seats).all(|i| conductor.is_bot(Seat(i as u8)) != people[i]);
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

    /// A person's action at game time `at` (never before the latest time seen) at a turn-based
    /// table: nothing is played before it, as nothing races a person's move there.
    ///
    /// # Errors
    /// The rules' error; then nothing changes.
    pub fn act_alone(&mut self, seat: Seat, action: G::Action, at: Millis) -> Result<(), G::Error>
    where
        G::Action: Clone,
    {
        let at = at.max(self.time);
        self.game.play(seat, action.clone(), at)?;
        self.history.log_played(seat, action, at);
        self.time = at;
        self.conductor.game_changed(at);
        Ok(())
    }

    /// A person's action at game time `at` at a real-time table: what bots had due before it is
    /// played first (a faster bot wins the race), then the action, unless what came before made
    /// `stop` true (people must look first): then the action is dropped. (Two functions, not
    /// one with a flag, so that a turn-based game's code never holds the race.)
    ///
    /// # Errors
    /// The rules' error when the action is refused (it may have gone stale); what was due
    /// before it is still played.
    pub fn act_racing(
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
            .act(&mut self.game, seat, action.clone(), at, stop);
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

    /// Lets the bot of `seat` play what it means to do now, at the latest game time, whatever
    /// its plan's moment (the turn-based tables pace their bots themselves); whether it played.
    pub fn bot_acts_now(&mut self, seat: Seat) -> bool {
        let at = self.time;
        let action = match self.conductor.ask(&self.game, seat, at) {
            Some(Plan::Act(action) | Plan::ActAt(_, action)) => action,
            _ => return false,
        };
        let played = self.game.play(seat, action.clone(), at).is_ok();
        if played {
            self.history.log_played(seat, action, at);
            self.conductor.game_changed(at);
        }
        played
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

/// What a [`TimedPlay`] is rebuilt from beside the set-up and seed: the game time reached, the
/// bots with their generators, the timestamped actions and the time steps (and the old state of
/// a game begun in schema 1).
#[derive(Clone, Debug)]
pub struct SavedPlay<G: Game, B> {
    /// The game time reached.
    pub time: Millis,
    /// The bots, with their generators.
    pub bots: Conductor<G, B>,
    /// The state a schema-1 game continues from (`None` for every game begun since).
    pub base: Option<G>,
    /// The actions, stamped with game time.
    pub actions: Vec<Played<G::Action>>,
    /// The time steps with no action (a timer ran out).
    pub advances: Vec<Advance>,
}
