//! Tüfteln: its table in the frame ([`TableState`]) and what is its own there: every seat's tile as a
//! signal of its own ([`TueftelnUi`]) and what the middle of the table shows ([`Panel`]).
//! Everything below reads the view, never the game itself, so the same board serves every place
//! the frame draws it in (all tiles are public: every seat's view shows them all); what Tüfteln
//! gives the frame is in `table_game.rs`.

use crate::setup::SeatSetup;
use crate::table::frame::Frame;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Side, Tile, Tuefteln, View};
use tablee_rules::{Outcome, Seat};

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

/// Tüfteln's table in its frame.
pub type TableState = Frame<Tuefteln>;

/// Tüfteln's own state of a table on screen.
#[derive(Clone, Copy)]
pub struct TueftelnUi {
    /// Every seat's tile, each a signal of its own (see [`tiles_by_seat`]).
    pub(super) tiles: StoredValue<Vec<RwSignal<Tile>>>,
}

impl Frame<Tuefteln> {
    /// What the middle of the table shows (reactive).
    pub(super) fn panel(self) -> Panel {
        if let Some(featured) = self.looked_through() {
            // Watched again: the featured seat's tile, and who is still to write that round.
            return if self.view.with(|v| v.is_finished()) {
                Panel::Finished
            } else {
                Panel::Waiting(featured.get())
            };
        }
        self.view.with(|v| {
            self.seats
                .with(|s| Panel::of(v, s, |seat| self.plays_here(seat)))
        })
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
        self.ui.tiles.with_value(|tiles| tiles[seat.index()]).into()
    }

    /// The end of the game, once every roll is written (reactive).
    pub(super) fn outcome(self) -> Option<Outcome> {
        self.view.with(|v| v.outcome())
    }
}
