//! What the parts of Twin It!'s table share: where the game is played from (this device, or
//! the host's phone for a phone holding one seat), the people at this screen, the claims being
//! made and the view drawn from; and the one way a claim is made. Everything below reads the
//! view and these, never the game itself, so the same table serves both.

use super::input::{Gesture, Picks, Start, Touch};
use super::session::Session;
use super::text::TwinItKey;
use crate::table::place::Place;
use crate::table::device::Table;
use crate::table::replay::Watched;
use crate::i18n::Explain;
use crate::remote::seat::PhoneSeat;
use crate::setup::SeatSetup;
use crate::state::AppState;
use leptos::prelude::*;
use tablee_rules::twinit::{Action, Mode, Spot, TwinIt, TwinItError, View};
use tablee_rules::{Game, Millis, Seat, Seed};

/// What the table's parts share.
#[derive(Clone, Copy)]
pub struct TableState {
    pub(super) app: AppState,
    /// Where the game is played from. A phone's claims are raced at the host, stamped when they
    /// arrive (W3).
    place: Place<TwinIt>,
    /// What everyone sees (the first person's view; only `legal` differs between seats).
    pub(super) view: Memo<View>,
    /// Every seat's name and controller, in seat order.
    seats: Signal<Vec<SeatSetup>>,
    /// Each seat's first hand, waiting for the second.
    pub(super) picks: RwSignal<Picks>,
    /// The game time shown (refreshed a few times a second).
    pub(super) now: Signal<Millis>,
    /// The seats played by people at this screen.
    pub(super) people: Memo<Vec<Seat>>,
    /// The pointers down, with where each went down.
    pub(super) pointers: StoredValue<Vec<(i32, Start)>>,
    /// The game's seed, where it is known (on the device that holds the game).
    pub(super) seed: Option<Seed>,
}

impl TableState {
    /// Opens the save `id`'s `session`, drawn as the first person sees it.
    pub(super) fn open(app: AppState, id: String, session: Session) -> TableState {
        let looker = session.people().first().copied().unwrap_or(Seat(0));
        let seed = session.game().seed();
        let table = Table::new(app, session);
        let now = table.run(id, Signal::stored(false));
        let session = table.session;
        let away = RwSignal::new(Vec::<Seat>::new());
        let place = Place::Here { table, away };
        TableState {
            app,
            place,
            view: Memo::new(move |_| session.with(|s| s.game().view(looker))),
            // A memo: it changes only when a seat changes hands (a bot takes it over).
            seats: Memo::new(move |_| session.with(|s| s.setup.seats.clone())).into(),
            picks: RwSignal::new(Picks::default()),
            now: now.into(),
            people: Memo::new(move |_| {
                let mut people = session.with(Session::people);
                people.retain(|&seat| place.plays_here(seat, true));
                people
            }),
            pointers: StoredValue::new(Vec::new()),
            seed: Some(seed),
        }
    }

    /// The table of a phone holding `mine`, drawn from the host's latest view of it.
    pub(super) fn on_phone(
        app: AppState,
        phone: PhoneSeat<TwinIt>,
        mine: Seat,
        first: View,
        seats: Signal<Vec<SeatSetup>>,
    ) -> TableState {
        TableState {
            app,
            place: Place::Phone { phone, mine },
            view: Memo::new(move |_| {
                phone
                    .guest
                    .with(|g| g.view().cloned())
                    .unwrap_or_else(|| first.clone())
            }),
            seats,
            picks: RwSignal::new(Picks::default()),
            now: phone.now.into(),
            people: Memo::new(move |_| vec![mine]),
            pointers: StoredValue::new(Vec::new()),
            seed: None,
        }
    }

    /// A game watched again, step by step, as the seat looked through saw it, its
    /// clocks at the step's game time.
    pub(super) fn watching(watched: Watched<TwinIt>) -> TableState {
        let seat = watched.seat;
        TableState {
            app: watched.app,
            place: Place::Watch {
                seat,
                seats: watched.seats,
            },
            view: watched.view,
            seats: watched.seats,
            picks: RwSignal::new(Picks::default()),
            now: watched.time,
            people: Memo::new(move |_| vec![seat.get()]),
            pointers: StoredValue::new(Vec::new()),
            seed: Some(watched.seed),
        }
    }

