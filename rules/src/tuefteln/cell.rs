//! Where a number can be written: the 36 cells of the tile, named by square and corner (U1).

use serde::{Deserialize, Serialize};

/// A corner of a square, in the clockwise reading order of U1: TL, TR, BR, BL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Corner {
    /// Top left, read first.
    TopLeft,
    /// Top right, read second.
    TopRight,
    /// Bottom right, read third.
    BottomRight,
    /// Bottom left, read last.
    BottomLeft,
}

impl Corner {
    /// The four corners in clockwise reading order (U1).
    pub const ALL: [Corner; 4] = [
        Corner::TopLeft,
        Corner::TopRight,
        Corner::BottomRight,
        Corner::BottomLeft,
    ];

    /// The corner's position in the clockwise reading order, 0..4.
    pub const fn index(self) -> u8 {
        match self {
            Corner::TopLeft => 0,
            Corner::TopRight => 1,
            Corner::BottomRight => 2,
            Corner::BottomLeft => 3,
        }
    }

    /// The corner at position `index % 4` of the clockwise reading order.
    pub const fn from_index(index: u8) -> Corner {
        Corner::ALL[(index % 4) as usize]
    }

    /// Whether the corner is on the bottom row of its square.
    pub const fn is_bottom(self) -> bool {
        matches!(self, Corner::BottomRight | Corner::BottomLeft)
    }

    /// Whether the corner is on the right column of its square.
    pub const fn is_right(self) -> bool {
        matches!(self, Corner::TopRight | Corner::BottomRight)
    }
}

/// One of the 36 cells: `square * 4 + corner index`, squares numbered 0..9 row by row (U1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CellId(pub u8);

impl CellId {
    /// How many cells a tile has.
    pub const COUNT: usize = 36;

    /// The cell at `corner` of `square` (0..9, row by row).
    pub const fn new(square: u8, corner: Corner) -> CellId {
        CellId(square * 4 + corner.index())
    }

    /// The cell at `row`, `col` of the 6x6 grid of cells (both 0..6).
    pub const fn at(row: u8, col: u8) -> CellId {
        let square = (row / 2) * 3 + col / 2;
        let corner = match (row % 2, col % 2) {
            (0, 0) => Corner::TopLeft,
            (0, _) => Corner::TopRight,
            (_, 0) => Corner::BottomLeft,
            _ => Corner::BottomRight,
        };
        CellId::new(square, corner)
    }

    /// The square holding this cell, 0..9 row by row.
    pub const fn square(self) -> u8 {
        self.0 / 4
    }

    /// The cell's corner within its square.
    pub const fn corner(self) -> Corner {
        Corner::from_index(self.0 % 4)
    }

    /// The cell's row on the 6x6 grid, 0..6 from the top.
    pub const fn row(self) -> u8 {
        (self.square() / 3) * 2 + self.corner().is_bottom() as u8
    }

    /// The cell's column on the 6x6 grid, 0..6 from the left.
    pub const fn col(self) -> u8 {
        (self.square() % 3) * 2 + self.corner().is_right() as u8
    }

    /// The cell's position in per-cell arrays, 0..36.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// All 36 cells in id order (square by square, clockwise within each square).
    pub fn all() -> impl Iterator<Item = CellId> {
        (0..Self::COUNT as u8).map(CellId)
    }

    /// Whether the two cells touch across a side on the 6x6 grid.
    pub const fn touches(self, other: CellId) -> bool {
        let (dr, dc) = (
            self.row().abs_diff(other.row()),
            self.col().abs_diff(other.col()),
        );
        dr + dc == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn u1_ids_rows_and_cols_agree() {
        for cell in CellId::all() {
            assert_eq!(CellId::at(cell.row(), cell.col()), cell);
            assert_eq!(CellId::new(cell.square(), cell.corner()), cell);
            assert!(cell.row() < 6 && cell.col() < 6);
        }
        // U1: clockwise TL, TR, BR, BL.
        assert_eq!(CellId::new(4, Corner::TopLeft), CellId::at(2, 2));
        assert_eq!(CellId::new(4, Corner::TopRight), CellId::at(2, 3));
        assert_eq!(CellId::new(4, Corner::BottomRight), CellId::at(3, 3));
        assert_eq!(CellId::new(4, Corner::BottomLeft), CellId::at(3, 2));
        assert_eq!(CellId(18).corner(), Corner::BottomRight);
    }
}
