//! What the bots maximise: the judgement of a tile (`eval`), plus a learned correction when one
//! is given (`model`), prepared so that judging every placement of a roll stays cheap.

use super::eval::{final_total, place_value, Code, Judge, Prepared};
use super::tile::{Placement, Roll, Tile};

/// The pairs of free cells of `tile` that can take a roll, each cell as its square and its
/// place value in the square's code, beside the placements of a double they come from (in
/// [`Tile::legal_placements`] order). Which cells may take a roll together does not depend on
/// the numbers (U2, U3), so a double stands for every roll.
pub(crate) fn cell_pairs(tile: &Tile) -> (Vec<Placement>, Vec<[(usize, Code); 2]>) {
    let placements = tile.legal_placements(Roll::of(1, 1).expect("a die"));
    let pairs = placements
        .iter()
        .map(|p| {
            p.cells
                .map(|c| (c.square() as usize, place_value(c.corner())))
        })
        .collect();
    (placements, pairs)
}

/// A learned correction to the judgement, judged incrementally: sum the squares' rows once,
/// change one square's row per placement, then read the output.
pub(crate) trait Correction {
    /// The running sum of the squares' rows.
    type Sum: Copy;
    /// The sum for squares with `codes`, `horizon` rounds before the end.
    fn accumulate(&self, codes: &[Code; 9], horizon: usize) -> Self::Sum;
    /// `sum` after square `square` changes from `old` to `new`.
    fn change(&self, sum: &mut Self::Sum, square: usize, old: Code, new: Code);
    /// The correction for `sum`.
    fn output(&self, sum: &Self::Sum) -> f32;
}

/// Squares prepared for judging changes to one or two of them, `horizon` rounds before the
/// end; with no rounds left the exact final total is used instead (U6, U7).
pub(crate) struct Scorer<'a, C: Correction> {
    codes: [Code; 9],
    prepared: Option<Prepared<'a>>,
    correction: Option<(&'a C, C::Sum)>,
}

impl<'a, C: Correction> Scorer<'a, C> {
    /// Prepares squares with `codes`, `horizon` rounds before the end.
    pub fn new(
        judge: &'a Judge,
        correction: Option<&'a C>,
        codes: [Code; 9],
        horizon: usize,
    ) -> Self {
        let exact = horizon == 0;
        Scorer {
            codes,
            prepared: (!exact).then(|| judge.prepare(codes, horizon)),
            correction: correction
                .filter(|_| !exact)
                .map(|c| (c, c.accumulate(&codes, horizon))),
        }
    }

    /// The squares as prepared.
    pub fn codes(&self) -> &[Code; 9] {
        &self.codes
    }

    /// The worth after square `a` becomes `code_a` and square `b` becomes `code_b` (`b == a`
    /// for a change inside one square: then `code_b` is ignored).
    pub fn worth(&self, a: usize, code_a: Code, b: usize, code_b: Code) -> f32 {
        let Some(prepared) = &self.prepared else {
            let mut after = self.codes;
            after[a] = code_a;
            if b != a {
                after[b] = code_b;
            }
            return final_total(&after);
        };
        let judged = prepared.judge_change(a, code_a, b, code_b);
        match &self.correction {
            None => judged,
            Some((correction, sum)) => {
                let mut sum = *sum;
                correction.change(&mut sum, a, self.codes[a], code_a);
                if b != a {
                    correction.change(&mut sum, b, self.codes[b], code_b);
                }
                judged + correction.output(&sum)
            }
        }
    }

