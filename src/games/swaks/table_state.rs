//! What the parts of Swaks's table share: the shared table with its hidden hands, the cards
//! picked, the game time shown; and the one way a person acts.

use super::choice::Picked;
use super::session::Session;
use crate::games::table::{HiddenHands, Table};
use crate::handover::{Handover, Screen};
use leptos::prelude::*;
use tablee_rules::swaks::{Action, Swaks};
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
    /// The match, its refusals and its clock.
    pub table: Table<Swaks>,
    /// Who holds the device, and the view everything is drawn from.
    pub hands: HiddenHands<Swaks>,
    /// The cards picked for the next play, in order.
    pub picked: RwSignal<Picked>,
    /// Whether the next play carries the "Swaks!" call (S13).
    pub call: RwSignal<bool>,
    /// Game time, refreshed a few times a second while it runs (for the countdown).
    pub now: ReadSignal<Millis>,
}

/// The person whose hand may be shown: the due seat when a person plays it, else whoever held
/// the device last (they may still jump in or call out while bots play).
// S10, S13 on one device: only the person whose hand is shown may jump in or call out.
fn holder(session: &Session, handover: &Handover) -> Option<Seat> {
    let due = session.game().due();
    if session.is_human(due) {
        Some(due)
    } else {
        handover.shown_to().or_else(|| session.only_human())
    }
}

impl TableState {
    /// Opens the save `id`'s `session`: its countdown stands still behind the privacy screen.
    pub fn open(app: crate::state::AppState, id: String, session: Session) -> TableState {
        let table = Table::new(app, session);
        let hands = HiddenHands::new(table.session, holder);
        let held = Signal::derive(move || matches!(hands.screen.get(), Screen::Privacy(_)));
        TableState {
            table,
            hands,
            picked: RwSignal::new(Vec::new()),
            call: RwSignal::new(false),
            now: table.run(id, held),
        }
    }

    /// The seat's name.
    pub fn name(self, seat: Seat) -> String {
        self.table.name(seat)
    }

    /// `seat` plays `action` now: what bots had due before it is played first; a refused
    /// action (a bot was faster) is explained.
    pub fn act(self, seat: Seat, action: Action) {
        if self.table.act(seat, action).is_ok() {
            self.picked.set(Vec::new());
            self.call.set(false);
            // The card played is gone: the focus goes on to the next thing to do.
            crate::games::focus::after_move("[data-testid='swaks-table']", &NEXT_ACTION, false);
        }
    }
}
