//! The judgement of a tile: how many points its squares are still likely to make.
//!
//! Each square's contents (empty cells as 0) index tables built once. Two models of how a
//! square will be filled are averaged, since the blend plays better than either alone:
//!
//! - best of `k`: the chance of each points value when the empty cells are filled at random,
//!   taking the best of `k` fillings, `k` growing with the rounds left;
//! - offers: a dynamic programme over fillings in which the square is offered random numbers one
//!   at a time and takes each into an empty cell or lets it pass, the number of offers growing
//!   with the free cells left and shrinking with the square's own empty cells.
//!
//! The bonus (U7) is valued from the chance each scoring kind still appears in some square, with
//! both models giving each square's chance of ending as each kind.

use super::cell::{CellId, Corner};
use super::scoring::{SquareKind, BONUS};
use super::tile::Tile;
use super::Tuefteln;
use std::sync::OnceLock;

/// Square contents as a number: `sum(value_i * 7^i)` over the clockwise cells, 0 = empty.
pub(crate) type Code = u16;

/// How many different square contents there are (7^4).
pub(crate) const CODES: usize = 2401;
/// Rounds left after a placement: 0..=14.
pub(crate) const HORIZONS: usize = Tuefteln::ROUNDS as usize;

/// The weight of a number written at `corner` in a square's code.
pub(crate) const fn place_value(corner: Corner) -> Code {
    [1, 7, 49, 343][corner.index() as usize]
}

/// Tunable knobs of the judgement.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Params {
    /// How much choice the best-of-`k` model gives: `k = 1 + flex * rounds_left^power`.
    pub flex: f32,
    /// How fast that choice grows with the rounds left.
    pub power: f32,
    /// How much of the bonus's estimated chance counts.
    pub bonus: f32,
}

impl Params {
    /// The tuned defaults.
    pub const DEFAULT: Params = Params {
        flex: 0.45,
        power: 1.0,
        bonus: 1.2,
    };
}

/// The precomputed tables.
pub(crate) struct Judge {
    params: Params,
    /// Expected points of a square, by horizon then code.
    value: Vec<[f32; CODES]>,
    /// Chance the square ends as each scoring kind, by horizon then code.
    kinds: Vec<[[f32; 6]; CODES]>,
}

/// The four numbers (0 = empty) of the square with `code`, clockwise from top-left.
pub(crate) fn digits(code: usize) -> [u8; 4] {
    [
        (code % 7) as u8,
        (code / 7 % 7) as u8,
        (code / 49 % 7) as u8,
        (code / 343 % 7) as u8,
    ]
}

/// How many cells of the square with `code` are empty.
fn empties(code: usize) -> usize {
    digits(code).iter().filter(|&&d| d == 0).count()
}

/// One more than the most numbers a square is modelled to be offered: with `OFFER_FLEX` 0.16 a
/// square is offered at most 1 + 0.16 * 28 (one empty cell, 14 rounds left), so the tables stay
/// small enough to build in a few milliseconds.
const MAX_OFFERS: usize = 8;

/// Worth of a square under the offer model, by offers left then code.
type OfferTable = Vec<[f32; CODES]>;

/// The square game behind the judgement: a square is offered `n` random numbers one at a time
/// and takes each into one of its empty cells or lets it pass, until all its cells are full (it
/// must take every number once the offers left equal its empty cells). `table[n][code]` is the
/// best expected `terminal` of the full square with `n` offers left; below the empty count it
/// repeats the forced case.
fn offer_table(terminal: impl Fn([u8; 4]) -> f32) -> OfferTable {
    let mut table = vec![[0f32; CODES]; MAX_OFFERS];
    // The codes by their count of empty cells, fewest first (in code order within a count).
    let order = (0..=4).flat_map(|count| (0..CODES).filter(move |&code| empties(code) == count));
    for code in order {
        let cells = digits(code);
        let empty: Vec<usize> = (0..4).filter(|&i| cells[i] == 0).collect();
        if empty.is_empty() {
            let worth = terminal(cells);
            table.iter_mut().for_each(|row| row[code] = worth);
            continue;
        }
        let forced = empty.len();
        for n in forced..MAX_OFFERS {
            let pass = if n > forced {
                table[n - 1][code]
            } else {
                f32::MIN
            };
            let mut sum = 0.0;
            for value in 1..=6 {
                let take = empty
                    .iter()
                    .map(|&i| table[n - 1][code + value * PLACE[i]])
                    .fold(f32::MIN, f32::max);
                sum += take.max(pass);
            }
            table[n][code] = sum / 6.0;
        }
        for n in 0..forced {
            table[n][code] = table[forced][code];
        }
    }
    table
}

