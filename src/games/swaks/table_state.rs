//! Swaks: its table in the frame ([`TableState`]) and what is its own there: the cards picked and the
//! call ticked ([`SwaksUi`]), and its check of a play. Everything drawn reads the seat's view,
//! never the match itself, so the same board serves every place the frame draws it in; what
//! Swaks gives the frame is in `table_game.rs`.

use super::choice::Picked;
use crate::table::frame::Frame;
use leptos::prelude::*;
use tablee_rules::swaks::{Action, Swaks, SwaksError};
use tablee_rules::Seat;

/// Swaks's table in its frame.
pub type TableState = Frame<Swaks>;

/// Swaks's own state of a table on screen.
#[derive(Clone, Copy)]
pub struct SwaksUi {
    /// The cards picked for the next play, in order.
    pub picked: RwSignal<Picked>,
    /// Whether the next play carries the "Swaks!" call (S13).
    pub call: RwSignal<bool>,
}

impl Frame<Swaks> {
    /// Why `seat` may not play `attempt` at the game's time now, where the match is here (a
    /// phone leaves it to the host, which answers with its reason).
    pub fn check(self, seat: Seat, attempt: &Action) -> Option<SwaksError> {
        let session = self.session()?;
        let at = crate::table::realtime::game_time(session);
        session.with(|s| s.game().check(seat, attempt, at).err())
    }
}
