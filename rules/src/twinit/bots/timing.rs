//! How long each level takes to spot a pair, to react to a teammate's hand and to look the
//! table over, and how often it slips, all drawn from the bot's own generator.
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
//! but scored far above the rule book's ratings (see the simulator), so it is not assumed.
//! Looking the table over before turning a card is a target-absent search: every face is
//! inspected.
//!
//! ## What people do beside searching
//!
//! - **A wide spread from one race to the next.** One person's search times spread widely:
//!   right-skewed, with a standard deviation that grows in proportion to the mean, a
//!   coefficient of variation of about 0.3 to 0.5 per observer (Palmer, Horowitz, Torralba &
//!   Wolfe 2011, *JEP: Human Perception and Performance* 37; Wolfe 1998, *Psychological Science*
//!   9). The log-normal's spread [`Timing::sigma`] (0.40 to 0.50, a coefficient of variation of
//!   0.42 to 0.53) with the search's own spread over `u` puts each level there or a little above.
//! - **Form.** A person is quicker on some days than on others; per-race noise averages out over
//!   the dozens of races of a game, so the quicker level would win nearly every game. Each bot
//!   draws its form once, when the game starts ([`draw_form`]): a factor on all its searches,
//!   reactions and looks, spread log-normally by [`Timing::form_sigma`] (strong 0.25, normal
//!   0.27, easy 0.35: children the least steady). Its size is a design choice, tuned with the
//!   simulator so that levels overlap (each level wins some games against the next); no study we know of measures
//!   day-to-day form at this game.
//! - **Lapses.** Now and then attention is elsewhere and a pair goes unseen for a while: the
//!   lapses of the psychomotor vigilance task (Dinges & Powell 1985, *Behavior Research Methods,
//!   Instruments & Computers* 17), mind-wandering (Killingsworth & Gilbert 2010, *Science* 330).
//!   Each race is a lapse with [`Timing::lapse_per_1000`] chances in a thousand, and then takes
//!   2 to 8 s longer. The rates (strong 3 %, normal 6 %, easy 12 % of races) are design
//!   choices: rested adults lapse on a few percent of vigilance trials, children more.
//! - **Wrong claims.** In a hurry a person sometimes claims two faces that only look alike: a
//!   false alarm, a few percent of target-present searches (Wolfe, Horowitz & Kenner 2005,
//!   *Nature* 435, trade misses against false alarms). Each race of a claiming mode ends in such
//!   a hasty claim, before the true twin is found, with [`Timing::false_alarm_per_1000`] chances
//!   in a thousand (strong 1 %, normal 2.5 %, easy 5 %: a design choice within "a few percent",
//!   children the most); W4 punishes it.
//!
//! ## The levels
//!
//! Strong is a practised player, Normal a casual adult, Easy a young child. Children process
//! more slowly than adults by one factor on every stage, shrinking exponentially with age
//! (Kail 1991, *Psychological Bulletin* 109; Hale 1990, *Child Development* 61: 10-year-olds
//! take about 1.8 times as long as young adults, 12-year-olds about 1.5 times). Easy's search
//! is about 1.3 times Normal's (about 1.45 times with its lapses), below what children measure,
//! so that a child's pace still wins a fair share of games against an adult's: a design choice,
//! tuned with the simulator. Strong's search is about 0.8 times Normal's (practice, and a
//! design choice for the overlap).
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
    /// The log-normal spread of one race's time (the standard deviation of its logarithm).
    pub sigma: f64,
    /// Reacting to a teammate's hand on a pair one has already seen (Les Clans): a simple
    /// reaction and a reach.
    pub react_ms: f64,
    /// The least time between two of the bot's own actions (hands back, eyes back on the table).
    pub motor_ms: u64,
    /// Chances in a thousand that a race is a lapse: the pair is seen only
    /// [`Timing::lapse_ms`] later.
    pub lapse_per_1000: usize,
    /// How much later a lapse sees a pair: uniform between these, in milliseconds.
    pub lapse_ms: (u64, u64),
    /// Chances in a thousand that a race ends in a hasty wrong claim (W4), or in Les Clans that
    /// a teammate's hand is completed on a look-alike.
    pub false_alarm_per_1000: usize,
    /// The spread of the bot's form from one game to the next (the standard deviation of the
    /// logarithm of the factor on its times).
    pub form_sigma: f64,
    /// Tous ensemble: how long after its last action a bot that sees no pair turns a card over.
    pub flip_after_ms: u64,
    /// Les Clans: how long a bot's hand waits for a teammate's before it is lifted.
    pub patience_ms: u64,
}

