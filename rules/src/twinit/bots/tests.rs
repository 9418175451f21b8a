use super::*;
use crate::contract::{assert_same_view, replay_with_time};
use crate::realtime::{Conductor, Step};
use crate::twinit::game::assert_each_card_once;
use crate::twinit::{MotifId, Options, Public, Slot, Spot};
use crate::{Game, PerSeat, Status};

// ---------------------------------------------------------------- views made by hand

/// A view for seat 0 of a `seats`-seat table in `mode` with these table motifs (slots `0..`),
/// no piles, nobody due to turn.
fn view(mode: Mode, seats: usize, table: &[u16]) -> View {
    View {
        seat: Seat(0),
        legal: Vec::new(),
        public: Public {
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
        },
    }
}

fn slot(i: u16) -> Spot {
    Spot::Table(Slot(i))
}

/// The view after one more card, showing `motif`, was turned onto the table by seat 1 at `at`.
fn turned(mut view: View, motif: u16, at: u64) -> View {
    let slot = Slot(view.table.len() as u16);
    view.public.table.push((slot, MotifId(motif)));
    view.public.events.push(Event::Turned {
        seat: Seat(1),
        pile: PileId(1),
        slot,
        motif: MotifId(motif),
        at: Millis(at),
    });
    view.public.last_at = Millis(at);
    view
}

fn claim_at(plan: &Plan<Action>) -> Option<(Millis, Action)> {
    match plan {
        Plan::ActAt(at, action @ Action::Claim(..)) => Some((*at, *action)),
        _ => None,
    }
}

/// When the bot will have spotted the real pair (not a hasty wrong claim) it knows of first.
fn pair_ready(bot: &TwinItBot) -> Option<Millis> {
    bot.memory
        .sightings
        .iter()
        .filter(|s| s.is_pair())
        .map(|s| s.ready)
        .min()
}

/// Whether the bot has a hasty wrong claim in mind (W4).
fn will_err(bot: &TwinItBot) -> bool {
    bot.memory.sightings.iter().any(|s| !s.is_pair())
}

#[test]
fn a_search_runs_from_when_the_pair_appeared_not_from_the_last_change() {
    let mut checked = 0;
    for level in BotLevel::ALL {
        for seed in 0..40 {
            let mut bot = TwinItBot::new(level, seed);
            // No two of these motifs look alike (one outline and one pattern each).
            let first = view(Mode::ChacunPourSoi, 2, &[5, 20, 5]);
            let plan = bot.plan(Seat(0), &first, Millis(1_000));
            if will_err(&bot) {
                continue; // a hasty wrong claim comes first: tested below
            }
            checked += 1;
            let (ready, action) = claim_at(&plan).unwrap();
            assert_eq!(action, Action::Claim(slot(0), slot(2)));
            assert!(ready > Millis(1_000));
            assert_eq!(pair_ready(&bot), Some(ready));
            // Unrelated cards turned meanwhile: the pair is still found at the same moment.
            let mut later = first;
            for (i, motif) in [34, 48, 62].into_iter().enumerate() {
                let at = 1_000 + 100 * (i as u64 + 1);
                later = turned(later, motif, at);
                let plan = bot.plan(Seat(0), &later, Millis(at));
                assert_eq!(pair_ready(&bot), Some(ready), "{level:?} seed {seed}");
                if !will_err(&bot) {
                    let (again, action) = claim_at(&plan).expect("still a claim");
                    assert_eq!(action, Action::Claim(slot(0), slot(2)));
                    assert_eq!(again, ready.max(Millis(at)), "{level:?} seed {seed}");
                }
            }
            // Once the pair is gone it is forgotten.
            later.public.table.retain(|(s, _)| *s != Slot(2));
            assert_eq!(bot.plan(Seat(0), &later, Millis(2_000)), Plan::Pass);
            assert!(bot.memory.sightings.is_empty());
        }
    }
    assert!(
        checked > 100,
        "most races end without a wrong claim: {checked}"
    );
}

/// When each of `seeds` fresh bots of `level` will have spotted a pair of motif 5 that appears
/// with a card turned at 1 s, on a table of motif 5 and `others`.
fn spotting_times(level: BotLevel, others: &[u16], seeds: std::ops::Range<u64>) -> Vec<u64> {
    seeds
        .map(|seed| {
            let mut bot = TwinItBot::new(level, seed);
            let mut table = vec![5];
            table.extend_from_slice(others);
            let before = view(Mode::ChacunPourSoi, 2, &table);
            bot.plan(Seat(0), &before, Millis(0));
            let after = turned(before, 5, 1_000);
            bot.plan(Seat(0), &after, Millis(1_000));
            pair_ready(&bot).expect("a pair").0 - 1_000
        })
        .collect()
}

