//! TWEAK on the session core ([`crate::session`]): its new-game options, its bots, the round
//! summary people close before play goes on, who acts next, and how its saves of schema 1 read.

use crate::saves::Damage;
use crate::session::{Record, Seen, SessionGame, RECORD_VERSION};
use crate::setup::{Controller, Setup};
use serde::{Deserialize, Serialize};
use tablee_rules::tweak::{Options, Tweak};
use tablee_rules::{BotLevel, Game, Seat, Seed, TurnBot};

/// A TWEAK match in progress.
pub type Session = crate::session::Session<Tweak>;

/// What the new-game screen sets: the rules' options and the app's own.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TweakSetup {
    /// The rules' options (colour count, T3).
    pub rules: Options,
    /// Whether the "show me a sum" hint is offered (off by default: missing a sum is part of
    /// the game, T11).
    pub hints: bool,
}

/// A TWEAK match as saved by schema 1, the whole session.
#[derive(Deserialize)]
pub struct Schema1 {
    setup: Setup<TweakSetup>,
    game: Tweak,
    acknowledged_round: u32,
}

impl SessionGame for Tweak {
    const TURN_BASED: bool = true;

    type Setup = TweakSetup;
    type Bot = TurnBot;
    type Base = Tweak;
    type Schema1 = Schema1;

    fn rules(setup: &TweakSetup) -> &Options {
        &setup.rules
    }

    fn new_bot(level: BotLevel, seed: Seed, _setup: &TweakSetup) -> TurnBot {
        TurnBot::new(level, seed)
    }

    fn seed(&self) -> Seed {
        Tweak::seed(self)
    }

    fn to_base(&self) -> Option<Tweak> {
        Some(self.clone())
    }

    fn from_base(base: Tweak) -> Tweak {
        base
    }

    fn progress(&self) -> u32 {
        self.round_number()
    }

    fn is_over(&self) -> bool {
        self.is_finished()
    }

    /// A finished round's summary waits to be closed (T-rules: the round's points are shown).
    fn waits_for_people(&self, seen: &Seen) -> bool {
        self.last_round().map_or(0, |r| r.round) > seen.acknowledged_round || self.is_finished()
    }

    /// The last round's summary is closed.
    fn go_on(&self, seen: &mut Seen) {
        seen.acknowledged_round = self.last_round().map_or(0, |r| r.round);
    }

    /// A move stays on the table a moment before a bot acts: a sum, which takes cards away, a
    /// little longer than the rest ([`super::moves::pause_after`]).
    fn bot_pause(&self, _people: usize) -> Option<u64> {
        let events = self.view(Seat(0)).events.clone();
        let latest = super::moves::latest_move(&events);
        Some(super::moves::pause_after(latest.as_ref()))
    }

    /// The round ended (its summary is due), or a person who was not acting must act now (in
    /// pass-and-play they take the device first, behind the privacy screen).
    fn pause_point(&self, people: &[bool]) -> Box<dyn Fn(&Tweak) -> bool> {
        let (round, acting) = (self.round_number(), self.acting());
        let people = people.to_vec();
        Box::new(move |game: &Tweak| {
            game.is_finished()
                || game.round_number() != round
                || game
                    .acting()
                    .iter()
                    .any(|seat| people[seat.index()] && !acting.contains(seat))
        })
    }

