//! Real-time play, shared by the games where people act against a clock or out of turn (Swaks's
//! timer, jump-in and call-out; Twin It!'s claims): the game clock, what a bot plans to do and
//! when, and which of the pending things must happen first.
//!
//! All of it is plain data and pure functions. The app reads the browser's clock and feeds the
//! wall time in; the rules only ever see [`Millis`] of game time, so a saved game replays exactly
//! and tests drive every race with a fake clock.

use crate::{Bot, Game, GameRng, Millis, Seat};
use serde::{Deserialize, Serialize};

mod conductor;

pub use conductor::{Answer, Conductor, Pace, Reply, Step};

/// Game time: it runs only while the table is in play, and stands still while the privacy
/// screen, a round summary or the settings are up. Saved with the game (paused).
///
/// Wall times are the caller's monotonic milliseconds (the browser's `performance.now()`, a
/// fake clock in tests); they are never saved, so a game reopened later goes on from the game
/// time it was saved at.
///
/// A clock can be slowed ([`GameClock::slow_down`]): game time then passes at a fraction of
/// wall time, so everything timed in game time (bots' reactions, timers) takes longer for the
/// people at the table. A lesson's table runs so. The slowing is not saved: it is
/// the table's, not the game's, and the record only holds game time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameClock {
    /// Game time gathered before the current run.
    elapsed: u64,
    /// The wall time at which the current run started; `None` while paused.
    #[serde(skip)]
    running_since: Option<u64>,
    /// Wall milliseconds per millisecond of game time (1 unless slowed).
    #[serde(skip, default = "unslowed")]
    wall_per_game: u64,
}

/// A clock's pace when it is not slowed.
const fn unslowed() -> u64 {
    1
}

impl Default for GameClock {
    fn default() -> GameClock {
        GameClock::paused_at(Millis(0))
    }
}

impl GameClock {
    /// A paused clock at game time `at` (a new game starts at zero).
    pub const fn paused_at(at: Millis) -> GameClock {
        GameClock {
            elapsed: at.0,
            running_since: None,
            wall_per_game: unslowed(),
        }
    }

    /// The game time at wall time `wall`.
    pub fn now(&self, wall: u64) -> Millis {
        let running = self
            .running_since
            .map_or(0, |since| wall.saturating_sub(since) / self.wall_per_game);
        Millis(self.elapsed + running)
    }

    /// Whether game time is passing.
    pub const fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Starts game time again at wall time `wall` (nothing if it runs already).
    pub fn resume(&mut self, wall: u64) {
        if self.running_since.is_none() {
            self.running_since = Some(wall);
        }
    }

    /// Stops game time at wall time `wall` (nothing if it is paused already).
    pub fn pause(&mut self, wall: u64) {
        if self.running_since.is_some() {
            self.elapsed = self.now(wall).0;
            self.running_since = None;
        }
    }

    /// From wall time `wall` on, game time passes `times` times slower than wall time (1: at
    /// its own pace again; 0 counts as 1). The game time reached so far is kept.
    pub fn slow_down(&mut self, times: u64, wall: u64) {
        let running = self.is_running();
        self.pause(wall);
        self.wall_per_game = times.max(1);
        if running {
            self.resume(wall);
        }
    }

    /// The wall milliseconds that `game_ms` of game time take at this clock's pace: how long
    /// to wait for something due that much later.
    pub const fn wall_ms(&self, game_ms: u64) -> u64 {
        game_ms.saturating_mul(self.wall_per_game)
    }
}

/// What a bot means to do, seeing its seat's view at a moment of game time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan<A> {
    /// Play this now.
    Act(A),
    /// Play this at that game time, if nothing changes before (a reaction time: a bot that sees
    /// a jump-in or a pair still needs a moment to act on it).
    ActAt(Millis, A),
    /// Nothing to do before that game time; ask again then (or sooner, if the game changes).
    WaitUntil(Millis),
    /// Nothing to do until the game changes.
    Pass,
}

impl<A> Plan<A> {
    /// The game time at which the plan asks to be woken: now for [`Plan::Act`].
    pub fn wake_at(&self, now: Millis) -> Option<Millis> {
        match self {
            Plan::Act(_) => Some(now),
            Plan::ActAt(at, _) | Plan::WaitUntil(at) => Some((*at).max(now)),
            Plan::Pass => None,
        }
    }
}

/// A bot that plans in game time. It keeps its state and generator for the whole game (its
/// reaction times come from its own seeded generator), sees only its seat's view, and is asked
/// again whenever the game changes: a plan made before a change is stale and dropped.
pub trait PlanningBot<G: Game> {
    /// What the bot means to do for `seat`, seeing `view` at game time `now`.
    fn plan(&mut self, seat: Seat, view: &G::View, now: Millis) -> Plan<G::Action>;
}