/// The parameters of `level` (see the module's documentation for their sources).
///
/// Normal, a casual adult, searches at 60 ms a face (harder searches run at 40-60 ms an item
/// and more, Wolfe 1998) on an intercept of 900 ms (a choice reaction of about 400 ms, Hick
/// 1952, and two taps). Strong, a practised player, takes about 0.8 times as long; Easy, a
/// young child, about 1.3 times (Kail 1991, Hale 1990; both ratios design choices). On a table
/// of five faces a search takes about 0.92 s, 1.16 s and 1.52 s on average; with lapses about
/// 1.07 s, 1.46 s and 2.12 s. How long a bot looks before turning a card over in Tous ensemble
/// ([`Timing::flip_after_ms`]) is set so that the rule book's ratings come out (see
/// [`super`]).
pub const fn timing(level: BotLevel) -> Timing {
    match level {
        BotLevel::Strong => Timing {
            base_ms: 730.0,
            slope_ms: 48.0,
            sigma: 0.4,
            react_ms: 330.0,
            motor_ms: 250,
            lapse_per_1000: 30,
            lapse_ms: (2_000, 8_000),
            false_alarm_per_1000: 10,
            form_sigma: 0.25,
            flip_after_ms: 5_500,
            patience_ms: 3_000,
        },
        BotLevel::Normal => Timing {
            base_ms: 900.0,
            slope_ms: 60.0,
            sigma: 0.45,
            react_ms: 450.0,
            motor_ms: 350,
            lapse_per_1000: 60,
            lapse_ms: (2_000, 8_000),
            false_alarm_per_1000: 25,
            form_sigma: 0.27,
            flip_after_ms: 8_000,
            patience_ms: 4_500,
        },
        BotLevel::Easy => Timing {
            base_ms: 1_150.0,
            slope_ms: 78.0,
            sigma: 0.5,
            react_ms: 600.0,
            motor_ms: 500,
            lapse_per_1000: 120,
            lapse_ms: (2_000, 8_000),
            false_alarm_per_1000: 50,
            form_sigma: 0.35,
            flip_after_ms: 11_000,
            patience_ms: 7_000,
        },
    }
}

/// The usual form, in thousandths: the level's own times.
pub const USUAL_FORM: u16 = 1_000;

/// A form for one game, in thousandths of the level's times (above 1000 is slower): `1000 ×
/// e^(form_sigma × z)`, `z` a standard normal draw, so the median game is at the level's own
/// pace; never more than twice as quick or as slow (a bad day is not another person).
pub fn draw_form(rng: &mut GameRng, level: BotLevel) -> u16 {
    let factor = exp(timing(level).form_sigma * normal(rng));
    (f64::from(USUAL_FORM) * factor)
        .round()
        .clamp(500.0, 2_000.0) as u16
}

impl Timing {
    /// These times in `form` (thousandths, [`draw_form`]): the search, the reaction and the
    /// look are that much quicker or slower; lapses, motor pauses and patience stay.
    pub fn in_form(self, form: u16) -> Timing {
        let factor = f64::from(form) / f64::from(USUAL_FORM);
        Timing {
            base_ms: self.base_ms * factor,
            slope_ms: self.slope_ms * factor,
            react_ms: self.react_ms * factor,
            ..self
        }
    }

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