#[test]
fn a_pair_is_spotted_later_on_a_fuller_table() {
    let mean = |times: Vec<u64>| times.iter().sum::<u64>() as f64 / times.len() as f64;
    let few = [7, 9, 11];
    let many: Vec<u16> = (0..24).map(|i| 7 + 2 * i).collect();
    let mut previous = 0.0;
    for level in [BotLevel::Strong, BotLevel::Normal, BotLevel::Easy] {
        let small = mean(spotting_times(level, &few, 0..400));
        let large = mean(spotting_times(level, &many, 0..400));
        assert!(large > small * 1.2, "{level:?}: {small} then {large}");
        assert!(small > previous, "levels ordered: {level:?} {small}");
        previous = small;
    }
}

#[test]
fn spotting_times_spread_widely_and_the_levels_overlap() {
    // Issue 40: from one race to the next the times spread (form, search, lapses), so a slower
    // level is sometimes the quicker: Easy beats Strong to a pair in a fair share of races.
    let few = [7, 9, 11, 34, 48];
    let strong = spotting_times(BotLevel::Strong, &few, 0..400);
    let easy = spotting_times(BotLevel::Easy, &few, 1_000..1_400);
    let easy_first = strong.iter().zip(&easy).filter(|(s, e)| e < s).count();
    assert!(
        (40..200).contains(&easy_first),
        "easy first in {easy_first} of 400 races"
    );
    for times in [strong, easy] {
        let cv = super::timing::coefficient_of_variation(&times);
        assert!(cv > 0.45, "coefficient of variation {cv}");
    }
}

#[test]
fn lapses_come_at_the_levels_rate() {
    // Each race draws its search, then whether it is a lapse: replayed on a copy of the bot's
    // generator, the race's time is the search plus the lapse, and lapses come at their rate.
    for level in BotLevel::ALL {
        let (mut lapses, n) = (0, 1_500);
        for seed in 0..n {
            let mut bot = TwinItBot::new(level, seed);
            let table = view(Mode::TousEnsemble, 1, &[5, 7, 9]);
            bot.plan(Seat(0), &table, Millis(0));
            let (timing, mut copy) = (bot.timing(), bot.rng.clone());
            let after = turned(table, 5, 1_000);
            bot.plan(Seat(0), &after, Millis(1_000));
            let search = timing.cued_ms(&mut copy, 4);
            let lapse = timing.lapse(&mut copy);
            assert_eq!(pair_ready(&bot), Some(Millis(1_000 + search + lapse)));
            lapses += usize::from(lapse > 0);
        }
        let p = timing(level).lapse_per_1000 as f64 / 1_000.0;
        let expected = p * n as f64;
        let sd = (expected * (1.0 - p)).sqrt();
        assert!(
            (lapses as f64 - expected).abs() < 4.0 * sd,
            "{level:?}: {lapses} lapses in {n} races, {expected} expected"
        );
    }
}

#[test]
fn wrong_claims_are_hasty_land_on_look_alikes_and_come_at_the_levels_rate() {
    // Motif 0's pair appears with a turned card; 13 (the same outline) and 1 (the same
    // pattern) look like it, 33 and 46 do not.
    let table = [0, 13, 1, 33, 46];
    for level in BotLevel::ALL {
        let (mut errors, n) = (0, 2_000);
        for seed in 0..n {
            let mut bot = TwinItBot::new(level, seed);
            let before = view(Mode::ChacunPourSoi, 2, &table);
            bot.plan(Seat(0), &before, Millis(0));
            let after = turned(before, 0, 1_000);
            let plan = bot.plan(Seat(0), &after, Millis(1_000));
            let Some(wrong) = bot.memory.sightings.iter().find(|s| !s.is_pair()) else {
                continue;
            };
            errors += 1;
            // The new face, taken with a look-alike, before the real twin would be found.
            assert_eq!(wrong.a.spot, slot(5));
            assert!(wrong.b.motif.looks_like(MotifId(0)), "{:?}", wrong.b);
            assert!(wrong.ready <= pair_ready(&bot).unwrap());
            assert_eq!(
                claim_at(&plan).map(|(_, a)| a),
                Some(Action::Claim(wrong.a.spot, wrong.b.spot))
            );
        }
        let p = timing(level).false_alarm_per_1000 as f64 / 1_000.0;
        let expected = p * n as f64;
        let sd = (expected * (1.0 - p)).sqrt();
        assert!(
            (errors as f64 - expected).abs() < 4.0 * sd,
            "{level:?}: {errors} wrong claims in {n} races, {expected} expected"
        );
    }
    // Together a wrong claim is refused at no cost, and in Les Clans a claim is two hands:
    // no bot plans one there.
    for mode in [Mode::TousEnsemble, Mode::Clans] {
        for seed in 0..300 {
            let mut bot = TwinItBot::new(BotLevel::Easy, seed);
            let before = view(mode, 4, &table);
            bot.plan(Seat(0), &before, Millis(0));
            bot.plan(Seat(0), &turned(before, 0, 1_000), Millis(1_000));
            assert!(!will_err(&bot), "{mode:?}");
        }
    }
}

