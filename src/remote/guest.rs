//! A guest's side of a table spread over phones: what the phone knows of the game (its seat,
//! the names, its seat's latest view) and the messages it sends. It never holds the game: only
//! what the host sent it for its own seat.

use super::protocol::{self, BadMessage, SeatKey, ToGuest, ToHost, TurnedAway};
use crate::setup::SeatSetup;
use serde::de::DeserializeOwned;
use serde::Serialize;
use tablee_rules::{Game, GameKind, Millis, Seat};

/// What a phone has heard from the host, told to its screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard<E> {
    /// The phone holds its seat now.
    Seated,
    /// A newer view arrived.
    View,
    /// An older view arrived late and was dropped.
    Stale,
    /// The phone's action was refused, and why.
    Refused(E),
    /// The host turned the phone away.
    TurnedAway(TurnedAway),
    /// The round trip of a ping, in the phone's clock units.
    Pong(u64),
}

/// A guest's phone at a table of `G`.
#[derive(Clone, Debug)]
pub struct Guest<G: Game> {
    game: GameKind,
    seat: Option<Seat>,
    key: Option<SeatKey>,
    seats: Vec<SeatSetup>,
    view: Option<G::View>,
    step: u64,
    time: Millis,
    waiting: bool,
    /// The number of the phone's last action.
    sent: u32,
}

impl<G> Guest<G>
where
    G: Game,
    G::View: DeserializeOwned,
    G::Error: DeserializeOwned + Serialize,
{
    /// A phone asking to sit at a table of `G` as `name` (with `back`, the key of the seat it
    /// held before a break): the phone and the message that asks.
    pub fn join(name: &str, back: Option<SeatKey>) -> (Self, String) {
        let guest = Guest {
            game: G::KIND,
            seat: None,
            key: back,
            seats: Vec::new(),
            view: None,
            step: 0,
            time: Millis(0),
            waiting: true,
            sent: 0,
        };
        let join = ToHost::<G::Action>::Join {
            game: G::KIND,
            name: name.to_string(),
            back,
        };
        (guest, protocol::write(&join))
    }

    /// The message that asks for the seat back after a break (a new connection).
    pub fn rejoin(&self) -> String {
        protocol::write(&ToHost::<G::Action>::Join {
            game: self.game,
            name: String::new(),
            back: self.key,
        })
    }

    /// The message that plays `action` for the phone's seat.
    pub fn act(&mut self, action: G::Action) -> String {
        self.sent += 1;
        protocol::write(&ToHost::Act {
            n: self.sent,
            action,
        })
    }

    /// A ping stamped with the phone's clock `now`.
    pub fn ping(now: u64) -> String {
        protocol::write(&ToHost::<G::Action>::Ping { sent: now })
    }

    /// Reads `text` from the host at the phone's clock `now`.
    ///
    /// # Errors
    /// [`BadMessage`] when it cannot be read; nothing changes then.
    pub fn receive(&mut self, text: &str, now: u64) -> Result<Heard<G::Error>, BadMessage> {
        Ok(match protocol::read::<ToGuest<G::View, G::Error>>(text)? {
            ToGuest::Seated {
                seat,
                key,
                seats,
                acted,
            } => {
                self.seat = Some(seat);
                self.key = Some(key);
                self.seats = seats;
                // A phone back at its seat goes on from the host's count.
                self.sent = self.sent.max(acted);
                Heard::Seated
            }
            ToGuest::View {
                step,
                time,
                waiting,
                view,
            } => {
                if self.view.is_some() && step < self.step {
                    Heard::Stale
                } else {
                    self.step = step;
                    self.time = time;
                    self.waiting = waiting;
                    self.view = Some(view);
                    Heard::View
                }
            }
            ToGuest::Refused { why, .. } => Heard::Refused(why),
            ToGuest::TurnedAway { why } => Heard::TurnedAway(why),
            ToGuest::Pong { sent } => Heard::Pong(now.saturating_sub(sent)),
        })
    }

    /// The seat the phone holds.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// The key to ask for the seat back.
    pub fn key(&self) -> Option<SeatKey> {
        self.key
    }

    /// Every seat, in play order: its name and who plays it.
    pub fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    /// The name of `seat`.
    pub fn name(&self, seat: Seat) -> &str {
        self.seats.get(seat.index()).map_or("", |s| s.name.as_str())
    }

    /// The seat's latest view.
    pub fn view(&self) -> Option<&G::View> {
        self.view.as_ref()
    }

    /// The host's game time when the latest view was sent.
    pub fn time(&self) -> Millis {
        self.time
    }

    /// Whether the host's table waits for people to go on (its game time stands still): before
    /// the players' "ready", while a round's summary is up, at the end.
    pub fn waiting(&self) -> bool {
        self.waiting
    }
}
