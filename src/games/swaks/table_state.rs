//! What the parts of Swaks's table share: the session, who holds the device, the cards picked,
//! the views drawn from, the game time shown; and the one way a person acts.

use super::choice::Picked;
use super::session::Session;
use crate::games::realtime::game_time;
use crate::handover::{Handover, Screen};
use crate::i18n::Key;
use leptos::prelude::*;
use tablee_rules::swaks::{Action, View};
use tablee_rules::{Millis, Seat};

/// The controls of the next action after a play, best first: hand the device over, close the
/// round summary, a playable card, any card, drawing.
const NEXT_ACTION: [&str; 5] = [
    ".privacy-ready",
    "[data-testid='swaks-next-round']",
    ".swaks-hand-card--playable",
    ".swaks-hand-card",
    "[data-testid='swaks-draw']",
];

/// Everything the table's parts share.
#[derive(Clone, Copy)]
pub struct TableState {
    /// The app's language and settings.
    pub app: crate::state::AppState,
    /// The match.
    pub session: RwSignal<Session>,
    /// Who the device was handed to.
    pub handover: RwSignal<Handover>,
    /// The cards picked for the next play, in order.
    pub picked: RwSignal<Picked>,
    /// Whether the next play carries the "Swaks!" call (S13).
    pub call: RwSignal<bool>,
    /// Why the last play was refused.
    pub message: RwSignal<Option<String>>,
    /// What the table shows: covered, the privacy screen, or one seat's hand.
    pub screen: Memo<Screen>,
    /// The view everything is drawn from: the shown seat's, else seat 0's (its hand not drawn).
    pub view: Memo<View>,
    /// Game time, refreshed a few times a second while it runs (for the countdown).
    pub now: ReadSignal<Millis>,
}

impl TableState {
    /// The seat's name.
    pub fn name(self, seat: Seat) -> String {
        self.session.with_untracked(|s| s.name(seat).to_string())
    }

    /// `seat` plays `action` now: what bots had due before it is played first; a refused
    /// action (a bot was faster) is explained.
    pub fn act(self, seat: Seat, action: Action) {
        let at = game_time(self.session);
        let result = self.session.try_update(|s| s.person_acts(seat, action, at));
        match result {
            Some(Err(e)) => self.message.set(Some(
                self.app.tf(Key::MoveRefused, &[&self.app.explain(&e)]),
            )),
            _ => {
                self.message.set(None);
                self.picked.set(Vec::new());
                self.call.set(false);
                // The card played is gone: the focus goes on to the next thing to do.
                crate::games::focus::after_move("[data-testid='swaks-table']", &NEXT_ACTION, false);
            }
        }
    }
}
