//! How a [`Model`] is made: self-play with TD(lambda), then rounding to small integers.
//!
//! The player writes each roll where the judgement plus the network's correction is best (one
//! placement ahead, no look-ahead). After each game, every tile it left behind is pulled toward
//! the lambda-return: a blend of what it was judged a round later and of the final total. The
//! network starts at zero, so the first games are played exactly as the normal bot plays.
//!
//! Everything comes from the seed: the same options give the same model, bit for bit.

use super::{possible, relu_dot, Model, MAX_HIDDEN};
use crate::tuefteln::bots::best_strong;
use crate::tuefteln::eval::{final_points, Code, Judge, CODES, HORIZONS};
use crate::tuefteln::layout::{Layout, Side};
use crate::tuefteln::scoring::BONUS;
use crate::tuefteln::tile::{Roll, Tile};
use crate::tuefteln::value::{cell_pairs, expected_reply, Correction, Scorer};
use crate::{Die, GameRng, Seed};

/// What to train.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainOptions {
    /// The tile face.
    pub side: Side,
    /// The hidden layer's width (1 to [`MAX_HIDDEN`]).
    pub hidden: usize,
    /// Self-play games.
    pub games: u64,
    /// The seed of the dice and of the starting weights.
    pub seed: Seed,
    /// How far the returns look: 0 is one round, 1 the final total ([`Targets::Played`] only).
    pub lambda: f32,
    /// The learning rate at the start; it falls linearly to a fifth of it.
    pub learning_rate: f32,
    /// How the self-play player chooses its placements.
    pub player: Player,
    /// What each tile left behind is pulled toward.
    pub targets: Targets,
    /// What the bonus is worth in the final totals that training learns from: the game's 7
    /// (U7), or more to teach the player to plan for it.
    pub bonus: f32,
    /// The chance that the self-play player writes a random legal placement instead of its
    /// best, to learn about tiles its own play does not reach. The tile before such a move
    /// learns from the best move's worth, not from what followed.
    pub explore: f32,
}

/// How the self-play player chooses each placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The placement worth most, correcting only the judgement's shortlist, as the strong
    /// bot's search does for each reply.
    Shortlist,
    /// The placement worth most, correcting every placement: slower, and the stronger model on
    /// side A.
    Exhaustive,
    /// The strong bot's own choice (one roll of look-ahead, the exact search near the end), so
    /// that the tiles learn what the strong bot's play makes of them: about 40 times slower.
    Lookahead,
}

/// What training pulls each tile a self-play game left behind toward.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Targets {
    /// The lambda-return of the game as it was played: TD(lambda).
    Played,
    /// The average, over the 21 possible next rolls, of the worth of the best reply, as the
    /// strong bot's search reckons it: no dice luck in the target, at 21 times the cost.
    Expected,
}

impl TrainOptions {
    /// The recipe of the shipped models. Side A (where the strong bot has its 41-point target)
    /// gets a self-play player that corrects every placement: over 1,000 games it played 0.3
    /// points better than 5 million games with the shortlist. Its network is 48 wide: over the
    /// same 10,000 games it scores 40.50 against 40.54 for 96 wide, at half the download. Side B
    /// gets a 64-wide network trained the faster way.
    pub fn shipped(side: Side) -> TrainOptions {
        TrainOptions {
            side,
            hidden: match side {
                Side::A => 48,
                Side::B => 64,
            },
            games: match side {
                Side::A => 2_000_000,
                Side::B => 5_000_000,
            },
            seed: 12_345,
            lambda: 0.7,
            learning_rate: 0.002,
            player: match side {
                Side::A => Player::Exhaustive,
                Side::B => Player::Shortlist,
            },
            targets: Targets::Played,
            bonus: BONUS as f32,
            explore: 0.0,
        }
    }
}

/// How training is going, reported every `every` games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Games played so far.
    pub games: u64,
    /// Root mean square of the differences between judged values and their returns since the
    /// last report.
    pub error: f32,
}

/// The network while it learns, in floats.
struct FloatNet {
    hidden: usize,
    rows: Vec<f32>,
    horizon: Vec<f32>,
    bias: Vec<f32>,
    out: Vec<f32>,
    out_bias: f32,
}

/// The output layer learns this much slower than the rows.
const SLOW: f32 = 0.1;

