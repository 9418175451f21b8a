use super::*;
use crate::contract::{assert_same_view, replay_with_time};
use crate::realtime::{Conductor, Step};
use crate::twinit::game::assert_each_card_once;
use crate::twinit::{MotifId, Options, Slot, Spot};
use crate::{Game, PerSeat, Status};

// ---------------------------------------------------------------- views made by hand

/// A view for seat 0 of a `seats`-seat table in `mode` with these table motifs (slots `0..`),
/// no piles, nobody due to turn.
fn view(mode: Mode, seats: usize, table: &[u16]) -> View {
    View {
        seat: Seat(0),
        mode,
        piles: Vec::new(),
        table: table
            .iter()
            .enumerate()
            .map(|(i, &m)| (Slot(i as u16), MotifId(m)))
            .collect(),
        marks: Vec::new(),
        prises: PerSeat::new(seats, |_| Vec::new()),
        target: mode.target(),
        deadline: None,
        points: 0,
        rating: None,
        turner: None,
        last_at: Millis(0),
        events: Vec::new(),
        outcome: None,
        legal: Vec::new(),
    }
}

fn slot(i: u16) -> Spot {
    Spot::Table(Slot(i))
}

/// The view after one more card, showing `motif`, was turned onto the table by seat 1 at `at`.
fn turned(mut view: View, motif: u16, at: u64) -> View {
    let slot = Slot(view.table.len() as u16);
    view.table.push((slot, MotifId(motif)));
    view.events.push(Event::Turned {
        seat: Seat(1),
        pile: PileId(1),
        slot,
        motif: MotifId(motif),
        at: Millis(at),
    });
    view.last_at = Millis(at);
    view
}

fn claim_at(plan: &Plan<Action>) -> Option<(Millis, Action)> {
    match plan {
        Plan::ActAt(at, action @ Action::Claim(..)) => Some((*at, *action)),
        _ => None,
    }
}

#[test]
fn a_search_runs_from_when_the_pair_appeared_not_from_the_last_change() {
    for level in BotLevel::ALL {
        for seed in 0..20 {
            let mut bot = TwinItBot::new(level, seed);
            // No two of these motifs look alike (one outline and one pattern each).
            let first = view(Mode::ChacunPourSoi, 2, &[5, 20, 5]);
            let (ready, action) = claim_at(&bot.plan(Seat(0), &first, Millis(1_000))).unwrap();
            assert_eq!(action, Action::Claim(slot(0), slot(2)));
            assert!(ready > Millis(1_000));
            // Unrelated cards turned meanwhile: the pair is still found at the same moment.
            let mut later = first;
            for (i, motif) in [34, 48, 62].into_iter().enumerate() {
                let at = 1_000 + 100 * (i as u64 + 1);
                later = turned(later, motif, at);
                let (again, action) =
                    claim_at(&bot.plan(Seat(0), &later, Millis(at))).expect("still a claim");
                assert_eq!(action, Action::Claim(slot(0), slot(2)));
                assert_eq!(again, ready.max(Millis(at)), "{level:?} seed {seed}");
            }
            // Once the pair is gone it is forgotten.
            later.table.retain(|(s, _)| *s != Slot(2));
            assert_eq!(bot.plan(Seat(0), &later, Millis(2_000)), Plan::Pass);
            assert!(bot.memory.sightings.is_empty());
        }
    }
}

#[test]
fn a_pair_is_spotted_later_on_a_fuller_table() {
    // The pair (5, 5) appears with a turned card, among few or many faces.
    let mean_ready = |level, others: &[u16]| {
        let mut total = 0.0;
        for seed in 0..300 {
            let mut bot = TwinItBot::new(level, seed);
            let mut table = vec![5];
            table.extend_from_slice(others);
            let before = view(Mode::ChacunPourSoi, 2, &table);
            bot.plan(Seat(0), &before, Millis(0));
            let after = turned(before, 5, 1_000);
            let (at, _) = claim_at(&bot.plan(Seat(0), &after, Millis(1_000))).unwrap();
            total += (at.0 - 1_000) as f64;
        }
        total / 300.0
    };
    let few = [7, 9, 11];
    let many: Vec<u16> = (0..24).map(|i| 7 + 2 * i).collect();
    let mut previous = 0.0;
    for level in [BotLevel::Strong, BotLevel::Normal, BotLevel::Easy] {
        let (small, large) = (mean_ready(level, &few), mean_ready(level, &many));
        assert!(large > small * 1.2, "{level:?}: {small} then {large}");
        assert!(small > previous, "levels ordered: {level:?} {small}");
        previous = small;
    }
}

