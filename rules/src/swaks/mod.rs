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
//! - `bots`: the computer players ([`crate::Bots`]): random (Easy), greedy (Normal) and
//!   judging (Strong, `strong`).
//!
//! ## Choices the rulings leave open
//!
//! - Illegal actions are refused with a [`SwaksError`] and change nothing, with one exception
//!   S11 names: a jump-in with a card of one's hand that is not identical to the card just
//!   played is a fault, accepted and punished: the jumper draws 2 (4 with one card left), keeps
//!   the card, and the due player still plays. It is never listed among the legal plays (bots
//!   never make it).
//! - Jump-in (S10) is open after a numbered card played alone or with a special, until the due
//!   player acts; not after a joker (never identical) or a combination (its reference moved). The
//!   seat that played the card cannot jump on it. Races are decided by time: an action stamped
//!   before the last accepted one is refused as [`SwaksError::TooLate`]; equal times go to the
//!   first delivered.
//! - The call-out (S13) closes at the next action of the due player (a play, a pass or a time-up)
//!   or a jump-in; the forgetful player cannot call it late on themselves.
//! - The timer (S12) runs for the due player only; it restarts on every turn change (a jump-in
//!   included) and not on a call-out. An action stamped after the deadline is refused with
//!   [`SwaksError::TimeUp`]: the driver calls [`crate::Game::advance_to`] first.
//! - Upside Down's announced direction must be the flip (S6); a special goes with at most one
//!   family card, never with a combination (S8).
//! - Jokers and specials turned while looking for the first reference (S16) stay in the discard
//!   pile under it; with no numbered card left to turn the reference is the 1 of Poule.
//! - Legal plays are listed once per distinct play (the lower id of two identical cards or
//!   specials); any copy is accepted.
//! - The match target (S16) is any number of at least 1; the app offers 3, 5 and 10.
//! - [`crate::Status::Acting`] holds the due player only (who must act); the seats that may
//!   jump in or call out are in [`crate::Game::may_act`]. That list is for the driver, not for
//!   players: it tells who holds the identical card, which no [`View`] does.
//! - A Triple's joker is declared as the pair's number, a Carré's as its family's card of the
//!   shared number; a Suite royale's joker as any number it chains on.

pub mod action;
pub mod card;
pub mod error;
pub mod game;
pub mod ladder;
pub mod view;

mod bots;
mod combo;
mod foresight;
mod legal;
mod round;
mod strong;

#[cfg(test)]
pub(crate) mod tests;

pub use action::{Action, Combination, Event, Failure, Piece};
pub use bots::SwaksBot;
pub use card::{deck, hand_size, Card, CardId, Face, Family, Special};
pub use error::SwaksError;
pub use game::{Options, Place, Swaks, DEFAULT_TIMER_MS};
pub use ladder::{follows, playable, shifted, Direction};
pub use view::{Public, RoundSummary, View};