/// Every turn-based bot plans too: it acts at once when it has something to do.
impl<G: Game> PlanningBot<G> for Box<dyn Bot<G>> {
    fn plan(&mut self, seat: Seat, view: &G::View, _now: Millis) -> Plan<G::Action> {
        match self.act(seat, view) {
            Some(action) => Plan::Act(action),
            None => Plan::Pass,
        }
    }
}

/// A human-like reaction time: `typical` milliseconds, spread evenly over ±`spread` percent,
/// drawn from the bot's own generator (so a bot's timing replays with its seed).
pub fn reaction_time(rng: &mut GameRng, typical: u64, spread: u8) -> u64 {
    let spread = u64::from(spread.min(100));
    let low = typical * (100 - spread) / 100;
    let high = typical * (100 + spread) / 100;
    low + rng.next_u64() % (high - low + 1)
}

/// What the driver must do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wake {
    /// Let game time reach the game's deadline ([`Game::advance_to`]): a timer ran out, a window
    /// closed.
    Deadline,
    /// Carry out (or ask again for) the plan of this bot.
    Bot(Seat),
}

/// Everything pending in the order it must happen: by game time; at the same moment a deadline
/// first (a play at the very end of a timer is late), then bots in seat order, so the order never
/// depends on the caller.
fn in_order(deadline: Option<Millis>, bots: &[(Seat, Millis)]) -> Vec<(Millis, Wake)> {
    // `None` (the deadline) sorts before any seat.
    let key = |&(at, seat): &(Millis, Option<Seat>)| (at, seat.map(|s| s.0));
    // A handful of entries (the deadline and a plan per bot): each goes in at its place, which
    // keeps a library sort's several kilobytes out of every game's wasm.
    let mut pending: Vec<(Millis, Option<Seat>)> = Vec::with_capacity(bots.len() + 1);
    let entries = deadline
        .map(|at| (at, None))
        .into_iter()
        .chain(bots.iter().map(|&(seat, at)| (at, Some(seat))));
    for entry in entries {
        let place = pending.partition_point(|e| key(e) <= key(&entry));
        pending.insert(place, entry);
    }
    pending
        .into_iter()
        .map(|(at, seat)| (at, seat.map_or(Wake::Deadline, Wake::Bot)))
        .collect()
}

/// The earliest thing due, with its game time: the game's deadline or a bot's planned moment
/// (deadline first at equal times, then bots in seat order).
pub fn next_wake(deadline: Option<Millis>, bots: &[(Seat, Millis)]) -> Option<(Millis, Wake)> {
    in_order(deadline, bots).into_iter().next()
}

