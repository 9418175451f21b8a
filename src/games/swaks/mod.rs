//! Swaks's screens: new game, the real-time table with its countdown, jump-ins and call-outs,
//! the round summary and the match scoreboard, and the rules page.

pub mod choice;
pub mod session;
pub mod text;
