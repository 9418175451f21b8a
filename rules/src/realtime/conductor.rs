//! The one driver of real-time play: it asks the bots for their plans, wakes at the earliest
//! plan or deadline, plays what is due in time order, and drops every plan the last change made
//! stale. The app runs it from the browser's timers and a person's taps; the simulator and the
//! tests run it with a fake clock. Both see the same steps for the same times.

use super::{next_wake, Plan, PlanningBot, Wake};
use crate::{Game, Millis, Seat};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Most steps one call plays before it hands control back (a guard against a game that never
/// stops asking for time; far above what any real moment holds).
const MAX_STEPS_PER_CALL: usize = 10_000;

/// Something the conductor did to the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step<A> {
    /// A bot's action, accepted at `at`.
    Played {
        /// The bot's seat.
        seat: Seat,
        /// What it played.
        action: A,
        /// When.
        at: Millis,
    },
    /// Game time reached the game's deadline ([`Game::advance_to`]).
    Advanced(Millis),
}

/// A bot's plan and the game time it wakes at (`None`: it waits for the next change).
type Planned<A> = (Option<Millis>, Plan<A>);

/// What became of a person's action ([`Conductor::act`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Answer<G: Game> {
    /// What the bots and the deadline did before it, in order.
    pub steps: Vec<Step<G::Action>>,
    /// Whether the action was played.
    pub reply: Reply<G::Error>,
}

/// Whether a person's action was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply<E> {
    /// Played.
    Accepted,
    /// Refused by the rules (it may have gone stale: a bot jumped in first).
    Refused(E),
    /// Not tried: what came before it stopped play (a round ended, another person must take
    /// the device).
    Overtaken,
}

/// How a turn-based table paces its bots: a bot's [`Plan::Act`] is carried out `pause(game)`
/// milliseconds of game time after the change it answers, so people can follow each move.
/// Real-time tables have none: their bots plan their own reaction times.
pub struct Pace<G>(Arc<dyn Fn(&G) -> u64 + Send + Sync>);

impl<G> Pace<G> {
    /// A pace that waits `pause(game)` milliseconds after each change.
    pub fn new(pause: impl Fn(&G) -> u64 + Send + Sync + 'static) -> Self {
        Pace(Arc::new(pause))
    }

    /// The pause after a change that left the game as `game`.
    pub fn after(&self, game: &G) -> u64 {
        (self.0)(game)
    }
}

impl<G> Clone for Pace<G> {
    fn clone(&self) -> Self {
        Pace(Arc::clone(&self.0))
    }
}

impl<G> std::fmt::Debug for Pace<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Pace")
    }
}

/// The bots of one table and their current plans.
///
/// The bots (with their generators) are saved with the game; the plans are not: they are asked
/// again after a reload, from the time the table reopens.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound(serialize = "B: Serialize", deserialize = "B: Deserialize<'de>"))]
pub struct Conductor<G: Game, B> {
    /// Each seat's bot; `None` for a person.
    bots: Vec<Option<B>>,
    /// Each seat's current plan and the time it wakes; `None` until it is asked.
    #[serde(skip)]
    plans: Vec<Option<Planned<G::Action>>>,
    /// When the game last changed: plans are made from that moment.
    #[serde(skip)]
    changed_at: Millis,
    /// How a turn-based table paces its bots (not saved: the app sets it from the player's
    /// settings each time the table opens).
    #[serde(skip)]
    pace: Option<Pace<G>>,
}

impl<G: Game, B: PlanningBot<G>> Conductor<G, B> {
    /// A conductor for a table where `bots[seat]` plays `seat` (`None`: a person).
    pub fn new(bots: Vec<Option<B>>) -> Self {
        Conductor {
            bots,
            plans: Vec::new(),
            changed_at: Millis(0),
            pace: None,
        }
    }