#[test]
fn only_easy_and_normal_take_look_alikes_for_pairs() {
    // Motifs 0 and 13 share an outline, 0 and 1 a pattern: look-alikes, and no pair.
    let table = [0, 13, 1, 27, 40, 14];
    for level in BotLevel::ALL {
        let mut errors = 0;
        for seed in 0..400 {
            let mut bot = TwinItBot::new(level, seed);
            if let Some((_, Action::Claim(a, b))) =
                claim_at(&bot.plan(Seat(0), &view(Mode::ChacunPourSoi, 2, &table), Millis(0)))
            {
                let motif = |s: Spot| match s {
                    Spot::Table(Slot(i)) => MotifId(table[usize::from(i)]),
                    _ => unreachable!(),
                };
                assert!(motif(a).looks_like(motif(b)));
                errors += 1;
            }
        }
        match level {
            BotLevel::Strong => assert_eq!(errors, 0),
            _ => assert!(errors > 0, "{level:?} never erred"),
        }
    }
    // Together, nobody errs: a wrong claim is refused there at no cost.
    let mut bot = TwinItBot::new(BotLevel::Easy, 1);
    let together = view(Mode::TousEnsemble, 2, &table);
    for seed in 0..100 {
        bot.rng = GameRng::from_seed(seed);
        bot.memory = Default::default();
        assert!(claim_at(&bot.plan(Seat(0), &together, Millis(0))).is_none());
    }
}

#[test]
fn a_look_alike_erred_on_is_not_claimed_again() {
    let table = [0, 13];
    let seed = (0..2_000)
        .find(|&seed| {
            let mut bot = TwinItBot::new(BotLevel::Easy, seed);
            claim_at(&bot.plan(Seat(0), &view(Mode::ChacunPourSoi, 2, &table), Millis(0))).is_some()
        })
        .expect("an easy bot errs at times");
    let mut bot = TwinItBot::new(BotLevel::Easy, seed);
    let mut v = view(Mode::ChacunPourSoi, 2, &table);
    let (at, _) = claim_at(&bot.plan(Seat(0), &v, Millis(0))).unwrap();
    v.events.push(Event::Erred {
        seat: Seat(0),
        spots: (slot(0), slot(1)),
        motifs: (MotifId(0), MotifId(13)),
        returned: None,
        at,
    });
    assert_eq!(bot.plan(Seat(0), &v, at), Plan::Pass);
}

#[test]
fn in_les_clans_a_teammates_hand_is_completed_and_a_waiting_hand_lifted() {
    let mut v = view(Mode::Clans, 4, &[5, 7, 5]);
    for level in BotLevel::ALL {
        // Seat 2 (a teammate of seat 0) has a hand on slot 0.
        v.marks = vec![(Seat(2), slot(0))];
        let mut bot = TwinItBot::new(level, 3);
        match bot.plan(Seat(0), &v, Millis(500)) {
            Plan::ActAt(at, Action::Mark(spot)) => {
                assert_eq!(spot, slot(2));
                assert!(at > Millis(500));
            }
            other => panic!("{other:?}"),
        }
        // An opponent's hand is not completed; a first hand goes on a free card of the pair.
        v.marks = vec![(Seat(1), slot(0))];
        let mut bot = TwinItBot::new(level, 3);
        assert!(matches!(
            bot.plan(Seat(0), &v, Millis(500)),
            Plan::ActAt(_, Action::Mark(s)) if s == slot(2)
        ));
        // Its own hand waits for the level's patience, then is lifted.
        v.marks = vec![(Seat(0), slot(0))];
        let mut bot = TwinItBot::new(level, 3);
        assert_eq!(
            bot.plan(Seat(0), &v, Millis(500)),
            Plan::ActAt(Millis(500 + timing(level).patience_ms), Action::Lift)
        );
    }
}

// ---------------------------------------------------------------- whole games

fn table(mode: Mode, levels: &[BotLevel], seed: u64) -> (TwinIt, Conductor<TwinIt, TwinItBot>) {
    let game = TwinIt::new(&Options { mode }, levels.len(), seed).expect("seats");
    let bots = levels
        .iter()
        .enumerate()
        .map(|(i, level)| Some(TwinItBot::new(*level, seed * 31 + i as u64)))
        .collect();
    (game, Conductor::new(bots))
}

type Log = Vec<(Seat, Action, Millis)>;

fn log_of(steps: &[Step<Action>]) -> (Log, Vec<(usize, Millis)>) {
    let (mut log, mut advances) = (Vec::new(), Vec::new());
    for step in steps {
        match step {
            Step::Played { seat, action, at } => log.push((*seat, *action, *at)),
            Step::Advanced(at) => advances.push((log.len(), *at)),
        }
    }
    (log, advances)
}

fn levels(seats: usize, seed: u64) -> Vec<BotLevel> {
    (0..seats)
        .map(|i| BotLevel::ALL[(i + seed as usize) % 3])
        .collect()
}

#[test]
fn bot_games_of_every_mode_end_and_replay() {
    for mode in [
        Mode::ChacunPourSoi,
        Mode::Clans,
        Mode::Ring,
        Mode::TousEnsemble,
    ] {
        let (min, max) = mode.players();
        for seats in min.max(2)..=max {
            for seed in 0..2 {
                let levels = levels(seats, seed);
                let (mut game, mut conductor) = table(mode, &levels, seed);
                let steps = conductor.run_to_end(&mut game, 20_000);
                assert!(
                    game.is_finished(),
                    "{mode:?} {seats} seats seed {seed}: stalled after {} steps",
                    steps.len()
                );
                assert_each_card_once(&game);
                let (log, advances) = log_of(&steps);
                assert!(
                    log.windows(2).all(|w| w[0].2 <= w[1].2),
                    "time runs forward"
                );
                let replayed =
                    replay_with_time::<TwinIt>(&Options { mode }, seats, seed, &log, &advances);
                assert_eq!(replayed, game, "{mode:?} {seats} seats seed {seed}");
                if mode == Mode::Clans {
                    let marks = log
                        .iter()
                        .filter(|(_, a, _)| matches!(a, Action::Mark(_)))
                        .count();
                    assert!(marks > 0, "clans play with hands");
                }
            }
        }
    }
}

