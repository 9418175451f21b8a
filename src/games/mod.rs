//! One folder of screens per game. Each holds its session (set-up plus rules state, as saved),
//! its new-game options, its table and its rules page.

pub mod tuefteln;
pub mod tweak;