/// The shared tables with the default knobs, once built ([`Judge::standard`], or
/// [`StandardTables`] a piece at a time).
static STANDARD: OnceLock<Judge> = OnceLock::new();

/// The judge's tables built a piece at a time: each [`JudgeBuilder::step`] does one of the
/// offer tables or one horizon, a few milliseconds in a phone's browser, so that a page can
/// build them between other work rather than in one long task.
pub(crate) struct JudgeBuilder {
    params: Params,
    offer_flex: f32,
    offer_weight: f32,
    /// Every code's random filling: points and kind chances.
    fills: Vec<([f32; 7], [f32; 6])>,
    /// The offer tables of the points, then of each scoring kind, as far as built.
    offer_tables: Vec<OfferTable>,
    value: Vec<[f32; CODES]>,
    kinds: Vec<[[f32; 6]; CODES]>,
}

impl JudgeBuilder {
    /// Nothing built yet.
    pub(crate) fn new(params: Params, offer_flex: f32, offer_weight: f32) -> Self {
        JudgeBuilder {
            params,
            offer_flex,
            offer_weight,
            fills: Vec::new(),
            offer_tables: Vec::new(),
            value: Vec::new(),
            kinds: Vec::new(),
        }
    }

    /// Builds one more piece; `true` once everything is built.
    pub(crate) fn step(&mut self) -> bool {
        if self.fills.is_empty() {
            self.fills = (0..CODES).map(random_fill).collect();
        } else if self.offer_tables.is_empty() {
            // U6: a full square scores by its kind.
            self.offer_tables
                .push(offer_table(|v| SquareKind::classify(v).points() as f32));
        } else if self.offer_tables.len() <= SquareKind::SCORING.len() {
            // U7: each scoring kind counts for the bonus.
            let kind = SquareKind::SCORING[self.offer_tables.len() - 1];
            self.offer_tables.push(offer_table(|v| {
                f32::from(u8::from(SquareKind::classify(v) == kind))
            }));
        } else if self.value.len() < HORIZONS {
            self.add_horizon();
        }
        self.value.len() == HORIZONS
    }

    /// The tables of the next horizon (rounds left), from the fillings and offer tables.
    fn add_horizon(&mut self) {
        let horizon = self.value.len();
        let (points, kind_tables) = self.offer_tables.split_first().expect("built first");
        let w = self.offer_weight;
        let k = 1.0 + self.params.flex * (horizon as f32).powf(self.params.power);
        let mut value = [0f32; CODES];
        let mut kinds = [[0f32; 6]; CODES];
        for code in 0..CODES {
            let offers = offers_for(empties(code), horizon, self.offer_flex);
            let (best, best_kinds) = best_of(&self.fills[code], k);
            value[code] = w * at_offers(points, code, offers) + (1.0 - w) * best;
            for (kk, table) in kind_tables.iter().enumerate() {
                kinds[code][kk] = w * at_offers(table, code, offers) + (1.0 - w) * best_kinds[kk];
            }
        }
        self.value.push(value);
        self.kinds.push(kinds);
    }

    /// The judge, once [`JudgeBuilder::step`] said everything is built.
    pub(crate) fn finish(self) -> Judge {
        debug_assert_eq!(self.value.len(), HORIZONS, "finished before the last step");
        Judge {
            params: self.params,
            value: self.value,
            kinds: self.kinds,
        }
    }
}

/// The bots' shared tables built a piece at a time ([`super::Tuefteln::bot_tables`]): a page
/// calls [`StandardTables::step`] once a task until it says they are ready. A bot that needs
/// them before builds the rest at once; nothing is built twice in vain but the pieces.
pub struct StandardTables(Option<JudgeBuilder>);

impl StandardTables {
    /// The work left, none if the tables are built.
    pub(crate) fn start() -> Self {
        StandardTables(
            STANDARD
                .get()
                .is_none()
                .then(|| JudgeBuilder::new(Params::DEFAULT, OFFER_FLEX, OFFER_WEIGHT)),
        )
    }

    /// Builds one more piece; `true` once the tables are ready for the bots.
    pub fn step(&mut self) -> bool {
        let Some(building) = &mut self.0 else {
            return true;
        };
        if STANDARD.get().is_some() {
            // A bot needed them first and built them.
            self.0 = None;
            return true;
        }
        if building.step() {
            if let Some(done) = self.0.take() {
                // Set unless a bot got there between two steps.
                let _ = STANDARD.set(done.finish());
            }
            return true;
        }
        false
    }
}

