//! # Tüfteln
//!
//! Roll two dice fifteen times and write both numbers on your tile: nine squares of four cells
//! that score by pattern. Rules from the rule book (seed 003) as settled by the rulings U1-U9 in
//! the project's rules decisions.
//!
//! - [`cell`]: the 36 cells, named by square and clockwise corner (U1).
//! - [`layout`]: the two tile faces designed for Tablée (U2, U3, U4), with pictures.
//! - [`tile`]: one player's tile, where a roll may go and its score.
//! - [`scoring`]: square kinds and points (U6), the total with the bonus (U7).
//! - [`rating`]: the solo rating (U8).
//! - [`game`]: the state and the [`crate::Game`] implementation (U5, U9).
//! - [`model`]: the strong bot's learned correction to its judgement, and how it is trained.
//! - `bots`, `eval`, `value`: the computer players ([`crate::Bots`]) and their judgement.

pub mod cell;
pub mod error;
pub mod game;
pub mod layout;
pub mod rating;
pub mod scoring;
pub mod tile;

pub mod model;

mod bots;
mod eval;
pub use eval::StandardTables;
mod value;

#[cfg(test)]
pub(crate) mod tests;

pub use cell::{CellId, Corner};
pub use error::PlaceError;
pub use game::{Action, Options, Public, Tuefteln, View};
pub use layout::{CellKind, Hue, Layout, Side};
pub use model::{Model, ModelError};
pub use rating::Rating;
pub use scoring::{Score, SquareKind, BONUS};
pub use tile::{Placement, Roll, Tile, TileError};