    /// The extra time of this race: a lapse's (uniform over [`Timing::lapse_ms`]) with
    /// [`Timing::lapse_per_1000`] chances in a thousand, else 0.
    pub fn lapse(&self, rng: &mut GameRng) -> u64 {
        if rng.range(0..1_000) >= self.lapse_per_1000 {
            return 0;
        }
        let (low, high) = self.lapse_ms;
        low + rng.range(0..(high - low + 1) as usize) as u64
    }

    /// Whether this race ends in a hasty wrong claim (W4), with
    /// [`Timing::false_alarm_per_1000`] chances in a thousand.
    pub fn false_alarm(&self, rng: &mut GameRng) -> bool {
        rng.range(0..1_000) < self.false_alarm_per_1000
    }

    /// When a hasty wrong claim lands in a search that would have taken `search_ms`: at a
    /// uniform point of its second half (it cuts the search short).
    pub fn hasty_ms(&self, rng: &mut GameRng, search_ms: u64) -> u64 {
        search_ms * (500 + rng.range(0..500) as u64) / 1_000
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

    /// The expected search for a cued twin among `faces` faces, lapses left out: the
    /// log-normal's mean `median × exp(σ² / 2)`.
    pub fn mean_search_ms(&self, faces: usize) -> f64 {
        let items = faces.saturating_sub(1).max(1) as f64;
        (self.base_ms + self.slope_ms * (items + 1.0) / 2.0) * exp(self.sigma * self.sigma / 2.0)
    }

    /// The expected time to find a cued twin among `faces` faces, lapses included (for
    /// documentation and tests).
    pub fn mean_cued_ms(&self, faces: usize) -> f64 {
        let (low, high) = self.lapse_ms;
        let lapse = self.lapse_per_1000 as f64 / 1_000.0 * (low + high) as f64 / 2.0;
        self.mean_search_ms(faces) + lapse
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

/// The coefficient of variation (standard deviation over mean) of `times`: how widely spotting
/// times spread, the figure Palmer et al. 2011 report per observer.
#[cfg(test)]
pub(crate) fn coefficient_of_variation(times: &[u64]) -> f64 {
    let n = times.len() as f64;
    let mean = times.iter().sum::<u64>() as f64 / n;
    let variance = times
        .iter()
        .map(|&t| (t as f64 - mean).powi(2))
        .sum::<f64>()
        / n;
    variance.sqrt() / mean
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
        for x in [-6.0, -2.5, -1.0, -0.1, 0.0, 0.3, 1.0, 2.5, 3.6, 6.0] {
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
        assert!((700.0..950.0).contains(&strong), "strong {strong}");
        assert!((1_000.0..1_300.0).contains(&normal), "normal {normal}");
        assert!((1_450.0..1_900.0).contains(&easy), "easy {easy}");
        // Issue 40: levels closer than twice apart (about 1 : 1.35 : 2).
        assert!(
            normal / strong < 1.6 && easy / normal < 1.8,
            "{strong} {normal} {easy}"
        );
        // The drawn means agree with the formula.
        for level in BotLevel::ALL {
            let expected = timing(level).mean_search_ms(5);
            assert!((mean(level, 5) / expected - 1.0).abs() < 0.05, "{level:?}");
        }
    }

    #[test]
    fn draws_replay_with_the_seed_and_are_skewed_right_and_wide() {
        let draw = |seed| {
            let mut rng = GameRng::from_seed(seed);
            (0..2_000)
                .map(|_| timing(BotLevel::Normal).cued_ms(&mut rng, 6))
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(3), draw(3));
        assert_ne!(draw(3), draw(4));
        let mut times = draw(3);
        times.sort_unstable();
        let median = times[times.len() / 2] as f64;
        let mean = times.iter().sum::<u64>() as f64 / times.len() as f64;
        assert!(mean > median, "a log-normal's mean is above its median");
        // Palmer et al. 2011: a coefficient of variation of about 0.3-0.5 per observer.
        let cv = coefficient_of_variation(&times);
        assert!((0.4..0.6).contains(&cv), "coefficient of variation {cv}");
    }

    #[test]
    fn lapses_and_false_alarms_come_at_their_rates() {
        for level in BotLevel::ALL {
            let t = timing(level);
            let mut rng = GameRng::from_seed(17);
            let n = 20_000;
            let lapses: Vec<u64> = (0..n)
                .map(|_| t.lapse(&mut rng))
                .filter(|&l| l > 0)
                .collect();
            let alarms = (0..n).filter(|_| t.false_alarm(&mut rng)).count();
            let expect = |per_1000: usize| n as f64 * per_1000 as f64 / 1_000.0;
            // Within four standard deviations of a binomial count.
            let near = |count: usize, per_1000: usize| {
                let p = per_1000 as f64 / 1_000.0;
                (count as f64 - expect(per_1000)).abs() <= 4.0 * (n as f64 * p * (1.0 - p)).sqrt()
            };
            assert!(
                near(lapses.len(), t.lapse_per_1000),
                "{level:?} lapses {}",
                lapses.len()
            );
            assert!(
                near(alarms, t.false_alarm_per_1000),
                "{level:?} alarms {alarms}"
            );
            let (low, high) = t.lapse_ms;
            assert!(lapses.iter().all(|l| (low..=high).contains(l)));
        }
        // Children lapse and err the most, practised players the least.
        let [easy, normal, strong] = BotLevel::ALL.map(timing);
        assert!(strong.lapse_per_1000 < normal.lapse_per_1000);
        assert!(normal.lapse_per_1000 < easy.lapse_per_1000);
        assert!(0 < strong.false_alarm_per_1000);
        assert!(strong.false_alarm_per_1000 < normal.false_alarm_per_1000);
        assert!(normal.false_alarm_per_1000 < easy.false_alarm_per_1000);
    }

    #[test]
    fn a_hasty_claim_cuts_the_search_short() {
        let mut rng = GameRng::from_seed(2);
        let t = timing(BotLevel::Easy);
        for search in [0, 999, 1_500, 4_000] {
            let hasty = t.hasty_ms(&mut rng, search);
            assert!(hasty <= search && 2 * hasty >= search, "{search} {hasty}");
        }
    }

    #[test]
    fn a_games_form_is_spread_around_the_levels_pace_and_scales_every_search() {
        for level in BotLevel::ALL {
            let mut rng = GameRng::from_seed(9);
            let mut forms: Vec<u16> = (0..4_000).map(|_| draw_form(&mut rng, level)).collect();
            forms.sort_unstable();
            let median = forms[forms.len() / 2];
            assert!(
                (960..=1_040).contains(&median),
                "{level:?} median form {median}"
            );
            // The logarithm's spread is the level's (f64::ln is fine in a test).
            let logs: Vec<f64> = forms.iter().map(|&f| (f64::from(f) / 1e3).ln()).collect();
            let n = logs.len() as f64;
            let mean = logs.iter().sum::<f64>() / n;
            let sd = (logs.iter().map(|l| (l - mean).powi(2)).sum::<f64>() / n).sqrt();
            let sigma = timing(level).form_sigma;
            assert!(
                (sd / sigma - 1.0).abs() < 0.05,
                "{level:?}: {sd} for {sigma}"
            );
        }
        let t = timing(BotLevel::Normal);
        let slow = t.in_form(1_500);
        assert_eq!(slow.base_ms, t.base_ms * 1.5);
        assert_eq!(slow.slope_ms, t.slope_ms * 1.5);
        assert_eq!(slow.lapse_ms, t.lapse_ms);
        assert_eq!(t.in_form(USUAL_FORM), t);
    }
}