/// The weights of the four corners in a code, by clockwise index.
const PLACE: [usize; 4] = [1, 7, 49, 343];

/// `table` read at a fractional number of offers, interpolating linearly.
fn at_offers(table: &OfferTable, code: usize, offers: f32) -> f32 {
    let offers = offers.clamp(0.0, (MAX_OFFERS - 1) as f32);
    let low = offers.floor() as usize;
    let high = (low + 1).min(MAX_OFFERS - 1);
    let t = offers - low as f32;
    table[low][code] * (1.0 - t) + table[high][code] * t
}

/// Points and kind distribution of a square when its empty cells are filled uniformly at random.
fn random_fill(code: usize) -> ([f32; 7], [f32; 6]) {
    let cells = digits(code);
    let empty: Vec<usize> = (0..4).filter(|&i| cells[i] == 0).collect();
    let fills = 6usize.pow(empty.len() as u32);
    let mut points = [0f32; 7];
    let mut kinds = [0f32; 6];
    for n in 0..fills {
        let mut values = cells;
        let mut rest = n;
        for &i in &empty {
            values[i] = (rest % 6) as u8 + 1;
            rest /= 6;
        }
        let kind = SquareKind::classify(values);
        points[kind.points() as usize] += 1.0;
        if let Some(k) = SquareKind::SCORING.iter().position(|&s| s == kind) {
            kinds[k] += 1.0;
        }
    }
    let scale = 1.0 / fills as f32;
    (points.map(|p| p * scale), kinds.map(|p| p * scale))
}

/// The best-of-`k` model: a square is worth the best of `k` random fillings of its empty cells,
/// and ends as a kind when any of them does. Returns the points and the kind chances.
fn best_of(fill: &([f32; 7], [f32; 6]), k: f32) -> (f32, [f32; 6]) {
    let (points, kind_p) = fill;
    // E[max of k fillings] = sum over v of P(max >= v).
    let mut below = 0.0;
    let mut expected = 0.0;
    for p in points.iter().take(6) {
        below += p;
        expected += 1.0 - f32::min(below, 1.0).powf(k);
    }
    (expected, kind_p.map(|p| 1.0 - (1.0 - p).powf(k)))
}

/// Extra numbers offered to a square in the offer model: `OFFER_FLEX * free cells / empty cells`.
const OFFER_FLEX: f32 = 0.16;
/// The weight of the offer model against the best-of-`k` model.
const OFFER_WEIGHT: f32 = 0.5;

/// How many numbers the offer model offers a square with `empty` empty cells, `horizon` rounds
/// before the end: its empty cells plus `flex` times the free cells left over its empty cells.
fn offers_for(empty: usize, horizon: usize, flex: f32) -> f32 {
    empty as f32 + flex * (2 * horizon) as f32 / (empty.max(1) as f32)
}

impl Judge {
    /// Tables for `params`: the average of the best-of-`k` and offer models.
    pub fn new(params: Params) -> Judge {
        Judge::blended(params, OFFER_FLEX, OFFER_WEIGHT)
    }

    /// Tables for `params` with the offer model's flexibility and weight given.
    pub fn blended(params: Params, offer_flex: f32, offer_weight: f32) -> Judge {
        let mut building = JudgeBuilder::new(params, offer_flex, offer_weight);
        while !building.step() {}
        building.finish()
    }

    /// The shared tables with the default knobs, built now if no one built them yet.
    pub fn standard() -> &'static Judge {
        STANDARD.get_or_init(|| Judge::new(Params::DEFAULT))
    }

    /// The nine square codes of `tile`.
    pub fn codes(tile: &Tile) -> [Code; 9] {
        std::array::from_fn(|square| {
            Corner::ALL
                .iter()
                .map(|&corner| {
                    let cell = CellId::new(square as u8, corner);
                    tile.value(cell)
                        .map_or(0, |d| Code::from(d.value()) * place_value(corner))
                })
                .sum()
        })
    }

    /// How good squares with these codes are, `horizon` rounds before the end.
    pub fn judge(&self, codes: &[Code; 9], horizon: usize) -> f32 {
        let horizon = horizon.min(HORIZONS - 1);
        let value = &self.value[horizon];
        let kinds = &self.kinds[horizon];
        let mut sum = 0.0;
        let mut missing = [1.0f32; 6];
        for &code in codes {
            sum += value[code as usize];
            for (m, p) in missing.iter_mut().zip(kinds[code as usize]) {
                *m *= 1.0 - p;
            }
        }
        let bonus_chance: f32 = missing.iter().map(|m| 1.0 - m).product();
        sum + self.params.bonus * BONUS as f32 * bonus_chance
    }
}

