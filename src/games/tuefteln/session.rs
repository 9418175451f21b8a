//! Tüfteln on the session core ([`crate::session`]): its bots (the strong one with the learned
//! model of the game's side), who writes next while everyone writes the same roll (U5), and how
//! its saves of schema 1 read.

use crate::saves::Damage;
use crate::session::{Record, SessionGame, RECORD_VERSION};
use crate::setup::{Controller, Setup};
use serde::{Deserialize, Serialize};
use tablee_rules::realtime::{Plan, PlanningBot};
use tablee_rules::tuefteln::{Action, Options, Placement, Tuefteln, View};
use tablee_rules::{BotLevel, Game, Millis, Seat, Seed, TurnBot};

/// A Tüfteln game in progress.
pub type Session = crate::session::Session<Tuefteln>;

/// A Tüfteln bot kept for the whole game: a [`TurnBot`] whose strong level judges with the
/// learned model of the game's side once it is here (see [`super::model`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TueftelnBot(TurnBot);

/// How often a strong bot looks again for the model it waits for.
const MODEL_POLL_MS: u64 = 100;

impl PlanningBot<Tuefteln> for TueftelnBot {
    fn plan(&mut self, seat: Seat, view: &View, now: Millis) -> Plan<Action> {
        if self.0.level() == BotLevel::Strong && super::model::pending(view.side) {
            // The strong bot waits for its model while it is on its way; the others go on.
            return Plan::WaitUntil(Millis(now.0 + MODEL_POLL_MS));
        }
        let seed = self.0.next_seed();
        match super::model::bot(self.0.level(), seed, view.side).act(seat, view) {
            Some(action) => Plan::Act(action),
            None => Plan::Pass,
        }
    }
}

/// A Tüfteln game as saved by schema 1, the whole session.
#[derive(Deserialize)]
pub struct Schema1 {
    setup: Setup<Options>,
    game: Tuefteln,
}

impl SessionGame for Tuefteln {
    const TURN_BASED: bool = true;

    type Setup = Options;
    type Bot = TueftelnBot;
    type Base = Tuefteln;
    type Schema1 = Schema1;

    fn rules(setup: &Options) -> &Options {
        setup
    }

    fn new_bot(level: BotLevel, seed: Seed, _setup: &Options) -> TueftelnBot {
        TueftelnBot(TurnBot::new(level, seed))
    }

    fn seed(&self) -> Seed {
        Tuefteln::seed(self)
    }

    fn to_base(&self) -> Option<Tuefteln> {
        Some(self.clone())
    }

    fn from_base(base: Tuefteln) -> Tuefteln {
        base
    }

    fn progress(&self) -> u32 {
        u32::from(self.round())
    }

    /// U5: the bots write the same roll in the background while people write theirs, one at a
    /// time so the page stays responsive; a table of bots alone keeps a pause people can follow.
    fn bot_pause(&self, people: usize) -> Option<u64> {
        Some(if people > 0 { 0 } else { 250 })
    }

    fn from_schema1(old: Schema1) -> Result<Record<Tuefteln>, Damage> {
        Ok(Record {
            version: RECORD_VERSION,
            seed: old.game.seed(),
            setup: old.setup,
            acknowledged_round: 0,
            started: false,
            time: Millis(0),
            bots: None,
            base: Some(old.game),
            actions: Vec::new(),
            advances: Vec::new(),
        })
    }
}

/// Who should act next, from the app's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextUp {
    /// A bot still has to write this round's roll, and no person has to.
    Bot(Seat, BotLevel),
    /// A person has to write this round's roll (bots may still be writing it meanwhile).
    Human(Seat),
    /// The game is over.
    Finished,
}

impl Session {
    /// People first, in seat order, then bots. Everyone writes the same roll (U5), so the order
    /// changes nothing in the game: people get the screen at once while the bots write theirs
    /// in the background ([`Session::next_bot`]), and the round moves on when all have written.
    pub fn next_up(&self) -> NextUp {
        if let Some(seat) = self.next_person() {
            return NextUp::Human(seat);
        }
        self.next_bot(true)
            .map_or(NextUp::Finished, |(seat, level)| NextUp::Bot(seat, level))
    }

