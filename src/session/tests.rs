//! The session core, tested natively for every game: saves of every version written by earlier
//! builds still open, a save from the future is refused in words, bots are kept (and saved) for
//! the whole game, and a game saved at any point reopens the same (every listed game's bots play
//! a whole game through it: `registry`'s tests, where each game has its line).

use super::*;
use crate::games::swaks::session::SwaksSetup;
use crate::games::tweak::session::TweakSetup;
use crate::games::twinit::session::TwinItSetup;
use crate::saves::{self, SaveError};
use crate::setup::SeatSetup;
use tablee_rules::swaks::Swaks;
use tablee_rules::tuefteln::{Options as TueftelnOptions, Tuefteln};
use tablee_rules::tweak::Tweak;
use tablee_rules::twinit::{Mode, Options as TwinItOptions, TwinIt};
use tablee_rules::{BotLevel, Game, GameKind, Status};

/// Saves written by the build before the one record shape (record version 1 in schema 2), one
/// per game, each with a person and bots, part-way through a game.
const TWEAK_V1: &str = include_str!("fixtures/tweak_v1.json");
const TUEFTELN_V1: &str = include_str!("fixtures/tuefteln_v1.json");
const SWAKS_V1: &str = include_str!("fixtures/swaks_v1.json");
const TWINIT_V1: &str = include_str!("fixtures/twinit_v1.json");

fn round_trip<G: SessionGame>(s: &Session<G>) -> Session<G> {
    saves::read::<Session<G>>(&saves::write(&s.to_save("x", 1)))
        .unwrap()
        .data
}

/// A set-up of one person and bots of every level (or bots alone).
pub(crate) fn table<O: Default>(seats: usize, person: bool) -> Setup<O> {
    let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"];
    Setup {
        seats: (0..seats)
            .map(|i| SeatSetup {
                name: names[i].into(),
                controller: if person && i == 0 {
                    Controller::Human
                } else {
                    Controller::Bot(BotLevel::ALL[i % 2])
                },
            })
            .collect(),
        options: O::default(),
    }
}

/// One step of the bots: at a turn-based table the first bot due plays; at a real-time one game
/// time jumps to the next thing due. False when nothing moved.
pub(crate) fn bots_step<G: SessionGame>(s: &mut Session<G>, turn_based: bool) -> bool {
    if turn_based {
        let acting = s.game().acting();
        let bot = acting.into_iter().find(|&seat| !s.is_human(seat));
        bot.is_some_and(|seat| s.play_bot(seat))
    } else {
        s.next_due().is_some_and(|at| s.wake(at))
    }
}

/// Plays a game of bots through the core alone to its end: at a turn-based table each step is
/// one bot's move, played at once; at a real-time one game time jumps to the next thing due.
/// `open` passes what waits for people (a round summary, the players' "ready"); `each` sees
/// the session after every step, with the number of steps so far.
pub(crate) fn bots_play<G: SessionGame>(
    s: &mut Session<G>,
    turn_based: bool,
    open: &impl Fn(&mut Session<G>),
    each: impl Fn(&Session<G>, usize),
) {
    let mut steps = 0;
    while !s.game().is_over() && steps < 5_000 {
        open(s);
        let moved = bots_step(s, turn_based);
        assert!(moved, "{:?}: stuck after {steps} steps", G::KIND);
        steps += 1;
        each(s, steps);
    }
    assert!(s.game().is_over(), "{:?} does not end", G::KIND);
}

/// Plays a game of bots through the core alone and checks that a save at every `every` steps
/// reopens the same: at a turn-based table each step is one bot's move, played at once; at a
/// real-time one game time jumps to the next thing due. `open` passes what waits for people
/// (a round summary, the players' "ready"). Returns the number of actions played.
pub(crate) fn bots_play_and_reopen<G: SessionGame>(
    mut s: Session<G>,
    turn_based: bool,
    every: usize,
    open: impl Fn(&mut Session<G>),
) -> usize {
    bots_play(&mut s, turn_based, &open, |s, steps| {
        if steps % every == 0 {
            assert_eq!(round_trip(s), *s, "{:?}, step {steps}", G::KIND);
        }
    });
    assert_eq!(round_trip(&s), s);
    // Watched again from its save, the game ends as it did, step by step.
    let replay = Replay::of_session(&round_trip(&s)).unwrap();
    let history = s.history();
    assert_eq!(
        replay.steps(),
        history.actions().len() + history.advances().len()
    );
    assert_eq!(replay.game(replay.steps()), s.game(), "{:?}", G::KIND);
    let Status::Finished(outcome) = s.game().status() else {
        unreachable!("over")
    };
    assert_eq!(replay.outcome(), Some(outcome), "the same final score");
    // Game time never runs backwards from one step to the next.
    for step in 1..=replay.steps() {
        assert!(replay.time(step) >= replay.time(step - 1), "{:?}", G::KIND);
    }
    s.history().actions().len()
}