    fn from_schema1(old: Schema1) -> Result<Record<Tweak>, Damage> {
        Ok(Record {
            version: RECORD_VERSION,
            seed: old.game.seed(),
            setup: old.setup,
            acknowledged_round: old.acknowledged_round,
            started: false,
            time: Default::default(),
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
    /// Who acts next: a finished round's summary first, then bots (Bomb victims included),
    /// then people.
    pub fn next_up(&self) -> NextUp {
        let game = self.game();
        if game.last_round().map_or(0, |r| r.round) > self.seen.acknowledged_round {
            return NextUp::RoundSummary;
        }
        let acting = game.acting();
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
        self.go_on();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::SaveError;
    use crate::saves::{self, Played, Save};
    use crate::setup::Controller;
    use crate::setup::SeatSetup;
    use tablee_rules::tweak::Action;
    use tablee_rules::GameKind;
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
            NextUp::Bot(seat, _) => {
                s.play_bot(seat);
            }
            NextUp::Human(seat) => {
                let legal = s.game().legal_actions(seat);
                s.act_now(seat, legal[k % legal.len()].clone()).unwrap();
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
                NextUp::Bot(seat, _) => {
                    s.play_bot(seat);
                }
                NextUp::RoundSummary => {
                    summaries += 1;
                    s.acknowledge_round();
                }
                NextUp::Human(_) => unreachable!("no person at this table"),
                NextUp::Finished => break,
            }
        }
        assert!(s.game().is_finished());
        assert!(summaries >= 1);
        assert_eq!(s.next_up(), NextUp::Finished);
        assert_eq!(round_trip(&s), s);
    }

    #[test]
    fn save_round_trip_resumes_exactly() {
        let mut s = Session::new(setup(&[Controller::Human, Controller::Human]), 9).unwrap();
        let seat = s.game().acting()[0];
        let action = s.game().legal_actions(seat)[0].clone();
        s.act_now(seat, action).unwrap();
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
        // `extra` (the round acknowledged) is left out while it is 0.
        assert_eq!(keys, ["actions", "bots", "seed", "setup", "version"]);
    }

    #[test]
    fn a_refused_action_changes_nothing() {
        let mut s = Session::new(setup(&[Controller::Human, Controller::Human]), 9).unwrap();
        let before = s.clone();
        let idle = Seat(1 - s.game().acting()[0].0);
        assert!(s.act_now(idle, Action::PlayShifter).is_err());
        assert_eq!(s, before);
    }

    #[test]
    fn finished_rounds_and_open_summaries_round_trip() {
        let mut s = Session::new(bots_setup(), 31).unwrap();
        let mut k = 0;
        while s.game().last_round().map_or(0, |r| r.round) < 2 {
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
            *s.game(),
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
            without_summary_events(s.game()),
            without_summary_events(&replayed(&s.setup, 31, &old))
        );
        assert_eq!((s.game().seed(), s.game().round_number()), (31, 2));
        assert_eq!(s.game().totals().values(), [11, 32, 29]);
        assert_eq!(s.game().last_round().map(|r| r.round), Some(1));
        assert_eq!(s.seen.acknowledged_round, 1);
        assert_eq!(s.next_up(), NextUp::Bot(Seat(1), BotLevel::Normal));
        assert_eq!(s.history().base(), Some(s.game()));

        // Play goes on, is logged on top of the old state and saved as a record with its base.
        for k in 0..150 {
            if !step(&mut s, k) {
                break;
            }
        }
        assert!(s.game().round_number() > 2 || s.game().is_finished());
        let raw = saves::write(&s.to_save("w-bots", 2));
        assert!(raw.contains("\"base\":{"));
        assert_eq!(saves::read::<Session>(&raw).unwrap().data, s);
        let mut all = old;
        all.extend_from_slice(s.history().actions());
        assert_eq!(*s.game(), replayed(&s.setup, 31, &all));
    }

    #[test]
    fn schema2_save_kept_as_a_fixture_still_opens() {
        let save = saves::read::<Session>(SCHEMA2_BOTS).unwrap();
        assert_eq!((save.schema, save.summary.round), (2, 3));
        let s = save.data;
        assert_eq!(s.setup, bots_setup());
        assert!(s.history().base().is_none());
        assert_eq!(s.history().actions().len(), 67);
        assert_eq!((s.game().seed(), s.game().round_number()), (31, 3));
        assert_eq!(s.game().totals().values(), [26, 60, 50]);
        assert_eq!(s.game().last_round().map(|r| r.round), Some(2));
        assert_eq!(s.seen.acknowledged_round, 2);
        assert_eq!(s.game().acting(), [Seat(0)]);
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
