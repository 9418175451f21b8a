//! A Twin It! session: set-up, the game, its bots with their generators and memories, the game
//! clock and the log of timestamped actions, saved after every change as a record that
//! rebuilds the game by replaying (see [`crate::saves`]).

use crate::games::realtime::Realtime;
use crate::games::timed::{SavedPlay, TimedPlay};
use crate::saves::{self, Damage, History, Save, Saved, Summary, SCHEMA_VERSION};
use crate::setup::{Controller, Setup};
use serde::{Deserialize, Serialize};
use tablee_rules::realtime::GameClock;
use tablee_rules::twinit::{Action, Mode, Options, TwinIt, TwinItBot, TwinItError};
use tablee_rules::{Game, GameKind, Millis, Seat, Seed, SetupError};

/// The version of the Twin It! record this app writes and the newest it reads.
pub const RECORD_VERSION: u32 = 1;

/// What the new-game screen sets.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TwinItSetup {
    /// The rules' options: the mode (W6).
    pub rules: Options,
}

/// Everything a Twin It! game in progress needs to resume exactly.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// Who plays and the mode.
    pub setup: Setup<TwinItSetup>,
    /// The game, its bots, clock and log.
    play: TimedPlay<TwinIt, TwinItBot>,
    /// Whether the players said they were ready: game time (and the cooperative minute) runs
    /// only from then.
    pub started: bool,
}

/// A Twin It! game as saved: set-up, seed, whether it started, and the timed play (time
/// reached, bots, actions).
#[derive(Serialize, Deserialize)]
pub struct Record {
    version: u32,
    setup: Setup<TwinItSetup>,
    seed: Seed,
    started: bool,
    play: SavedPlay<TwinIt, TwinItBot>,
}

/// Twin It! was never saved in schema 1.
#[derive(Deserialize)]
pub enum NoSchema1 {}

impl Serialize for Session {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Record::from(self).serialize(serializer)
    }
}

impl From<&Session> for Record {
    fn from(session: &Session) -> Record {
        Record {
            version: RECORD_VERSION,
            setup: session.setup.clone(),
            seed: session.play.game.seed(),
            started: session.started,
            play: session.play.saved(),
        }
    }
}

impl Saved for Session {
    type Record = Record;
    type Schema1 = NoSchema1;

    fn from_record(record: Record) -> Result<Session, Damage> {
        saves::check_record_version(record.version, RECORD_VERSION)?;
        let play = TimedPlay::from_saved(
            &record.setup,
            &record.setup.options.rules,
            record.seed,
            record.play,
        )?;
        Ok(Session {
            setup: record.setup,
            play,
            started: record.started,
        })
    }

    fn from_schema1(old: NoSchema1) -> Result<Session, Damage> {
        match old {}
    }
}

/// Where play must stop for people: the game ended.
fn at_the_end(game: &TwinIt) -> bool {
    game.is_finished()
}

