//! A Swaks session: set-up, the match, its bots with their generators, the game clock and the
//! log of timestamped actions and time steps, saved after every change as a record that
//! rebuilds the match by replaying (see [`crate::saves`]).

use crate::games::realtime::Realtime;
use crate::games::timed::{SavedPlay, TimedPlay};
use crate::saves::{self, Advance, Damage, History, Played, Save, Saved, Summary, SCHEMA_VERSION};
use crate::setup::{Controller, Setup};
use serde::{Deserialize, Serialize};
use tablee_rules::realtime::{Conductor, GameClock};
use tablee_rules::swaks::{Action, Options, Swaks, SwaksBot, SwaksError};
use tablee_rules::{Game, GameKind, Millis, Seat, Seed, SetupError};

/// The version of the Swaks record this app writes and the newest it reads.
pub const RECORD_VERSION: u32 = 1;

/// What the new-game screen sets.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SwaksSetup {
    /// The rules' options: the timer (S12) and the match target (S16).
    pub rules: Options,
}

/// Everything a Swaks match in progress needs to resume exactly.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// Who plays and the options.
    pub setup: Setup<SwaksSetup>,
    /// The match, its bots, clock and log.
    play: TimedPlay<Swaks, SwaksBot>,
    /// The last round whose summary the players have closed.
    pub acknowledged_round: u32,
}

/// A Swaks match as saved: set-up, seed, the timestamped actions and time steps, the bots
/// (with their generators) and the game time reached.
#[derive(Serialize, Deserialize)]
pub struct Record {
    version: u32,
    setup: Setup<SwaksSetup>,
    seed: Seed,
    acknowledged_round: u32,
    time: Millis,
    bots: Conductor<Swaks, SwaksBot>,
    actions: Vec<Played<Action>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    advances: Vec<Advance>,
}

/// Swaks was never saved in schema 1.
#[derive(Deserialize)]
pub enum NoSchema1 {}

impl Serialize for Session {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Record::from(self).serialize(serializer)
    }
}

impl From<&Session> for Record {
    fn from(session: &Session) -> Record {
        let play = session.play.saved();
        Record {
            version: RECORD_VERSION,
            setup: session.setup.clone(),
            seed: session.play.game.seed(),
            acknowledged_round: session.acknowledged_round,
            time: play.time,
            bots: play.bots,
            actions: play.actions,
            advances: play.advances,
        }
    }
}

impl Saved for Session {
    type Record = Record;
    type Schema1 = NoSchema1;

    fn from_record(record: Record) -> Result<Session, Damage> {
        saves::check_record_version(record.version, RECORD_VERSION)?;
        let saved = SavedPlay {
            time: record.time,
            bots: record.bots,
            actions: record.actions,
            advances: record.advances,
        };
        let play = TimedPlay::from_saved(
            &record.setup,
            &record.setup.options.rules,
            record.seed,
            saved,
        )?;
        Ok(Session {
            setup: record.setup,
            play,
            acknowledged_round: record.acknowledged_round,
        })
    }

    fn from_schema1(old: NoSchema1) -> Result<Session, Damage> {
        match old {}
    }
}

impl Session {
    /// A new match from `setup` and `seed`; each bot gets its own generator from the seed.
    ///
    /// # Errors
    /// When the seat count is outside 2 to 6.
    pub fn new(setup: Setup<SwaksSetup>, seed: Seed) -> Result<Session, SetupError> {
        let game = Swaks::new(&setup.options.rules, setup.seats.len(), seed)?;
        let bots = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat.controller {
                Controller::Bot(level) => Some(SwaksBot::new(
                    level,
                    seed.wrapping_mul(0x9e37_79b9).wrapping_add(i as u64 + 1),
                )),
                Controller::Human => None,
            })
            .collect();
        Ok(Session {
            setup,
            play: TimedPlay::new(game, bots),
            acknowledged_round: 0,
        })
    }

    /// The seat's name.
    pub fn name(&self, seat: Seat) -> &str {
        &self.setup.seats[seat.index()].name
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.setup.seats[seat.index()].controller.is_human()
    }

    /// The number of people at the table.
    pub fn human_count(&self) -> usize {
        self.setup.human_count()
    }

    /// The only person at the table, when there is exactly one.
    pub fn only_human(&self) -> Option<Seat> {
        self.setup.only_human()
    }

    /// The match.
    pub fn game(&self) -> &Swaks {
        &self.play.game
    }

    /// The latest game time the session has seen.
    pub fn time(&self) -> Millis {
        self.play.time()
    }

    /// Whether a finished round's summary waits to be closed (play waits for it).
    pub fn summary_open(&self) -> bool {
        self.play.game.last_round().map_or(0, |r| r.round) > self.acknowledged_round
            && !self.play.game.is_finished()
    }

    /// Closes the round summary; the bots plan again from now.
    pub fn acknowledge_round(&mut self) {
        self.acknowledged_round = self.play.game.last_round().map_or(0, |r| r.round);
        self.play.replan();
    }

    /// A person's action at game time `at`: what was due before it is played first (a faster
    /// bot wins the race), then the action, unless what came before ended the round or made
    /// another person due (they must see the summary or take the device first): then the
    /// action is dropped.
    ///
    /// # Errors
    /// The rules' error when the action is refused (it may have gone stale); what was due
    /// before it is still played.
    pub fn person_acts(
        &mut self,
        seat: Seat,
        action: Action,
        at: Millis,
    ) -> Result<(), SwaksError> {
        let stop = self.pause_point();
        self.play.person_acts(seat, action, at, stop)
    }

    /// When play must stop for people, seen from now: the round ended (its summary is due), or
    /// a person other than the one due now became due (in pass-and-play they take the device
    /// first, behind the privacy screen).
    fn pause_point(&self) -> impl Fn(&Swaks) -> bool {
        let (round, due) = (self.play.game.round_number(), self.play.game.due());
        let humans: Vec<bool> = (0..self.play.game.seat_count() as u8)
            .map(|s| self.is_human(Seat(s)))
            .collect();
        move |game: &Swaks| {
            let now_due = game.due();
            game.is_finished()
                || game.round_number() != round
                || (now_due != due && humans[now_due.index()])
        }
    }

    /// The actions and time steps played, in order.
    pub fn history(&self) -> &History<Swaks> {
        self.play.history()
    }

    /// The save of this session under `id`.
    pub fn to_save(&self, id: &str, now_ms: u64) -> Save<Record> {
        Save {
            schema: SCHEMA_VERSION,
            kind: GameKind::Swaks,
            id: id.to_string(),
            summary: Summary {
                players: self.setup.seats.iter().map(|s| s.name.clone()).collect(),
                round: self.play.game.round_number(),
                updated: now_ms,
                finished: self.play.game.is_finished(),
            },
            data: Record::from(self),
        }
    }
}

