//! The two tile faces designed for Tablée (U4): which cells are printed, white, blue or coloured.
//!
//! Side A (U2), `n` = printed number, `.` = white, `a`-`f` = the two blue cells of one bridge:
//! ```text
//!  . a | a . | 2 .
//!  . 5 | . b | . c
//! -----+-----+-----
//!  . 1 | . b | . c
//!  e . | 3 . | d .
//! -----+-----+-----
//!  e . | . 4 | d .
//!  . f | f . | 6 .
//! ```
//! Every square keeps exactly two white cells; the three squares without a printed number hold two
//! blue cells, the others one.
//!
//! Side B (U3), colours by symbol (R ● red, Y ▲ yellow, G ■ green, B ◆ blue, P ★ purple):
//! ```text
//!  R Y | G B | P R
//!  2 B | P 6 | Y G
//! -----+-----+-----
//!  P R | 4 G | B 1
//!  Y G | B P | R Y
//! -----+-----+-----
//!  B P | R Y | G 3
//!  5 Y | G B | P R
//! ```
//! The colour of the cell at row `r`, column `c` follows `(2r + c) mod 5`, so the free cells of a
//! square always have different colours and no two touching cells share one.

use super::cell::CellId;
use crate::Die;
use serde::{Deserialize, Serialize};

/// Which face of the tile everybody plays on (U1: all players use the same one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// White cells and blue bridges (U2). Recommended for a first game.
    #[default]
    A,
    /// Five colours, six cells each (U3).
    B,
}

impl Side {
    /// Both sides.
    pub const ALL: [Side; 2] = [Side::A, Side::B];
}

/// The five colours of side B (U3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Hue {
    /// Red, drawn with a disc.
    Red,
    /// Yellow, drawn with a triangle.
    Yellow,
    /// Green, drawn with a square.
    Green,
    /// Blue, drawn with a diamond.
    Blue,
    /// Purple, drawn with a star.
    Purple,
}

impl Hue {
    /// All five colours.
    pub const ALL: [Hue; 5] = [Hue::Red, Hue::Yellow, Hue::Green, Hue::Blue, Hue::Purple];

    /// A shape glyph for the colour, so colour is never the only sign.
    pub const fn symbol(self) -> char {
        match self {
            Hue::Red => '●',
            Hue::Yellow => '▲',
            Hue::Green => '■',
            Hue::Blue => '◆',
            Hue::Purple => '★',
        }
    }

    /// A stable lower-case identifier (for CSS classes and tests).
    pub const fn id(self) -> &'static str {
        match self {
            Hue::Red => "red",
            Hue::Yellow => "yellow",
            Hue::Green => "green",
            Hue::Blue => "blue",
            Hue::Purple => "purple",
        }
    }
}

/// What a cell of the tile is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CellKind {
    /// A number printed on the tile; nobody writes here (U1).
    Printed(Die),
    /// A white cell of side A (U2).
    White,
    /// A blue cell of side A, one end of the bridge with this id (U2).
    Bridge(u8),
    /// A coloured cell of side B (U3).
    Coloured(Hue),
}

/// The design of one tile face: the kind of each of the 36 cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Cell kinds on the 6x6 grid, row by row.
    grid: [[CellKind; 6]; 6],
    /// The two cells of each bridge, by bridge id (empty on side B).
    bridges: &'static [[CellId; 2]],
}

const fn printed(value: u8) -> CellKind {
    match Die::new(value) {
        Some(die) => CellKind::Printed(die),
        None => panic!("printed numbers are 1 to 6"),
    }
}

const W: CellKind = CellKind::White;
const fn br(id: u8) -> CellKind {
    CellKind::Bridge(id)
}

/// The bridges of side A: six links, each across the border of two orthogonally adjacent squares
/// (U2). Squares 1, 5 and 6 (no printed number) each hold two ends.
const BRIDGES_A: [[CellId; 2]; 6] = [
    [CellId::at(0, 1), CellId::at(0, 2)], // a: square 0 -> square 1
    [CellId::at(1, 3), CellId::at(2, 3)], // b: square 1 -> square 4
    [CellId::at(1, 5), CellId::at(2, 5)], // c: square 2 -> square 5
    [CellId::at(3, 4), CellId::at(4, 4)], // d: square 5 -> square 8
    [CellId::at(3, 0), CellId::at(4, 0)], // e: square 3 -> square 6
    [CellId::at(5, 1), CellId::at(5, 2)], // f: square 6 -> square 7
];

static LAYOUT_A: Layout = Layout {
    grid: [
        [W, br(0), br(0), W, printed(2), W],
        [W, printed(5), W, br(1), W, br(2)],
        [W, printed(1), W, br(1), W, br(2)],
        [br(4), W, printed(3), W, br(3), W],
        [br(4), W, W, printed(4), br(3), W],
        [W, br(5), br(5), W, printed(6), W],
    ],
    bridges: &BRIDGES_A,
};

const R: CellKind = CellKind::Coloured(Hue::Red);
const Y: CellKind = CellKind::Coloured(Hue::Yellow);
const G: CellKind = CellKind::Coloured(Hue::Green);
const B: CellKind = CellKind::Coloured(Hue::Blue);
const P: CellKind = CellKind::Coloured(Hue::Purple);

static LAYOUT_B: Layout = Layout {
    grid: [
        [R, Y, G, B, P, R],
        [printed(2), B, P, printed(6), Y, G],
        [P, R, printed(4), G, B, printed(1)],
        [Y, G, B, P, R, Y],
        [B, P, R, Y, G, printed(3)],
        [printed(5), Y, G, B, P, R],
    ],
    bridges: &[],
};

impl Layout {
    /// The layout of `side`.
    pub fn for_side(side: Side) -> &'static Layout {
        match side {
            Side::A => &LAYOUT_A,
            Side::B => &LAYOUT_B,
        }
    }

    /// What `cell` is.
    pub fn kind(&self, cell: CellId) -> CellKind {
        self.grid[cell.row() as usize][cell.col() as usize]
    }

    /// The printed number in `cell`, if any.
    pub fn printed(&self, cell: CellId) -> Option<Die> {
        match self.kind(cell) {
            CellKind::Printed(die) => Some(die),
            _ => None,
        }
    }

    /// The two cells of bridge `bridge` (side A), in id order.
    ///
    /// # Panics
    /// When `bridge >= self.bridge_count()`.
    pub fn bridge_cells(&self, bridge: u8) -> [CellId; 2] {
        let [a, b] = self.bridges[bridge as usize];
        if a <= b {
            [a, b]
        } else {
            [b, a]
        }
    }

    /// How many bridges the layout has (6 on side A, 0 on side B).
    pub fn bridge_count(&self) -> u8 {
        self.bridges.len() as u8
    }

    /// Whether two different cells may take one roll together: two whites, the two ends of one
    /// bridge (U2), or two cells of one colour (U3). Ignores what is already written.
    pub fn pairs(&self, a: CellId, b: CellId) -> bool {
        if a == b {
            return false;
        }
        match (self.kind(a), self.kind(b)) {
            (CellKind::White, CellKind::White) => true, // U2
            (CellKind::Bridge(x), CellKind::Bridge(y)) => x == y, // U2
            (CellKind::Coloured(x), CellKind::Coloured(y)) => x == y, // U3
            _ => false,
        }
    }
}