    /// Paces the bots of a turn-based table (`None`: they act when their plans say); the bots
    /// plan again.
    pub fn set_pace(&mut self, pace: Option<Pace<G>>) {
        self.pace = pace;
        self.plans.clear();
    }

    /// How many seats the conductor knows (bots and people).
    pub fn seat_count(&self) -> usize {
        self.bots.len()
    }

    /// Whether a bot plays `seat`.
    pub fn is_bot(&self, seat: Seat) -> bool {
        self.bots.get(seat.index()).is_some_and(Option::is_some)
    }

    /// The bot playing `seat`, if any.
    pub fn bot(&self, seat: Seat) -> Option<&B> {
        self.bots.get(seat.index()).and_then(Option::as_ref)
    }

    /// Asks `seat`'s bot, outside the conductor's own plans, what it means to do seeing its
    /// view at `at` (a turn-based table whose app paces the bots); `None` for a person's seat.
    pub fn ask(&mut self, game: &G, seat: Seat, at: Millis) -> Option<Plan<G::Action>> {
        let bot = self.bots.get_mut(seat.index())?.as_mut()?;
        Some(bot.plan(seat, &game.view(seat), at))
    }

    /// Hands `seat` to `bot` from now on (`None`: to a person), as when a player's phone left
    /// the table; every bot plans again from `at`.
    pub fn seat(&mut self, seat: Seat, bot: Option<B>, at: Millis) {
        if let Some(slot) = self.bots.get_mut(seat.index()) {
            *slot = bot;
        }
        self.game_changed(at);
    }

    /// Forgets every plan: the game changed at `at` (a person's action, a reload), so the bots
    /// are asked again from that moment.
    pub fn game_changed(&mut self, at: Millis) {
        self.plans.clear();
        self.changed_at = at;
    }

    /// Asks every bot that must or may act and has no plan yet, seeing its view at `at`.
    fn ask_missing(&mut self, game: &G, at: Millis) {
        self.plans.resize_with(self.bots.len(), || None);
        let mut seats = game.acting();
        seats.extend(game.may_act());
        for seat in seats {
            let i = seat.index();
            if self.plans[i].is_some() {
                continue;
            }
            if let Some(bot) = self.bots.get_mut(i).and_then(Option::as_mut) {
                let plan = match &self.pace {
                    // A paced table's bot thinks when its pause is over, not now: a change
                    // clears every plan, so thinking now would make a table of many bots that
                    // act at once (Tüfteln's writing) think again and again in one task, and
                    // at the pause's end each bot thinks once, in a wake of its own.
                    Some(pace) => Plan::WaitUntil(Millis(at.0 + pace.after(game))),
                    None => bot.plan(seat, &game.view(seat), at),
                };
                self.plans[i] = Some((plan.wake_at(at), plan));
            }
        }
    }

    /// The bots' wake-up times.
    fn wakes(&self) -> Vec<(Seat, Millis)> {
        self.plans
            .iter()
            .enumerate()
            .filter_map(|(i, plan)| {
                let (wake, _) = plan.as_ref()?;
                Some((Seat(u8::try_from(i).ok()?), (*wake)?))
            })
            .collect()
    }

    /// When the conductor next needs to run, and for what: the earliest bot plan or deadline.
    /// `None` when nothing happens until a person acts.
    pub fn next_wake(&mut self, game: &G) -> Option<(Millis, Wake)> {
        self.ask_missing(game, self.changed_at);
        next_wake(game.deadline(), &self.wakes())
    }

    /// Plays everything due by game time `now`, each at its own time, earliest first (a
    /// deadline before a bot at the same moment), asking the bots again after every change.
    pub fn run_until(&mut self, game: &mut G, now: Millis) -> Vec<Step<G::Action>> {
        self.run_until_or(game, now, |_| false)
    }

