//! Tüfteln's screens: new game, the table with the tiles, the end screen and the rules page.

pub mod draft;
pub mod model;
pub mod names;
pub mod new_game;
pub mod play;
pub mod rules;
pub mod session;
pub mod tally;
pub mod tile_view;

/// Builds the bots' and the hint's tables at the next idle moment, so that neither the first
/// bot move nor the first hint pays for them (about 30 ms in a phone's browser), and starts
/// fetching the strong bot's models. The new-game screen and the table both call it; only the
/// first call does any work.
pub fn prepare_bots_when_idle() {
    leptos::prelude::request_idle_callback(|| {
        crate::games::measured(
            "tablee-prepare-bots",
            tablee_rules::tuefteln::Tuefteln::prepare_bots,
        );
        model::load_models();
    });
}
