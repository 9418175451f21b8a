//! Twin It!: its table in the frame ([`TableState`]) and what is its own there: the claims being made and
//! the pointers down ([`TwinItUi`]), the corners drawn, a gesture carried out. Everything below
//! reads the view and these, never the game itself, so the same board serves every place the
//! frame draws it in; what Twin It! gives the frame is in `table_game.rs`. A phone's claims are
//! raced at the host, stamped when they arrive (W3).

use super::input::{Gesture, Picks, Start, Touch};
use super::session::Session;
use super::text::TwinItKey;
use crate::table::frame::Frame;
use leptos::prelude::*;
use tablee_rules::twinit::{Action, Mode, Spot, TwinIt};
use tablee_rules::Seat;

/// Twin It!'s table in its frame.
pub type TableState = Frame<TwinIt>;

/// Twin It!'s own state of a table on screen.
#[derive(Clone, Copy)]
pub struct TwinItUi {
    /// Each seat's first hand, waiting for the second.
    pub picks: RwSignal<Picks>,
    /// The pointers down, with where each went down.
    pub pointers: StoredValue<Vec<(i32, Start)>>,
}

impl Frame<TwinIt> {
    pub(super) fn mode(self) -> Mode {
        self.view.with_untracked(|v| v.mode)
    }

    /// Whether several people share this screen (reactive).
    pub(super) fn shared(self) -> bool {
        self.eyes().len() > 1
    }

    /// Whether play waits for the players' "ready" (reactive): on this device until its Start
    /// button; on a phone until the host's.
    pub(super) fn waits_for_start(self) -> bool {
        self.waiting_to_start(|s| !s.seen.started)
    }

    /// The players are ready: game time starts running (on the device that holds the game).
    pub(super) fn start(self) {
        if let Some(session) = self.session() {
            session.update(Session::start);
        }
    }

    /// `seat` touches `spot`: a pick, or an action.
    pub(super) fn touch(self, seat: Seat, spot: Spot) {
        let mode = self.mode();
        let own_mark = self.view.with_untracked(|v| {
            v.marks
                .iter()
                .find(|(s, _)| *s == seat)
                .map(|&(_, spot)| spot)
        });
        let touched = self
            .ui
            .picks
            .try_update(|p| p.touch(mode, seat, spot, own_mark))
            .unwrap_or(Touch::Unpicked);
        if let Touch::Act(action) = touched {
            self.act(seat, action);
        } else {
            self.tell(seat, None);
        }
    }

    /// A gesture read by [`super::input::read_gesture`], carried out.
    pub(super) fn gesture(self, gesture: Gesture) {
        match gesture {
            Gesture::Touch(seat, spot) => self.touch(seat, spot),
            Gesture::Claim(seat, a, b) => {
                self.ui.picks.update(|p| p.clear(seat));
                self.act(seat, Action::Claim(a, b));
            }
            Gesture::Flip(seat, slot) => self.act(seat, Action::Flip(slot)),
            Gesture::FromYourCorner => {
                let text = TwinItKey::SlideFromCorner.text(self.app.lang.get_untracked());
                let first = untrack(|| self.eyes()[0]);
                self.tell(first, Some(text.to_string()));
            }
            Gesture::Nothing => {}
        }
    }

    /// The person who turns with the Turn button of a shared pile: the turner when a person
    /// at this screen plays it.
    pub(super) fn person_turner(self) -> Option<Seat> {
        let turner = self.view.with(|v| v.turner)?;
        self.eyes().contains(&turner).then_some(turner)
    }
}
