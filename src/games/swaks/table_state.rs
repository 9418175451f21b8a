//! What the parts of Swaks's table share: where the match is played from (this device, or the
//! host's phone for a phone holding one seat), the screen and the view drawn from, the cards
//! picked, the game time shown; and the one way a person acts.

use super::choice::Picked;
use super::session::Session;
use crate::games::table::{HiddenHands, Table};
use crate::games::watch::Watched;
use crate::handover::{Handover, Screen};
use crate::remote::seat::PhoneSeat;
use crate::setup::SeatSetup;
use leptos::prelude::*;
use tablee_rules::swaks::{Action, Swaks, SwaksError, View};
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

/// Where the match is played from.
#[derive(Clone, Copy)]
pub enum Place {
    /// This device holds the match; people pass it between turns.
    Here {
        /// The match, its refusals and its clock.
        table: Table<Swaks>,
        /// Who holds the device.
        hands: HiddenHands<Swaks>,
    },
    /// The host's phone holds the match; this phone holds one seat .
    Phone {
        /// The seat, its view, its clock and its link.
        seat: PhoneSeat<Swaks>,
        /// The last round whose summary this phone closed.
        closed_round: RwSignal<u32>,
    },
    /// A match watched again: nobody acts; the table is one seat's view at a step.
    Watch {
        /// Every seat, for their names.
        seats: Signal<Vec<SeatSetup>>,
    },
}

/// Everything the table's parts share. Everything drawn reads the seat's view, never the match
/// itself, so the same table serves this device and a phone holding one seat.
#[derive(Clone, Copy)]
pub struct TableState {
    /// Where the match is played from.
    pub place: Place,
    /// What the table shows: covered, the privacy screen, or one seat's hand.
    pub screen: Memo<Screen>,
    /// The view everything is drawn from.
    pub view: Memo<View>,
    /// The cards picked for the next play, in order.
    pub picked: RwSignal<Picked>,
    /// Whether the next play carries the "Swaks!" call (S13).
    pub call: RwSignal<bool>,
    /// Game time, refreshed a few times a second while it runs (for the countdown).
    pub now: Signal<Millis>,
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
            place: Place::Here { table, hands },
            screen: hands.screen,
            view: hands.view,
            picked: RwSignal::new(Vec::new()),
            call: RwSignal::new(false),
            now: table.run(id, held).into(),
        }
    }

    /// The table of a phone holding `mine`, drawn from the host's latest view of it (`first`
    /// until another comes).
    pub fn on_phone(seat: PhoneSeat<Swaks>, mine: Seat, first: View) -> TableState {
        let closed_round = RwSignal::new(first.last_round.as_ref().map_or(0, |r| r.round));
        let view = Memo::new(move |_| {
            seat.guest
                .with(|g| g.view().cloned())
                .unwrap_or_else(|| first.clone())
        });
        TableState {
            place: Place::Phone { seat, closed_round },
            screen: Memo::new(move |_| Screen::Hand(mine)),
            view,
            picked: RwSignal::new(Vec::new()),
            call: RwSignal::new(false),
            now: seat.now.into(),
        }
    }

    /// A match watched again, step by step, as the seat looked through saw it,
    /// its countdown at the step's game time.
    pub fn watching(watched: Watched<Swaks>) -> TableState {
        let seat = watched.seat;
        TableState {
            place: Place::Watch {
                seats: watched.seats,
            },
            screen: Memo::new(move |_| Screen::Hand(seat.get())),
            view: watched.view,
            picked: RwSignal::new(Vec::new()),
            call: RwSignal::new(false),
            now: watched.time,
        }
    }

    /// The match and who holds the device, when they are on this device.
    pub fn here(self) -> Option<(Table<Swaks>, HiddenHands<Swaks>)> {
        match self.place {
            Place::Here { table, hands } => Some((table, hands)),
            _ => None,
        }
    }

    /// The seat's name.
    pub fn name(self, seat: Seat) -> String {
        match self.place {
            Place::Here { table, .. } => table.name(seat),
            Place::Phone { seat: phone, .. } => phone.name(seat),
            Place::Watch { seats } => seats.with_untracked(|s| s[seat.index()].name.clone()),
        }
    }

    /// `seat` plays `action` now: what bots had due before it is played first; a refused
    /// action (a bot was faster) is explained. From a phone, the host decides the race.
    pub fn act(self, seat: Seat, action: Action) {
        let played = match self.place {
            Place::Here { table, .. } => table.act(seat, action).is_ok(),
            Place::Phone { seat: phone, .. } => phone.act(action),
            Place::Watch { .. } => false,
        };
        if played {
            self.picked.set(Vec::new());
            self.call.set(false);
            // The card played is gone: the focus goes on to the next thing to do.
            crate::games::focus::after_move("[data-testid='swaks-table']", &NEXT_ACTION, false);
        }
    }

    /// Why the last action was refused, in words (reactive).
    pub fn refusal(self) -> Option<String> {
        match self.place {
            Place::Here { table, .. } => table.refusal_text(),
            Place::Phone { seat, .. } => seat.refusal.get(),
            Place::Watch { .. } => None,
        }
    }

    /// Forgets the last refusal (a new hand on screen, a card picked).
    pub fn clear_refusal(self) {
        match self.place {
            Place::Here { table, .. } => table.refusal.set(None),
            Place::Phone { seat, .. } => seat.refusal.set(None),
            Place::Watch { .. } => {}
        }
    }

    /// `seat` tapped the privacy screen.
    pub fn reveal(self, seat: Seat) {
        if let Place::Here { hands, .. } = self.place {
            hands.handover.update(|h| h.reveal(seat));
        }
    }

    /// Why `seat` may not play `attempt` at the game's time now, where the match is here (a
    /// phone leaves it to the host, which answers with its reason).
    pub fn check(self, seat: Seat, attempt: &Action) -> Option<SwaksError> {
        match self.place {
            Place::Here { table, .. } => {
                let at = crate::games::realtime::game_time(table.session);
                table
                    .session
                    .with(|s| s.game().check(seat, attempt, at).err())
            }
            _ => None,
        }
    }

    /// Whether the summary of a finished round is up (reactive).
    pub fn summary_open(self) -> bool {
        match self.place {
            Place::Here { table, .. } => table.session.with(Session::summary_open),
            Place::Phone { closed_round, .. } => {
                let last = self
                    .view
                    .with(|v| v.last_round.as_ref().map_or(0, |r| r.round));
                last > closed_round.get()
            }
            // Watched again: the table goes on through a round's end; the end of the match
            // shows its result.
            Place::Watch { .. } => false,
        }
    }

    /// Closes the round's summary: on this device the match goes on; on a phone, only its own
    /// screen (the host's goes on for everyone).
    pub fn close_summary(self) {
        match self.place {
            Place::Here { table, .. } => table.session.update(Session::acknowledge_round),
            Place::Phone { closed_round, .. } => {
                let last = self
                    .view
                    .with_untracked(|v| v.last_round.as_ref().map_or(0, |r| r.round));
                closed_round.set(last);
            }
            Place::Watch { .. } => {}
        }
    }
}
