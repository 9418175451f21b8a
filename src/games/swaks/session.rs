//! Swaks on the session core ([`crate::session`]): its bots, the round summary people close
//! before play goes on, where play stops for people (a round ended; in pass-and-play, another
//! person became due).

use crate::session::{Seen, SessionGame};
use serde::{Deserialize, Serialize};
use tablee_rules::swaks::{Options, Swaks, SwaksBot};
use tablee_rules::{BotLevel, Seed};

/// A Swaks match in progress.
pub type Session = crate::session::Session<Swaks>;

/// What the new-game screen sets.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SwaksSetup {
    /// The rules' options: the timer (S12) and the match target (S16).
    pub rules: Options,
}

impl SessionGame for Swaks {
    type Setup = SwaksSetup;
    type Bot = SwaksBot;
    crate::session::no_older_saves!();

    fn rules(setup: &SwaksSetup) -> &Options {
        &setup.rules
    }

    fn new_bot(level: BotLevel, seed: Seed, _setup: &SwaksSetup) -> SwaksBot {
        SwaksBot::new(level, seed)
    }

    fn seed(&self) -> Seed {
        Swaks::seed(self)
    }

    fn progress(&self) -> u32 {
        self.round_number()
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    /// A finished round's summary waits to be closed, and the end of the match.
    fn waits_for_people(&self, seen: &Seen) -> bool {
        self.last_round().map_or(0, |r| r.round) > seen.acknowledged_round || self.is_finished()
    }

    /// The last round's summary is closed.
    fn go_on(&self, seen: &mut Seen) {
        seen.acknowledged_round = self.last_round().map_or(0, |r| r.round);
    }

    /// The round ended (its summary is due), or a person other than the one due now became due
    /// (in pass-and-play they take the device first, behind the privacy screen).
    fn pause_point(&self, people: &[bool]) -> Box<dyn Fn(&Swaks) -> bool> {
        let (round, due) = (self.round_number(), self.due());
        let people = people.to_vec();
        Box::new(move |game: &Swaks| {
            let now_due = game.due();
            game.is_finished()
                || game.round_number() != round
                || (now_due != due && people[now_due.index()])
        })
    }
}

impl Session {
    /// Whether a finished round's summary waits to be closed (play waits for it).
    pub fn summary_open(&self) -> bool {
        let game = self.game();
        game.last_round().map_or(0, |r| r.round) > self.seen.acknowledged_round
            && !game.is_finished()
    }

    /// Closes the round summary; the bots plan again from now.
    pub fn acknowledge_round(&mut self) {
        self.go_on();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::{self, Damage};
    use crate::session::Realtime;
    use crate::setup::{Controller, SeatSetup, Setup};
    use tablee_rules::swaks::Action;
    use tablee_rules::swaks::View;
    use tablee_rules::BotLevel;
    use tablee_rules::Millis;
    use tablee_rules::{Game, Seat};

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
        Realtime::clock(&mut s).resume(10_000);
        let now = s.clock().now(12_000);
        Realtime::clock(&mut s).pause(12_000);
        assert!(s.note_time(now));
        let back = round_trip(&s);
        assert_eq!(back.time(), Millis(2_000));
        assert_eq!(
            back.clock().now(99_999),
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
        assert!(s.act(other, Action::Draw, Millis(100)).is_err());
        assert_eq!(s.game(), before.game());
        s.act(due, Action::Draw, Millis(1_200)).unwrap();
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
                    if s.act(Seat(0), Action::Draw, at).is_err() {
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