impl FloatNet {
    fn new(hidden: usize, rng: &mut GameRng) -> FloatNet {
        let mut small = || (rng.range(0..20_001) as f32 / 10_000.0 - 1.0) * 0.05;
        FloatNet {
            hidden,
            rows: (0..9 * CODES * hidden).map(|_| small()).collect(),
            horizon: vec![0.0; HORIZONS * hidden],
            bias: vec![0.1; hidden],
            out: vec![0.0; hidden],
            out_bias: 0.0,
        }
    }

    /// The network of `model`, to train further.
    fn from_model(model: &Model) -> FloatNet {
        FloatNet {
            hidden: model.hidden,
            rows: model
                .rows
                .iter()
                .map(|&q| f32::from(q) * model.scale)
                .collect(),
            horizon: model.horizon.clone(),
            bias: model.bias.clone(),
            out: model.out.clone(),
            out_bias: model.out_bias,
        }
    }

    fn row(&self, square: usize, code: Code) -> &[f32] {
        let start = (square * CODES + code as usize) * self.hidden;
        &self.rows[start..start + self.hidden]
    }

    /// One step of gradient for squares with `codes`, whose hidden layer is `sum`, judged
    /// `delta` below their target.
    fn learn(
        &mut self,
        codes: &[Code; 9],
        horizon: usize,
        sum: &[f32; MAX_HIDDEN],
        delta: f32,
        rate: f32,
    ) {
        let h = self.hidden;
        let mut grad = [0f32; MAX_HIDDEN];
        for ((g, out), &x) in grad.iter_mut().zip(self.out.iter_mut()).zip(&sum[..h]) {
            if x > 0.0 {
                *g = delta * *out * rate;
                *out += rate * delta * x * SLOW;
            }
        }
        self.out_bias += rate * delta * SLOW;
        let offsets = &mut self.horizon[horizon * h..(horizon + 1) * h];
        for ((b, o), g) in self.bias.iter_mut().zip(offsets).zip(&grad) {
            *b += g * SLOW;
            *o += g * SLOW;
        }
        for (square, &code) in codes.iter().enumerate() {
            let start = (square * CODES + code as usize) * h;
            for (w, g) in self.rows[start..start + h].iter_mut().zip(&grad) {
                *w += g;
            }
        }
    }

    /// The network rounded to a [`Model`]: rows to integers in steps of the largest row weight
    /// over 127; rows of contents that cannot occur on `side` become zeros.
    fn rounded(&self, side: Side) -> Model {
        let layout = Layout::for_side(side);
        let h = self.hidden;
        let largest = self.rows.iter().fold(0f32, |m, w| m.max(w.abs())).max(1e-6);
        let scale = largest / 127.0;
        let mut rows = vec![0i8; self.rows.len()];
        for square in 0..9 {
            for code in (0..CODES).filter(|&c| possible(layout, square, c)) {
                let start = (square * CODES + code) * h;
                for (q, w) in rows[start..start + h]
                    .iter_mut()
                    .zip(&self.rows[start..start + h])
                {
                    *q = (w / scale).round() as i8;
                }
            }
        }
        Model {
            side,
            hidden: h,
            scale,
            rows,
            horizon: self.horizon.clone(),
            bias: self.bias.clone(),
            out: self.out.clone(),
            out_bias: self.out_bias,
        }
    }
}

impl Correction for FloatNet {
    type Sum = [f32; MAX_HIDDEN];

    fn accumulate(&self, codes: &[Code; 9], horizon: usize) -> Self::Sum {
        let h = self.hidden;
        let mut sum = [0f32; MAX_HIDDEN];
        let offsets = &self.horizon[horizon * h..(horizon + 1) * h];
        for ((s, o), b) in sum.iter_mut().zip(offsets).zip(&self.bias) {
            *s = o + b;
        }
        for (square, &code) in codes.iter().enumerate() {
            for (s, w) in sum.iter_mut().zip(self.row(square, code)) {
                *s += w;
            }
        }
        sum
    }

    fn change(&self, sum: &mut Self::Sum, square: usize, old: Code, new: Code) {
        for ((s, f), t) in sum
            .iter_mut()
            .zip(self.row(square, old))
            .zip(self.row(square, new))
        {
            *s += t - f;
        }
    }

