//! Computer players. They see only their seat's [`View`], never the generator.
//!
//! - Easy writes a uniformly random legal placement.
//! - Normal writes the placement its judgement of the tile likes best (see `eval`).
//! - Strong looks one roll ahead: the best few placements are weighed by the average, over the 21
//!   possible next rolls, of the best judged reply. Given a learned [`Model`] for the tile's side,
//!   it adds the model's correction to the judgement (see `value`). In the last three rounds it
//!   searches every roll and placement to the end instead and plays for the exact expected total.

use super::eval::{final_total, place_value, Code, Judge};
use super::game::{Action, Tuefteln, View};
use super::model::Model;
use super::tile::{Placement, Roll, Tile};
use super::value::{cell_pairs, expected_reply, Correction, Scorer};
use crate::{Bot, BotLevel, Bots, GameRng, Seat, Seed};
use std::sync::Arc;

/// How many of Normal's favourites the strong bot looks ahead from.
const STRONG_WIDTH: usize = 16;

/// With at most this many rounds left after the current one, the strong bot searches every roll
/// and placement to the end and plays for the exact expected total (U6, U7).
const EXACT_HORIZON: usize = 2;

impl Bots for Tuefteln {
    fn bot(level: BotLevel, seed: Seed) -> Box<dyn Bot<Self>> {
        match level {
            BotLevel::Easy => Box::new(EasyBot {
                rng: GameRng::from_seed(seed),
            }),
            BotLevel::Normal => Box::new(JudgeBot {
                judge: Judge::standard(),
                model: None,
                lookahead: false,
            }),
            BotLevel::Strong => Box::new(JudgeBot {
                judge: Judge::standard(),
                model: None,
                lookahead: true,
            }),
        }
    }
}

impl Tuefteln {
    /// The tables the Normal and Strong bots (and so the hint) judge tiles with, to be built
    /// a piece at a time (a few milliseconds in a phone's browser each) before the first bot
    /// move needs them; a bot that needs them first builds the rest at once.
    pub fn bot_tables() -> super::eval::StandardTables {
        super::eval::StandardTables::start()
    }

    /// The strong bot that adds `model`'s learned correction to its judgement. It plays like
    /// [`BotLevel::Strong`] when the model is for the other side of the tile.
    pub fn strong_bot(model: Arc<Model>) -> Box<dyn Bot<Self>> {
        strong_with(model)
    }
}

/// The tile a bot writes on, or `None` when it has nothing to do.
fn own_tile(seat: Seat, view: &View) -> Option<&Tile> {
    if seat.index() >= view.tiles.len() || view.placed[seat] || view.is_finished() {
        None
    } else {
        Some(&view.tiles[seat])
    }
}

/// Plays a uniformly random legal placement.
struct EasyBot {
    rng: GameRng,
}

impl Bot<Tuefteln> for EasyBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        let options = own_tile(seat, view)?.legal_placements(view.roll);
        self.rng.choose(&options).copied().map(Action::Place)
    }
}

/// Plays by the judgement of the tile, with or without one roll of look-ahead, and with or
/// without a learned correction.
struct JudgeBot {
    judge: &'static Judge,
    model: Option<Arc<Model>>,
    lookahead: bool,
}

impl Bot<Tuefteln> for JudgeBot {
    fn act(&mut self, seat: Seat, view: &View) -> Option<Action> {
        let tile = own_tile(seat, view)?;
        let horizon = usize::from(Tuefteln::ROUNDS - view.round);
        let model = self.model.as_deref().filter(|m| m.side() == tile.side());
        let choice = if self.lookahead {
            best_strong(self.judge, model, tile, view.roll, horizon)
        } else {
            best_greedy(self.judge, model, tile, view.roll, horizon)
        };
        choice.map(Action::Place)
    }
}

/// The strong bot judging with `model` as well (when the model is for the game's side).
pub(crate) fn strong_with(model: Arc<Model>) -> Box<dyn Bot<Tuefteln>> {
    Box::new(JudgeBot {
        judge: Judge::standard(),
        model: Some(model),
        lookahead: true,
    })
}

/// The codes after writing `placement` onto squares with `codes`.
fn apply(codes: &[Code; 9], placement: &Placement) -> [Code; 9] {
    let mut out = *codes;
    for (cell, value) in placement.cells.iter().zip(placement.values) {
        out[cell.square() as usize] += Code::from(value.value()) * place_value(cell.corner());
    }
    out
}