#[test]
fn after_a_wrong_claim_the_bot_still_claims_the_pair() {
    // The rule book (Le Ring): a player who erred may still win the pair by being quick.
    let table = [0, 13];
    let (seed, bot, v) = (0..2_000)
        .find_map(|seed| {
            let mut bot = TwinItBot::new(BotLevel::Easy, seed);
            let before = view(Mode::ChacunPourSoi, 2, &table);
            bot.plan(Seat(0), &before, Millis(0));
            let after = turned(before, 0, 1_000);
            bot.plan(Seat(0), &after, Millis(1_000));
            will_err(&bot).then_some((seed, bot, after))
        })
        .expect("an easy bot errs at times");
    let (mut bot, mut v) = (bot, v);
    let (at, action) = claim_at(&bot.plan(Seat(0), &v, Millis(1_000))).unwrap();
    let Action::Claim(a, b) = action else {
        unreachable!()
    };
    v.public.events.push(Event::Erred {
        seat: Seat(0),
        spots: (a, b),
        motifs: (MotifId(0), MotifId(13)),
        returned: None,
        at,
    });
    // At its time, once its hands are back (the motor pause after its own action).
    let ready = pair_ready(&bot).unwrap();
    let back = Millis(at.0 + bot.timing().motor_ms);
    assert_eq!(
        claim_at(&bot.plan(Seat(0), &v, at)),
        Some((ready.max(back), Action::Claim(slot(0), slot(2)))),
        "seed {seed}"
    );
    assert!(!will_err(&bot), "the wrong claim is not made again");
}

#[test]
fn a_bots_form_is_drawn_from_its_seed_and_an_old_save_plays_at_the_levels_pace() {
    let forms: Vec<f64> = (0..200)
        .map(|seed| TwinItBot::new(BotLevel::Normal, seed).form())
        .collect();
    assert_eq!(
        TwinItBot::new(BotLevel::Normal, 7),
        TwinItBot::new(BotLevel::Normal, 7)
    );
    assert!(forms.iter().any(|&f| f < 0.85) && forms.iter().any(|&f| f > 1.15));
    // A bot saved before forms existed (no `form` field) reads at its level's own pace.
    let bot = TwinItBot::new(BotLevel::Easy, 3);
    let mut raw: serde_json::Value = serde_json::to_value(&bot).unwrap();
    raw.as_object_mut().unwrap().remove("form").expect("saved");
    let old: TwinItBot = serde_json::from_value(raw).unwrap();
    assert_eq!(old.form(), 1.0);
    assert_eq!(old.timing(), timing(BotLevel::Easy));
    assert_eq!((old.level(), &old.rng), (bot.level(), &bot.rng));
}

