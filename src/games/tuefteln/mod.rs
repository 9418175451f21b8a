//! Tüfteln's screens: new game, the table with the tiles, the end screen and the rules page.

pub mod draft;
pub mod names;
pub mod new_game;
pub mod play;
pub mod rules;
pub mod session;
pub mod tally;
pub mod tile_view;