#[test]
fn turn_based_bots_are_kept_for_the_whole_game_and_saved_with_their_generators() {
    let mut s = Session::<Tweak>::new(table::<TweakSetup>(4, false), 21).unwrap();
    let first = s.bot(Seat(1)).cloned().expect("a bot plays seat 1");
    for _ in 0..30 {
        s.acknowledge_round();
        let seat = s.game().acting()[0];
        assert!(s.play_bot(seat));
    }
    // The bots drew from their generators: their state moved, and is saved.
    assert!((0..4).any(|i| s.bot(Seat(i)) != Some(&first) && s.bot(Seat(i)).is_some()));
    let mut reopened = round_trip(&s);
    assert_eq!(reopened, s);
    // Both go on the same: the saved generators are the live ones.
    for _ in 0..60 {
        for t in [&mut s, &mut reopened] {
            t.acknowledge_round();
            if let Some(&seat) = t.game().acting().first() {
                t.play_bot(seat);
            }
        }
        assert_eq!(reopened, s);
    }
}

#[test]
fn a_persons_seat_has_no_bot_and_a_bot_cannot_play_it() {
    let mut s = Session::<Tuefteln>::new(table::<TueftelnOptions>(3, true), 8).unwrap();
    assert_eq!(s.people(), [Seat(0)]);
    assert!(s.bot(Seat(0)).is_none() && s.bot(Seat(2)).is_some());
    let before = s.clone();
    assert!(
        !s.play_bot(Seat(0)),
        "nobody plays a person's seat for them"
    );
    assert_eq!(s, before);
    assert!(s.play_bot(Seat(1)));
    assert_eq!(s.history().actions().len(), 1);
}

#[test]
fn a_bot_takes_over_a_persons_seat_and_gives_it_back_and_the_save_keeps_it() {
    // Two people at TWEAK; the person of seat 1 leaves (their phone lost the table).
    let mut people = table::<TweakSetup>(2, true);
    people.seats[1].controller = Controller::Human;
    let mut s = Session::<Tweak>::new(people, 5).unwrap();
    assert_eq!(s.people(), [Seat(0), Seat(1)]);
    assert!(!s.play_bot(Seat(1)), "nobody plays a person's seat yet");

    s.hand_seat(Seat(1), Controller::Bot(BotLevel::Normal));
    assert_eq!(s.people(), [Seat(0)]);
    assert!(s.bot(Seat(1)).is_some());
    // The bot plays the seat when it is due; the game saved now reopens as it stands, the bot
    // in its seat.
    for _ in 0..40 {
        s.acknowledge_round();
        match s.game().acting().first() {
            Some(&Seat(1)) => assert!(s.play_bot(Seat(1))),
            Some(&seat) => {
                let action = s.game().legal_actions(seat)[0].clone();
                s.act_now(seat, action).unwrap();
            }
            None => break,
        }
    }
    assert!(s.history().actions().len() > 10);
    let reopened = round_trip(&s);
    assert_eq!(reopened, s);
    assert!(reopened.bot(Seat(1)).is_some());

    // The person is back: the seat is theirs again, and no bot plays it.
    s.hand_seat(Seat(1), Controller::Human);
    assert_eq!(s.people(), [Seat(0), Seat(1)]);
    assert!(!s.play_bot(Seat(1)));
    assert_eq!(round_trip(&s), s);
    // An unknown seat changes nothing.
    let before = s.clone();
    s.hand_seat(Seat(9), Controller::Human);
    assert_eq!(s, before);
}

/// A v1 save opens, is written back as today's record (version 2, one shape) and reopens equal.
fn v1_opens<G: SessionGame>(raw: &str, kind: GameKind) -> Session<G> {
    let save = saves::read::<Session<G>>(raw).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
    assert_eq!((save.schema, save.kind), (2, kind));
    let data: serde_json::Value = serde_json::from_str(raw).unwrap();
    assert_eq!(
        data["data"]["version"], 1,
        "the fixture is a version-1 record"
    );
    let s = save.data;
    let rewritten = saves::write(&s.to_save("again", 2));
    let value: serde_json::Value = serde_json::from_str(&rewritten).unwrap();
    assert_eq!(value["data"]["version"], RECORD_VERSION);
    for key in ["setup", "seed", "bots", "actions"] {
        assert!(
            !value["data"][key].is_null(),
            "{kind:?}: {key} in {rewritten}"
        );
    }
    assert_eq!(round_trip(&s), s);
    s
}