/// Everything due by game time `now`, earliest first. Before a person's action stamped `now` is
/// played, the driver plays these first, each at its own time: a bot whose reaction came before
/// the person's wins the race even when the page woke late, and a person faster than the bot
/// wins it, as the bot's plan then goes stale.
pub fn due_by(
    now: Millis,
    deadline: Option<Millis>,
    bots: &[(Seat, Millis)],
) -> Vec<(Millis, Wake)> {
    let mut due = in_order(deadline, bots);
    due.retain(|(at, _)| *at <= now);
    due
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_stands_still_while_paused() {
        let mut clock = GameClock::default();
        assert_eq!(clock.now(1_000), Millis(0), "a new clock is paused");
        clock.resume(1_000);
        assert_eq!(clock.now(1_500), Millis(500));
        clock.pause(2_000);
        assert_eq!(clock.now(9_000), Millis(1_000), "the privacy screen is up");
        clock.resume(9_000);
        clock.resume(9_100); // resuming twice changes nothing
        assert_eq!(clock.now(9_250), Millis(1_250));
        clock.pause(9_300);
        clock.pause(9_900);
        assert_eq!(clock.now(10_000), Millis(1_300));
    }

    #[test]
    fn a_saved_clock_reopens_paused_at_its_game_time() {
        let mut clock = GameClock::paused_at(Millis(40));
        clock.resume(100);
        let raw = serde_json::to_string(&clock).unwrap();
        let mut reopened: GameClock = serde_json::from_str(&raw).unwrap();
        assert!(!reopened.is_running());
        assert_eq!(
            reopened.now(5_000),
            Millis(40),
            "the wall time is not saved"
        );
        // Saved while running, the clock keeps what it had gathered before the run.
        reopened.resume(0);
        reopened.pause(60);
        assert_eq!(reopened.now(0), Millis(100));
    }

    #[test]
    fn a_slowed_clock_passes_game_time_slower_and_is_saved_unslowed() {
        let mut clock = GameClock::paused_at(Millis(100));
        clock.resume(0);
        clock.slow_down(2, 1_000);
        assert_eq!(
            clock.now(1_000),
            Millis(1_100),
            "what passed before is kept"
        );
        assert_eq!(
            clock.now(3_000),
            Millis(2_100),
            "2 s of wall time are 1 s of game"
        );
        assert_eq!(
            clock.wall_ms(500),
            1_000,
            "something due in 0.5 s comes in 1 s"
        );
        clock.pause(3_000);
        let raw = serde_json::to_string(&clock).unwrap();
        let mut reopened: GameClock = serde_json::from_str(&raw).unwrap();
        assert_eq!(reopened.now(0), Millis(2_100));
        reopened.resume(0);
        assert_eq!(
            reopened.now(500),
            Millis(2_600),
            "the slowing is the table's, not saved"
        );
        assert_eq!(reopened.wall_ms(500), 500);
        reopened.slow_down(0, 500);
        assert_eq!(reopened.now(1_000), Millis(3_100), "0 counts as 1");
    }

    #[test]
    fn plans_say_when_to_wake() {
        let now = Millis(1_000);
        assert_eq!(Plan::Act(7).wake_at(now), Some(now));
        assert_eq!(
            Plan::ActAt(Millis(1_400), 7).wake_at(now),
            Some(Millis(1_400))
        );
        assert_eq!(
            Plan::<u8>::WaitUntil(Millis(900)).wake_at(now),
            Some(now),
            "never in the past"
        );
        assert_eq!(Plan::<u8>::Pass.wake_at(now), None);
    }

    #[test]
    fn reaction_times_replay_and_stay_in_their_spread() {
        let draw = |seed| {
            let mut rng = GameRng::from_seed(seed);
            (0..200)
                .map(|_| reaction_time(&mut rng, 1_000, 25))
                .collect::<Vec<_>>()
        };
        let times = draw(7);
        assert_eq!(times, draw(7), "the same seed gives the same times");
        assert_ne!(times, draw(8));
        assert!(times.iter().all(|t| (750..=1_250).contains(t)));
        assert!(times.iter().min() < Some(&800) && times.iter().max() > Some(&1_200));
        let mut rng = GameRng::from_seed(1);
        assert_eq!(reaction_time(&mut rng, 500, 0), 500);
    }

    #[test]
    fn the_earliest_thing_due_wakes_first_and_a_deadline_before_a_bot() {
        let bots = [
            (Seat(2), Millis(700)),
            (Seat(1), Millis(700)),
            (Seat(0), Millis(900)),
        ];
        assert_eq!(
            next_wake(None, &bots),
            Some((Millis(700), Wake::Bot(Seat(1))))
        );
        assert_eq!(
            next_wake(Some(Millis(800)), &bots),
            Some((Millis(700), Wake::Bot(Seat(1))))
        );
        assert_eq!(
            next_wake(Some(Millis(700)), &bots),
            Some((Millis(700), Wake::Deadline))
        );
        assert_eq!(next_wake(None, &[]), None);
    }

    #[test]
    fn what_is_due_comes_in_the_order_a_stable_sort_gives() {
        // `in_order` places each entry by insertion (no library sort in the wasm); it must give
        // the order a sort by (time, deadline first, seat) gives, for any input order.
        let mut rng = GameRng::from_seed(7);
        for _ in 0..2_000 {
            let seats = (rng.next_u64() % 7) as u8;
            let bots: Vec<(Seat, Millis)> = (0..seats)
                .map(|s| (Seat(s), Millis(rng.next_u64() % 5 * 100)))
                .rev()
                .collect();
            let deadline = rng
                .next_u64()
                .is_multiple_of(2)
                .then(|| Millis(rng.next_u64() % 5 * 100));
            let mut expected: Vec<(Millis, Option<Seat>)> = deadline
                .map(|at| (at, None))
                .into_iter()
                .chain(bots.iter().map(|&(seat, at)| (at, Some(seat))))
                .collect();
            expected.sort_by_key(|&(at, seat)| (at, seat.map(|s| s.0)));
            let expected: Vec<(Millis, Wake)> = expected
                .into_iter()
                .map(|(at, seat)| (at, seat.map_or(Wake::Deadline, Wake::Bot)))
                .collect();
            assert_eq!(in_order(deadline, &bots), expected);
        }
    }

    #[test]
    fn what_came_before_a_persons_action_is_played_first() {
        // A bot reacting at 1,200 ms beats a person whose tap is stamped 1,250 ms, even if the
        // page woke late; a bot planned for 1,300 ms loses the race to that tap.
        let bots = [(Seat(1), Millis(1_200)), (Seat(2), Millis(1_300))];
        assert_eq!(
            due_by(Millis(1_250), Some(Millis(1_100)), &bots),
            vec![
                (Millis(1_100), Wake::Deadline),
                (Millis(1_200), Wake::Bot(Seat(1)))
            ]
        );
        assert_eq!(due_by(Millis(1_000), Some(Millis(1_100)), &bots), vec![]);
    }
}