    fn output(&self, sum: &Self::Sum) -> f32 {
        self.out_bias + relu_dot(&sum[..self.hidden], &self.out)
    }
}

/// A tile a self-play game left behind.
struct Step {
    /// The tile after the placement.
    tile: Tile,
    /// Its squares' codes.
    codes: [Code; 9],
    /// The rounds left after the placement.
    horizon: usize,
    /// When the placement was a random one ([`TrainOptions::explore`]): the worth of the best
    /// placement, which the tile before learns from instead.
    best_instead: Option<f32>,
}

/// One self-play game under `options`: the tiles it left behind, and the final total with the
/// bonus at [`TrainOptions::bonus`].
fn self_play(
    judge: &Judge,
    net: &FloatNet,
    options: &TrainOptions,
    rng: &mut GameRng,
) -> (Vec<Step>, f32) {
    let mut tile = Tile::new(options.side);
    let mut codes = Judge::codes(&tile);
    let mut steps = Vec::with_capacity(15);
    for horizon in (0..HORIZONS).rev() {
        let roll = Roll([Die::roll(rng), Die::roll(rng)]);
        let (placements, pairs) = cell_pairs(&tile);
        let scorer = Scorer::new(judge, Some(net), codes, horizon);
        let numbers = roll.0.map(|d| Code::from(d.value()));
        // The best placement by the network, one placement ahead: the player's own choice
        // unless it looks ahead, and the worth an explored move's tile learns from.
        let best_reply = || {
            let reply = if options.player == Player::Exhaustive {
                scorer.best_reply_exhaustive(&pairs, numbers)
            } else {
                scorer.best_reply(&pairs, numbers)
            };
            reply.expect("a free pair")
        };
        let explored = horizon > 0
            && options.explore > 0.0
            && (rng.range(0..1_000_000) as f32) < options.explore * 1_000_000.0;
        let placement = if explored {
            *rng.choose(&tile.legal_placements(roll))
                .expect("a placement")
        } else if options.player == Player::Lookahead {
            best_strong(judge, Some(net), &tile, roll, horizon).expect("a placement")
        } else {
            let (i, swapped, _) = best_reply();
            placements[i].with_roll(roll, swapped)
        };
        tile.write(placement);
        codes = Judge::codes(&tile);
        steps.push(Step {
            tile: tile.clone(),
            codes,
            horizon,
            best_instead: explored.then(|| best_reply().2),
        });
    }
    let (points, bonus) = final_points(&codes);
    (steps, points + if bonus { options.bonus } else { 0.0 })
}

/// Trains a model, from `start` when given (it must have `options.hidden` and be for
/// `options.side`), calling `report` every `every` games.
///
/// # Panics
/// When `options.hidden` is not 1 to [`MAX_HIDDEN`], or `start` does not match the options.
pub fn train(
    options: &TrainOptions,
    start: Option<&Model>,
    every: u64,
    report: impl FnMut(Progress),
) -> Model {
    train_floats(options, start, every, report).rounded(options.side)
}

