//! The app's screens, one file each; a game's own screens come through [`game`] from the
//! [`crate::registry`].

pub mod game;
pub mod home;
pub mod not_found;
pub mod settings;