    /// The game and the seats phones took, when the game is on this device.
    pub(super) fn here(self) -> Option<(Table<TwinIt>, RwSignal<Vec<Seat>>)> {
        self.place.table().zip(self.place.away())
    }

    pub(super) fn name(self, seat: Seat) -> String {
        self.seats
            .with_untracked(|s| s.get(seat.index()).map(|s| s.name.clone()))
            .unwrap_or_default()
    }

    /// Every seat's name, in seat order.
    pub(super) fn names(self) -> Vec<String> {
        self.seats
            .with_untracked(|s| s.iter().map(|s| s.name.clone()).collect())
    }

    pub(super) fn mode(self) -> Mode {
        self.view.with_untracked(|v| v.mode)
    }

    /// Whether several people share this screen (reactive).
    pub(super) fn shared(self) -> bool {
        self.people.with(|p| p.len() > 1)
    }

    /// Whether play waits for the players' "ready" (reactive): on this device until its Start
    /// button; on a phone until the host's.
    pub(super) fn waits_for_start(self) -> bool {
        if let Some(table) = self.place.table() {
            table.session.with(|s| !s.seen.started)
        } else {
            self.place
                .phone()
                .is_some_and(|phone| phone.guest.with(|g| g.waiting()))
        }
    }

    /// The players are ready: game time starts running (on the device that holds the game).
    pub(super) fn start(self) {
        if let Some((table, _)) = self.here() {
            table.session.update(Session::start);
        }
    }

    /// The refusal shown in `seat`'s corner (reactive).
    pub(super) fn refusal_for(self, seat: Seat) -> Option<String> {
        self.place.refusal_for(seat)
    }

    /// Shows `text` in `seat`'s corner, or clears it.
    fn tell(self, seat: Seat, text: Option<String>) {
        self.place.tell(seat, text);
    }

    /// `seat` plays `action` now; a refusal is explained on their side (a phone's comes back
    /// from the host).
    pub(super) fn act(self, seat: Seat, action: Action) {
        // Only this device's game explains a refusal in the game's own words; a phone's
        // comes back from the host.
        let Some(table) = self.place.table() else {
            self.place.act(seat, action);
            return;
        };
        match table.try_act(seat, action) {
            Ok(()) => self.tell(seat, None),
            Err(error) => {
                let lang = self.app.lang.get_untracked();
                let text = match error {
                    TwinItError::NotYourTurn {
                        turner: Some(turner),
                    } => TwinItKey::TurnsNext.fill(lang, &[&self.name(turner)]),
                    other => other.explain(lang),
                };
                self.tell(seat, Some(text));
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
            self.tell(seat, None);
        }
    }

    /// A gesture read by [`super::input::read_gesture`], carried out.
    pub(super) fn gesture(self, gesture: Gesture) {
        match gesture {
            Gesture::Touch(seat, spot) => self.touch(seat, spot),
            Gesture::Claim(seat, a, b) => {
                self.picks.update(|p| p.clear(seat));
                self.act(seat, Action::Claim(a, b));
            }
            Gesture::Flip(seat, slot) => self.act(seat, Action::Flip(slot)),
            Gesture::FromYourCorner => {
                let text = TwinItKey::SlideFromCorner.text(self.app.lang.get_untracked());
                let first = self.people.with_untracked(|p| p[0]);
                self.tell(first, Some(text.to_string()));
            }
            Gesture::Nothing => {}
        }
    }

    /// The person who turns with the Turn button of a shared pile: the turner when a person
    /// at this screen plays it.
    pub(super) fn person_turner(self) -> Option<Seat> {
        let turner = self.view.with(|v| v.turner)?;
        self.people.with(|p| p.contains(&turner)).then_some(turner)
    }
}