    /// The first person, in seat order, still to write this round's roll.
    pub fn next_person(&self) -> Option<Seat> {
        self.game()
            .acting()
            .into_iter()
            .find(|&seat| self.controller(seat).is_human())
    }

    /// The first bot, in seat order, still to write this round's roll; strong bots only when
    /// `strong_ready` (their model is settled), so the others need not wait for it.
    pub fn next_bot(&self, strong_ready: bool) -> Option<(Seat, BotLevel)> {
        self.game()
            .acting()
            .into_iter()
            .find_map(|seat| match self.controller(seat) {
                Controller::Bot(BotLevel::Strong) if !strong_ready => None,
                Controller::Bot(level) => Some((seat, level)),
                Controller::Human => None,
            })
    }

    /// The person whose tile the table shows big: the next person to write, or, once every
    /// person has written this round, the last of them (in seat order, the one who wrote last)
    /// while the bots finish. `None` at a table of bots alone, and when the game is over.
    pub fn featured_person(&self) -> Option<Seat> {
        if self.game().is_finished() {
            return None;
        }
        self.next_person().or_else(|| {
            (0..self.setup.seats.len())
                .rev()
                .map(|i| Seat(i as u8))
                .find(|&seat| self.controller(seat).is_human())
        })
    }

    /// The bots still to write this round's roll, in seat order.
    pub fn bots_writing(&self) -> Vec<Seat> {
        self.game()
            .acting()
            .into_iter()
            .filter(|&seat| !self.controller(seat).is_human())
            .collect()
    }

