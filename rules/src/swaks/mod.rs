//! # Swaks
//!
//! A shedding game: chain family cards up or down a cyclic ladder. Rules from the rule book
//! (seed 002) as settled by the rulings S1-S16 in the project's rules decisions.
//!
//! - [`card`]: the 58 cards with their ids (S1), the deck by player count (S2), hand sizes (S3).
//! - [`ladder`]: which cards follow a reference in a direction (S4), Boost's shift (S7).

pub mod card;
pub mod ladder;

pub use card::{deck, hand_size, Card, CardId, Face, Family, Special};
pub use ladder::{follows, playable, shifted, Direction};
