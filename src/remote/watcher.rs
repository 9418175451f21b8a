//! A watcher's side of a table spread over phones: what a phone that holds no seat knows of
//! the game (the names and the latest public view) and the messages it sends. The host sends
//! it the public view only ([`ToWatcher`]), so no hand ever reaches it.

use super::protocol::{self, BadMessage, ToHost, ToWatcher, TurnedAway};
use crate::setup::SeatSetup;
use serde::de::DeserializeOwned;
use tablee_rules::{Game, Millis};

/// What a watcher's phone heard from the host, told to its screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Seen {
    /// The phone watches the table now.
    Watching,
    /// A newer public view arrived.
    Table,
    /// An older public view arrived late and was dropped.
    Stale,
    /// The host turned the phone away.
    TurnedAway(TurnedAway),
    /// The round trip of a ping, in the phone's clock units.
    Pong(u64),
}

/// A watcher's phone at a table of `G`.
#[derive(Clone, Debug)]
pub struct Watcher<G: Game> {
    seats: Vec<SeatSetup>,
    public: Option<G::Public>,
    step: u64,
    time: Millis,
    waiting: bool,
}

impl<G: Game> Default for Watcher<G> {
    fn default() -> Self {
        Watcher {
            seats: Vec::new(),
            public: None,
            step: 0,
            time: Millis(0),
            waiting: true,
        }
    }
}

impl<G: Game> Watcher<G> {
    /// A phone asking to watch a table of `G`: the phone and the message that asks (sent again
    /// after a break, on a new connection).
    pub fn ask() -> (Self, String) {
        (Self::default(), Self::asking())
    }

    /// The message that asks to watch.
    pub fn asking() -> String {
        protocol::write(&ToHost::<G::Action>::Watch { game: G::KIND })
    }

    /// A ping stamped with the phone's clock `now`.
    pub fn ping(now: u64) -> String {
        protocol::write(&ToHost::<G::Action>::Ping { sent: now })
    }

    /// Reads `text` from the host at the phone's clock `now`.
    ///
    /// # Errors
    /// [`BadMessage`] when it cannot be read (a guest's message, which would name a seat's view,
    /// included); nothing changes then.
    pub fn receive(&mut self, text: &str, now: u64) -> Result<Seen, BadMessage>
    where
        G::Public: DeserializeOwned,
    {
        Ok(match protocol::read::<ToWatcher<G::Public>>(text)? {
            ToWatcher::Watching { seats } => {
                self.seats = seats;
                Seen::Watching
            }
            ToWatcher::Table {
                step,
                time,
                waiting,
                public,
            } => {
                if self.public.is_some() && step < self.step {
                    Seen::Stale
                } else {
                    self.step = step;
                    self.time = time;
                    self.waiting = waiting;
                    self.public = Some(public);
                    Seen::Table
                }
            }
            ToWatcher::TurnedAway { why } => Seen::TurnedAway(why),
            ToWatcher::Pong { sent } => Seen::Pong(now.saturating_sub(sent)),
        })
    }

    /// Every seat, in play order: its name and who plays it.
    pub fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    /// The latest public view.
    pub fn public(&self) -> Option<&G::Public> {
        self.public.as_ref()
    }

    /// The host's game time when the latest public view was sent.
    pub fn time(&self) -> Millis {
        self.time
    }

    /// Whether the host's table waits for people to go on (its game time stands still).
    pub fn waiting(&self) -> bool {
        self.waiting
    }
}