#[test]
fn in_les_clans_a_teammates_hand_is_completed_and_a_waiting_hand_lifted() {
    let mut v = view(Mode::Clans, 4, &[5, 7, 5]);
    for level in BotLevel::ALL {
        // Seat 2 (a teammate of seat 0) has a hand on slot 0.
        v.public.marks = vec![(Seat(2), slot(0))];
        let mut bot = TwinItBot::new(level, 3);
        match bot.plan(Seat(0), &v, Millis(500)) {
            Plan::ActAt(at, Action::Mark(spot)) => {
                assert_eq!(spot, slot(2));
                assert!(at > Millis(500));
            }
            other => panic!("{other:?}"),
        }
        // An opponent's hand is not completed; a first hand goes on a free card of the pair.
        v.public.marks = vec![(Seat(1), slot(0))];
        let mut bot = TwinItBot::new(level, 3);
        assert!(matches!(
            bot.plan(Seat(0), &v, Millis(500)),
            Plan::ActAt(_, Action::Mark(s)) if s == slot(2)
        ));
        // Its own hand waits for the level's patience, then is lifted.
        v.public.marks = vec![(Seat(0), slot(0))];
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

/// Wrong claims and claims won by `level` in `games` two-seat games of Chacun pour soi against
/// its own level.
fn errors_and_wins(level: BotLevel, games: u64) -> (usize, usize) {
    let (mut errors, mut won) = (0, 0);
    for seed in 0..games {
        let (mut game, mut conductor) = table(Mode::ChacunPourSoi, &[level, level], seed);
        conductor.run_to_end(&mut game, 20_000);
        for event in game.events() {
            match event {
                Event::Erred { .. } => errors += 1,
                Event::Won { .. } => won += 1,
                _ => {}
            }
        }
    }
    (errors, won)
}

#[test]
fn every_level_errs_now_and_then_children_most() {
    // W4: a wrong claim is a few percent of claims at most, more often the younger the player.
    let share = |level| {
        let (errors, won) = errors_and_wins(level, 60);
        errors as f64 / (errors + won) as f64
    };
    let [easy, normal, strong] = BotLevel::ALL.map(share);
    assert!(strong > 0.0, "a practised player errs too, rarely");
    assert!(strong < normal && normal < easy, "{strong} {normal} {easy}");
    assert!(easy < 0.12, "wrong claims stay rare: {easy}");
}

/// The stronger level's share of wins (ties shared) in `games` games of `mode` between
/// `stronger` and `weaker` on two seats (Les Clans: four, two a team), swapping every game.
fn win_share(mode: Mode, stronger: BotLevel, weaker: BotLevel, games: u64) -> f64 {
    let seats = if mode == Mode::Clans { 4 } else { 2 };
    let mut wins = 0.0;
    for seed in 0..games {
        let side = |seat: usize| (seat % 2 + seed as usize) % 2;
        let seated: Vec<BotLevel> = (0..seats).map(|s| [stronger, weaker][side(s)]).collect();
        let (mut game, mut conductor) = table(mode, &seated, seed);
        conductor.run_to_end(&mut game, 50_000);
        let Status::Finished(outcome) = game.status() else {
            panic!("unfinished");
        };
        let mut sides: Vec<usize> = outcome.winners.iter().map(|s| side(s.index())).collect();
        sides.sort_unstable();
        sides.dedup();
        if sides.contains(&0) {
            wins += 1.0 / sides.len() as f64;
        }
    }
    wins / games as f64
}

#[test]
fn strong_beats_easy_more_often_than_not_but_not_always() {
    // Issue 40: a level a person can beat and lose to. 200 games of Chacun pour soi (the
    // simulator measures about 86 % over 2,000).
    let share = win_share(Mode::ChacunPourSoi, BotLevel::Strong, BotLevel::Easy, 200);
    assert!((0.7..0.97).contains(&share), "strong won {share}");
}

/// Issue 40's targets, on 2,000 games a pairing in each competitive mode (about a minute in
/// release: `cargo test --release -p tablee-rules levels_overlap -- --ignored`; the simulator
/// prints the same with intervals: `tablee-sim twinit --pairings --games 2000`).
#[test]
#[ignore]
fn levels_overlap_in_every_mode() {
    let (strong, normal, easy) = (BotLevel::Strong, BotLevel::Normal, BotLevel::Easy);
    for mode in [Mode::ChacunPourSoi, Mode::Clans, Mode::Ring] {
        for (a, b, low, high) in [
            (strong, normal, 0.6, 0.85),
            (normal, easy, 0.6, 0.85),
            (strong, easy, 0.5, 0.97),
        ] {
            let share = win_share(mode, a, b, 2_000);
            assert!(
                (low..=high).contains(&share),
                "{mode:?}: {a:?} beat {b:?} in {share}"
            );
        }
    }
}

#[test]
fn a_game_of_bots_is_the_same_from_the_same_seeds() {
    let play = |seed| {
        let (mut game, mut conductor) =
            table(Mode::Ring, &[BotLevel::Easy, BotLevel::Strong], seed);
        let steps = conductor.run_to_end(&mut game, 20_000);
        (log_of(&steps), game)
    };
    assert_eq!(play(5), play(5));
    assert_ne!(play(5).0, play(6).0);
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
