//! What a full square is worth (U6) and a tile's total with the bonus (U7).

use serde::{Deserialize, Serialize};

/// The kind of a full square, read clockwise TL, TR, BR, BL (U6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum SquareKind {
    /// Four different numbers that are not a straight: 1 point.
    Mix,
    /// One pair touching orthogonally and two other different numbers ("2er"): 2 points.
    Pair,
    /// Two pairs, not both on the diagonals ("2er + 2er"): 3 points.
    TwoPairs,
    /// Two pairs, each on a diagonal: 4 points.
    Cross,
    /// Four equal numbers ("4er"): 5 points.
    Four,
    /// Four consecutive numbers ascending clockwise from some cell ("Str"): 6 points.
    Straight,
    /// Three equal numbers: 0 points.
    Triple,
    /// One pair on a diagonal and two other different numbers: 0 points.
    DiagonalPair,
}

impl SquareKind {
    /// The six kinds that score, in the order of the score sheet; all six earn the bonus (U7).
    pub const SCORING: [SquareKind; 6] = [
        SquareKind::Mix,
        SquareKind::Pair,
        SquareKind::TwoPairs,
        SquareKind::Cross,
        SquareKind::Four,
        SquareKind::Straight,
    ];

    /// All eight kinds: the six scoring ones, then the two that score nothing.
    pub const ALL: [SquareKind; 8] = [
        SquareKind::Mix,
        SquareKind::Pair,
        SquareKind::TwoPairs,
        SquareKind::Cross,
        SquareKind::Four,
        SquareKind::Straight,
        SquareKind::Triple,
        SquareKind::DiagonalPair,
    ];

    /// The kind of a full square with `values` read clockwise TL, TR, BR, BL (U6).
    pub fn classify(values: [u8; 4]) -> SquareKind {
        let same = |i: usize, j: usize| values[i] == values[j];
        // How many other cells hold each cell's number.
        let twins: [usize; 4] =
            std::array::from_fn(|i| (0..4).filter(|&j| j != i && same(i, j)).count());
        let max = twins.iter().copied().max().unwrap_or(0);
        let paired = twins.iter().filter(|&&t| t == 1).count();
        match (max, paired) {
            (3, _) => SquareKind::Four,   // U6: four equal
            (2, _) => SquareKind::Triple, // U6: three equal score nothing
            (1, 4) => {
                // U6: two pairs; a Cross when both pairs sit on the diagonals TL-BR and TR-BL.
                if same(0, 2) && same(1, 3) {
                    SquareKind::Cross
                } else {
                    SquareKind::TwoPairs
                }
            }
            (1, _) => {
                // U6: one pair; it scores only when its cells touch orthogonally.
                if same(0, 2) || same(1, 3) {
                    SquareKind::DiagonalPair
                } else {
                    SquareKind::Pair
                }
            }
            _ => {
                // U6: all different; a straight ascends by one clockwise from some cell.
                let ascends_from = |start: usize| {
                    (1..4).all(|k| {
                        u16::from(values[(start + k) % 4]) == u16::from(values[start]) + k as u16
                    })
                };
                if (0..4).any(ascends_from) {
                    SquareKind::Straight
                } else {
                    SquareKind::Mix
                }
            }
        }
    }

    /// The points the kind scores (U6).
    pub const fn points(self) -> i32 {
        match self {
            SquareKind::Mix => 1,
            SquareKind::Pair => 2,
            SquareKind::TwoPairs => 3,
            SquareKind::Cross => 4,
            SquareKind::Four => 5,
            SquareKind::Straight => 6,
            SquareKind::Triple | SquareKind::DiagonalPair => 0,
        }
    }

    /// The name printed on the score sheet.
    pub const fn label(self) -> &'static str {
        match self {
            SquareKind::Mix => "Mix",
            SquareKind::Pair => "2er",
            SquareKind::TwoPairs => "2er + 2er",
            SquareKind::Cross => "Cross",
            SquareKind::Four => "4er",
            SquareKind::Straight => "Str",
            SquareKind::Triple => "3er",
            SquareKind::DiagonalPair => "2er diagonal",
        }
    }

    /// Whether the kind is one of the six that score and count for the bonus.
    pub const fn is_scoring(self) -> bool {
        self.points() > 0
    }
}

/// The bonus for scoring all six kinds (U7).
pub const BONUS: i32 = 7;

/// A tile's score: each full square's kind, the bonus and the total (U7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The kind of each square, `None` while it is not full.
    pub squares: [Option<SquareKind>; 9],
    /// Whether every scoring kind appears in a full square (U7).
    pub bonus: bool,
    /// The sum of the squares' points, plus 7 with the bonus (U7).
    pub total: i32,
}

impl Score {
    /// The score of nine squares, `None` for those not full yet.
    pub fn from_squares(squares: [Option<SquareKind>; 9]) -> Score {
        // U7: only full squares count, both for the sum and for the bonus.
        let bonus = SquareKind::SCORING
            .iter()
            .all(|kind| squares.contains(&Some(*kind)));
        let sum: i32 = squares.iter().flatten().map(|kind| kind.points()).sum();
        Score {
            squares,
            bonus,
            total: sum + if bonus { BONUS } else { 0 },
        }
    }

    /// How many full squares are of `kind`.
    pub fn count(&self, kind: SquareKind) -> usize {
        self.squares.iter().filter(|&&k| k == Some(kind)).count()
    }

    /// The points scored by squares of `kind` (count times the kind's points).
    pub fn points_of(&self, kind: SquareKind) -> i32 {
        self.count(kind) as i32 * kind.points()
    }

    /// The bonus points earned: 7 or 0 (U7).
    pub const fn bonus_points(&self) -> i32 {
        if self.bonus {
            BONUS
        } else {
            0
        }
    }
}
