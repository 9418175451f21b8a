//! How long each level takes to spot a pair, to react to a teammate's hand and to look the
//! table over, drawn from the bot's own generator.
//!
//! The model is serial visual search (Treisman & Gelade 1980): a fixed time to perceive, decide
//! and reach, plus a time per item inspected, with a right-skewed (log-normal) spread. A pair
//! that appears with a newly shown face (a turned card, a new pile top) is a search for a known
//! target, that face's twin: the twin is found after `u` items, `u` uniform over the `N - 1`
//! other visible faces (self-terminating search, mean about `N / 2`). Pairs that lie on the
//! table from the first look (Tous ensemble's spread) have no such cue: finding one means
//! comparing faces with each other, one face held in mind while the others are scanned, so `u`
//! is uniform over the `N (N - 1) / 2` comparisons of one pass; with `K` pairs showing, the
//! first is found after about `1 / (K + 1)` of the pass. Holding several faces in mind at once
//! (visual working memory holds about four objects, Luck & Vogel 1997) would shorten the pass,
//! but scored far above the rule book's ratings (see the simulator), so it is not assumed. Looking the table over before turning a card
//! is a target-absent search: every face is inspected.
//!
//! Every random draw uses only the bot's generator and IEEE-exact arithmetic (sums, products,
//! divisions; the exponential is a polynomial), so a bot's timing replays bit for bit on every
//! platform.

use crate::{BotLevel, GameRng};

/// One level's timing and error parameters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Timing {
    /// Perceiving a face, deciding and reaching the cards, in milliseconds: the search's
    /// intercept.
    pub base_ms: f64,
    /// Milliseconds per face inspected: the search's slope.
    pub slope_ms: f64,
    /// The log-normal spread (the standard deviation of the time's logarithm).
    pub sigma: f64,
    /// Reacting to a teammate's hand on a pair one has already seen (Les Clans): a simple
    /// reaction and a reach.
    pub react_ms: f64,
    /// The least time between two of the bot's own actions (hands back, eyes back on the table).
    pub motor_ms: u64,
    /// Chances in ten thousand that a look-alike pair, when it first shows, is taken for a pair.
    pub mistake_per_10k: usize,
    /// Les Clans: chances in a hundred that a teammate's hand is completed with a look-alike
    /// (when one shows).
    pub cue_mistake_percent: usize,
    /// Tous ensemble: how long after its last action a bot that sees no pair turns a card over.
    pub flip_after_ms: u64,
    /// Les Clans: how long a bot's hand waits for a teammate's before it is lifted.
    pub patience_ms: u64,
}

/// The parameters of `level`.
///
/// Strong searches at the slope of an efficient conjunction search (Wolfe 1998: about 20-30 ms
/// an item when the target is present) on a choice-reaction intercept (about 400 ms, Hick 1952,
/// with a quick reach); Normal at a slower search with a longer decision; Easy at the pace of a
/// search that needs a fixation for every other item (fixations last about 250 ms, Rayner 1998)
/// and hesitates before reaching. On a table of five faces that is about 0.55 s, 1.1 s and 2.4 s on average.
pub const fn timing(level: BotLevel) -> Timing {
    match level {
        BotLevel::Strong => Timing {
            base_ms: 450.0,
            slope_ms: 30.0,
            sigma: 0.25,
            react_ms: 300.0,
            motor_ms: 250,
            mistake_per_10k: 0,
            cue_mistake_percent: 0,
            flip_after_ms: 2_500,
            patience_ms: 3_000,
        },
        BotLevel::Normal => Timing {
            base_ms: 900.0,
            slope_ms: 70.0,
            sigma: 0.3,
            react_ms: 450.0,
            motor_ms: 350,
            mistake_per_10k: 6,
            cue_mistake_percent: 3,
            flip_after_ms: 4_000,
            patience_ms: 4_500,
        },
        BotLevel::Easy => Timing {
            base_ms: 1_900.0,
            slope_ms: 150.0,
            sigma: 0.35,
            react_ms: 700.0,
            motor_ms: 500,
            mistake_per_10k: 10,
            cue_mistake_percent: 6,
            flip_after_ms: 6_000,
            patience_ms: 7_000,
        },
    }
}

impl Timing {
    /// The time to find a target after inspecting up to `items` faces: `u` uniform over
    /// `1..=items`, then `(base + slope × u)` spread log-normally.
    pub fn search_ms(&self, rng: &mut GameRng, items: usize) -> u64 {
        let u = 1 + rng.range(0..items.max(1));
        spread(rng, self.base_ms + self.slope_ms * u as f64, self.sigma)
    }

    /// The time to find the twin of a newly shown face among `faces` visible faces.
    pub fn cued_ms(&self, rng: &mut GameRng, faces: usize) -> u64 {
        self.search_ms(rng, faces.saturating_sub(1))
    }

