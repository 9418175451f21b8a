//! A TWEAK session: set-up, the match state, the actions played and what the players have
//! acknowledged, saved after every move as a record (set-up, seed, actions, acknowledged round)
//! that rebuilds the match by replaying; see [`crate::saves`] for the format and how saves from
//! schema 1 are read.

use crate::saves::{self, Damage, History, Played, Save, Saved, Summary, SCHEMA_VERSION};
use crate::setup::{Controller, Setup};
use serde::{Deserialize, Serialize};
use tablee_rules::tweak::{Action, Options, Tweak, TweakError};
use tablee_rules::{BotLevel, Game, GameKind, Millis, Seat, Seed, SetupError};

/// The version of the TWEAK record this app writes and the newest it reads.
pub const RECORD_VERSION: u32 = 1;

/// What the new-game screen sets: the rules' options and the app's own.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TweakSetup {
    /// The rules' options (colour count, T3).
    pub rules: Options,
    /// Whether the "show me a sum" hint is offered (off by default: missing a sum is part of
    /// the game, T11).
    pub hints: bool,
}

/// Everything a TWEAK match in progress needs to resume exactly.
///
/// It is saved as its record (`{"version", "setup", "seed", "acknowledged_round", "actions"}`,
/// see [`crate::saves`]), never as the engine's state, and read back by replaying the actions.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// Who plays and the options.
    pub setup: Setup<TweakSetup>,
    /// The match, with its generator. Change it only through the methods below, which log each
    /// action: a change made directly would be lost when the match is read back.
    pub game: Tweak,
    /// The last round whose summary the players have closed; play waits while a newer one is
    /// shown.
    pub acknowledged_round: u32,
    /// The actions played, in order.
    history: History<Tweak>,
}

/// A TWEAK match as saved since schema 2: the [`Saved::Record`] of a [`Session`], read and
/// written only through it.
#[derive(Serialize, Deserialize)]
pub struct Record {
    version: u32,
    setup: Setup<TweakSetup>,
    seed: Seed,
    acknowledged_round: u32,
    /// The state a schema-1 match continues from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    base: Option<Tweak>,
    actions: Vec<Played<Action>>,
}

/// A TWEAK match as saved by schema 1, the whole session: the [`Saved::Schema1`] of a
/// [`Session`], read only through it.
#[derive(Deserialize)]
pub struct Schema1 {
    setup: Setup<TweakSetup>,
    game: Tweak,
    acknowledged_round: u32,
}

/// A session is written as its record (read back through [`Saved`]).
impl Serialize for Session {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Record::from(self).serialize(serializer)
    }
}

impl From<&Session> for Record {
    fn from(session: &Session) -> Record {
        Record {
            version: RECORD_VERSION,
            seed: session.game.seed(),
            setup: session.setup.clone(),
            acknowledged_round: session.acknowledged_round,
            base: session.history.base().cloned(),
            actions: session.history.actions().to_vec(),
        }
    }
}

impl Saved for Session {
    type Record = Record;
    type Schema1 = Schema1;

    fn from_record(record: Record) -> Result<Session, Damage> {
        saves::check_record_version(record.version, RECORD_VERSION)?;
        Session::rebuild(
            record.setup,
            record.seed,
            record.acknowledged_round,
            record.base,
            record.actions,
        )
    }

    fn from_schema1(old: Schema1) -> Result<Session, Damage> {
        let seed = old.game.seed();
        Session::rebuild(
            old.setup,
            seed,
            old.acknowledged_round,
            Some(old.game),
            Vec::new(),
        )
    }
}

impl Session {
    /// The session `actions` lead to from `base`, or else from the start given by `setup` and
    /// `seed`.
    fn rebuild(
        setup: Setup<TweakSetup>,
        seed: Seed,
        acknowledged_round: u32,
        base: Option<Tweak>,
        actions: Vec<Played<Action>>,
    ) -> Result<Session, Damage> {
        let (game, history) =
            History::replay(&setup.options.rules, setup.seats.len(), seed, base, actions)?;
        Ok(Session {
            setup,
            game,
            acknowledged_round,
            history,
        })
    }
}