/// Every placement of `roll` with its judged worth, `horizon` rounds before the end.
pub(crate) fn ranked<C: Correction>(
    judge: &Judge,
    model: Option<&C>,
    tile: &Tile,
    roll: Roll,
    horizon: usize,
) -> Vec<(Placement, f32)> {
    let scorer = Scorer::new(judge, model, Judge::codes(tile), horizon);
    tile.legal_placements(roll)
        .into_iter()
        .map(|p| {
            let after = apply(scorer.codes(), &p);
            let (a, b) = (p.cells[0].square() as usize, p.cells[1].square() as usize);
            (p, scorer.worth(a, after[a], b, after[b]))
        })
        .collect()
}

/// The placement worth most, the first one on ties, so that choices replay exactly.
fn first_best(weighed: impl IntoIterator<Item = (Placement, f32)>) -> Option<Placement> {
    let mut best: Option<(Placement, f32)> = None;
    for (p, worth) in weighed {
        if best.is_none_or(|(_, b)| worth > b) {
            best = Some((p, worth));
        }
    }
    best.map(|(p, _)| p)
}

/// Normal: the placement judged best (the first one on ties, so it replays exactly).
pub(crate) fn best_greedy<C: Correction>(
    judge: &Judge,
    model: Option<&C>,
    tile: &Tile,
    roll: Roll,
    horizon: usize,
) -> Option<Placement> {
    first_best(ranked(judge, model, tile, roll, horizon))
}

/// Strong's choice, `horizon` rounds before the end: the exact search near the end, the
/// look-ahead before.
pub(crate) fn best_strong<C: Correction>(
    judge: &Judge,
    model: Option<&C>,
    tile: &Tile,
    roll: Roll,
    horizon: usize,
) -> Option<Placement> {
    if horizon <= EXACT_HORIZON {
        best_exact(tile, roll, horizon)
    } else {
        best_lookahead(judge, model, tile, roll, horizon)
    }
}

/// Strong: among the favourites, the one whose best reply to the next roll is judged best on
/// average.
pub(crate) fn best_lookahead<C: Correction>(
    judge: &Judge,
    model: Option<&C>,
    tile: &Tile,
    roll: Roll,
    horizon: usize,
) -> Option<Placement> {
    let mut options = ranked(judge, model, tile, roll, horizon);
    if horizon == 0 || options.len() <= 1 {
        return best_greedy(judge, model, tile, roll, horizon);
    }
    crate::small_sort::sort_by(&mut options, |a, b| b.1.total_cmp(&a.1));
    options.truncate(STRONG_WIDTH);
    first_best(options.into_iter().map(|(placement, _)| {
        let expected = expected_reply(judge, model, &tile.with(placement), horizon);
        (placement, expected)
    }))
}

/// The pairs of free cells that can take a roll, with where they write in the square codes, and
/// what follows each: a game tree over which cells are filled, independent of the numbers.
struct Moves(Vec<([(usize, Code); 2], Moves)>);

impl Moves {
    /// The tree of `tile`'s moves for `depth` more rounds.
    fn of(tile: &Tile, depth: usize) -> Moves {
        if depth == 0 {
            return Moves(Vec::new());
        }
        let (placements, pairs) = cell_pairs(tile);
        let moves = placements
            .into_iter()
            .zip(pairs)
            .map(|(p, cells)| (cells, Moves::of(&tile.with(p), depth - 1)))
            .collect();
        Moves(moves)
    }

    /// The expected final total of squares with `codes` when every roll to come is answered with
    /// the move that is best in expectation.
    fn expected(&self, codes: &[Code; 9]) -> f32 {
        if self.0.is_empty() {
            return final_total(codes);
        }
        let mut expected = 0.0;
        for (roll, weight) in Roll::distinct() {
            let [x, y] = roll.0.map(|d| Code::from(d.value()));
            let mut best = f32::MIN;
            for ([(a, wa), (b, wb)], next) in &self.0 {
                for (va, vb) in [(x, y), (y, x)] {
                    let mut after = *codes;
                    after[*a] += va * wa;
                    after[*b] += vb * wb;
                    best = best.max(next.expected(&after));
                    if x == y {
                        break;
                    }
                }
            }
            expected += f32::from(weight) * best;
        }
        expected / 36.0
    }
}

