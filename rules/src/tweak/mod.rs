//! # TWEAK
//!
//! Make sums that hit the target shown on the back of the deck's top card: one card from your hand
//! plus cards from the table. Take the whole table for a TWEAK and win a \[T!\] action card. Rules
//! from the rule books (seeds 000 and 001) as settled by the rulings T1-T18 in the project's rules
//! decisions.
//!
//! - [`card`]: the 64 movable cards with their ids (T1), target backs (T2) and points (T17).
//! - [`setup`]: the colours in play (T3).
//! - [`sums`]: the sums a hand and a table allow (T11), counted by value.
//! - [`scoring`]: round scores (T17) and the match threshold (T18).
//! - [`action`]: the moves and the public record of a round.
//! - [`game`]: the match and the [`crate::Game`] implementation (T4-T16 in `round`, T18).
//! - [`view`]: what one seat sees.
//! - `bots`, `normal`, `strong`: the computer players ([`crate::Bots`]) and Normal's greedy play,
//!   which the strong bot's search also uses.

pub mod action;
pub mod card;
pub mod error;
pub mod game;
pub mod scoring;
pub mod setup;
pub mod sums;
pub mod view;

mod bots;
mod normal;
mod round;
mod spot;
mod strong;

#[cfg(test)]
pub(crate) mod tests;

pub use action::{Action, Event};
pub use card::{ActionKind, Card, CardId, Colour, NumberCard};
pub use error::TweakError;
pub use game::{Options, Place, Tweak};
pub use round::{EMPTY_DECK_TARGET, HAND_SIZE, TABLE_DEAL};
pub use scoring::{threshold, RoundScore, RoundSummary};
pub use sums::{SumShape, ValueCounts};
pub use view::{Public, View};