    /// Plays a placement for `seat` at game time `at`.
    ///
    /// # Errors
    /// The engine's error when the placement is not legal.
    pub fn place(
        &mut self,
        seat: Seat,
        placement: Placement,
        at: Millis,
    ) -> Result<(), tablee_rules::tuefteln::PlaceError> {
        self.act(seat, Action::Place(placement), at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::SaveError;
    use crate::saves::{self, Played, Save, SCHEMA_VERSION};
    use crate::setup::Controller;
    use crate::setup::SeatSetup;
    use tablee_rules::tuefteln::Side;
    use tablee_rules::GameKind;
    use tablee_rules::GameRng;

    /// Schema-1 saves written by the app before records (a solo game on side B after 6 rolls;
    /// one person and two bots in round 6, the bots' roll written), each with the actions that
    /// led to it, logged when it was written.
    const SCHEMA1_SOLO: &str = include_str!("fixtures/schema1_solo.json");
    const SCHEMA1_SOLO_ACTIONS: &str = include_str!("fixtures/schema1_solo.actions.json");
    const SCHEMA1_BOTS: &str = include_str!("fixtures/schema1_bots.json");
    const SCHEMA1_BOTS_ACTIONS: &str = include_str!("fixtures/schema1_bots.actions.json");
    /// Schema-2 saves: a solo game after 9 rolls, a game with bots in round 8, and the schema-1
    /// solo game continued for 3 rolls (a record with its `base`).
    const SCHEMA2_SOLO: &str = include_str!("fixtures/schema2_solo.json");
    const SCHEMA2_BOTS: &str = include_str!("fixtures/schema2_bots.json");
    const SCHEMA2_CONTINUED: &str = include_str!("fixtures/schema2_continued.json");

    fn setup(controllers: &[Controller]) -> Setup<Options> {
        Setup::with_controllers(controllers, Options::default())
    }

    fn solo_setup() -> Setup<Options> {
        Setup {
            seats: vec![SeatSetup {
                name: "Zoë".into(),
                controller: Controller::Human,
            }],
            options: Options { side: Side::B },
        }
    }

    fn bots_setup() -> Setup<Options> {
        let seat = |name: &str, controller| SeatSetup {
            name: name.into(),
            controller,
        };
        Setup {
            seats: vec![
                seat("Ana", Controller::Human),
                seat("Bot 1", Controller::Bot(BotLevel::Easy)),
                seat("Bot 2", Controller::Bot(BotLevel::Normal)),
            ],
            options: Options { side: Side::A },
        }
    }

    /// Plays up to `steps` moves: bots by their level, people the `k`-th legal placement.
    fn play_on(s: &mut Session, steps: usize) {
        let mut k = 0;
        for _ in 0..steps {
            match s.next_up() {
                NextUp::Bot(seat, _) => {
                    s.play_bot(seat);
                }
                NextUp::Human(seat) => {
                    let legal = s.game().tile(seat).legal_placements(s.game().roll());
                    k += 7;
                    s.place(seat, legal[k % legal.len()], Millis(0)).unwrap();
                }
                NextUp::Finished => break,
            }
        }
    }

    fn round_trip(s: &Session) -> Session {
        saves::read::<Session>(&saves::write(&s.to_save("x", 1)))
            .unwrap()
            .data
    }

    /// The game reached by playing `actions` from the start, with the rules alone.
    fn replayed(setup: &Setup<Options>, seed: Seed, actions: &[Played<Action>]) -> Tuefteln {
        let mut game = Tuefteln::new(&setup.options, setup.seats.len(), seed).unwrap();
        for p in actions {
            game.play(p.seat, p.action, p.at).unwrap();
        }
        game
    }

    fn actions(json: &str) -> Vec<Played<Action>> {
        serde_json::from_str(json).unwrap()
    }

    fn scores(game: &Tuefteln) -> Vec<i32> {
        game.tiles()
            .values()
            .iter()
            .map(|t| t.score().total)
            .collect()
    }

    fn placed(game: &Tuefteln) -> Vec<bool> {
        (0..game.seat_count() as u8)
            .map(|i| game.has_placed(Seat(i)))
            .collect()
    }

    /// The save's JSON with `edit` applied to its data.
    fn edited(raw: &str, edit: impl FnOnce(&mut serde_json::Value)) -> String {
        let mut save: serde_json::Value = serde_json::from_str(raw).unwrap();
        edit(&mut save["data"]);
        save.to_string()
    }

    fn damage(raw: &str) -> Damage {
        match saves::read::<Session>(raw) {
            Err(SaveError::Corrupt(damage)) => damage,
            other => panic!("expected a damaged save, got {other:?}"),
        }
    }

    #[test]
    fn people_write_at_once_while_bots_write_the_same_roll() {
        let mut s = Session::new(
            setup(&[
                Controller::Human,
                Controller::Bot(BotLevel::Easy),
                Controller::Bot(BotLevel::Normal),
            ]),
            11,
        )
        .unwrap();
        // U5: nobody has written; the person has the screen at once, the bots are due too.
        assert_eq!(s.next_up(), NextUp::Human(Seat(0)));
        assert_eq!(s.next_bot(true), Some((Seat(1), BotLevel::Easy)));
        assert_eq!(s.bots_writing(), [Seat(1), Seat(2)]);
        assert_eq!(s.featured_person(), Some(Seat(0)));
        // One bot writes while the person is still thinking: same round, same person.
        {
            s.play_bot(Seat(1));
        };
        assert_eq!((s.game().round(), s.next_up()), (1, NextUp::Human(Seat(0))));
        assert_eq!(s.next_bot(true), Some((Seat(2), BotLevel::Normal)));
        // The person writes before the last bot: the round waits for it, the tile stays big.
        let first = s.game().tile(Seat(0)).legal_placements(s.game().roll())[0];
        s.place(Seat(0), first, Millis(0)).unwrap();
        assert_eq!(s.game().round(), 1);
        assert_eq!(s.next_up(), NextUp::Bot(Seat(2), BotLevel::Normal));
        assert_eq!(s.featured_person(), Some(Seat(0)));
        assert_eq!(s.bots_writing(), [Seat(2)]);
        {
            s.play_bot(Seat(2));
        };
        // Everyone has written: the next roll.
        assert_eq!((s.game().round(), s.next_up()), (2, NextUp::Human(Seat(0))));
        assert_eq!(s.bots_writing(), [Seat(1), Seat(2)]);

        let mut steps = 0;
        loop {
            steps += 1;
            assert!(steps < 200);
            match s.next_up() {
                NextUp::Bot(seat, _) => {
                    s.play_bot(seat);
                }
                NextUp::Human(seat) => {
                    assert_eq!(seat, Seat(0));
                    let first = s.game().tile(seat).legal_placements(s.game().roll())[0];
                    s.place(seat, first, Millis(0)).unwrap();
                }
                NextUp::Finished => break,
            }
        }
        assert!(s.game().tile(Seat(0)).is_full());
        assert_eq!(s.history().actions().len(), 45);
        assert_eq!((s.next_bot(true), s.featured_person()), (None, None));
        assert_eq!(round_trip(&s), s);
    }

    #[test]
    fn who_writes_first_in_a_round_changes_no_tile() {
        let controllers = [
            Controller::Bot(BotLevel::Normal),
            Controller::Human,
            Controller::Bot(BotLevel::Easy),
        ];
        let play = |bots_first: bool| {
            let mut s = Session::new(setup(&controllers), 29).unwrap();
            while !s.game().is_finished() {
                match (bots_first, s.next_bot(true), s.next_person()) {
                    (true, Some((seat, _)), _) | (false, Some((seat, _)), None) => {
                        s.play_bot(seat);
                    }
                    (_, _, Some(seat)) => {
                        let legal = s.game().tile(seat).legal_placements(s.game().roll());
                        s.place(seat, legal[legal.len() / 2], Millis(0)).unwrap();
                    }
                    (_, None, None) => unreachable!("someone writes until the end"),
                }
            }
            s.game().clone()
        };
        let (bots_first, people_first) = (play(true), play(false));
        assert_eq!(bots_first.tiles(), people_first.tiles());
        assert_eq!(bots_first.status(), people_first.status());
    }

    #[test]
    fn strong_bots_wait_for_their_model_but_others_do_not() {
        let s = Session::new(
            setup(&[
                Controller::Bot(BotLevel::Strong),
                Controller::Human,
                Controller::Bot(BotLevel::Easy),
            ]),
            2,
        )
        .unwrap();
        assert_eq!(s.next_bot(false), Some((Seat(2), BotLevel::Easy)));
        assert_eq!(s.next_bot(true), Some((Seat(0), BotLevel::Strong)));
        assert_eq!(s.next_up(), NextUp::Human(Seat(1)));
    }

    #[test]
    fn with_two_people_the_one_who_wrote_last_stays_big_while_bots_write() {
        let mut s = Session::new(
            setup(&[
                Controller::Human,
                Controller::Bot(BotLevel::Easy),
                Controller::Human,
            ]),
            8,
        )
        .unwrap();
        for seat in [Seat(0), Seat(2)] {
            assert_eq!(
                (s.next_up(), s.featured_person()),
                (NextUp::Human(seat), Some(seat))
            );
            let first = s.game().tile(seat).legal_placements(s.game().roll())[0];
            s.place(seat, first, Millis(0)).unwrap();
        }
        assert_eq!(s.next_up(), NextUp::Bot(Seat(1), BotLevel::Easy));
        assert_eq!(s.featured_person(), Some(Seat(2)));
        // A table of bots alone features nobody.
        let bots = Session::new(setup(&[Controller::Bot(BotLevel::Easy)]), 1).unwrap();
        assert_eq!(bots.featured_person(), None);
    }

    #[test]
    fn every_move_is_logged_and_replays_to_the_same_game() {
        let mut s = Session::new(bots_setup(), 3).unwrap();
        play_on(&mut s, 10);
        assert_eq!(s.history().actions().len(), 10);
        assert!(s.history().base().is_none());
        assert_eq!(replayed(&s.setup, 3, s.history().actions()), *s.game());
    }

    #[test]
    fn save_round_trip_resumes_exactly() {
        let mut s = Session::new(setup(&[Controller::Human]), 5).unwrap();
        let p = s.game().tile(Seat(0)).legal_placements(s.game().roll())[3];
        s.place(Seat(0), p, Millis(0)).unwrap();
        let raw = saves::write(&s.to_save("x", 9));
        let back: Save<Session> = saves::read(&raw).unwrap();
        assert_eq!(back.data, s);
        assert_eq!(back.summary.round, 2);
        assert_eq!(back.schema, SCHEMA_VERSION);
        // The record, not the engine's state.
        let data = &serde_json::from_str::<serde_json::Value>(&raw).unwrap()["data"];
        let mut keys: Vec<&str> = data
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        keys.sort_unstable();
        assert_eq!(keys, ["actions", "bots", "seed", "setup", "version"]);
        assert_eq!(data["version"], RECORD_VERSION);
        assert_eq!(data["seed"], 5);
    }

    #[test]
    fn refused_placement_changes_nothing() {
        let mut s = Session::new(setup(&[Controller::Human]), 5).unwrap();
        let before = s.clone();
        let mut p = s.game().tile(Seat(0)).legal_placements(s.game().roll())[0];
        p.cells[1] = p.cells[0];
        assert!(s.place(Seat(0), p, Millis(0)).is_err());
        assert_eq!(s, before);
    }

    #[test]
    fn schema1_solo_save_opens_as_it_was_and_plays_on() {
        let save = saves::read::<Session>(SCHEMA1_SOLO).unwrap();
        assert_eq!((save.schema, save.kind), (1, GameKind::Tuefteln));
        assert_eq!(save.summary.players, ["Zoë"]);
        let mut s = save.data;
        assert_eq!(s.setup, solo_setup());
        // The state the old app reached by these actions, and what it showed.
        let old = actions(SCHEMA1_SOLO_ACTIONS);
        assert_eq!(*s.game(), replayed(&s.setup, 20_261_121, &old));
        assert_eq!(
            (s.game().seed(), s.game().side(), s.game().round()),
            (20_261_121, Side::B, 7)
        );
        assert_eq!(s.game().roll().0.map(|d| d.value()), [6, 2]);
        assert_eq!(s.game().tile(Seat(0)).free_cells().count(), 30 - 12);
        assert_eq!((scores(s.game()), placed(s.game())), (vec![0], vec![false]));
        assert_eq!(s.history().base(), Some(s.game()));
        assert!(s.history().actions().is_empty());
        assert_eq!(s.next_up(), NextUp::Human(Seat(0)));

        // Play goes on from there, is logged on top of the old state and saved as a record.
        play_on(&mut s, 3);
        assert_eq!(s.history().actions().len(), 3);
        let raw = saves::write(&s.to_save("t-solo", 2));
        let data = &serde_json::from_str::<serde_json::Value>(&raw).unwrap()["data"];
        assert_eq!(data["version"], RECORD_VERSION);
        assert!(data["base"].is_object() && data["actions"].as_array().unwrap().len() == 3);
        assert_eq!(saves::read::<Session>(&raw).unwrap().data, s);
        play_on(&mut s, 100);
        assert!(s.game().is_finished());
        let mut all = old;
        all.extend_from_slice(s.history().actions());
        assert_eq!(*s.game(), replayed(&s.setup, 20_261_121, &all));
        assert_eq!(round_trip(&s), s);
    }

    #[test]
    fn schema1_save_with_bots_opens_as_it_was_and_plays_on() {
        let save = saves::read::<Session>(SCHEMA1_BOTS).unwrap();
        assert_eq!((save.schema, save.summary.round), (1, 6));
        let mut s = save.data;
        assert_eq!(s.setup, bots_setup());
        let old = actions(SCHEMA1_BOTS_ACTIONS);
        assert_eq!(old.len(), 17);
        assert_eq!(*s.game(), replayed(&s.setup, 77, &old));
        assert_eq!(s.game().round(), 6);
        assert_eq!(s.game().roll().0.map(|d| d.value()), [5, 5]);
        assert_eq!(scores(s.game()), [0, 1, 5]);
        assert_eq!(placed(s.game()), [false, true, true]);
        assert_eq!(s.next_up(), NextUp::Human(Seat(0)));
        play_on(&mut s, 200);
        assert!(s.game().is_finished());
        let mut all = old;
        all.extend_from_slice(s.history().actions());
        assert_eq!(*s.game(), replayed(&s.setup, 77, &all));
        assert_eq!(round_trip(&s), s);
    }

    #[test]
    fn schema2_saves_kept_as_fixtures_still_open() {
        let solo = saves::read::<Session>(SCHEMA2_SOLO).unwrap();
        assert_eq!((solo.schema, solo.summary.round), (2, 10));
        let s = solo.data;
        assert_eq!((s.setup.clone(), s.game().seed()), (solo_setup(), 4242));
        assert!(s.history().base().is_none());
        assert_eq!(s.history().actions().len(), 9);
        assert_eq!(s.game().round(), 10);
        assert_eq!(s.game().roll().0.map(|d| d.value()), [5, 2]);
        assert_eq!(scores(s.game()), [1]);

        let bots = saves::read::<Session>(SCHEMA2_BOTS).unwrap().data;
        assert_eq!(bots.setup, bots_setup());
        assert_eq!(bots.history().actions().len(), 23);
        assert_eq!(bots.game().round(), 8);
        assert_eq!(bots.game().seed(), 78);
        assert_eq!(bots.game().roll().0.map(|d| d.value()), [3, 1]);
        assert_eq!(scores(bots.game()), [0, 0, 11]);
        assert_eq!(placed(bots.game()), [false, true, true]);

        let continued = saves::read::<Session>(SCHEMA2_CONTINUED).unwrap().data;
        let legacy = saves::read::<Session>(SCHEMA1_SOLO).unwrap().data;
        assert_eq!(continued.history().base(), Some(legacy.game()));
        assert_eq!(continued.history().actions().len(), 3);
        assert_eq!(continued.game().round(), 10);
        assert_eq!(continued.game().roll().0.map(|d| d.value()), [2, 6]);
        let mut all = actions(SCHEMA1_SOLO_ACTIONS);
        all.extend_from_slice(continued.history().actions());
        assert_eq!(
            *continued.game(),
            replayed(&continued.setup, 20_261_121, &all)
        );
    }

    #[test]
    fn a_record_from_a_newer_version_is_refused() {
        let mut s = Session::new(solo_setup(), 1).unwrap();
        play_on(&mut s, 2);
        let raw = saves::write(&s.to_save("x", 1));
        let newer = edited(&raw, |data| data["version"] = (RECORD_VERSION + 1).into());
        assert_eq!(
            saves::read::<Session>(&newer),
            Err(SaveError::Corrupt(Damage::NewerRecord {
                found: RECORD_VERSION + 1,
                supported: RECORD_VERSION,
            }))
        );
        assert!(saves::read::<Session>(&newer)
            .unwrap_err()
            .to_string()
            .contains("newer"));
    }

    #[test]
    fn a_damaged_action_list_is_refused() {
        let mut s = Session::new(solo_setup(), 1).unwrap();
        play_on(&mut s, 4);
        let raw = saves::write(&s.to_save("x", 1));

        // The first placement written twice: its cells are taken the second time.
        let twice = edited(&raw, |data| {
            let first = data["actions"][0].clone();
            data["actions"].as_array_mut().unwrap().insert(1, first);
        });
        assert!(matches!(damage(&twice), Damage::Refused { index: 1, .. }));
        // A seat that is not at the table.
        let seat = edited(&raw, |data| data["actions"][2]["seat"] = 4.into());
        assert!(matches!(damage(&seat), Damage::Refused { index: 2, .. }));
        // A cell that does not exist: refused, not a panic.
        let cell = edited(&raw, |data| {
            data["actions"][3]["action"]["Place"]["cells"][0] = 99.into()
        });
        assert!(matches!(damage(&cell), Damage::Refused { index: 3, .. }));
        // A roll that was not rolled.
        let values = edited(&raw, |data| {
            data["actions"][0]["action"]["Place"]["values"] = serde_json::json!([7, 7])
        });
        assert!(matches!(damage(&values), Damage::Refused { index: 0, .. }));
        // An action of no known kind, and no list at all.
        let unknown = edited(&raw, |data| data["actions"][1]["action"] = "Roll".into());
        assert!(matches!(damage(&unknown), Damage::Malformed(_)));
        let missing = edited(&raw, |data| {
            data.as_object_mut().unwrap().remove("actions");
        });
        assert!(matches!(damage(&missing), Damage::Malformed(_)));
        // A set-up the game cannot start with.
        let empty = edited(&raw, |data| data["setup"]["seats"] = serde_json::json!([]));
        assert!(matches!(damage(&empty), Damage::Setup(_)));
        // The message names the action.
        let message = saves::read::<Session>(&twice).unwrap_err().to_string();
        assert!(message.contains("action 1"), "{message}");
    }

    #[test]
    fn the_data_must_have_the_form_its_schema_says() {
        // A record in a schema-1 envelope (with and without its `base`) is damaged, and so is a
        // schema-1 session in a schema-2 envelope: the schema, not the data's shape, decides.
        for record in [SCHEMA2_SOLO, SCHEMA2_BOTS, SCHEMA2_CONTINUED] {
            let as_1 = record.replacen("\"schema\":2,", "\"schema\":1,", 1);
            assert_ne!(as_1, record);
            assert!(matches!(damage(&as_1), Damage::Malformed(_)), "{as_1}");
        }
        for old in [SCHEMA1_SOLO, SCHEMA1_BOTS] {
            let as_2 = old.replacen("\"schema\":1,", "\"schema\":2,", 1);
            assert_ne!(as_2, old);
            assert!(matches!(damage(&as_2), Damage::Malformed(_)), "{as_2}");
        }
    }

    #[test]
    fn random_bot_games_round_trip_through_their_record() {
        let mut steps = 0;
        for case in 0..40u64 {
            let mut rng = GameRng::from_seed(case);
            let controllers: Vec<Controller> = (0..1 + rng.range(0..4))
                .map(|_| {
                    Controller::Bot(if rng.range(0..4) == 0 {
                        BotLevel::Normal
                    } else {
                        BotLevel::Easy
                    })
                })
                .collect();
            let options = Options {
                side: if rng.range(0..2) == 0 {
                    Side::A
                } else {
                    Side::B
                },
            };
            let seed = rng.next_u64();
            let mut s = Session::new(Setup::with_controllers(&controllers, options), seed).unwrap();
            let stop = rng.range(0..80);
            for _ in 0..stop {
                let NextUp::Bot(seat, _) = s.next_up() else {
                    break;
                };
                {
                    s.play_bot(seat);
                };
                steps += 1;
                if rng.range(0..6) == 0 {
                    assert_eq!(round_trip(&s), s, "seed {seed}");
                }
            }
            assert_eq!(round_trip(&s), s, "seed {seed}");
        }
        assert!(steps > 300, "{steps} steps");
    }
}

/// The seed of the daily challenge for a calendar date: everyone gets the same rolls that day.
pub fn daily_seed(year: u32, month: u32, day: u32) -> Seed {
    // SplitMix64 finaliser over the date written as YYYYMMDD, so neighbouring days differ widely.
    let mut z = u64::from(year * 10_000 + month * 100 + day).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod daily_tests {
    use super::daily_seed;

    #[test]
    fn daily_seed_is_fixed_per_day_and_differs_between_days() {
        assert_eq!(daily_seed(2026, 11, 21), daily_seed(2026, 11, 21));
        assert_ne!(daily_seed(2026, 11, 21), daily_seed(2026, 11, 22));
        assert_ne!(daily_seed(2026, 11, 21), daily_seed(2025, 11, 21));
    }
}
