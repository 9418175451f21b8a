//! One player's tile: the numbers written so far, where a roll may go, and its score.

use super::cell::{CellId, Corner};
use super::error::PlaceError;
use super::layout::{CellKind, Layout, Side};
use super::scoring::{Score, SquareKind};
use crate::Die;
use serde::{Deserialize, Serialize};

/// The two dice rolled for a round (U5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roll(pub [Die; 2]);

impl Roll {
    /// The roll showing `a` and `b`, or `None` when either is outside 1..=6.
    pub const fn of(a: u8, b: u8) -> Option<Roll> {
        match (Die::new(a), Die::new(b)) {
            (Some(a), Some(b)) => Some(Roll([a, b])),
            _ => None,
        }
    }

    /// Whether both dice show the same number.
    pub fn is_double(self) -> bool {
        self.0[0] == self.0[1]
    }

    /// The 21 different rolls (smaller die first) with their chance out of 36: 1 for a double,
    /// 2 otherwise.
    pub fn distinct() -> impl Iterator<Item = (Roll, u8)> {
        Die::FACES.into_iter().enumerate().flat_map(|(i, a)| {
            Die::FACES[i..]
                .iter()
                .map(move |&b| (Roll([a, b]), if a == b { 1 } else { 2 }))
        })
    }

    /// Whether `values` are this roll's two numbers, in either order (U5).
    pub fn matches(self, values: [Die; 2]) -> bool {
        let [a, b] = self.0;
        values == [a, b] || values == [b, a]
    }
}

/// Writing a roll: `values[i]` goes into `cells[i]`.
///
/// The same placement can be written with the cells in either order; [`Placement::canonical`]
/// puts the smaller cell first, the form [`Tile::legal_placements`] lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    /// The two cells written.
    pub cells: [CellId; 2],
    /// The numbers written, `values[i]` into `cells[i]`.
    pub values: [Die; 2],
}

impl Placement {
    /// This placement's cells with `roll` written into them, in the roll's order or `swapped`.
    pub(crate) fn with_roll(self, Roll([a, b]): Roll, swapped: bool) -> Placement {
        Placement {
            cells: self.cells,
            values: if swapped { [b, a] } else { [a, b] },
        }
    }

    /// The same placement with the smaller cell first.
    pub fn canonical(self) -> Placement {
        if self.cells[0] <= self.cells[1] {
            self
        } else {
            Placement {
                cells: [self.cells[1], self.cells[0]],
                values: [self.values[1], self.values[0]],
            }
        }
    }
}

/// Why a tile could not be built from given values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileError {
    /// A value outside 0..=6 (0 leaves a free cell empty).
    BadValue {
        /// Where.
        cell: CellId,
        /// The value given.
        value: u8,
    },
    /// A printed cell was given a different number than the one printed.
    Printed {
        /// Where.
        cell: CellId,
        /// The printed number.
        printed: u8,
        /// The value given.
        value: u8,
    },
    /// Not 36 cells.
    Length(usize),
}

impl std::fmt::Display for TileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TileError::BadValue { cell, value } => write!(f, "cell {} cannot hold {value}", cell.0),
            TileError::Printed {
                cell,
                printed,
                value,
            } => {
                write!(f, "cell {} has {printed} printed, not {value}", cell.0)
            }
            TileError::Length(len) => write!(f, "a tile has 36 cells, not {len}"),
        }
    }
}

impl std::error::Error for TileError {}

/// One player's tile: the side played and the number in each of the 36 cells, printed ones
/// included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "TileData", into = "TileData")]
pub struct Tile {
    side: Side,
    /// Indexed by [`CellId::index`]; always 36 long, printed cells always filled.
    cells: Vec<Option<Die>>,
}

/// The serialised form of a [`Tile`], checked when read back.
#[derive(Clone, Serialize, Deserialize)]
struct TileData {
    side: Side,
    cells: Vec<u8>,
}

impl From<Tile> for TileData {
    fn from(tile: Tile) -> Self {
        let cells = tile.cells.iter().map(|v| v.map_or(0, Die::value)).collect();
        TileData {
            side: tile.side,
            cells,
        }
    }
}

impl TryFrom<TileData> for Tile {
    type Error = TileError;
    fn try_from(data: TileData) -> Result<Self, TileError> {
        let values: [u8; 36] = data
            .cells
            .as_slice()
            .try_into()
            .map_err(|_| TileError::Length(data.cells.len()))?;
        Tile::from_values(data.side, values)
    }
}

impl Tile {
    /// An empty tile of `side`: only the printed numbers (U1).
    pub fn new(side: Side) -> Tile {
        let layout = Layout::for_side(side);
        Tile {
            side,
            cells: CellId::all().map(|cell| layout.printed(cell)).collect(),
        }
    }

    /// A tile with `values` by cell id (square by square, clockwise); 0 leaves a free cell empty.
    /// Printed cells must hold their printed number. Meant for tests and saved games; values need
    /// not be reachable by play.
    ///
    /// # Errors
    /// [`TileError`] for a value above 6, or a printed cell given another number (or 0).
    pub fn from_values(side: Side, values: [u8; 36]) -> Result<Tile, TileError> {
        let layout = Layout::for_side(side);
        let mut tile = Tile::new(side);
        for cell in CellId::all() {
            let value = values[cell.index()];
            let die = match value {
                0 => None,
                _ => Some(Die::new(value).ok_or(TileError::BadValue { cell, value })?),
            };
            match layout.printed(cell) {
                Some(printed) if die != Some(printed) => {
                    return Err(TileError::Printed {
                        cell,
                        printed: printed.value(),
                        value,
                    });
                }
                Some(_) => {}
                None => tile.cells[cell.index()] = die,
            }
        }
        Ok(tile)
    }

