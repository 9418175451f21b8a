//! What the parts of TWEAK's table share: where the match is played from (this device, or the
//! host's phone for a phone holding one seat), the screen and the view drawn from, the sum
//! being built; and the one way a person acts. Everything below reads the seat's view, never
//! the match itself, so the same board serves both.

use super::selection::Selection;
use super::session::{NextUp, Session};
use super::turn::TurnDraft;
use crate::table::place::Place;
use crate::table::device::{HiddenHands, Table};
use crate::table::replay::Watched;
use crate::handover::{Handover, Screen};
use crate::remote::seat::PhoneSeat;
use crate::state::AppState;
use leptos::prelude::*;
use tablee_rules::tweak::{Action, Tweak, View};
use tablee_rules::Seat;

/// Everything the table's parts share.
#[derive(Clone, Copy)]
pub struct TableState {
    pub(super) app: AppState,
    /// Where the match is played from.
    pub(super) place: Place<Tweak>,
    /// Who holds the device, where this device holds the match.
    hands: Option<HiddenHands<Tweak>>,
    /// On a phone: the last round whose summary this phone closed (the host's summary goes on
    /// for everyone; a phone closes its own).
    closed_round: RwSignal<u32>,
    /// What the table shows: covered, the privacy screen, or one seat's hand.
    pub(super) screen: Memo<Screen>,
    /// The view everything is drawn from.
    pub(super) view: Memo<View>,
    /// The sum being built and the \[T!\] card chosen, not yet played.
    pub(super) draft: RwSignal<TurnDraft>,
    /// In a replay: every seat's view while its reader shows every hand (see
    /// [`Watched::every`]); `None` where the match is played.
    pub(super) every: Option<Signal<Option<Vec<View>>>>,
    /// In a replay: draws the seats' strip with every other hand under it (the drawing is in
    /// the replay's module, see [`crate::table::replay::hands::StripWithHands`]).
    pub strip_with_hands: Option<crate::table::replay::hands::StripWithHands<TableState>>,
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
    /// Opens the save `id`'s `session` on this device; its bots and clock stand still while
    /// `held`.
    pub(super) fn open(app: AppState, id: String, session: Session, held: Signal<bool>) -> Self {
        let table = Table::new(app, session);
        table.run(id, held);
        let hands = HiddenHands::new(table.session, acting);
        TableState {
            app,
            place: Place::Here {
                table,
                away: hands.away,
            },
            hands: Some(hands),
            closed_round: RwSignal::new(0),
            screen: hands.screen,
            view: hands.view,
            draft: RwSignal::new(TurnDraft::default()),
            every: None,
            strip_with_hands: None,
        }
    }

    /// The table of a phone holding `seat`, drawn from the host's latest `view` of it.
    pub(super) fn on_phone(app: AppState, seat: PhoneSeat<Tweak>, mine: Seat, first: View) -> Self {
        let closed_round = RwSignal::new(last_round(&first));
        let view = Memo::new(move |_| {
            seat.guest
                .with(|g| g.view().cloned())
                .unwrap_or_else(|| first.clone())
        });
        TableState {
            app,
            place: Place::Phone { phone: seat, mine },
            hands: None,
            closed_round,
            screen: Memo::new(move |_| Screen::Hand(mine)),
            view,
            draft: RwSignal::new(TurnDraft::default()),
            every: None,
            strip_with_hands: None,
        }
    }

    /// A match watched again, step by step, as the seat looked through saw it.
    pub(super) fn watching(watched: Watched<Tweak>) -> Self {
        let seat = watched.seat;
        TableState {
            app: watched.app,
            place: Place::Watch {
                seat: watched.seat,
                seats: watched.seats,
            },
            hands: None,
            closed_round: RwSignal::new(0),
            screen: Memo::new(move |_| Screen::Hand(seat.get())),
            view: watched.view,
            draft: RwSignal::new(TurnDraft::default()),
            every: Some(watched.every),
            // Set by the replay's entry point (watch.rs), which draws every hand.
            strip_with_hands: None,
        }
    }

    /// The match and who holds the device, when they are on this device.
    pub(super) fn here(self) -> Option<(Table<Tweak>, HiddenHands<Tweak>)> {
        self.place.table().zip(self.hands)
    }

    pub(super) fn name(self, seat: Seat) -> String {
        self.place.name(seat)
    }

    pub(super) fn act(self, seat: Seat, action: Action) {
        // A [T!] card leaves the sum being built as it is (T6: it comes before the sum).
        let ends_turn = action.action_kind().is_none();
        let played = self.place.act(seat, action);
        if played && ends_turn {
            self.draft.update(|d| d.selection.clear());
        }
    }

    /// Why the last action was refused, in words (reactive).
    pub(super) fn refusal(self) -> Option<String> {
        self.place.refusal()
    }

    /// Shows `text` under `seat`'s hand, as a refusal is shown.
    pub(super) fn tell(self, seat: Seat, text: String) {
        self.place.tell(seat, Some(text));
    }

    /// `seat` tapped the privacy screen.
    pub(super) fn reveal(self, seat: Seat) {
        if let Some(hands) = self.hands {
            hands.handover.update(|h| h.reveal(seat));
        }
    }

    /// Whether "show me a sum" is offered (a set-up option of the host's; T11).
    pub(super) fn hints(self) -> bool {
        self.place
            .table()
            .is_some_and(|table| table.session.with(|s| s.setup.options.hints))
    }

    /// Whether the summary of a finished round is up (reactive).
    pub(super) fn summary_open(self) -> bool {
        self.place.summary_open(
            |table| {
                table
                    .session
                    .with(|s| matches!(s.next_up(), NextUp::RoundSummary))
            },
            || self.view.with(last_round),
            self.closed_round,
        )
    }

    /// Closes the round's summary: on this device the match goes on; on a phone, only its own
    /// screen (the host's goes on for everyone).
    pub(super) fn close_summary(self) {
        self.place.close_summary(
            |table| table.session.update(Session::acknowledge_round),
            || self.view.with_untracked(last_round),
            self.closed_round,
        );
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

/// The number of the last round finished, as `view` shows it (0 before the first).
fn last_round(view: &View) -> u32 {
    view.last_round.as_ref().map_or(0, |r| r.round)
}