/// Strong near the end: the placement with the best exact expected total, searching every roll
/// and placement for the `horizon` rounds left after this one (the first one on ties).
pub(crate) fn best_exact(tile: &Tile, roll: Roll, horizon: usize) -> Option<Placement> {
    let codes = Judge::codes(tile);
    first_best(tile.legal_placements(roll).into_iter().map(|p| {
        let worth = Moves::of(&tile.with(p), horizon).expected(&apply(&codes, &p));
        (p, worth)
    }))
}

#[cfg(test)]
mod tuning {
    use super::*;
    use crate::tuefteln::{Options, Side};
    use crate::{Game, Millis};

    /// Mean solo score of a bot built on `judge` over `games` seeded games.
    fn mean(judge: &Judge, side: Side, lookahead: bool, games: u64) -> f64 {
        let mut total = 0i64;
        let mut bonus = 0u64;
        let mut counts = [0usize; 8];
        let mut missing = [0usize; 8];
        for seed in 0..games {
            let mut game = Tuefteln::new(&Options { side }, 1, 91_000 + seed).expect("setup");
            while !game.is_finished() {
                let horizon = usize::from(Tuefteln::ROUNDS - game.round());
                let tile = game.tile(Seat(0));
                let p = if lookahead {
                    best_strong(judge, None::<&Model>, tile, game.roll(), horizon)
                } else {
                    best_greedy(judge, None::<&Model>, tile, game.roll(), horizon)
                }
                .expect("a placement");
                game.play(Seat(0), Action::Place(p), Millis(0))
                    .expect("legal");
            }
            let score = game.tile(Seat(0)).score();
            total += i64::from(score.total);
            bonus += u64::from(score.bonus);
            for (i, kind) in crate::tuefteln::SquareKind::ALL.iter().enumerate() {
                counts[i] += score.count(*kind);
                missing[i] += usize::from(score.count(*kind) == 0);
            }
        }
        println!(
            "bonus {:.3} kinds {:?} missing {:?}",
            bonus as f64 / games as f64,
            counts.map(|c| c as f64 / games as f64),
            missing.map(|c| c as f64 / games as f64)
        );
        total as f64 / games as f64
    }

    /// Tuning aid: `TUNE="flex,power,bonus,offer_flex,offer_weight;..." TUNE_GAMES=500 TUNE_SIDE=A TUNE_STRONG=1
    /// cargo test --release -p tablee-rules tune_env -- --ignored --nocapture`.
    #[test]
    #[ignore = "tuning aid, run in release"]
    fn tune_env() {
        let var = |name: &str, default: &str| std::env::var(name).unwrap_or(default.into());
        let games: u64 = var("TUNE_GAMES", "500").parse().expect("games");
        let side = if var("TUNE_SIDE", "A") == "B" {
            Side::B
        } else {
            Side::A
        };
        let strong = var("TUNE_STRONG", "0") == "1";
        for set in var("TUNE", "0.45,1,1.2,0.16,0.5").split(';') {
            let k: Vec<f32> = set.split(',').map(|x| x.parse().expect("knob")).collect();
            let params = super::super::eval::Params {
                flex: k[0],
                power: k[1],
                bonus: k[2],
            };
            let judge = Judge::blended(params, k[3], k[4]);
            println!("{set}: {:.3}", mean(&judge, side, strong, games));
        }
    }
}

#[cfg(test)]
mod exact_tests {
    use super::*;
    use crate::tuefteln::{Options, Side};
    use crate::{Game, Millis};

    /// A solo game played by Normal until `rounds_left` rounds are still to be rolled.
    fn game_with(side: Side, seed: u64, rounds_left: u8) -> Tuefteln {
        let mut game = Tuefteln::new(&Options { side }, 1, seed).expect("setup");
        while !game.is_finished() && Tuefteln::ROUNDS - game.round() + 1 > rounds_left {
            let horizon = usize::from(Tuefteln::ROUNDS - game.round());
            let p = best_greedy(
                Judge::standard(),
                None::<&Model>,
                game.tile(Seat(0)),
                game.roll(),
                horizon,
            )
            .expect("a placement");
            game.play(Seat(0), Action::Place(p), Millis(0))
                .expect("legal");
        }
        game
    }

    #[test]
    fn final_totals_match_the_score() {
        for (side, seed) in [(Side::A, 1), (Side::A, 2), (Side::B, 3)] {
            let game = game_with(side, seed, 0);
            let tile = game.tile(Seat(0));
            assert!(tile.is_full());
            assert_eq!(final_total(&Judge::codes(tile)), tile.score().total as f32);
            let (_, bonus) = crate::tuefteln::eval::final_points(&Judge::codes(tile));
            assert_eq!(bonus, tile.score().bonus);
        }
    }

