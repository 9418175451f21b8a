//! Why a placement was refused.

use super::cell::CellId;
use crate::Seat;
use serde::{Deserialize, Serialize};

/// Why [`super::Tuefteln`] refused an action. The state is unchanged after any of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaceError {
    /// The game is over.
    GameOver,
    /// The seat has already written this round's roll (U5).
    AlreadyPlaced,
    /// There is no such cell on a tile (a tile has 36: ids 0 to 35).
    NoSuchCell(CellId),
    /// The cell is printed or already written.
    CellNotFree(CellId),
    /// Both numbers were aimed at the same cell.
    SameCell,
    /// The two cells may not take one roll together: not two white cells nor one bridge (U2),
    /// not two cells of one colour (U3).
    NotAPair,
    /// The numbers are not this round's roll (U5).
    WrongValues,
    /// No such seat at this table.
    NoSuchSeat(Seat),
}

impl std::fmt::Display for PlaceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlaceError::GameOver => write!(f, "the game is over"),
            PlaceError::AlreadyPlaced => write!(f, "this roll is already written"),
            PlaceError::NoSuchCell(cell) => write!(f, "there is no cell {} on a tile", cell.0),
            PlaceError::CellNotFree(cell) => write!(f, "cell {} is not free", cell.0),
            PlaceError::SameCell => write!(f, "both numbers go into the same cell"),
            PlaceError::NotAPair => {
                write!(f, "these two cells cannot take one roll together")
            }
            PlaceError::WrongValues => write!(f, "these are not the numbers rolled"),
            PlaceError::NoSuchSeat(seat) => write!(f, "there is no seat {}", seat.0),
        }
    }
}

impl std::error::Error for PlaceError {}