    /// [`Conductor::run_until`], stopping early after any step that makes `stop` true (a round
    /// ended and people should see its summary; a person must take the device first).
    ///
    /// At a paced table whose caller stops after every step, a bot's thinking counts as a
    /// step: the call that wakes a bot to think returns there and its move is played by the
    /// next call, so a page that makes one call a task never thinks and draws the move in the
    /// same task.
    pub fn run_until_or(
        &mut self,
        game: &mut G,
        now: Millis,
        stop: impl Fn(&G) -> bool,
    ) -> Vec<Step<G::Action>> {
        self.run(game, now, stop).0
    }

    /// [`Conductor::run_until_or`], also telling whether a bot thought.
    fn run(
        &mut self,
        game: &mut G,
        now: Millis,
        stop: impl Fn(&G) -> bool,
    ) -> (Vec<Step<G::Action>>, bool) {
        let mut steps = Vec::new();
        for _ in 0..MAX_STEPS_PER_CALL {
            if !steps.is_empty() && stop(game) {
                break;
            }
            let Some((at, wake)) = self.next_wake(game).filter(|(at, _)| *at <= now) else {
                break;
            };
            match wake {
                Wake::Deadline => {
                    game.advance_to(at);
                    if game.deadline().is_some_and(|d| d <= at) {
                        break; // the game did not move past its own deadline: never spin
                    }
                    steps.push(Step::Advanced(at));
                    self.game_changed(at);
                }
                Wake::Bot(seat) => {
                    let thought = self.wake_bot(game, seat, at, &mut steps);
                    if thought && self.pace.is_some() && stop(game) {
                        return (steps, true);
                    }
                }
            }
        }
        (steps, false)
    }

    /// Carries out the plan of `seat`'s bot at `at`; whether the bot thought (its pause was
    /// over and it made its plan).
    fn wake_bot(
        &mut self,
        game: &mut G,
        seat: Seat,
        at: Millis,
        steps: &mut Vec<Step<G::Action>>,
    ) -> bool {
        let Some((_, plan)) = self.plans[seat.index()].take() else {
            return false;
        };
        match plan {
            Plan::Act(action) | Plan::ActAt(_, action) => {
                match game.play(seat, action.clone(), at) {
                    Ok(()) => {
                        steps.push(Step::Played { seat, action, at });
                        self.game_changed(at);
                    }
                    // Refused (it should not be): the bot waits for the next change.
                    Err(_) => self.plans[seat.index()] = Some((None, Plan::Pass)),
                }
                false
            }
            Plan::WaitUntil(_) => {
                let Some(bot) = self.bots[seat.index()].as_mut() else {
                    return false;
                };
                let plan = bot.plan(seat, &game.view(seat), at);
                self.plans[seat.index()] = Some((plan.wake_at(at), plan));
                true
            }
            Plan::Pass => {
                self.plans[seat.index()] = Some((None, Plan::Pass));
                false
            }
        }
    }

    /// Plays on until nothing is left to wake for (the game is over, or waits for a person),
    /// jumping game time from one wake-up to the next: the simulator's and the tests' clock.
    /// At most `max_steps` steps.
    pub fn run_to_end(&mut self, game: &mut G, max_steps: usize) -> Vec<Step<G::Action>> {
        let mut steps = Vec::new();
        while steps.len() < max_steps {
            let Some((at, _)) = self.next_wake(game) else {
                break;
            };
            let (more, thought) = self.run(game, at, |_| false);
            if more.is_empty()
                && !thought
                && self.next_wake(game).is_some_and(|(next, _)| next <= at)
            {
                break; // a wake-up that changes nothing: nothing more will happen
            }
            steps.extend(more);
        }
        steps
    }