#[test]
fn a_solo_bot_plays_the_cooperative_minute() {
    let (mut game, mut conductor) = table(Mode::TousEnsemble, &[BotLevel::Normal], 4);
    let steps = conductor.run_to_end(&mut game, 20_000);
    assert!(game.is_finished());
    assert!(game.points() > 0);
    assert!(steps.iter().any(|s| matches!(
        s,
        Step::Played {
            action: Action::Flip(_),
            ..
        }
    )));
}

#[test]
fn errors_come_from_easy_and_normal_only() {
    let errors = |level: BotLevel| {
        (0..6)
            .map(|seed| {
                let (mut game, mut conductor) = table(Mode::ChacunPourSoi, &[level, level], seed);
                conductor.run_to_end(&mut game, 20_000);
                game.events()
                    .iter()
                    .filter(|e| matches!(e, Event::Erred { .. }))
                    .count()
            })
            .sum::<usize>()
    };
    assert_eq!(errors(BotLevel::Strong), 0);
    assert!(errors(BotLevel::Easy) > 0);
}

#[test]
fn stronger_levels_win_two_player_races() {
    let mut strong_wins = 0.0;
    for seed in 0..12 {
        let seated = if seed % 2 == 0 {
            [BotLevel::Strong, BotLevel::Easy]
        } else {
            [BotLevel::Easy, BotLevel::Strong]
        };
        let (mut game, mut conductor) = table(Mode::ChacunPourSoi, &seated, seed);
        conductor.run_to_end(&mut game, 20_000);
        let Status::Finished(outcome) = game.status() else {
            panic!("unfinished");
        };
        let strong = Seat((seed % 2) as u8);
        if outcome.winners.contains(&strong) {
            strong_wins += 1.0 / outcome.winners.len() as f64;
        }
    }
    assert!(strong_wins >= 10.0, "strong won {strong_wins} of 12");
}

#[test]
fn bots_plan_from_their_view_only() {
    for (mode, seats) in [(Mode::ChacunPourSoi, 3), (Mode::Ring, 4), (Mode::Clans, 4)] {
        for seed in 0..3 {
            let levels = levels(seats, seed);
            let (mut game, mut conductor) = table(mode, &levels, seed);
            for step in 0..80 {
                let Some((at, _)) = conductor.next_wake(&game) else {
                    break;
                };
                conductor.run_until(&mut game, at);
                if step % 8 != 0 || game.is_finished() {
                    continue;
                }
                let other = game.scrambled(seed * 1_000 + step);
                for s in 0..seats {
                    let seat = Seat(s as u8);
                    assert_same_view(&game, &other, seat);
                    let bot = conductor.bot(seat).expect("a bot");
                    let (mut a, mut b) = (bot.clone(), bot.clone());
                    assert_eq!(
                        a.plan(seat, &game.view(seat), at),
                        b.plan(seat, &other.view(seat), at),
                        "{mode:?} seed {seed} step {step}"
                    );
                    assert_eq!(a, b, "the same memory and generator after");
                }
            }
        }
    }
}

#[test]
fn a_reopened_table_goes_on_exactly() {
    for mode in [
        Mode::ChacunPourSoi,
        Mode::Clans,
        Mode::Ring,
        Mode::TousEnsemble,
    ] {
        let seats = if mode == Mode::Clans { 4 } else { 3 };
        let (mut game, mut conductor) = table(mode, &levels(seats, 1), 7);
        let mut at = Millis(0);
        for _ in 0..40 {
            let Some((next, _)) = conductor.next_wake(&game) else {
                break;
            };
            conductor.run_until(&mut game, next);
            at = next;
        }
        // Saved and reopened: the bots (with their memories) come back as they were.
        let raw = serde_json::to_string(&conductor).expect("serialise");
        let mut reopened: Conductor<TwinIt, TwinItBot> = serde_json::from_str(&raw).expect("read");
        for s in 0..seats {
            let seat = Seat(s as u8);
            assert_eq!(reopened.bot(seat), conductor.bot(seat));
            assert!(
                mode != Mode::ChacunPourSoi || !reopened.bot(seat).unwrap().memory.known.is_empty()
            );
        }
        let mut copy = game.clone();
        reopened.game_changed(at);
        conductor.run_to_end(&mut game, 20_000);
        reopened.run_to_end(&mut copy, 20_000);
        assert!(game.is_finished());
        assert_eq!(
            copy, game,
            "{mode:?}: the reopened table played the same game"
        );
    }
}
