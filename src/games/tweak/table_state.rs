//! What the parts of TWEAK's table share: the shared table with its hidden hands, and the sum
//! being built; and the one way a person acts.

use super::selection::Selection;
use super::session::{NextUp, Session};
use super::turn::TurnDraft;
use crate::games::table::{HiddenHands, Table};
use crate::handover::Handover;
use leptos::prelude::*;
use tablee_rules::tweak::{Action, Tweak};
use tablee_rules::Seat;

/// Everything the table's parts share.
#[derive(Clone, Copy)]
pub(super) struct TableState {
    /// The session, its refusals and its clock.
    pub(super) table: Table<Tweak>,
    /// Who holds the device, and the view everything is drawn from.
    pub(super) hands: HiddenHands<Tweak>,
    /// The sum being built and the \[T!\] card chosen, not yet played.
    pub(super) draft: RwSignal<TurnDraft>,
}

/// The person who must act now, whose hand may be shown (none while bots act or a round's
/// summary is up).
fn acting(session: &Session, _: &Handover) -> Option<Seat> {
    match session.next_up() {
        NextUp::Human(seat) => Some(seat),
        _ => None,
    }
}

impl TableState {
    /// Opens the save `id`'s `session`; its bots and clock stand still while `held`.
    pub(super) fn open(
        app: crate::state::AppState,
        id: String,
        session: Session,
        held: Signal<bool>,
    ) -> TableState {
        let table = Table::new(app, session);
        table.run(id, held);
        TableState {
            table,
            hands: HiddenHands::new(table.session, acting),
            draft: RwSignal::new(TurnDraft::default()),
        }
    }

    pub(super) fn name(self, seat: Seat) -> String {
        self.table.name(seat)
    }

    pub(super) fn play(self, seat: Seat, action: Action) {
        // A [T!] card leaves the sum being built as it is (T6: it comes before the sum).
        let ends_turn = action.action_kind().is_none();
        if self.table.act(seat, action).is_ok() && ends_turn {
            self.draft.update(|d| d.selection.clear());
        }
    }

    /// Changes the sum being built.
    pub(super) fn select(self, change: impl FnOnce(&mut Selection)) {
        self.draft.update(|d| change(&mut d.selection));
    }

    /// Reads the sum being built.
    pub(super) fn with_selection<T>(self, read: impl FnOnce(&Selection) -> T) -> T {
        self.draft.with(|d| read(&d.selection))
    }
}
