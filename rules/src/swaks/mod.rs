//! # Swaks
//!
//! A shedding game: chain family cards up or down a cyclic ladder, play specials and
//! combinations, jump in out of turn, beat the timer, call "Swaks!" with one card left. Rules from
//! the rule book (seed 002) as settled by the rulings S1-S16 in the project's rules decisions.
//!
//! - [`card`]: the 58 cards with their ids (S1), the deck by player count (S2), hand sizes (S3).
//! - [`ladder`]: which cards follow a reference in a direction (S4), Boost's shift (S7).
//! - [`action`]: the moves and the public record of a round.
//! - [`error`]: why a move is refused.
//! - [`game`]: the match and the [`crate::Game`] implementation: rounds (`round`, S3-S16),
//!   combinations (`combo`, S9), the legal-move listing (`legal`) and the timer (S12).
//! - [`view`]: what one seat sees.
//! - `bots`: the computer players ([`crate::Bots`]): random (Easy) and greedy (Normal, Strong).

pub mod action;
pub mod card;
pub mod error;
pub mod game;
pub mod ladder;
pub mod view;

mod bots;
mod combo;
mod legal;
mod round;

#[cfg(test)]
mod tests;

pub use action::{Action, Combination, Event, Failure, Piece};
pub use card::{deck, hand_size, Card, CardId, Face, Family, Special};
pub use error::SwaksError;
pub use game::{Options, Place, RoundSummary, Swaks, DEFAULT_TIMER_MS};
pub use ladder::{follows, playable, shifted, Direction};
pub use view::View;
