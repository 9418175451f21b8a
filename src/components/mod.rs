//! Components shared by every game: the visual language's building blocks.

pub mod card;
pub mod die;
pub mod game_art;
pub mod privacy_screen;
pub mod seat_strip;
pub mod table_layout;
pub mod top_bar;
pub mod update_prompt;
