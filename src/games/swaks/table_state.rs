//! What the parts of Swaks's table share: where the match is played from (this device, or the
//! host's phone for a phone holding one seat), the screen and the view drawn from, the cards
//! picked, the game time shown; and the one way a person acts.

use super::choice::Picked;
use super::session::Session;
use crate::table::place::Place;
use crate::table::device::{HiddenHands, Table};
use crate::table::replay::Watched;
use crate::handover::{Handover, Screen};
use crate::remote::seat::PhoneSeat;
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

/// Everything the table's parts share. Everything drawn reads the seat's view, never the match
/// itself, so the same table serves this device and a phone holding one seat.
#[derive(Clone, Copy)]
pub struct TableState {
    /// Where the match is played from.
    pub place: Place<Swaks>,
    /// Who holds the device, where this device holds the match.
    hands: Option<HiddenHands<Swaks>>,
    /// On a phone: the last round whose summary this phone closed (the host's summary goes on
    /// for everyone; a phone closes its own).
    closed_round: RwSignal<u32>,
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
    /// In a replay: every seat's view while its reader shows every hand (see
    /// [`Watched::every`]); `None` where the match is played.
    pub every: Option<Signal<Option<Vec<View>>>>,
    /// In a replay: draws the seats' strip with every other hand under it (the drawing is in
    /// the replay's module, see [`crate::table::replay::hands::StripWithHands`]).
    pub strip_with_hands: Option<crate::table::replay::hands::StripWithHands<TableState>>,
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
            place: Place::Here {
                table,
                away: hands.away,
            },
            hands: Some(hands),
            closed_round: RwSignal::new(0),
            screen: hands.screen,
            view: hands.view,
            picked: RwSignal::new(Vec::new()),
            call: RwSignal::new(false),
            now: table.run(id, held).into(),
            every: None,
            strip_with_hands: None,
        }
    }

    /// The table of a phone holding `mine`, drawn from the host's latest view of it (`first`
    /// until another comes).
    pub fn on_phone(seat: PhoneSeat<Swaks>, mine: Seat, first: View) -> TableState {
        let closed_round = RwSignal::new(last_round(&first));
        let view = Memo::new(move |_| {
            seat.guest
                .with(|g| g.view().cloned())
                .unwrap_or_else(|| first.clone())
        });
        TableState {
            place: Place::Phone { phone: seat, mine },
            hands: None,
            closed_round,
            screen: Memo::new(move |_| Screen::Hand(mine)),
            view,
            picked: RwSignal::new(Vec::new()),
            call: RwSignal::new(false),
            now: seat.now.into(),
            every: None,
            strip_with_hands: None,
        }
    }

    /// A match watched again, step by step, as the seat looked through saw it,
    /// its countdown at the step's game time.
    pub fn watching(watched: Watched<Swaks>) -> TableState {
        let seat = watched.seat;
        TableState {
            place: Place::Watch {
                seat: watched.seat,
                seats: watched.seats,
            },
            hands: None,
            closed_round: RwSignal::new(0),
            screen: Memo::new(move |_| Screen::Hand(seat.get())),
            view: watched.view,
            picked: RwSignal::new(Vec::new()),
            call: RwSignal::new(false),
            now: watched.time,
            every: Some(watched.every),
            // Set by the replay's entry point (watch.rs), which draws every hand.
            strip_with_hands: None,
        }
    }

    /// The match and who holds the device, when they are on this device.
    pub fn here(self) -> Option<(Table<Swaks>, HiddenHands<Swaks>)> {
        self.place.table().zip(self.hands)
    }

    /// The seat's name.
    pub fn name(self, seat: Seat) -> String {
        self.place.name(seat)
    }

    /// `seat` plays `action` now: what bots had due before it is played first; a refused
    /// action (a bot was faster) is explained. From a phone, the host decides the race.
    pub fn act(self, seat: Seat, action: Action) {
        let played = self.place.act(seat, action);
        if played {
            self.picked.set(Vec::new());
            self.call.set(false);
            // The card played is gone: the focus goes on to the next thing to do.
            crate::table::focus::after_move("[data-testid='swaks-table']", &NEXT_ACTION, false);
        }
    }

    /// Why the last action was refused, in words (reactive).
    pub fn refusal(self) -> Option<String> {
        self.place.refusal()
    }

    /// Forgets the last refusal (a new hand on screen, a card picked).
    pub fn clear_refusal(self) {
        self.place.clear_refusal();
    }

    /// `seat` tapped the privacy screen.
    pub fn reveal(self, seat: Seat) {
        if let Some(hands) = self.hands {
            hands.handover.update(|h| h.reveal(seat));
        }
    }

    /// Why `seat` may not play `attempt` at the game's time now, where the match is here (a
    /// phone leaves it to the host, which answers with its reason).
    pub fn check(self, seat: Seat, attempt: &Action) -> Option<SwaksError> {
        let table = self.place.table()?;
        let at = crate::table::realtime::game_time(table.session);
        table
            .session
            .with(|s| s.game().check(seat, attempt, at).err())
    }

    /// Whether the summary of a finished round is up (reactive).
    pub fn summary_open(self) -> bool {
        self.place.summary_open(
            |table| table.session.with(Session::summary_open),
            || self.view.with(last_round),
            self.closed_round,
        )
    }

    /// Closes the round's summary: on this device the match goes on; on a phone, only its own
    /// screen (the host's goes on for everyone).
    pub fn close_summary(self) {
        self.place.close_summary(
            |table| table.session.update(Session::acknowledge_round),
            || self.view.with_untracked(last_round),
            self.closed_round,
        );
    }
}

/// The number of the last round finished, as `view` shows it (0 before the first).
fn last_round(view: &View) -> u32 {
    view.last_round.as_ref().map_or(0, |r| r.round)
}