    /// The time to find some pair among `faces` faces with no new face to cue the search.
    pub fn uncued_ms(&self, rng: &mut GameRng, faces: usize) -> u64 {
        self.search_ms(rng, faces * faces.saturating_sub(1) / 2)
    }

    /// The time to look every one of `faces` faces over (no pair left unseen) and turn a card.
    pub fn look_ms(&self, rng: &mut GameRng, faces: usize) -> u64 {
        spread(
            rng,
            self.react_ms + self.slope_ms * faces as f64,
            self.sigma,
        )
    }

    /// The time to react to a teammate's hand on a pair already seen.
    pub fn react_ms(&self, rng: &mut GameRng) -> u64 {
        spread(rng, self.react_ms, self.sigma)
    }

    /// The expected time to find a cued twin among `faces` faces (for documentation and tests):
    /// the log-normal's mean `median × exp(σ² / 2)`.
    pub fn mean_cued_ms(&self, faces: usize) -> f64 {
        let items = faces.saturating_sub(1).max(1) as f64;
        (self.base_ms + self.slope_ms * (items + 1.0) / 2.0) * exp(self.sigma * self.sigma / 2.0)
    }
}

/// `median` spread log-normally with spread `sigma`, in whole milliseconds.
fn spread(rng: &mut GameRng, median: f64, sigma: f64) -> u64 {
    (median * exp(sigma * normal(rng))).round() as u64
}

/// A standard normal draw, approximated by the sum of twelve uniform draws less six (its mean is
/// 0, its variance 1, and it stays within ±6).
fn normal(rng: &mut GameRng) -> f64 {
    let unit = |rng: &mut GameRng| (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    (0..12).map(|_| unit(rng)).sum::<f64>() - 6.0
}

/// `e^x` by its Taylor series on `x / 16`, raised to the 16th power by squaring: only sums,
/// products and divisions, each exactly rounded, so the same on every platform. Accurate to
/// about 1e-12 for |x| up to 3 (the spreads here stay under 2.5).
pub fn exp(x: f64) -> f64 {
    let y = x / 16.0;
    let (mut sum, mut term) = (1.0, 1.0);
    for k in 1..=12 {
        term *= y / f64::from(k);
        sum += term;
    }
    for _ in 0..4 {
        sum *= sum;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mean(level: BotLevel, faces: usize) -> f64 {
        let mut rng = GameRng::from_seed(5);
        let t = timing(level);
        let n = 4_000;
        (0..n)
            .map(|_| t.cued_ms(&mut rng, faces) as f64)
            .sum::<f64>()
            / f64::from(n)
    }

    #[test]
    fn the_polynomial_exponential_is_accurate() {
        for x in [-2.5, -1.0, -0.1, 0.0, 0.3, 1.0, 2.5] {
            let exact = f64::exp(x);
            assert!((exp(x) - exact).abs() < 1e-9 * exact, "{x}");
        }
    }

    #[test]
    fn finding_a_pair_takes_longer_with_more_faces() {
        for level in BotLevel::ALL {
            let (small, large) = (mean(level, 5), mean(level, 25));
            assert!(large > small + 5.0 * timing(level).slope_ms, "{level:?}");
        }
    }

    #[test]
    fn levels_are_ordered_and_calibrated_on_a_small_table() {
        let [easy, normal, strong] = BotLevel::ALL.map(|level| mean(level, 5));
        assert!(strong < 1_000.0, "strong {strong}");
        assert!((2_200.0..2_900.0).contains(&easy), "easy {easy}");
        assert!(strong < normal && normal < easy, "{strong} {normal} {easy}");
        // The drawn means agree with the formula.
        for level in BotLevel::ALL {
            let expected = timing(level).mean_cued_ms(5);
            assert!((mean(level, 5) / expected - 1.0).abs() < 0.05, "{level:?}");
        }
    }

    #[test]
    fn draws_replay_with_the_seed_and_are_skewed_right() {
        let draw = |seed| {
            let mut rng = GameRng::from_seed(seed);
            (0..500)
                .map(|_| timing(BotLevel::Normal).cued_ms(&mut rng, 6))
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(3), draw(3));
        let mut times = draw(3);
        times.sort_unstable();
        let median = times[times.len() / 2] as f64;
        let mean = times.iter().sum::<u64>() as f64 / times.len() as f64;
        assert!(mean > median, "a log-normal's mean is above its median");
    }

    #[test]
    fn only_strong_never_errs() {
        assert_eq!(timing(BotLevel::Strong).mistake_per_10k, 0);
        assert!(timing(BotLevel::Normal).mistake_per_10k > 0);
        assert!(timing(BotLevel::Easy).mistake_per_10k > timing(BotLevel::Normal).mistake_per_10k);
    }
}
