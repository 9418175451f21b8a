//! Components shared by every game: the visual language's building blocks.

pub mod card;
pub mod die;
pub mod keeping;
pub mod load_failed;
pub mod next_task;
pub mod privacy_screen;
pub mod rules_text;
pub mod saved_table;
pub mod seat_editor;
pub mod seat_strip;
pub mod seed_field;
pub mod side_panel;
pub mod svg_number;
pub mod table_layout;
pub mod top_bar;
pub mod update_prompt;
pub mod when_near;