/// Who should act next, from the app's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextUp {
    /// The players are reading the summary of the round that just ended.
    RoundSummary,
    /// A bot acts.
    Bot(Seat, BotLevel),
    /// A person acts.
    Human(Seat),
    /// The match is over.
    Finished,
}

impl Session {
    /// A new match from `setup` and `seed`.
    ///
    /// # Errors
    /// When the seat count is outside 2 to 6.
    pub fn new(setup: Setup<TweakSetup>, seed: Seed) -> Result<Session, SetupError> {
        let game = Tweak::new(&setup.options.rules, setup.seats.len(), seed)?;
        Ok(Session {
            setup,
            game,
            acknowledged_round: 0,
            history: History::default(),
        })
    }

    /// The seat's controller.
    pub fn controller(&self, seat: Seat) -> Controller {
        self.setup.seats[seat.index()].controller
    }

    /// The seat's name.
    pub fn name(&self, seat: Seat) -> &str {
        &self.setup.seats[seat.index()].name
    }

    /// Who acts next: a finished round's summary first, then bots (Bomb victims included),
    /// then people.
    pub fn next_up(&self) -> NextUp {
        let finished_round = self.game.last_round().map_or(0, |r| r.round);
        if finished_round > self.acknowledged_round {
            return NextUp::RoundSummary;
        }
        let acting = self.game.acting();
        if acting.is_empty() {
            return NextUp::Finished;
        }
        for &seat in &acting {
            if let Controller::Bot(level) = self.controller(seat) {
                return NextUp::Bot(seat, level);
            }
        }
        NextUp::Human(acting[0])
    }

    /// Closes the round summary.
    pub fn acknowledge_round(&mut self) {
        self.acknowledged_round = self.game.last_round().map_or(0, |r| r.round);
    }

    /// Plays `action` for `seat`.
    ///
    /// # Errors
    /// The engine's error when it is not legal; nothing changes then.
    pub fn play(&mut self, seat: Seat, action: Action) -> Result<(), TweakError> {
        self.history.play(&mut self.game, seat, action, Millis(0))
    }

    /// Lets the bot in `seat` act once. Its generator is seeded from the game's seed and how far
    /// the match is, so a replay makes the same choices.
    pub fn play_bot(&mut self, seat: Seat, level: BotLevel) {
        let view = self.game.view(seat);
        let progress = view.events.len() as u64;
        let seed = self.game.seed().wrapping_mul(1_000_003).wrapping_add(
            (u64::from(self.game.round_number()) << 20) + (progress << 4) + u64::from(seat.0),
        );
        if let Some(action) = <Tweak as tablee_rules::Bots>::bot(level, seed).act(seat, &view) {
            self.history
                .play(&mut self.game, seat, action, Millis(0))
                .expect("bots play legal actions");
        }
    }

    /// The actions played, in order (after the schema-1 state they continue from, if any).
    pub fn history(&self) -> &History<Tweak> {
        &self.history
    }

    /// The number of people at the table.
    pub fn human_count(&self) -> usize {
        self.setup.human_count()
    }

    /// The only person at the table, when there is exactly one.
    pub fn only_human(&self) -> Option<Seat> {
        self.setup.only_human()
    }

