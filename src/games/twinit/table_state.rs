//! What the parts of Twin It!'s table share: the shared table, the people at it, the claims
//! being made and the view drawn from; and the one way a claim is made.

use super::input::{Gesture, Picks, Start, Touch};
use super::session::Session;
use super::text::TwinItKey;
use crate::games::table::Table;
use crate::i18n::Explain;
use crate::state::AppState;
use leptos::prelude::*;
use tablee_rules::twinit::{Action, Mode, Spot, TwinIt, TwinItError, View};
use tablee_rules::{Game, Millis, Seat};

/// What the table's parts share.
#[derive(Clone, Copy)]
pub(super) struct TableState {
    /// The session, its refusals (each in its seat's corner) and its clock.
    pub(super) table: Table<TwinIt>,
    /// What everyone sees (the first person's view; only `legal` differs between seats).
    pub(super) view: Memo<View>,
    /// Each seat's first hand, waiting for the second.
    pub(super) picks: RwSignal<Picks>,
    /// The game time shown (refreshed a few times a second).
    pub(super) now: ReadSignal<Millis>,
    /// The seats played by people.
    pub(super) people: StoredValue<Vec<Seat>>,
    /// The pointers down, with where each went down.
    pub(super) pointers: StoredValue<Vec<(i32, Start)>>,
}

impl TableState {
    /// Opens the save `id`'s `session`, drawn as the first person sees it.
    pub(super) fn open(app: AppState, id: String, session: Session) -> TableState {
        let people = session.people();
        let table = Table::new(app, session);
        let now = table.run(id, Signal::stored(false));
        let looker = people.first().copied().unwrap_or(Seat(0));
        let session = table.session;
        TableState {
            table,
            view: Memo::new(move |_| session.with(|s| s.game().view(looker))),
            picks: RwSignal::new(Picks::default()),
            now,
            people: StoredValue::new(people),
            pointers: StoredValue::new(Vec::new()),
        }
    }

    pub(super) fn name(self, seat: Seat) -> String {
        self.table.name(seat)
    }

    pub(super) fn mode(self) -> Mode {
        self.table.session.with_untracked(Session::mode)
    }

    pub(super) fn shared(self) -> bool {
        self.people.with_value(|p| p.len() > 1)
    }

    /// `seat` plays `action` now; a refusal is explained on their side.
    pub(super) fn act(self, seat: Seat, action: Action) {
        match self.table.try_act(seat, action) {
            Ok(()) => self.table.refusal.set(None),
            Err(error) => {
                let lang = self.table.app.lang.get_untracked();
                let text = match error {
                    TwinItError::NotYourTurn {
                        turner: Some(turner),
                    } => TwinItKey::TurnsNext.fill(lang, &[&self.name(turner)]),
                    other => other.explain(lang),
                };
                self.table.refuse(seat, text);
            }
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
            .picks
            .try_update(|p| p.touch(mode, seat, spot, own_mark))
            .unwrap_or(Touch::Unpicked);
        if let Touch::Act(action) = touched {
            self.act(seat, action);
        } else {
            self.table.refusal.set(None);
        }
    }

    /// A gesture read by [`read_gesture`], carried out.
    pub(super) fn gesture(self, gesture: Gesture) {
        match gesture {
            Gesture::Touch(seat, spot) => self.touch(seat, spot),
            Gesture::Claim(seat, a, b) => {
                self.picks.update(|p| p.clear(seat));
                self.act(seat, Action::Claim(a, b));
            }
            Gesture::Flip(seat, slot) => self.act(seat, Action::Flip(slot)),
            Gesture::FromYourCorner => {
                let text = TwinItKey::SlideFromCorner.text(self.table.app.lang.get_untracked());
                let first = self.people.with_value(|p| p[0]);
                self.table.refuse(first, text.to_string());
            }
            Gesture::Nothing => {}
        }
    }

    /// The person who turns with the Turn button of a shared pile: the turner when a person
    /// plays it.
    pub(super) fn person_turner(self) -> Option<Seat> {
        let turner = self.view.with(|v| v.turner)?;
        self.table
            .session
            .with(|s| s.is_human(turner))
            .then_some(turner)
    }
}
