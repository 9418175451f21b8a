//! TWEAK's screens: new game, the table with hidden hands in pass-and-play, the round summary,
//! the match scoreboard and the rules page.

pub mod cards;
pub mod log;
pub mod new_game;
pub mod play;
pub mod rules;
pub mod selection;
pub mod session;
