//! What the parts of TWEAK's table share: the session, who holds the device, the sum being built,
//! the views drawn from; and the one way a person acts.

use super::selection::Selection;
use super::session::{NextUp, Session};
use super::turn::TurnDraft;
use crate::handover::{Handover, Screen};
use crate::i18n::Key;
use leptos::prelude::*;
use tablee_rules::tweak::{Action, View};
use tablee_rules::{Game, Seat};

/// Everything the table's parts share.
#[derive(Clone, Copy)]
pub(super) struct TableState {
    pub(super) app: crate::state::AppState,
    pub(super) session: RwSignal<Session>,
    pub(super) handover: RwSignal<Handover>,
    /// The sum being built and the \[T!\] card chosen, not yet played.
    pub(super) draft: RwSignal<TurnDraft>,
    pub(super) message: RwSignal<Option<String>>,
    /// What the table shows: covered, the privacy screen, or one seat's hand.
    pub(super) screen: Memo<Screen>,
    /// The view everything is drawn from, computed once per change: the seat whose hand is
    /// shown, else seat 0 (whose hand is then not drawn).
    pub(super) view: Memo<View>,
}

impl TableState {
    pub(super) fn new(app: crate::state::AppState, session: Session) -> TableState {
        let session = RwSignal::new(session);
        let handover = RwSignal::new(Handover::default());
        let screen = Memo::new(move |_| {
            let (acting, humans, only) = session.with(|s| {
                let acting = match s.next_up() {
                    NextUp::Human(seat) => Some(seat),
                    _ => None,
                };
                (acting, s.human_count(), s.only_human())
            });
            handover.with(|h| h.screen(acting, humans, only))
        });
        let view = Memo::new(move |_| {
            let seat = match screen.get() {
                Screen::Hand(seat) => seat,
                _ => Seat(0),
            };
            session.with(|s| s.game().view(seat))
        });
        TableState {
            app,
            session,
            handover,
            draft: RwSignal::new(TurnDraft::default()),
            message: RwSignal::new(None),
            screen,
            view,
        }
    }

    pub(super) fn name(self, seat: Seat) -> String {
        self.session.with(|s| s.name(seat).to_string())
    }

    pub(super) fn play(self, seat: Seat, action: Action) {
        // A [T!] card leaves the sum being built as it is (T6: it comes before the sum).
        let ends_turn = action.action_kind().is_none();
        let at = crate::games::realtime::game_time(self.session);
        match self.session.try_update(|s| s.person_acts(seat, action, at)) {
            Some(Err(e)) => self.message.set(Some(
                self.app.tf(Key::MoveRefused, &[&self.app.explain(&e)]),
            )),
            _ => {
                self.message.set(None);
                if ends_turn {
                    self.draft.update(|d| d.selection.clear());
                }
            }
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