impl Realtime for Session {
    fn clock(&mut self) -> &mut GameClock {
        &mut self.play.clock
    }

    fn waits_for_people(&self) -> bool {
        self.summary_open() || self.play.game.is_finished()
    }

    fn next_due(&mut self) -> Option<Millis> {
        if self.waits_for_people() {
            return None;
        }
        self.play.next_due()
    }

    fn wake(&mut self, now: Millis) -> bool {
        if self.waits_for_people() {
            return false;
        }
        let stop = self.pause_point();
        self.play.wake(now, stop)
    }

    fn note_time(&mut self, now: Millis) -> bool {
        self.play.note_time(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::SeatSetup;
    use tablee_rules::swaks::View;
    use tablee_rules::BotLevel;

    fn setup(seats: &[(&str, Controller)]) -> Setup<SwaksSetup> {
        Setup {
            seats: seats
                .iter()
                .map(|&(name, controller)| SeatSetup {
                    name: name.into(),
                    controller,
                })
                .collect(),
            options: SwaksSetup::default(),
        }
    }

    fn bots(n: usize) -> Setup<SwaksSetup> {
        let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"];
        let levels = BotLevel::ALL;
        setup(
            &(0..n)
                .map(|i| (names[i], Controller::Bot(levels[i % 3])))
                .collect::<Vec<_>>(),
        )
    }

    fn round_trip(s: &Session) -> Session {
        saves::read::<Session>(&saves::write(&s.to_save("x", 1)))
            .unwrap()
            .data
    }

    /// Lets game time run to the next thing due; closes summaries. `false` once over or stuck.
    fn step(s: &mut Session) -> bool {
        if s.game().is_finished() {
            return false;
        }
        if s.summary_open() {
            s.acknowledge_round();
            return true;
        }
        let Some(at) = s.next_due() else {
            return false;
        };
        s.wake(at);
        true
    }

    #[test]
    fn a_match_of_bots_saves_and_reopens_the_same_at_any_point() {
        for seats in [2, 3, 5] {
            let mut s = Session::new(bots(seats), 40 + seats as u64).unwrap();
            let mut steps = 0;
            while step(&mut s) {
                steps += 1;
                if steps % 25 == 0 {
                    assert_eq!(round_trip(&s), s, "{seats} seats, step {steps}");
                }
                assert!(steps < 50_000, "the match does not end");
            }
            assert!(
                s.game().is_finished(),
                "{seats} seats: stuck after {steps} steps"
            );
            assert_eq!(round_trip(&s), s);
            assert!(
                s.history().actions().iter().any(|p| p.at > Millis(0)),
                "actions are stamped with game time"
            );
        }
    }

    #[test]
    fn a_reload_mid_countdown_resumes_with_the_time_left() {
        let mut s = Session::new(
            setup(&[("Ana", Controller::Human), ("Bo", Controller::Human)]),
            7,
        )
        .unwrap();
        let deadline = s.game().deadline().expect("the timer is on");
        // Ana's hand was shown for two seconds, then the page was hidden and saved.
        s.clock().resume(10_000);
        let now = s.clock().now(12_000);
        s.clock().pause(12_000);
        assert!(s.note_time(now));
        let back = round_trip(&s);
        assert_eq!(back.time(), Millis(2_000));
        assert_eq!(
            back.play.clock.now(99_999),
            Millis(2_000),
            "reopened paused, where it was"
        );
        assert_eq!(back.game().deadline(), Some(deadline), "3 seconds are left");
    }

    #[test]
    fn a_save_whose_bots_do_not_match_its_seats_is_damaged_and_an_early_time_is_raised() {
        let mut s = Session::new(bots(3), 5).unwrap();
        for _ in 0..20 {
            step(&mut s);
        }
        let raw = saves::write(&s.to_save("x", 1));
        let mut edited: serde_json::Value = serde_json::from_str(&raw).unwrap();
        edited["data"]["bots"]["bots"].as_array_mut().unwrap().pop();
        assert!(matches!(
            saves::read::<Session>(&edited.to_string()),
            Err(saves::SaveError::Corrupt(Damage::Malformed(_)))
        ));
        let mut edited: serde_json::Value = serde_json::from_str(&raw).unwrap();
        edited["data"]["time"] = serde_json::json!(0);
        let back = saves::read::<Session>(&edited.to_string()).unwrap().data;
        let last = s.history().actions().last().unwrap().at;
        assert!(
            back.time() >= last,
            "the time is raised to the last action's"
        );
    }

    #[test]
    fn a_timeout_is_saved_and_replayed() {
        let mut s = Session::new(
            setup(&[("Ana", Controller::Human), ("Bo", Controller::Human)]),
            8,
        )
        .unwrap();
        let deadline = s.game().deadline().unwrap();
        assert_eq!(s.next_due(), Some(deadline));
        assert!(s.wake(deadline), "the due person ran out of time");
        assert_eq!(s.history().advances().len(), 1);
        let back = round_trip(&s);
        assert_eq!(back, s);
        assert_eq!(back.game().deadline(), s.game().deadline());
    }

    #[test]
    fn a_person_acts_with_game_time_and_a_refusal_changes_nothing() {
        let mut s = Session::new(
            setup(&[("Ana", Controller::Human), ("Bo", Controller::Human)]),
            9,
        )
        .unwrap();
        let due = s.game().due();
        let other = Seat(1 - due.0);
        let before = s.clone();
        assert!(s.person_acts(other, Action::Draw, Millis(100)).is_err());
        assert_eq!(s.game(), before.game());
        s.person_acts(due, Action::Draw, Millis(1_200)).unwrap();
        assert_eq!(s.history().actions()[0].at, Millis(1_200));
        assert_eq!(round_trip(&s), s);
    }

    /// The view of seat 0 when a person there is due with a combination among their plays.
    fn combination_ready(s: &Session) -> Option<View> {
        let view = s.game().view(Seat(0));
        (view.due == Seat(0)
            && view
                .legal
                .iter()
                .any(|a| matches!(a, Action::Combination { .. })))
        .then_some(view)
    }

    /// The table the end-to-end test opens (e2e/swaks-table.test.mjs): Ana, a person, is due
    /// against two bots, and can play a combination.
    fn combination_fixture() -> Session {
        for seed in 0..500 {
            let mut table = setup(&[
                ("Ana", Controller::Human),
                ("Bo", Controller::Bot(BotLevel::Normal)),
                ("Cy", Controller::Bot(BotLevel::Normal)),
            ]);
            // A long timer (20 s), so the test's clicks are in time on a loaded machine.
            table.options.rules.timer_ms = Some(20_000);
            let mut s = Session::new(table, seed).unwrap();
            for _ in 0..40 {
                if combination_ready(&s).is_some() {
                    return s;
                }
                if s.game().due() == Seat(0) {
                    // Ana draws, as if she had nothing better.
                    let at = s.time();
                    if s.person_acts(Seat(0), Action::Draw, at).is_err() {
                        break;
                    }
                } else if !step(&mut s) {
                    break;
                }
            }
        }
        panic!("no seed gives Ana a combination");
    }

    const COMBINATION: &str = include_str!("fixtures/combination.json");

    #[test]
    fn the_combination_fixture_has_ana_due_with_a_combination() {
        let s = saves::read::<Session>(COMBINATION).unwrap().data;
        assert!(combination_ready(&s).is_some());
        assert_eq!(s.name(Seat(0)), "Ana");
    }

    /// Rewrites the fixture and, beside it, the ids of the cards of its first combination in
    /// play order (what the end-to-end test picks):
    /// `cargo test -p tablee write_swaks_fixture -- --ignored`.
    #[test]
    #[ignore]
    fn write_swaks_fixture() {
        let s = combination_fixture();
        let raw = saves::write(&s.to_save("swaks-combo", 1_763_800_000_000));
        let dir = format!("{}/src/games/swaks/fixtures", env!("CARGO_MANIFEST_DIR"));
        std::fs::write(format!("{dir}/combination.json"), raw).unwrap();
        let view = combination_ready(&s).unwrap();
        let combination = view
            .legal
            .iter()
            .find(|a| matches!(a, Action::Combination { .. }))
            .unwrap();
        let ids: Vec<u8> = combination.cards().iter().map(|c| c.0).collect();
        let play = serde_json::json!({ "cards": ids, "action": combination });
        std::fs::write(format!("{dir}/combination.play.json"), play.to_string()).unwrap();
    }
}