    #[test]
    fn the_exact_search_weighs_the_last_round_like_brute_force() {
        for (side, seed) in [(Side::A, 4), (Side::B, 5)] {
            // One roll is still to come after the current one: place it, then check the tree's
            // value of the last round against every roll and placement on real tiles (U5-U7).
            let game = game_with(side, seed, 2);
            let tile = game.tile(Seat(0));
            let placement = tile.legal_placements(game.roll())[0];
            let next = tile.with(placement);
            let tree = Moves::of(&next, 1).expected(&Judge::codes(&next));
            let mut brute = 0.0;
            for (roll, weight) in Roll::distinct() {
                let best = next
                    .legal_placements(roll)
                    .into_iter()
                    .map(|p| next.with(p).score().total)
                    .max()
                    .expect("a placement");
                brute += f32::from(weight) * best as f32 / 36.0;
            }
            assert!((tree - brute).abs() < 1e-4, "{tree} vs {brute}");
            // The chosen placement is the best by that value.
            let chosen = best_exact(tile, game.roll(), 1).expect("a placement");
            let worth = |p: Placement| {
                let after = tile.with(p);
                Moves::of(&after, 1).expected(&Judge::codes(&after))
            };
            for p in tile.legal_placements(game.roll()) {
                assert!(worth(chosen) >= worth(p));
            }
        }
    }
}

#[cfg(test)]
mod monte_carlo_probe {
    use super::*;
    use crate::tuefteln::{Options, Side};
    use crate::{Die, Game, Millis};

    /// The final total after playing `tile` out greedily with the rolls in `rolls`.
    fn rollout(judge: &Judge, tile: &Tile, rolls: &[Roll]) -> f32 {
        let mut tile = tile.clone();
        let total = rolls.len();
        for (i, &roll) in rolls.iter().enumerate() {
            let horizon = total - 1 - i;
            let p = best_greedy(judge, None::<&Model>, &tile, roll, horizon).expect("a placement");
            tile.write(p);
        }
        tile.score().total as f32
    }

    /// Probe: how far root Monte Carlo over Strong's favourites gets, without a time limit.
    /// `MC_GAMES=100 MC_WIDTH=8 MC_ROLLOUTS=200 cargo test --release -p tablee-rules mc_probe -- --ignored --nocapture`
    #[test]
    #[ignore = "research probe, minutes in release"]
    fn mc_probe() {
        let var = |name: &str, default: &str| std::env::var(name).unwrap_or(default.into());
        let games: u64 = var("MC_GAMES", "100").parse().unwrap();
        let width: usize = var("MC_WIDTH", "8").parse().unwrap();
        let rollouts: usize = var("MC_ROLLOUTS", "200").parse().unwrap();
        let first: u64 = var("MC_SEED", "70000").parse().unwrap();
        let judge = Judge::standard();
        let mut sum = 0.0;
        let mut rng = GameRng::from_seed(first);
        for seed in 0..games {
            let mut game = Tuefteln::new(&Options { side: Side::A }, 1, first + seed).unwrap();
            while !game.is_finished() {
                let horizon = usize::from(Tuefteln::ROUNDS - game.round());
                let tile = game.tile(Seat(0)).clone();
                let roll = game.roll();
                let p = if horizon <= EXACT_HORIZON {
                    best_exact(&tile, roll, horizon).unwrap()
                } else {
                    let mut options = ranked(judge, None::<&Model>, &tile, roll, horizon);
                    options.sort_by(|a, b| b.1.total_cmp(&a.1));
                    options.truncate(width);
                    let futures: Vec<Vec<Roll>> = (0..rollouts)
                        .map(|_| {
                            (0..horizon)
                                .map(|_| Roll([Die::roll(&mut rng), Die::roll(&mut rng)]))
                                .collect()
                        })
                        .collect();
                    options
                        .iter()
                        .map(|(p, _)| {
                            let next = tile.with(*p);
                            let mean = futures
                                .iter()
                                .map(|f| rollout(judge, &next, f))
                                .sum::<f32>()
                                / rollouts as f32;
                            (*p, mean)
                        })
                        .max_by(|a, b| a.1.total_cmp(&b.1))
                        .unwrap()
                        .0
                };
                game.play(Seat(0), Action::Place(p), Millis(0)).unwrap();
            }
            sum += game.tile(Seat(0)).score().total as f32;
            if (seed + 1) % 10 == 0 {
                println!("{} games: mean {:.3}", seed + 1, sum / (seed + 1) as f32);
            }
        }
    }
}