    /// A person's action at `at`: what was due before it is played first (a faster bot wins
    /// the race), then the action, unless what came before made `stop` true.
    pub fn act(
        &mut self,
        game: &mut G,
        seat: Seat,
        action: G::Action,
        at: Millis,
        stop: impl Fn(&G) -> bool,
    ) -> Answer<G> {
        let steps = self.run_until_or(game, at, &stop);
        if !steps.is_empty() && stop(game) {
            return Answer {
                steps,
                reply: Reply::Overtaken,
            };
        }
        let reply = match game.play(seat, action, at) {
            Ok(()) => {
                self.game_changed(at);
                Reply::Accepted
            }
            Err(e) => Reply::Refused(e),
        };
        Answer { steps, reply }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::replay_with_time;
    use crate::swaks::{Action, Options, Swaks, SwaksBot};
    use crate::{BotLevel, Status};

    fn table(seats: usize, seed: u64, person: Option<Seat>) -> (Swaks, Conductor<Swaks, SwaksBot>) {
        let game = Swaks::new(&Options::default(), seats, seed).expect("seats");
        let bots = (0..seats)
            .map(|i| {
                let level = BotLevel::ALL[i % 3];
                (person != Some(Seat(i as u8))).then(|| SwaksBot::new(level, seed + i as u64))
            })
            .collect();
        (game, Conductor::new(bots))
    }

    /// The log and time steps of `steps`, in the form [`replay_with_time`] takes.
    type Log = Vec<(Seat, Action, Millis)>;

    fn log_of(steps: &[Step<Action>]) -> (Log, Vec<(usize, Millis)>) {
        let (mut log, mut advances) = (Vec::new(), Vec::new());
        for step in steps {
            match step {
                Step::Played { seat, action, at } => log.push((*seat, action.clone(), *at)),
                Step::Advanced(at) => advances.push((log.len(), *at)),
            }
        }
        (log, advances)
    }

    #[test]
    fn bots_play_whole_matches_in_time_order_and_the_steps_replay() {
        for seats in 2..=6 {
            for seed in 0..4 {
                let (mut game, mut conductor) = table(seats, seed, None);
                let steps = conductor.run_to_end(&mut game, 100_000);
                assert!(
                    matches!(game.status(), Status::Finished(_)),
                    "{seats} seats, seed {seed}: stalled after {} steps",
                    steps.len()
                );
                let (log, advances) = log_of(&steps);
                let times: Vec<Millis> = log.iter().map(|(_, _, at)| *at).collect();
                assert!(
                    times.windows(2).all(|w| w[0] <= w[1]),
                    "time never runs back"
                );
                let replayed =
                    replay_with_time::<Swaks>(&Options::default(), seats, seed, &log, &advances);
                assert_eq!(replayed, game, "{seats} seats, seed {seed}");
            }
        }
    }

    #[test]
    fn a_person_who_does_not_play_runs_out_of_time() {
        let (mut game, mut conductor) = table(2, 3, Some(Seat(0)));
        let due = game.view(Seat(0)).due;
        if due != Seat(0) {
            conductor.run_until(&mut game, Millis(4_999));
        }
        assert_eq!(game.view(Seat(0)).due, Seat(0));
        let deadline = game.deadline().expect("the timer is on");
        let (at, wake) = conductor.next_wake(&game).expect("the deadline");
        assert_eq!((at, wake), (deadline, Wake::Deadline));
        let steps = conductor.run_until(&mut game, deadline);
        assert_eq!(steps.first(), Some(&Step::Advanced(deadline)));
        assert_ne!(game.view(Seat(0)).due, Seat(0), "the turn passed on");
    }

    #[test]
    fn a_faster_person_wins_the_race_and_a_faster_bot_wins_it_too() {
        // Find a moment where a bot plans a jump-in or a call-out, then race a person's draw
        // (which closes both) before and after the bot's moment.
        for seed in 0..200 {
            let (mut game, mut conductor) = table(3, seed, Some(Seat(0)));
            for _ in 0..300 {
                if game.view(Seat(0)).due == Seat(0) {
                    break;
                }
                let Some((at, _)) = conductor.next_wake(&game) else {
                    break;
                };
                conductor.run_until(&mut game, at);
            }
            if game.view(Seat(0)).due != Seat(0) || game.may_act().is_empty() {
                continue;
            }
            let Some((bot_at, Wake::Bot(bot))) = conductor.next_wake(&game) else {
                continue;
            };
            if bot == Seat(0) || game.deadline().is_some_and(|d| d <= bot_at) {
                continue;
            }
            let (mut early_game, mut early) = (game.clone(), conductor.clone());
            let early_at = Millis(bot_at.0 - 1);
            let answer = early.act(&mut early_game, Seat(0), Action::Draw, early_at, |_| false);
            assert!(
                answer.steps.is_empty() && answer.reply == Reply::Accepted,
                "the person was faster"
            );
            // The draw may still be legal after a call-out, not after a jump-in.
            let answer = conductor.act(&mut game, Seat(0), Action::Draw, bot_at, |_| false);
            assert!(
                matches!(answer.steps.first(), Some(Step::Played { seat, .. }) if *seat == bot),
                "the bot was first: {:?}",
                answer.steps
            );
            return;
        }
        panic!("no race found in 200 seeds");
    }

    #[test]
    fn a_saved_table_keeps_its_bots_generators() {
        let (mut game, mut conductor) = table(4, 9, None);
        conductor.run_to_end(&mut game, 40);
        let raw = serde_json::to_string(&conductor).expect("serialise");
        let reopened: Conductor<Swaks, SwaksBot> = serde_json::from_str(&raw).expect("read");
        for seat in 0..4 {
            assert_eq!(reopened.bot(Seat(seat)), conductor.bot(Seat(seat)));
        }
    }
}

#[cfg(test)]
mod stopping {
    use super::*;
    use crate::swaks::{Action, Options, Swaks, SwaksBot};
    use crate::{BotLevel, Status};