/// All six scoring kinds as a set of bits.
const ALL_KINDS: u8 = 63;

/// Points and scoring-kind bit (0 for the kinds that score nothing) of every square code.
fn finals() -> &'static [(u8, u8)] {
    static FINALS: OnceLock<Vec<(u8, u8)>> = OnceLock::new();
    FINALS.get_or_init(|| {
        (0..CODES)
            .map(|code| {
                let kind = SquareKind::classify(digits(code));
                let bit = SquareKind::SCORING
                    .iter()
                    .position(|&s| s == kind)
                    .map_or(0, |k| 1u8 << k);
                (kind.points() as u8, bit)
            })
            .collect()
    })
}

/// The exact total of a full tile with square codes `codes`: its squares' points (U6) and the
/// bonus when all six scoring kinds appear (U7).
pub(crate) fn final_total(codes: &[Code; 9]) -> f32 {
    let (points, bonus) = final_points(codes);
    points + if bonus { BONUS as f32 } else { 0.0 }
}

/// The points of a full tile's squares with codes `codes` (U6), and whether all six scoring
/// kinds appear (U7).
pub(crate) fn final_points(codes: &[Code; 9]) -> (f32, bool) {
    let table = finals();
    let mut points = 0u32;
    let mut kinds = 0u8;
    for &code in codes {
        let (p, bit) = table[code as usize];
        points += u32::from(p);
        kinds |= bit;
    }
    (points as f32, kinds == ALL_KINDS)
}

/// Squares judged once, so that changing one or two of them is judged quickly (for look-ahead).
pub(crate) struct Prepared<'a> {
    judge: &'a Judge,
    horizon: usize,
    codes: [Code; 9],
    sum: f32,
    /// Per pair of squares (a, b) and kind: the chance no other square ends as that kind.
    others_miss: Box<[[[f32; 6]; 9]; 9]>,
}

impl Judge {
    /// Prepares squares with `codes`, `horizon` rounds before the end, for [`Prepared::judge_change`].
    pub fn prepare(&self, codes: [Code; 9], horizon: usize) -> Prepared<'_> {
        let horizon = horizon.min(HORIZONS - 1);
        let value = &self.value[horizon];
        let kinds = &self.kinds[horizon];
        let sum = codes.iter().map(|&c| value[c as usize]).sum();
        let mut others_miss = Box::new([[[1.0f32; 6]; 9]; 9]);
        for a in 0..9 {
            for b in a..9 {
                let mut miss = [1.0f32; 6];
                for (s, &code) in codes.iter().enumerate() {
                    if s != a && s != b {
                        for (m, p) in miss.iter_mut().zip(kinds[code as usize]) {
                            *m *= 1.0 - p;
                        }
                    }
                }
                others_miss[a][b] = miss;
                others_miss[b][a] = miss;
            }
        }
        Prepared {
            judge: self,
            horizon,
            codes,
            sum,
            others_miss,
        }
    }
}