/// [`train`] before the rounding.
fn train_floats(
    options: &TrainOptions,
    start: Option<&Model>,
    every: u64,
    mut report: impl FnMut(Progress),
) -> FloatNet {
    assert!((1..=MAX_HIDDEN).contains(&options.hidden), "hidden width");
    let judge = Judge::standard();
    let mut rng = GameRng::from_seed(options.seed);
    // The starting weights are drawn even when a start model replaces them, so that the dice
    // are the same with or without one.
    let drawn = FloatNet::new(options.hidden, &mut rng);
    let mut net = match start {
        None => drawn,
        Some(model) => {
            assert!(
                model.hidden == options.hidden && model.side == options.side,
                "start model"
            );
            FloatNet::from_model(model)
        }
    };
    let (mut squared, mut count) = (0f64, 0u64);
    for game in 1..=options.games {
        let rate = options.learning_rate * (1.0 - 0.8 * game as f32 / options.games as f32);
        let (steps, total) = self_play(judge, &net, options, &mut rng);
        let mut target = total;
        for step in steps.iter().rev() {
            let (codes, horizon) = (&step.codes, step.horizon);
            if horizon == 0 {
                continue; // the full tile is judged exactly
            }
            let sum = net.accumulate(codes, horizon);
            let judged = judge.judge(codes, horizon) + net.output(&sum);
            if options.targets == Targets::Expected {
                target = expected_reply(judge, Some(&net), &step.tile, horizon);
            }
            let delta = target - judged;
            squared += f64::from(delta * delta);
            count += 1;
            net.learn(codes, horizon, &sum, delta, rate);
            target = match step.best_instead {
                Some(best) => best, // a random move: the tile before learns from the best one
                None => (1.0 - options.lambda) * judged + options.lambda * target,
            };
        }
        if every > 0 && game % every == 0 {
            report(Progress {
                games: game,
                error: (squared / count.max(1) as f64).sqrt() as f32,
            });
            (squared, count) = (0.0, 0);
        }
    }
    net
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuefteln::tile::Roll;

    fn tiny(games: u64) -> TrainOptions {
        TrainOptions {
            side: Side::A,
            hidden: 4,
            games,
            seed: 3,
            lambda: 0.7,
            learning_rate: 0.002,
            player: Player::Shortlist,
            targets: Targets::Played,
            bonus: BONUS as f32,
            explore: 0.0,
        }
    }

    #[test]
    fn training_replays_from_its_seed() {
        let a = train(&tiny(30), None, 0, |_| {});
        let b = train(&tiny(30), None, 0, |_| {});
        assert_eq!(a, b);
        assert_eq!(Model::from_bytes(&a.to_bytes()), Ok(a));
    }

    #[test]
    fn rounding_keeps_the_corrections_close() {
        let net = train_floats(&tiny(300), None, 0, |_| {});
        let model = net.rounded(Side::A);
        let mut rng = GameRng::from_seed(9);
        let mut tile = Tile::new(Side::A);
        for horizon in (1..HORIZONS).rev() {
            let roll = Roll([Die::roll(&mut rng), Die::roll(&mut rng)]);
            let options = tile.legal_placements(roll);
            tile.write(*rng.choose(&options).expect("a placement"));
            let codes = Judge::codes(&tile);
            let exact = net.output(&net.accumulate(&codes, horizon));
            let rounded = model.correction(&codes, horizon);
            assert!((exact - rounded).abs() < 0.02, "{exact} vs {rounded}");
        }
    }

    #[test]
    fn training_from_a_model_starts_where_it_left_off() {
        let model = train(&tiny(30), None, 0, |_| {});
        assert_eq!(train(&tiny(0), Some(&model), 0, |_| {}), model);
        assert_ne!(train(&tiny(5), Some(&model), 0, |_| {}), model);
    }

    #[test]
    fn expected_targets_replay_and_shrink_the_gap_to_the_search() {
        let options = TrainOptions {
            targets: Targets::Expected,
            ..tiny(400)
        };
        let mut errors = Vec::new();
        let a = train(&options, None, 100, |p| errors.push(p.error));
        assert_eq!(train(&options, None, 0, |_| {}), a);
        assert!(errors[3] < errors[0], "{errors:?}");
    }

    #[test]
    fn the_bonus_worth_in_training_changes_the_model() {
        let plain = train(&tiny(200), None, 0, |_| {});
        let keener = TrainOptions {
            bonus: 20.0,
            ..tiny(200)
        };
        assert_ne!(train(&keener, None, 0, |_| {}), plain);
    }

    #[test]
    fn exploring_training_replays_and_differs() {
        let exploring = TrainOptions {
            explore: 0.2,
            ..tiny(100)
        };
        let a = train(&exploring, None, 0, |_| {});
        assert_eq!(train(&exploring, None, 0, |_| {}), a);
        assert_ne!(train(&tiny(100), None, 0, |_| {}), a);
    }

    #[test]
    fn a_looking_ahead_player_replays_and_plays_otherwise() {
        let start = train(&tiny(50), None, 0, |_| {});
        let looking = TrainOptions {
            player: Player::Lookahead,
            ..tiny(3)
        };
        let a = train(&looking, Some(&start), 0, |_| {});
        assert_eq!(train(&looking, Some(&start), 0, |_| {}), a);
        assert_ne!(train(&tiny(3), Some(&start), 0, |_| {}), a);
    }

    #[test]
    fn training_reports_a_falling_error() {
        let mut errors = Vec::new();
        train(&tiny(2_000), None, 500, |p| errors.push(p.error));
        assert_eq!(errors.len(), 4);
        assert!(errors[3] < errors[0], "{errors:?}");
    }
}