    /// Every way to write the numbers `x` and `y` into one of `pairs` (cells as square and
    /// place value), as a [`Candidate`], in order.
    fn candidates<'p>(
        &'p self,
        pairs: &'p [[(usize, Code); 2]],
        [x, y]: [Code; 2],
    ) -> impl Iterator<Item = Candidate> + 'p {
        pairs
            .iter()
            .enumerate()
            .flat_map(move |(i, &[(a, wa), (b, wb)])| {
                let orders = if x == y { 1 } else { 2 };
                [(false, (x, y)), (true, (y, x))]
                    .into_iter()
                    .take(orders)
                    .map(move |(swapped, (va, vb))| {
                        if a == b {
                            (i, swapped, a, self.codes[a] + va * wa + vb * wb, a, 0)
                        } else {
                            (
                                i,
                                swapped,
                                a,
                                self.codes[a] + va * wa,
                                b,
                                self.codes[b] + vb * wb,
                            )
                        }
                    })
            })
    }

    /// Like [`Scorer::best_reply`], with the correction applied to every placement (for
    /// training, where the player should act on everything the network has learned).
    pub fn best_reply_exhaustive(
        &self,
        pairs: &[[(usize, Code); 2]],
        numbers: [Code; 2],
    ) -> Option<(usize, bool, f32)> {
        self.best_of(self.candidates(pairs, numbers))
    }

    /// The candidate worth most (the first one on ties, so choices replay exactly): its pair
    /// index, whether it is swapped, and its worth.
    fn best_of(&self, candidates: impl Iterator<Item = Candidate>) -> Option<(usize, bool, f32)> {
        let mut best: Option<(usize, bool, f32)> = None;
        for (i, swapped, a, code_a, b, code_b) in candidates {
            let worth = self.worth(a, code_a, b, code_b);
            if best.is_none_or(|(_, _, w)| worth > w) {
                best = Some((i, swapped, worth));
            }
        }
        best
    }

    /// The best way to write the numbers `x` and `y` into one of `pairs` (cells as square and
    /// place value): the pair's index, whether the numbers go in swapped, and the worth.
    ///
    /// With a correction, every placement is first judged without it and only the
    /// [`SHORTLIST`] best are corrected: the correction reorders close placements, it does not
    /// rescue bad ones, and it costs ten times the judgement.
    pub fn best_reply(
        &self,
        pairs: &[[(usize, Code); 2]],
        numbers: [Code; 2],
    ) -> Option<(usize, bool, f32)> {
        let (Some(prepared), Some(_)) = (&self.prepared, &self.correction) else {
            return self.best_reply_exhaustive(pairs, numbers);
        };
        let mut shortlist = Shortlist::default();
        for candidate in self.candidates(pairs, numbers) {
            let (_, _, a, code_a, b, code_b) = candidate;
            shortlist.offer(candidate, prepared.judge_change(a, code_a, b, code_b));
        }
        self.best_of(shortlist.entries().map(|&(candidate, _)| candidate))
    }
}

/// The average, over the 21 possible rolls, of the worth of the best reply (as
/// [`Scorer::best_reply`] finds it) on `tile`, which has `horizon` rounds left; `horizon` is at
/// least 1.
pub(crate) fn expected_reply<C: Correction>(
    judge: &Judge,
    correction: Option<&C>,
    tile: &Tile,
    horizon: usize,
) -> f32 {
    let scorer = Scorer::new(judge, correction, Judge::codes(tile), horizon - 1);
    let (_, pairs) = cell_pairs(tile);
    let total: f32 = Roll::distinct()
        .map(|(roll, weight)| {
            let numbers = roll.0.map(|d| Code::from(d.value()));
            let (_, _, reply) = scorer.best_reply(&pairs, numbers).expect("a free pair");
            f32::from(weight) * reply
        })
        .sum();
    total / 36.0
}

/// How many of a roll's placements, best judged first, the correction re-judges.
pub(crate) const SHORTLIST: usize = 8;

/// A placement being weighed: pair index, swapped, and the two squares' new codes.
type Candidate = (usize, bool, usize, Code, usize, Code);

/// The [`SHORTLIST`] best-judged candidates seen so far, best first; on ties the earlier stays
/// ahead, so choices replay exactly.
#[derive(Default)]
struct Shortlist {
    entries: [Option<(Candidate, f32)>; SHORTLIST],
}

impl Shortlist {
    fn offer(&mut self, candidate: Candidate, worth: f32) {
        let Some(slot) = self
            .entries
            .iter()
            .position(|e| e.is_none_or(|(_, w)| worth > w))
        else {
            return;
        };
        self.entries[slot..].rotate_right(1);
        self.entries[slot] = Some((candidate, worth));
    }

    fn entries(&self) -> impl Iterator<Item = &(Candidate, f32)> {
        self.entries.iter().flatten()
    }
}