impl Session {
    /// A new game from `setup` and `seed`; each bot gets its own generator from the seed.
    ///
    /// # Errors
    /// When the seat count does not suit the mode (W6).
    pub fn new(setup: Setup<TwinItSetup>, seed: Seed) -> Result<Session, SetupError> {
        let game = TwinIt::new(&setup.options.rules, setup.seats.len(), seed)?;
        let bots = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat.controller {
                Controller::Bot(level) => Some(TwinItBot::new(
                    level,
                    seed.wrapping_mul(0x9e37_79b9).wrapping_add(i as u64 + 1),
                )),
                Controller::Human => None,
            })
            .collect();
        Ok(Session {
            setup,
            play: TimedPlay::new(game, bots),
            started: false,
        })
    }

    /// The game.
    pub fn game(&self) -> &TwinIt {
        &self.play.game
    }

    /// The mode (W6).
    pub fn mode(&self) -> Mode {
        self.setup.options.rules.mode
    }

    /// The seat's name.
    pub fn name(&self, seat: Seat) -> &str {
        &self.setup.seats[seat.index()].name
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.setup.seats[seat.index()].controller.is_human()
    }

    /// The seats people play, in order.
    pub fn people(&self) -> Vec<Seat> {
        (0..self.setup.seats.len() as u8)
            .map(Seat)
            .filter(|&s| self.is_human(s))
            .collect()
    }

    /// The latest game time the session has seen.
    pub fn time(&self) -> Millis {
        self.play.time()
    }

    /// The game clock.
    pub fn clock(&self) -> &GameClock {
        &self.play.clock
    }

    /// The players are ready: game time starts running (and the bots start looking).
    pub fn start(&mut self) {
        self.started = true;
        self.play.replan();
    }

    /// A person's action at game time `at`: what was due before it is played first (a faster
    /// bot wins the race, W3), then the action.
    ///
    /// # Errors
    /// The rules' error when the action is refused (the cards may have gone: a race lost).
    pub fn person_acts(
        &mut self,
        seat: Seat,
        action: Action,
        at: Millis,
    ) -> Result<(), TwinItError> {
        self.play.person_acts(seat, action, at, at_the_end)
    }

    /// The actions and time steps played, in order.
    pub fn history(&self) -> &History<TwinIt> {
        self.play.history()
    }

    /// The save of this session under `id`.
    pub fn to_save(&self, id: &str, now_ms: u64) -> Save<Record> {
        Save {
            schema: SCHEMA_VERSION,
            kind: GameKind::TwinIt,
            id: id.to_string(),
            summary: Summary {
                players: self.setup.seats.iter().map(|s| s.name.clone()).collect(),
                round: 1,
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
        !self.started || self.play.game.is_finished()
    }

    fn next_due(&mut self) -> Option<Millis> {
        if self.waits_for_people() {
            return None;
        }
        self.play.next_due()
    }

    fn wake(&mut self, now: Millis) -> bool {
        !self.waits_for_people() && self.play.wake(now, at_the_end)
    }

    fn note_time(&mut self, now: Millis) -> bool {
        self.play.note_time(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::SeatSetup;
    use tablee_rules::twinit::{MotifId, PileId, Spot};
    use tablee_rules::BotLevel;

    fn setup(mode: Mode, seats: &[(&str, Controller)]) -> Setup<TwinItSetup> {
        Setup {
            seats: seats
                .iter()
                .map(|&(name, controller)| SeatSetup {
                    name: name.into(),
                    controller,
                })
                .collect(),
            options: TwinItSetup {
                rules: Options { mode },
            },
        }
    }

    fn bots(mode: Mode, n: usize) -> Setup<TwinItSetup> {
        let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"];
        let levels = BotLevel::ALL;
        setup(
            mode,
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

    /// Lets game time run to the next thing due. `false` once over or stuck.
    fn step(s: &mut Session) -> bool {
        if s.game().is_finished() {
            return false;
        }
        let Some(at) = s.next_due() else {
            return false;
        };
        s.wake(at);
        true
    }

    #[test]
    fn nothing_happens_before_the_players_are_ready() {
        let mut s = Session::new(bots(Mode::ChacunPourSoi, 3), 1).unwrap();
        assert!(s.waits_for_people());
        assert_eq!(s.next_due(), None);
        assert!(!s.wake(Millis(10_000)));
        s.start();
        assert!(s.next_due().is_some(), "the bots look once started");
    }

    #[test]
    fn a_game_of_bots_saves_and_reopens_the_same_at_any_point_in_every_mode() {
        for (mode, seats) in [
            (Mode::ChacunPourSoi, 3),
            (Mode::Clans, 4),
            (Mode::Ring, 2),
            (Mode::TousEnsemble, 2),
        ] {
            let mut s = Session::new(bots(mode, seats), 40 + seats as u64).unwrap();
            s.start();
            let mut steps = 0;
            while step(&mut s) {
                steps += 1;
                if steps % 20 == 0 {
                    assert_eq!(round_trip(&s), s, "{mode:?}, step {steps}");
                }
                assert!(steps < 20_000, "{mode:?}: the game does not end");
            }
            assert!(
                s.game().is_finished(),
                "{mode:?}: stuck after {steps} steps"
            );
            assert_eq!(round_trip(&s), s);
        }
    }

    #[test]
    fn a_person_claims_with_game_time_and_a_refusal_changes_nothing() {
        let mut s = Session::new(
            setup(
                Mode::ChacunPourSoi,
                &[("Ana", Controller::Human), ("Bo", Controller::Human)],
            ),
            9,
        )
        .unwrap();
        s.start();
        let turner = s.game().turner().unwrap();
        let other = Seat(1 - turner.0);
        let before = s.clone();
        let turn = Action::Turn(tablee_rules::twinit::PileId::of(turner));
        assert!(s.person_acts(other, turn, Millis(100)).is_err(), "W5");
        assert_eq!(s.game(), before.game());
        s.person_acts(turner, turn, Millis(1_200)).unwrap();
        assert_eq!(s.history().actions()[0].at, Millis(1_200));
        assert_eq!(round_trip(&s), s);
    }

    #[test]
    fn a_save_whose_bots_do_not_match_its_seats_is_damaged() {
        let mut s = Session::new(bots(Mode::ChacunPourSoi, 3), 5).unwrap();
        s.start();
        for _ in 0..10 {
            step(&mut s);
        }
        let raw = saves::write(&s.to_save("x", 1));
        let mut edited: serde_json::Value = serde_json::from_str(&raw).unwrap();
        edited["data"]["play"]["bots"]["bots"]
            .as_array_mut()
            .unwrap()
            .pop();
        assert!(matches!(
            saves::read::<Session>(&edited.to_string()),
            Err(saves::SaveError::Corrupt(Damage::Malformed(_)))
        ));
    }

    #[test]
    fn the_cooperative_minute_ends_the_game_at_its_deadline() {
        let mut s =
            Session::new(setup(Mode::TousEnsemble, &[("Ana", Controller::Human)]), 3).unwrap();
        s.start();
        let deadline = s.game().deadline().expect("W6: one minute");
        assert_eq!(deadline, Millis(60_000));
        assert_eq!(s.next_due(), Some(deadline));
        assert!(s.wake(deadline));
        assert!(s.game().is_finished());
        assert!(s.game().rating().is_some(), "W6: rated at the end");
        assert_eq!(round_trip(&s), s);
    }

    /// Spots showing the same motif, by motif, among the pile tops and table cards.
    fn visible_pairs(s: &Session) -> Vec<(Spot, Spot)> {
        let view = s.game().view(Seat(0));
        let mut spots: Vec<(MotifId, Spot)> = view
            .piles
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.top.map(|m| (m, Spot::Pile(PileId(i as u8)))))
            .chain(view.table.iter().map(|&(slot, m)| (m, Spot::Table(slot))))
            .collect();
        spots.sort();
        spots
            .windows(2)
            .filter(|w| w[0].0 == w[1].0)
            .map(|w| (w[0].1, w[1].1))
            .collect()
    }

    /// The table of the two-people e2e test (e2e/twinit-table.test.mjs): Ana and Bo share a
    /// tablet in Chacun pour soi, and two pairs of different motifs show at once.
    fn two_people_fixture() -> (Session, (Spot, Spot), (Spot, Spot)) {
        let people = [("Ana", Controller::Human), ("Bo", Controller::Human)];
        for seed in 0..500 {
            let mut s = Session::new(setup(Mode::ChacunPourSoi, &people), seed).unwrap();
            s.start();
            for turn in 0..12u64 {
                let pairs = visible_pairs(&s);
                let motif = |spot: Spot| shown(&s, spot);
                if let Some(first) = pairs.first() {
                    let other = pairs.iter().find(|p| {
                        motif(p.0) != motif(first.0)
                            && [p.0, p.1].iter().all(|x| ![first.0, first.1].contains(x))
                    });
                    if let Some(&second) = other {
                        return (s, *first, second);
                    }
                    break;
                }
                let turner = s.game().turner().unwrap();
                let at = Millis(1_000 * (turn + 1));
                s.person_acts(turner, Action::Turn(PileId::of(turner)), at)
                    .unwrap();
            }
        }
        panic!("no seed shows two pairs at once");
    }

    fn shown(s: &Session, spot: Spot) -> Option<MotifId> {
        let view = s.game().view(Seat(0));
        match spot {
            Spot::Pile(p) => view.piles[p.index()].top,
            Spot::Table(slot) => view.table.iter().find(|(t, _)| *t == slot).map(|&(_, m)| m),
            Spot::Prise { .. } => None,
        }
    }

    /// The table of the layout test (e2e/layout.test.mjs): Ana against five bots in Chacun pour
    /// soi, well into the game, with many cards on the table and prises won.
    fn busy_fixture() -> Session {
        let mut seats = vec![("Ana", Controller::Human)];
        let bots = ["Bo", "Cy", "Di", "Ed", "Flo"];
        seats.extend(bots.iter().map(|&b| (b, Controller::Bot(BotLevel::Easy))));
        let mut s = Session::new(setup(Mode::ChacunPourSoi, &seats), 21).unwrap();
        s.start();
        for _ in 0..5_000 {
            let view = s.game().view(Seat(0));
            let prises: usize = view.prises.values().iter().map(Vec::len).sum();
            if view.table.len() >= 12 && prises >= 6 {
                assert!(!s.game().is_finished());
                return s;
            }
            if s.game().turner() == Some(Seat(0)) {
                let at = s.time();
                s.person_acts(Seat(0), Action::Turn(PileId(0)), at).unwrap();
            } else {
                assert!(step(&mut s), "the game goes on");
            }
        }
        panic!("the table never got busy");
    }

    #[test]
    fn the_busy_fixture_is_busy_and_not_over() {
        let s = saves::read::<Session>(include_str!("fixtures/busy.json"))
            .unwrap()
            .data;
        let view = s.game().view(Seat(0));
        assert!(view.table.len() >= 12 && !view.is_finished());
        assert_eq!(s.game().seat_count(), 6);
    }

    #[test]
    fn the_two_people_fixture_shows_two_pairs_at_once() {
        let s = saves::read::<Session>(TWO_PEOPLE).unwrap().data;
        let pairs = visible_pairs(&s);
        assert!(pairs.len() >= 2, "{pairs:?}");
        assert!(s.started && s.people().len() == 2);
    }

    const TWO_PEOPLE: &str = include_str!("fixtures/two-people.json");

    /// Rewrites the end-to-end fixtures: `cargo test -p tablee write_twinit_fixtures -- --ignored`.
    /// - `alone.json`: Ana against Bo (an easy bot) in Chacun pour soi, before the start;
    /// - `together.json`: Ana alone in Tous ensemble, before the start of the minute;
    /// - `two-people.json` and `two-people.play.json`: see [`two_people_fixture`], with the
    ///   spot codes of the pair each person claims.
    #[test]
    #[ignore]
    fn write_twinit_fixtures() {
        let dir = format!("{}/src/games/twinit/fixtures", env!("CARGO_MANIFEST_DIR"));
        std::fs::create_dir_all(&dir).unwrap();
        let write = |name: &str, id: &str, s: &Session| {
            let raw = saves::write(&s.to_save(id, 1_763_800_000_000));
            std::fs::write(format!("{dir}/{name}"), raw).unwrap();
        };
        let alone = setup(
            Mode::ChacunPourSoi,
            &[
                ("Ana", Controller::Human),
                ("Bo", Controller::Bot(BotLevel::Easy)),
            ],
        );
        write(
            "alone.json",
            "twinit-alone",
            &Session::new(alone, 11).unwrap(),
        );
        let together = setup(Mode::TousEnsemble, &[("Ana", Controller::Human)]);
        write(
            "together.json",
            "twinit-together",
            &Session::new(together, 12).unwrap(),
        );
        write("busy.json", "twinit-busy", &busy_fixture());
        let (s, ana, bo) = two_people_fixture();
        write("two-people.json", "twinit-two", &s);
        let code = crate::games::twinit::input::spot_code;
        let play = serde_json::json!({
            "ana": [code(ana.0), code(ana.1)],
            "bo": [code(bo.0), code(bo.1)],
        });
        std::fs::write(format!("{dir}/two-people.play.json"), play.to_string()).unwrap();
    }
}