    /// [`Tile::from_values`] with the values as the 6x6 grid, row by row, as drawn.
    ///
    /// # Errors
    /// As [`Tile::from_values`].
    pub fn from_grid(side: Side, grid: [[u8; 6]; 6]) -> Result<Tile, TileError> {
        let mut values = [0; 36];
        for cell in CellId::all() {
            values[cell.index()] = grid[cell.row() as usize][cell.col() as usize];
        }
        Tile::from_values(side, values)
    }

    /// The side this tile is played on.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The layout of this tile's side.
    pub fn layout(&self) -> &'static Layout {
        Layout::for_side(self.side)
    }

    /// The number in `cell`, printed or written; `None` while it is empty.
    pub fn value(&self, cell: CellId) -> Option<Die> {
        self.cells[cell.index()]
    }

    /// Whether `cell` is still empty (printed cells never are).
    pub fn is_free(&self, cell: CellId) -> bool {
        self.cells[cell.index()].is_none()
    }

    /// The empty cells, in id order.
    pub fn free_cells(&self) -> impl Iterator<Item = CellId> + '_ {
        CellId::all().filter(|&cell| self.is_free(cell))
    }

    /// Whether all 36 cells hold a number.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The four numbers of `square` read clockwise TL, TR, BR, BL (U1); `None` until it is full.
    pub fn square_values(&self, square: u8) -> Option<[u8; 4]> {
        let mut out = [0; 4];
        for corner in Corner::ALL {
            out[corner.index() as usize] = self.value(CellId::new(square, corner))?.value();
        }
        Some(out)
    }

    /// Whether the two free cells may take one roll together: two white cells anywhere, or the
    /// two cells of one bridge (U2); two cells of the same colour (U3).
    pub fn can_pair(&self, a: CellId, b: CellId) -> bool {
        self.is_free(a) && self.is_free(b) && self.layout().pairs(a, b)
    }

    /// Every distinct way to write `roll`, in canonical form (smaller cell first), each once:
    /// a double gives one placement per pair of cells, two different numbers give two (U5).
    pub fn legal_placements(&self, roll: Roll) -> Vec<Placement> {
        let [x, y] = roll.0;
        let free: Vec<CellId> = self.free_cells().collect();
        let mut out = Vec::new();
        for (i, &a) in free.iter().enumerate() {
            for &b in &free[i + 1..] {
                if !self.layout().pairs(a, b) {
                    continue;
                }
                out.push(Placement {
                    cells: [a, b],
                    values: [x, y],
                });
                if x != y {
                    out.push(Placement {
                        cells: [a, b],
                        values: [y, x],
                    });
                }
            }
        }
        out
    }

    /// Whether `placement` of `roll` is allowed on this tile, in either cell order.
    ///
    /// # Errors
    /// [`PlaceError::SameCell`], [`PlaceError::CellNotFree`], [`PlaceError::WrongValues`] or
    /// [`PlaceError::NotAPair`], checked in that order.
    pub fn check(&self, roll: Roll, placement: Placement) -> Result<(), PlaceError> {
        let [a, b] = placement.cells;
        if let Some(&cell) = placement
            .cells
            .iter()
            .find(|c| usize::from(c.0) >= CellId::COUNT)
        {
            return Err(PlaceError::NoSuchCell(cell)); // a cell id from a damaged save or a bad caller
        }
        if a == b {
            return Err(PlaceError::SameCell);
        }
        for cell in [a, b] {
            if !self.is_free(cell) {
                return Err(PlaceError::CellNotFree(cell));
            }
        }
        if !roll.matches(placement.values) {
            return Err(PlaceError::WrongValues); // U5: the roll's two numbers, either way round
        }
        if !self.layout().pairs(a, b) {
            return Err(PlaceError::NotAPair); // U2 / U3
        }
        Ok(())
    }

    /// Writes `placement` without checking it; callers check first with [`Tile::check`].
    pub(crate) fn write(&mut self, placement: Placement) {
        for (cell, value) in placement.cells.into_iter().zip(placement.values) {
            self.cells[cell.index()] = Some(value);
        }
    }

    /// The tile with `placement` written (unchecked), for searching ahead.
    pub(crate) fn with(&self, placement: Placement) -> Tile {
        let mut tile = self.clone();
        tile.write(placement);
        tile
    }

    /// The kind of `square`, `None` until it is full (U6).
    pub fn square_kind(&self, square: u8) -> Option<SquareKind> {
        self.square_values(square).map(SquareKind::classify)
    }

    /// The score so far: full squares only, with the bonus when all six kinds appear (U6, U7).
    pub fn score(&self) -> Score {
        Score::from_squares(std::array::from_fn(|square| self.square_kind(square as u8)))
    }

    /// Whether `cell` is a printed cell.
    pub fn is_printed(&self, cell: CellId) -> bool {
        matches!(self.layout().kind(cell), CellKind::Printed(_))
    }
}