#[cfg(test)]
mod model_tests {
    use super::*;
    use crate::tuefteln::{Options, Side};
    use crate::{Game, Millis};

    /// The model the app ships (public/models), read as the app reads it.
    fn shipped() -> Arc<Model> {
        let bytes = include_bytes!("../../../public/models/tuefteln-a.bin");
        Arc::new(Model::from_bytes(bytes).expect("the shipped model reads"))
    }

    /// The placements `bot` writes in a solo game from `seed`.
    fn solo(side: Side, seed: u64, mut bot: Box<dyn Bot<Tuefteln>>) -> Vec<Placement> {
        let mut game = Tuefteln::new(&Options { side }, 1, seed).expect("setup");
        let mut written = Vec::new();
        while !game.is_finished() {
            let Some(Action::Place(p)) = bot.act(Seat(0), &game.view(Seat(0))) else {
                panic!("the bot had nothing to write");
            };
            game.play(Seat(0), Action::Place(p), Millis(0))
                .expect("bots write legal placements");
            written.push(p);
        }
        written
    }

    #[test]
    fn the_shipped_model_is_for_side_a() {
        assert_eq!(shipped().side(), Side::A);
    }

    #[test]
    fn the_strong_bot_with_the_model_plays_whole_games_and_replays() {
        for seed in [3, 4] {
            let first = solo(Side::A, seed, strong_with(shipped()));
            assert_eq!(first.len(), usize::from(Tuefteln::ROUNDS));
            assert_eq!(first, solo(Side::A, seed, strong_with(shipped())));
        }
    }

    #[test]
    fn a_model_for_the_other_side_is_left_out() {
        let judged_alone = solo(Side::B, 5, Tuefteln::bot(BotLevel::Strong, 0));
        assert_eq!(judged_alone, solo(Side::B, 5, strong_with(shipped())));
    }

    #[test]
    fn the_model_changes_what_the_strong_bot_writes() {
        // A test that fails if the correction were silently dropped.
        let with_model = solo(Side::A, 6, strong_with(shipped()));
        let judged_alone = solo(Side::A, 6, Tuefteln::bot(BotLevel::Strong, 0));
        assert_ne!(with_model, judged_alone);
    }

    /// Research aid, not a check: how often Strong earns the bonus and which kinds it writes.
    /// `PROBE_MODEL` (default the shipped side-A model) and `PROBE_GAMES` (default 1,000):
    /// `cargo test --profile sim -p tablee-rules --lib kinds_probe -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn kinds_probe() {
        use crate::tuefteln::SquareKind;
        use std::collections::BTreeMap;
        let model = match std::env::var("PROBE_MODEL") {
            Ok(path) => Arc::new(
                Model::from_bytes(&std::fs::read(path).expect("a model file")).expect("a model"),
            ),
            Err(_) => shipped(),
        };
        let games: u64 = std::env::var("PROBE_GAMES").map_or(1000, |g| g.parse().expect("games"));
        let (mut bonus, mut total) = (0u64, 0i64);
        let mut kinds = BTreeMap::new();
        let mut missing = BTreeMap::new();
        for seed in 1..=games {
            let mut tile = Tile::new(Side::A);
            for p in solo(Side::A, seed, strong_with(Arc::clone(&model))) {
                tile.write(p);
            }
            let score = tile.score();
            total += i64::from(score.total);
            bonus += u64::from(score.bonus);
            for kind in score.squares.iter().flatten() {
                *kinds.entry(format!("{kind:?}")).or_insert(0u64) += 1;
            }
            for kind in SquareKind::SCORING {
                if !score.squares.contains(&Some(kind)) {
                    *missing.entry(format!("{kind:?}")).or_insert(0u64) += 1;
                }
            }
        }
        let per_game = |n: f64| n / games as f64;
        println!(
            "mean {:.2}, bonus in {:.1}% of games",
            per_game(total as f64),
            100.0 * per_game(bonus as f64)
        );
        for (kind, n) in kinds {
            println!("{kind}: {:.2} a game", per_game(n as f64));
        }
        for (kind, n) in missing {
            println!("no {kind} in {:.1}% of games", 100.0 * per_game(n as f64));
        }
    }
}
