//! The app's screens, one file each.

pub mod home;
pub mod new_game;
pub mod not_found;
pub mod play;
pub mod rules;
pub mod settings;

use tablee_rules::GameKind;

/// The game named in a route, if it is one.
pub fn game_from_route(id: Option<String>) -> Option<GameKind> {
    id.as_deref().and_then(GameKind::from_id)
}
