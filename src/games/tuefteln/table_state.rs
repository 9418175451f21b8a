//! What the parts of Tüfteln's table share: where the game is played from (this device, or the
//! host's phone for a phone holding one seat), the view everything is drawn from, every seat's
//! set-up; and the one way a person writes a roll. Everything below reads the view, never the
//! game itself, so the same table serves both (all tiles are public: every seat's view shows
//! them all).

use super::session::Session;
use super::tile_view::tiles_by_seat;
use crate::table::place::Place;
use crate::table::device::Table;
use crate::table::replay::Watched;
use crate::remote::seat::PhoneSeat;
use crate::setup::SeatSetup;
use crate::state::AppState;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Action, Side, Tile, Tuefteln, View};
use tablee_rules::{Game, Outcome, Seat, Seed};

/// What the middle of the table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// A person writes this round's roll (keyed by the round: the next roll is a new turn).
    Writing(u8, Seat),
    /// Every person here has written; this one's tile stays big while the others finish.
    Waiting(Seat),
    /// A table of bots alone: the next bot's name.
    Bots(Option<Seat>),
    /// The game is over.
    Finished,
}

impl Panel {
    /// What the middle shows for `view`, given whether each seat writes on this device.
    pub fn of(view: &View, seats: &[SeatSetup], writes_here: impl Fn(Seat) -> bool) -> Panel {
        if view.is_finished() {
            return Panel::Finished;
        }
        let unplaced = || view.placed.iter().filter(|(_, &p)| !p).map(|(s, _)| s);
        if let Some(seat) = unplaced().find(|&s| writes_here(s)) {
            return Panel::Writing(view.round, seat);
        }
        // Everyone here has written: the last of them (in seat order) stays big.
        if let Some(seat) = (0..seats.len())
            .rev()
            .map(|i| Seat(i as u8))
            .find(|&s| writes_here(s))
        {
            return Panel::Waiting(seat);
        }
        Panel::Bots(unplaced().find(|s| !seats[s.index()].controller.is_human()))
    }

    /// The person whose tile is shown big.
    pub const fn person(self) -> Option<Seat> {
        match self {
            Panel::Writing(_, seat) | Panel::Waiting(seat) => Some(seat),
            Panel::Bots(_) | Panel::Finished => None,
        }
    }
}

/// Everything the table's parts share.
#[derive(Clone, Copy)]
pub struct TableState {
    pub(super) app: AppState,
    /// Where the game is played from.
    pub(super) place: Place<Tuefteln>,
    /// The view everything is drawn from.
    pub(super) view: Memo<View>,
    /// Every seat's name and controller, in seat order.
    pub(super) seats: Signal<Vec<SeatSetup>>,
    /// The game's seed, where it is known (on the device that holds the game).
    pub(super) seed: Option<Seed>,
    /// Every seat's tile, each a signal of its own (see [`tiles_by_seat`]).
    tiles: StoredValue<Vec<RwSignal<Tile>>>,
}

/// Every seat's tile in `view`, each a signal of its own (see [`tiles_by_seat`]).
fn each_tile(view: Memo<View>) -> StoredValue<Vec<RwSignal<Tile>>> {
    tiles_by_seat(view, |v: &View| &v.tiles)
}

impl TableState {
    /// The table of `session` on this device.
    pub(super) fn open(app: AppState, session: Session) -> Self {
        let table = Table::new(app, session);
        let session = table.session;
        let seed = session.with_untracked(|s| s.game().seed());
        // Every seat's view shows every tile: the first seat's serves the whole table.
        let view = Memo::new(move |_| session.with(|s| s.game().view(Seat(0))));
        TableState {
            app,
            place: Place::Here {
                table,
                away: RwSignal::new(Vec::new()),
            },
            view,
            // A memo: it changes only when a seat changes hands (a bot takes it over).
            seats: Memo::new(move |_| session.with(|s| s.setup.seats.clone())).into(),
            seed: Some(seed),
            tiles: each_tile(view),
        }
    }

    /// The table of a phone holding `mine`, drawn from the host's latest view of it.
    pub(super) fn on_phone(
        app: AppState,
        phone: PhoneSeat<Tuefteln>,
        mine: Seat,
        first: View,
        seats: Signal<Vec<SeatSetup>>,
    ) -> Self {
        let view = Memo::new(move |_| {
            phone
                .guest
                .with(|g| g.view().cloned())
                .unwrap_or_else(|| first.clone())
        });
        TableState {
            app,
            place: Place::Phone { phone, mine },
            view,
            seats,
            seed: None,
            tiles: each_tile(view),
        }
    }

    /// A game watched again, step by step: drawn from the replay's view at the step
    /// shown, the seat looked through's tile big.
    pub(super) fn watching(watched: Watched<Tuefteln>) -> Self {
        TableState {
            app: watched.app,
            place: Place::Watch {
                seat: watched.seat,
                seats: watched.seats,
            },
            view: watched.view,
            seats: watched.seats,
            seed: Some(watched.seed),
            tiles: each_tile(watched.view),
        }
    }

    /// The game and the seats phones took, when the game is on this device.
    pub(super) fn here(self) -> Option<(Table<Tuefteln>, RwSignal<Vec<Seat>>)> {
        self.place.table().zip(self.place.away())
    }

    /// Whether `seat` writes its rolls on this device: a person's seat no phone took, or this
    /// phone's own seat.
    pub(super) fn writes_here(self, seat: Seat) -> bool {
        let person = self
            .seats
            .with(|s| s.get(seat.index()).is_some_and(|s| s.controller.is_human()));
        self.place.plays_here(seat, person)
    }

    /// What the middle of the table shows (reactive).
    pub(super) fn panel(self) -> Panel {
        if let Some(featured) = self.place.watched() {
            // Watched again: the featured seat's tile, and who is still to write that round.
            return if self.view.with(|v| v.is_finished()) {
                Panel::Finished
            } else {
                Panel::Waiting(featured.get())
            };
        }
        self.view.with(|v| {
            self.seats
                .with(|s| Panel::of(v, s, |seat| self.writes_here(seat)))
        })
    }

    /// The name of `seat` (reactive).
    pub(super) fn name(self, seat: Seat) -> String {
        self.seats
            .with(|s| s.get(seat.index()).map(|s| s.name.clone()))
            .unwrap_or_default()
    }

    /// The names of the seats still to write this round's roll, joined (reactive).
    pub(super) fn still_writing(self) -> String {
        let seats: Vec<Seat> = self.view.with(|v| {
            v.placed
                .iter()
                .filter(|(_, &p)| !p)
                .map(|(s, _)| s)
                .collect()
        });
        seats
            .into_iter()
            .map(|s| self.name(s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The tile face played.
    pub(super) fn side(self) -> Side {
        self.view.with_untracked(|v| v.side)
    }

    /// The tile of `seat`: what shows it is drawn again only when this tile changes, not each
    /// time another seat writes.
    pub(super) fn tile(self, seat: Seat) -> Signal<Tile> {
        self.tiles.with_value(|tiles| tiles[seat.index()]).into()
    }

    /// The end of the game, once every roll is written (reactive).
    pub(super) fn outcome(self) -> Option<Outcome> {
        self.view.with(|v| v.outcome())
    }

    /// `seat` writes this round's roll; a refusal is told by [`Self::refusal`].
    pub(super) fn act(self, seat: Seat, action: Action) {
        self.place.act(seat, action);
    }

    /// Why the last placement was refused, in words (reactive).
    pub(super) fn refusal(self) -> Option<String> {
        self.place.refusal()
    }
}