    /// The save of this session under `id`.
    pub fn to_save(&self, id: &str, now_ms: u64) -> Save<Record> {
        Save {
            schema: SCHEMA_VERSION,
            kind: GameKind::Tweak,
            id: id.to_string(),
            summary: Summary {
                players: self.setup.seats.iter().map(|s| s.name.clone()).collect(),
                round: self.game.round_number(),
                updated: now_ms,
                finished: self.game.is_finished(),
            },
            data: Record::from(self),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::SaveError;
    use crate::setup::SeatSetup;
    use tablee_rules::GameRng;

    /// A schema-1 save written by the app before records: one person and two bots in round 2,
    /// the summary of round 1 closed; with the actions that led to it, logged when it was written.
    const SCHEMA1_BOTS: &str = include_str!("fixtures/schema1_bots.json");
    const SCHEMA1_BOTS_ACTIONS: &str = include_str!("fixtures/schema1_bots.actions.json");
    /// A schema-2 save of the same table after two finished rounds, in round 3.
    const SCHEMA2_BOTS: &str = include_str!("fixtures/schema2_bots.json");

    fn setup(controllers: &[Controller]) -> Setup<TweakSetup> {
        Setup::with_controllers(controllers, TweakSetup::default())
    }

    fn bots_setup() -> Setup<TweakSetup> {
        let seat = |name: &str, controller| SeatSetup {
            name: name.into(),
            controller,
        };
        Setup {
            seats: vec![
                seat("Ana", Controller::Human),
                seat("Bot 1", Controller::Bot(BotLevel::Normal)),
                seat("Bot 2", Controller::Bot(BotLevel::Strong)),
            ],
            options: TweakSetup {
                rules: Options::default(),
                hints: true,
            },
        }
    }

    /// One step: a summary is closed, a bot acts, a person plays the `k`-th legal action.
    /// `false` once the match is over.
    fn step(s: &mut Session, k: usize) -> bool {
        match s.next_up() {
            NextUp::RoundSummary => s.acknowledge_round(),
            NextUp::Bot(seat, level) => s.play_bot(seat, level),
            NextUp::Human(seat) => {
                let legal = s.game.legal_actions(seat);
                s.play(seat, legal[k % legal.len()].clone()).unwrap();
            }
            NextUp::Finished => return false,
        }
        true
    }

    fn round_trip(s: &Session) -> Session {
        saves::read::<Session>(&saves::write(&s.to_save("x", 1)))
            .unwrap()
            .data
    }

    /// The match reached by playing `actions` from the start, with the rules alone.
    fn replayed(setup: &Setup<TweakSetup>, seed: Seed, actions: &[Played<Action>]) -> Tweak {
        let mut game = Tweak::new(&setup.options.rules, setup.seats.len(), seed).unwrap();
        for p in actions {
            game.play(p.seat, p.action.clone(), p.at).unwrap();
        }
        game
    }

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
    fn a_match_between_bots_ends_with_summaries_acknowledged() {
        let mut s = Session::new(
            setup(&[
                Controller::Bot(BotLevel::Easy),
                Controller::Bot(BotLevel::Normal),
            ]),
            4,
        )
        .unwrap();
        let mut summaries = 0;
        for _ in 0..20_000 {
            match s.next_up() {
                NextUp::Bot(seat, level) => s.play_bot(seat, level),
                NextUp::RoundSummary => {
                    summaries += 1;
                    s.acknowledge_round();
                }
                NextUp::Human(_) => unreachable!("no person at this table"),
                NextUp::Finished => break,
            }
        }
        assert!(s.game.is_finished());
        assert!(summaries >= 1);
        assert_eq!(s.next_up(), NextUp::Finished);
        assert_eq!(round_trip(&s), s);
    }

    #[test]
    fn save_round_trip_resumes_exactly() {
        let mut s = Session::new(setup(&[Controller::Human, Controller::Human]), 9).unwrap();
        let seat = s.game.acting()[0];
        let action = s.game.legal_actions(seat)[0].clone();
        s.play(seat, action).unwrap();
        let raw = saves::write(&s.to_save("t", 1));
        let back: Save<Session> = saves::read(&raw).unwrap();
        assert_eq!(back.data, s);
        let data = &serde_json::from_str::<serde_json::Value>(&raw).unwrap()["data"];
        let mut keys: Vec<&str> = data
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            ["acknowledged_round", "actions", "seed", "setup", "version"]
        );
    }

    #[test]
    fn a_refused_action_changes_nothing() {
        let mut s = Session::new(setup(&[Controller::Human, Controller::Human]), 9).unwrap();
        let before = s.clone();
        let idle = Seat(1 - s.game.acting()[0].0);
        assert!(s.play(idle, Action::PlayShifter).is_err());
        assert_eq!(s, before);
    }

    #[test]
    fn finished_rounds_and_open_summaries_round_trip() {
        let mut s = Session::new(bots_setup(), 31).unwrap();
        let mut k = 0;
        while s.game.last_round().map_or(0, |r| r.round) < 2 {
            k += 1;
            assert!(step(&mut s, k));
            if k % 10 == 0 {
                assert_eq!(round_trip(&s), s);
            }
        }
        // Round 2 just ended: its summary is still open, and stays open after a reload.
        assert_eq!(s.next_up(), NextUp::RoundSummary);
        let back = round_trip(&s);
        assert_eq!(back, s);
        assert_eq!(back.next_up(), NextUp::RoundSummary);
        s.acknowledge_round();
        assert_eq!(round_trip(&s), s);
        assert_eq!(
            replayed(&s.setup, 31, s.history().actions()),
            s.game,
            "the log alone rebuilds the match"
        );
    }

    #[test]
    fn schema1_save_opens_as_it_was_and_plays_on() {
        let save = saves::read::<Session>(SCHEMA1_BOTS).unwrap();
        assert_eq!((save.schema, save.kind), (1, GameKind::Tweak));
        assert_eq!(save.summary.players, ["Ana", "Bot 1", "Bot 2"]);
        let mut s = save.data;
        assert_eq!(s.setup, bots_setup());
        let old: Vec<Played<Action>> = serde_json::from_str(SCHEMA1_BOTS_ACTIONS).unwrap();
        assert_eq!(old.len(), 37);
        // The state the old app reached by these actions, and what it showed.
        // States saved then did not keep the finished round's events: all else is the same.
        let without_summary_events = |game: &Tweak| {
            let mut value = serde_json::to_value(game).unwrap();
            value["last_round"]["events"] = serde_json::json!([]);
            value
        };
        assert_eq!(
            without_summary_events(&s.game),
            without_summary_events(&replayed(&s.setup, 31, &old))
        );
        assert_eq!((s.game.seed(), s.game.round_number()), (31, 2));
        assert_eq!(s.game.totals().values(), [11, 32, 29]);
        assert_eq!(s.game.last_round().map(|r| r.round), Some(1));
        assert_eq!(s.acknowledged_round, 1);
        assert_eq!(s.next_up(), NextUp::Bot(Seat(1), BotLevel::Normal));
        assert_eq!(s.history().base(), Some(&s.game));

        // Play goes on, is logged on top of the old state and saved as a record with its base.
        for k in 0..150 {
            if !step(&mut s, k) {
                break;
            }
        }
        assert!(s.game.round_number() > 2 || s.game.is_finished());
        let raw = saves::write(&s.to_save("w-bots", 2));
        assert!(raw.contains("\"base\":{"));
        assert_eq!(saves::read::<Session>(&raw).unwrap().data, s);
        let mut all = old;
        all.extend_from_slice(s.history().actions());
        assert_eq!(s.game, replayed(&s.setup, 31, &all));
    }

    #[test]
    fn schema2_save_kept_as_a_fixture_still_opens() {
        let save = saves::read::<Session>(SCHEMA2_BOTS).unwrap();
        assert_eq!((save.schema, save.summary.round), (2, 3));
        let s = save.data;
        assert_eq!(s.setup, bots_setup());
        assert!(s.history().base().is_none());
        assert_eq!(s.history().actions().len(), 67);
        assert_eq!((s.game.seed(), s.game.round_number()), (31, 3));
        assert_eq!(s.game.totals().values(), [26, 60, 50]);
        assert_eq!(s.game.last_round().map(|r| r.round), Some(2));
        assert_eq!(s.acknowledged_round, 2);
        assert_eq!(s.game.acting(), [Seat(0)]);
    }

    #[test]
    fn a_record_from_a_newer_version_is_refused() {
        let mut s = Session::new(bots_setup(), 2).unwrap();
        for k in 0..5 {
            step(&mut s, k);
        }
        let raw = saves::write(&s.to_save("x", 1));
        let newer = edited(&raw, |data| data["version"] = 7.into());
        assert_eq!(
            saves::read::<Session>(&newer),
            Err(SaveError::Corrupt(Damage::NewerRecord {
                found: 7,
                supported: RECORD_VERSION,
            }))
        );
    }

    #[test]
    fn a_damaged_action_list_is_refused() {
        let mut s = Session::new(bots_setup(), 2).unwrap();
        for k in 0..12 {
            step(&mut s, k);
        }
        let raw = saves::write(&s.to_save("x", 1));
        assert!(saves::read::<Session>(&raw).is_ok());

        // The first move played twice: the turn has passed.
        let twice = edited(&raw, |data| {
            let first = data["actions"][0].clone();
            data["actions"].as_array_mut().unwrap().insert(1, first);
        });
        assert!(matches!(damage(&twice), Damage::Refused { index: 1, .. }));
        // A move left out: the next one is by the wrong seat.
        let dropped = edited(&raw, |data| {
            data["actions"].as_array_mut().unwrap().remove(4);
        });
        assert!(matches!(damage(&dropped), Damage::Refused { index: 4, .. }));
        // Cards and seats that do not exist are refused, not a panic.
        let card = edited(&raw, |data| {
            data["actions"][2]["action"] = serde_json::json!({"PlaceCard": {"card": 250}})
        });
        assert!(matches!(damage(&card), Damage::Refused { index: 2, .. }));
        let victim = edited(&raw, |data| {
            data["actions"][3]["action"] = serde_json::json!({"PlayThief": {"victim": 9}})
        });
        assert!(matches!(damage(&victim), Damage::Refused { index: 3, .. }));
        let seat = edited(&raw, |data| data["actions"][0]["seat"] = 200.into());
        assert!(matches!(damage(&seat), Damage::Refused { index: 0, .. }));
        // A schema-1 state whose seats do not match its set-up.
        let legacy = SCHEMA1_BOTS.replace(r#"{"name":"Ana","controller":"Human"},"#, "");
        assert!(matches!(damage(&legacy), Damage::Setup(_)));
        // Not an action at all.
        let unknown = edited(&raw, |data| data["actions"][0]["action"] = 3.into());
        assert!(matches!(damage(&unknown), Damage::Malformed(_)));
    }

    #[test]
    fn the_data_must_have_the_form_its_schema_says() {
        // A record in a schema-1 envelope is damaged, and so is a schema-1 session in a schema-2
        // envelope: the schema, not the data's shape, decides.
        let as_1 = SCHEMA2_BOTS.replacen("\"schema\":2,", "\"schema\":1,", 1);
        assert_ne!(as_1, SCHEMA2_BOTS);
        assert!(matches!(damage(&as_1), Damage::Malformed(_)));
        let as_2 = SCHEMA1_BOTS.replacen("\"schema\":1,", "\"schema\":2,", 1);
        assert_ne!(as_2, SCHEMA1_BOTS);
        assert!(matches!(damage(&as_2), Damage::Malformed(_)));
    }

    #[test]
    fn random_bot_matches_round_trip_through_their_record() {
        let mut steps = 0;
        for case in 0..24u64 {
            let mut rng = GameRng::from_seed(1000 + case);
            let controllers: Vec<Controller> = (0..2 + rng.range(0..5))
                .map(|_| {
                    Controller::Bot(if rng.range(0..4) == 0 {
                        BotLevel::Normal
                    } else {
                        BotLevel::Easy
                    })
                })
                .collect();
            let seed = rng.next_u64();
            let mut s = Session::new(setup(&controllers), seed).unwrap();
            let stop = 100 + rng.range(0..300);
            for k in 0..stop {
                if !step(&mut s, k) {
                    break;
                }
                steps += 1;
                if rng.range(0..25) == 0 {
                    assert_eq!(round_trip(&s), s, "seed {seed}");
                }
            }
            assert_eq!(round_trip(&s), s, "seed {seed}");
        }
        assert!(steps > 2000, "{steps} steps");
    }

    #[test]
    fn only_human_is_found() {
        let s = Session::new(
            setup(&[Controller::Bot(BotLevel::Easy), Controller::Human]),
            1,
        )
        .unwrap();
        assert_eq!(s.only_human(), Some(Seat(1)));
        assert_eq!(s.human_count(), 1);
    }
}
