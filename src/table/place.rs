//! Where a game's table is seen from: this device that holds the game, a phone holding one seat
//! of a game run on the host's phone, or a replay. Only the frame ([`super::frame::Frame`])
//! holds a [`Place`] and asks it what differs between the places (how an action is played, why
//! it was refused, whose seat is played here, how a round's summary closes); a game never sees
//! one. A new place is one more variant here, its arms in these methods, and its constructor in
//! the frame (the README, "Adding a place").

use super::device::Table;
use crate::i18n::Explain;
use crate::remote::seat::PhoneSeat;
use crate::session::SessionGame;
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use tablee_rules::Seat;

/// Where a table of `G` is seen from.
pub enum Place<G: SessionGame<View: Send + Sync>> {
    /// This device holds the game; its people play on its screen.
    Here {
        /// The session, its refusals and its clock.
        table: Table<G>,
        /// The seats a phone took: they play on their phone, not here.
        away: RwSignal<Vec<Seat>>,
    },
    /// The host's phone holds the game; this phone holds one seat.
    Phone {
        /// The seat, its view, its refusals and its link.
        phone: PhoneSeat<G>,
        /// The seat this phone plays.
        mine: Seat,
    },
    /// A game watched again: nobody plays; the table is one seat's view at a step.
    Replay {
        /// Whose eyes the table is seen through.
        seat: Signal<Seat>,
    },
}

impl<G: SessionGame<View: Send + Sync>> Clone for Place<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SessionGame<View: Send + Sync>> Copy for Place<G> {}

impl<G> Place<G>
where
    G: SessionGame<View: DeserializeOwned + Send + Sync>,
    G::Error: DeserializeOwned + Serialize + Explain + Send + Sync,
{
    /// The game, where this device holds it.
    pub fn table(self) -> Option<Table<G>> {
        match self {
            Place::Here { table, .. } => Some(table),
            _ => None,
        }
    }

    /// This phone's seat, where the game is on the host's phone.
    pub fn phone(self) -> Option<PhoneSeat<G>> {
        match self {
            Place::Phone { phone, .. } => Some(phone),
            _ => None,
        }
    }

    /// Whose eyes the table is seen through, in a replay.
    pub fn looked_through(self) -> Option<Signal<Seat>> {
        match self {
            Place::Replay { seat, .. } => Some(seat),
            _ => None,
        }
    }

    /// The seats phones took, where this device holds the game.
    pub fn away(self) -> Option<RwSignal<Vec<Seat>>> {
        match self {
            Place::Here { away, .. } => Some(away),
            _ => None,
        }
    }

    /// Whether `seat` (a person's if `person`) is played at this screen: a person's seat no
    /// phone took here, this phone's own seat on a phone, none in a replay (reactive).
    pub fn plays_here(self, seat: Seat, person: bool) -> bool {
        match self {
            Place::Here { away, .. } => person && !away.with(|a| a.contains(&seat)),
            Place::Phone { mine, .. } => seat == mine,
            Place::Replay { .. } => false,
        }
    }

    /// `seat` plays `action`: on this device the game plays it (a refusal is kept, see
    /// [`Place::refusal`]); on a phone it goes to the host, which answers. Whether it was
    /// played, or sent.
    pub fn act(self, seat: Seat, action: G::Action) -> bool {
        match self {
            Place::Here { table, .. } => table.act(seat, action).is_ok(),
            Place::Phone { phone, .. } => phone.act(action),
            Place::Replay { .. } => false,
        }
    }

    /// Why the last action was refused, in words (reactive).
    pub fn refusal(self) -> Option<String> {
        match self {
            Place::Here { table, .. } => table.refusal_text(),
            Place::Phone { phone, .. } => phone.refusal.get(),
            Place::Replay { .. } => None,
        }
    }

    /// Why the last action of `seat` was refused, in words (reactive): on a phone, its own.
    pub fn refusal_for(self, seat: Seat) -> Option<String> {
        match self {
            Place::Here { table, .. } => table.refusal_for(seat),
            Place::Phone { phone, mine } => (seat == mine).then(|| phone.refusal.get())?,
            Place::Replay { .. } => None,
        }
    }

    /// Shows `text` as `seat`'s refusal is shown, or forgets the last refusal (`None`).
    pub fn tell(self, seat: Seat, text: Option<String>) {
        match (self, text) {
            (Place::Here { table, .. }, Some(text)) => table.refuse(seat, text),
            (Place::Phone { phone, .. }, Some(text)) => phone.refusal.set(Some(text)),
            (_, None) => self.clear_refusal(),
            (Place::Replay { .. }, Some(_)) => {}
        }
    }

    /// Whether a finished round's summary is up at a game played in rounds (reactive): on this
    /// device as the game says (`here`); on a phone until its person closes it (`last`, the last
    /// round finished as the view shows it, against `closed`, the last one closed there: the
    /// host's summary goes on for everyone); never in a replay, whose table goes on through a
    /// round's end.
    pub fn summary_open(
        self,
        here: impl FnOnce(Table<G>) -> bool,
        last: impl FnOnce() -> u32,
        closed: RwSignal<u32>,
    ) -> bool {
        match self {
            Place::Here { table, .. } => here(table),
            Place::Phone { .. } => last() > closed.get(),
            Place::Replay { .. } => false,
        }
    }

    /// Closes a finished round's summary: on this device the game goes on (`here`); on a phone
    /// only its own screen, up to round `last` (kept in `closed`).
    pub fn close_summary(
        self,
        here: impl FnOnce(Table<G>),
        last: impl FnOnce() -> u32,
        closed: RwSignal<u32>,
    ) {
        match self {
            Place::Here { table, .. } => here(table),
            Place::Phone { .. } => closed.set(last()),
            Place::Replay { .. } => {}
        }
    }

    /// Forgets the last refusal.
    pub fn clear_refusal(self) {
        match self {
            Place::Here { table, .. } => table.refusal.set(None),
            Place::Phone { phone, .. } => phone.refusal.set(None),
            Place::Replay { .. } => {}
        }
    }
}