    #[test]
    fn play_stops_where_people_must_look_and_a_late_tap_is_then_dropped() {
        // An all-bot match run with a stop at every round's end: each call ends right after
        // the round that ended, never inside the next one.
        let mut game = Swaks::new(&Options::default(), 3, 11).unwrap();
        let bots = (0..3)
            .map(|i| Some(SwaksBot::new(BotLevel::Normal, i)))
            .collect();
        let mut conductor: Conductor<Swaks, SwaksBot> = Conductor::new(bots);
        let mut rounds = 0;
        while !matches!(game.status(), Status::Finished(_)) && rounds < 50 {
            let round = game.round_number();
            let steps = conductor.run_until_or(&mut game, Millis(u64::MAX / 2), |g| {
                g.round_number() != round || matches!(g.status(), Status::Finished(_))
            });
            assert!(!steps.is_empty());
            assert!(
                game.round_number() == round + 1 || matches!(game.status(), Status::Finished(_)),
                "stopped in round {} after round {round}",
                game.round_number()
            );
            let over = matches!(game.status(), Status::Finished(_));
            assert!(
                over || game.view(crate::Seat(0)).events.len() <= 2,
                "nothing of the next round was played but its start: {:?}",
                game.view(crate::Seat(0)).events
            );
            rounds += 1;
        }
        assert!(matches!(game.status(), Status::Finished(_)));
        // A person's tap that comes after such a stop is not played.
        let mut game = Swaks::new(&Options::default(), 3, 12).unwrap();
        let bots = vec![
            None,
            Some(SwaksBot::new(BotLevel::Normal, 1)),
            Some(SwaksBot::new(BotLevel::Normal, 2)),
        ];
        let mut conductor: Conductor<Swaks, SwaksBot> = Conductor::new(bots);
        let before = game.clone();
        let answer = conductor.act(
            &mut game,
            crate::Seat(0),
            Action::Draw,
            Millis(60_000),
            |g| g != &before,
        );
        if !answer.steps.is_empty() {
            assert_eq!(answer.reply, Reply::Overtaken);
        }
    }
}

#[cfg(test)]
mod pacing {
    use super::*;
    use crate::realtime::Plan;
    use crate::tweak::Tweak;
    use crate::{BotLevel, TurnBot};