#[test]
fn saves_of_every_game_written_by_the_build_before_still_open() {
    let tweak = v1_opens::<Tweak>(TWEAK_V1, GameKind::Tweak);
    assert_eq!(tweak.seen.acknowledged_round, 1);
    assert_eq!(tweak.game().round_number(), 2);
    assert!(!tweak.history().actions().is_empty());
    assert!(
        tweak.bot(Seat(1)).is_some() && tweak.bot(Seat(0)).is_none(),
        "bots start afresh"
    );

    let tuefteln = v1_opens::<Tuefteln>(TUEFTELN_V1, GameKind::Tuefteln);
    assert_eq!(tuefteln.setup.seats[0].name, "Zoë");
    assert!(tuefteln.game().round() > 1);

    let swaks = v1_opens::<Swaks>(SWAKS_V1, GameKind::Swaks);
    assert!(swaks.time() > Millis(0), "the game time reached is kept");
    assert!(swaks.history().actions().iter().any(|p| p.at > Millis(0)));

    let twinit = v1_opens::<TwinIt>(TWINIT_V1, GameKind::TwinIt);
    assert!(twinit.seen.started);
    assert_eq!(twinit.mode(), Mode::ChacunPourSoi);
    assert!(twinit.time() > Millis(0));
    assert!(matches!(twinit.game().status(), Status::Acting(_)));
}

#[test]
fn a_save_from_the_future_is_refused_in_words() {
    let s = Session::<TwinIt>::new(table::<TwinItSetup>(2, true), 3).unwrap();
    let raw = saves::write(&s.to_save("x", 1));
    let mut value: serde_json::Value = serde_json::from_str(&raw).unwrap();
    value["data"]["version"] = (RECORD_VERSION + 1).into();
    let error = saves::read::<Session<TwinIt>>(&value.to_string()).unwrap_err();
    assert_eq!(
        error,
        SaveError::Corrupt(Damage::NewerRecord {
            found: RECORD_VERSION + 1,
            supported: RECORD_VERSION
        })
    );
    let words = error.to_string();
    assert!(words.contains("newer version of the app"), "{words}");
    // A record whose version is not a number is damaged, not a panic.
    value["data"]["version"] = "two".into();
    assert!(matches!(
        saves::read::<Session<TwinIt>>(&value.to_string()),
        Err(SaveError::Corrupt(Damage::Malformed(_)))
    ));
}

#[test]
fn every_game_writes_the_same_record_shape() {
    fn keys<G: SessionGame>(s: &Session<G>) -> Vec<String> {
        let value = serde_json::to_value(s.record()).unwrap();
        let mut keys: Vec<String> = value.as_object().unwrap().keys().cloned().collect();
        keys.retain(|k| !["time", "advances", "extra"].contains(&k.as_str()));
        keys.sort();
        keys
    }
    let tweak = keys(&Session::<Tweak>::new(table::<TweakSetup>(2, true), 1).unwrap());
    let tuefteln = keys(&Session::<Tuefteln>::new(table::<TueftelnOptions>(1, true), 1).unwrap());
    let swaks = keys(&Session::<Swaks>::new(table::<SwaksSetup>(2, true), 1).unwrap());
    let twinit = keys(
        &Session::<TwinIt>::new(
            Setup {
                options: TwinItSetup {
                    rules: TwinItOptions {
                        mode: Mode::TousEnsemble,
                    },
                },
                ..table::<TwinItSetup>(1, true)
            },
            1,
        )
        .unwrap(),
    );
    assert_eq!(tweak, ["actions", "bots", "seed", "setup", "version"]);
    assert_eq!(tuefteln, tweak);
    assert_eq!(swaks, tweak);
    assert_eq!(twinit, tweak);
}

#[test]
fn a_game_is_turn_based_exactly_when_its_bots_are_paced() {
    fn paced<G: SessionGame>(s: &Session<G>) -> bool {
        s.game().bot_pause(1).is_some()
    }
    let tweak = Session::<Tweak>::new(table::<TweakSetup>(2, true), 1).unwrap();
    let tuefteln = Session::<Tuefteln>::new(table::<TueftelnOptions>(2, true), 1).unwrap();
    let swaks = Session::<Swaks>::new(table::<SwaksSetup>(2, true), 1).unwrap();
    let twinit = Session::<TwinIt>::new(table::<TwinItSetup>(2, true), 1).unwrap();
    assert!(Tweak::TURN_BASED && paced(&tweak));
    assert!(Tuefteln::TURN_BASED && paced(&tuefteln));
    assert!(!Swaks::TURN_BASED && !paced(&swaks));
    assert!(!TwinIt::TURN_BASED && !paced(&twinit));
}
