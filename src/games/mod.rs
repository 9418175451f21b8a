//! One folder of screens per game, and what the games share. Each folder holds its session
//! (set-up plus rules state, as saved), its new-game options, its table, its rules page and its
//! entry points and its registry entry (`ENTRY`), listed in [`crate::registry`]. The frame
//! they are drawn in is [`crate::table`].

pub mod swaks;
pub mod tuefteln;
pub mod tweak;
pub mod twinit;