    #[test]
    fn a_paced_turn_based_table_plays_one_move_per_pause() {
        let mut game = Tweak::new(&Default::default(), 3, 4).unwrap();
        let bots = (0..3)
            .map(|i| Some(TurnBot::new(BotLevel::Easy, i)))
            .collect();
        let mut conductor: Conductor<Tweak, TurnBot> = Conductor::new(bots);
        conductor.set_pace(Some(Pace::new(|_: &Tweak| 500)));
        let first = conductor.next_wake(&game).map(|(at, _)| at);
        assert_eq!(first, Some(Millis(500)), "the first move waits its pause");
        assert!(conductor.run_until(&mut game, Millis(499)).is_empty());
        let steps = conductor.run_until(&mut game, Millis(1_600));
        let times: Vec<Millis> = steps
            .iter()
            .filter_map(|step| match step {
                Step::Played { at, .. } => Some(*at),
                Step::Advanced(_) => None,
            })
            .collect();
        assert_eq!(times, [Millis(500), Millis(1_000), Millis(1_500)]);
        // Asked directly, a bot answers for its own seat only, whatever the pace.
        let seat = game.acting()[0];
        assert!(matches!(
            conductor.ask(&game, seat, Millis(1_600)),
            Some(Plan::Act(_))
        ));
        let idle = Seat((seat.0 + 1) % 3);
        assert_eq!(conductor.ask(&game, idle, Millis(1_600)), Some(Plan::Pass));
        // Unpaced, the same bots act at once.
        conductor.set_pace(None);
        conductor.game_changed(Millis(1_600));
        assert_eq!(
            conductor.next_wake(&game).map(|(at, _)| at),
            Some(Millis(1_600))
        );
    }

    /// A bot that counts how often it is asked to think.
    struct Counting(TurnBot, std::rc::Rc<std::cell::Cell<usize>>);

    impl PlanningBot<crate::tuefteln::Tuefteln> for Counting {
        fn plan(
            &mut self,
            seat: Seat,
            view: &crate::tuefteln::View,
            now: Millis,
        ) -> Plan<crate::tuefteln::Action> {
            self.1.set(self.1.get() + 1);
            PlanningBot::<crate::tuefteln::Tuefteln>::plan(&mut self.0, seat, view, now)
        }
    }

    #[test]
    fn a_paced_table_of_many_bots_thinks_once_a_bot_and_one_bot_per_wake() {
        // (A wake that thinks plays nothing: thinking and drawing the move never share a task.)
        use crate::tuefteln::Tuefteln;
        // Fourteen bots write the same roll at once, as at a big Tüfteln table: each thinks
        // once per roll, and a wake that plays one move thinks for one bot only, so a page
        // that plays one move per task never thinks for the whole table in one task.
        let mut game = Tuefteln::new(&Default::default(), 14, 9).unwrap();
        let thoughts = std::rc::Rc::new(std::cell::Cell::new(0));
        let bots = (0..14)
            .map(|i| Some(Counting(TurnBot::new(BotLevel::Easy, i), thoughts.clone())))
            .collect();
        let mut conductor: Conductor<Tuefteln, Counting> = Conductor::new(bots);
        conductor.set_pace(Some(Pace::new(|_: &Tuefteln| 0)));
        let mut moves = 0;
        while moves < 14 * 3 {
            // One wake for the bot to think, the next to play what it chose.
            let before = thoughts.get();
            let steps = conductor.run_until_or(&mut game, Millis(0), |_| true);
            assert!(steps.is_empty(), "a bot's thinking is a wake of its own");
            assert_eq!(thoughts.get() - before, 1, "one bot thought");
            let steps = conductor.run_until_or(&mut game, Millis(0), |_| true);
            assert_eq!(steps.len(), 1, "one move a wake");
            assert_eq!(
                thoughts.get(),
                before + 1,
                "and nobody thought again for it"
            );
            moves += 1;
        }
    }
}