impl Prepared<'_> {
    /// The judgement after square `a` becomes `code_a` and square `b` becomes `code_b`
    /// (`b == a` for one square: then `code_b` is ignored). Equals [`Judge::judge`] on the
    /// changed codes.
    pub fn judge_change(&self, a: usize, code_a: Code, b: usize, code_b: Code) -> f32 {
        let value = &self.judge.value[self.horizon];
        let kinds = &self.judge.kinds[self.horizon];
        let mut sum = self.sum - value[self.codes[a] as usize] + value[code_a as usize];
        let mut miss = self.others_miss[a][b];
        for (m, p) in miss.iter_mut().zip(kinds[code_a as usize]) {
            *m *= 1.0 - p;
        }
        if b != a {
            sum += value[code_b as usize] - value[self.codes[b] as usize];
            for (m, p) in miss.iter_mut().zip(kinds[code_b as usize]) {
                *m *= 1.0 - p;
            }
        }
        let bonus_chance: f32 = miss.iter().map(|m| 1.0 - m).product();
        sum + self.judge.params.bonus * BONUS as f32 * bonus_chance
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_tables_built_a_piece_at_a_time_are_the_tables() {
        let whole = Judge::new(Params::DEFAULT);
        let mut building = JudgeBuilder::new(Params::DEFAULT, OFFER_FLEX, OFFER_WEIGHT);
        let mut steps = 1;
        while !building.step() {
            steps += 1;
        }
        // The fillings, the points' and six kinds' offer tables, then one step a horizon.
        assert_eq!(steps, 1 + 1 + SquareKind::SCORING.len() + HORIZONS);
        assert!(building.step(), "done stays done");
        let pieces = building.finish();
        assert_eq!(pieces.value, whole.value);
        assert_eq!(pieces.kinds, whole.kinds);
    }

    #[test]
    fn the_shared_tables_are_ready_after_their_steps() {
        let mut tables = StandardTables::start();
        let mut steps = 0;
        while !tables.step() {
            steps += 1;
            assert!(steps < 100, "the steps end");
        }
        assert!(STANDARD.get().is_some());
        // Once built, there is nothing left to do.
        assert!(StandardTables::start().step());
    }

    use super::*;
    use crate::tuefteln::{Roll, Side, Tile};

    #[test]
    fn quick_change_judges_like_the_full_judgement() {
        let judge = Judge::standard();
        let mut tile = Tile::new(Side::A);
        let roll = Roll::of(2, 5).unwrap();
        for step in 0..6 {
            let horizon = 14 - step;
            let codes = Judge::codes(&tile);
            let prepared = judge.prepare(codes, horizon);
            for p in tile.legal_placements(roll) {
                let after = Judge::codes(&tile.with(p));
                let (a, b) = (p.cells[0].square() as usize, p.cells[1].square() as usize);
                let quick = prepared.judge_change(a, after[a], b, after[b]);
                let full = judge.judge(&after, horizon);
                assert!((quick - full).abs() < 1e-3, "{quick} vs {full}");
            }
            let options = tile.legal_placements(roll);
            tile = tile.with(options[step * 7 % options.len()]);
        }
    }

    /// The code of a square holding `values` clockwise (0 = empty).
    fn code_of(values: [usize; 4]) -> usize {
        values.iter().zip(PLACE).map(|(v, w)| v * w).sum()
    }

    #[test]
    fn one_cell_from_a_4er_is_worth_its_chance() {
        // U6: 3, 3, 3 and one empty cell ends as a 4er (5 points) only with another 3, else it is
        // a triple worth nothing.
        let code = code_of([3, 3, 0, 3]);
        let four = SquareKind::SCORING
            .iter()
            .position(|&k| k == SquareKind::Four)
            .unwrap();
        let judge = Judge::standard();
        // With no choice left the square takes the next number as it comes.
        assert!((judge.value[0][code] - 5.0 / 6.0).abs() < 1e-5);
        assert!((judge.kinds[0][code][four] - 1.0 / 6.0).abs() < 1e-5);
        // Offered n numbers, it waits for a 3: the 4er comes with chance 1 - (5/6)^n.
        let fours =
            offer_table(|v| f32::from(u8::from(SquareKind::classify(v) == SquareKind::Four)));
        for (n, row) in fours.iter().enumerate().take(6).skip(1) {
            let expected = 1.0 - (5.0f32 / 6.0).powi(n as i32);
            assert!((row[code] - expected).abs() < 1e-5, "{n} offers");
        }
        // More rounds left never make a square worth less.
        for horizon in 1..HORIZONS {
            assert!(judge.value[horizon][code] >= judge.value[horizon - 1][code]);
        }
    }

    #[test]
    fn offers_stay_inside_the_tables() {
        for horizon in 0..HORIZONS {
            for empty in 1..=4 {
                assert!(offers_for(empty, horizon, OFFER_FLEX) <= (MAX_OFFERS - 1) as f32);
            }
        }
    }

    #[test]
    fn full_squares_are_judged_at_their_points() {
        let judge = Judge::standard();
        // A full square of four 3s: code 3 * (1 + 7 + 49 + 343).
        assert!((judge.value[0][3 * 400] - 5.0).abs() < 1e-6);
        assert!((judge.value[9][3 * 400] - 5.0).abs() < 1e-6);
        // Every full square, at every horizon, is worth exactly its points (U6).
        for code in (0..CODES).filter(|&c| empties(c) == 0) {
            let points = SquareKind::classify(digits(code)).points() as f32;
            for horizon in 0..HORIZONS {
                assert!((judge.value[horizon][code] - points).abs() < 1e-5);
            }
        }
    }
}
