//! The host's side of a table spread over phones: which phone holds which seat, what each
//! phone is sent, and the checks every message from a phone goes through before it reaches
//! the game.
//!
//! The host's phone runs the one [`Session`]; a phone is one more way to deliver a seat's
//! actions and to show a seat's view. A phone is sent only its own seat's view: never the
//! game, never another seat's. An action carries no seat: it plays for the seat the sending
//! phone holds, stamped with the host's game time when it arrived, so races (a Swaks jump-in,
//! a Twin It! claim) are decided by arrival at the host. Everything refused (a malformed,
//! replayed or out-of-turn message, an action from a phone with no seat) is logged and never
//! applied.

use super::protocol::{self, BadMessage, SeatKey, ToGuest, ToHost, ToWatcher, TurnedAway};
use crate::session::{Session, SessionGame};
use serde::Serialize;
use tablee_rules::{GameRng, Millis, Seat, Seed};

/// The most watchers a table takes at once ([`ToHost::Watch`]).
pub const MAX_WATCHERS: usize = 16;

/// A connection to one phone, numbered by the host's transport.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub struct PeerId(pub u32);

/// A text to send to one phone.
pub type Outgoing = (PeerId, String);

/// A seat offered to phones, and the phone holding it.
#[derive(Clone, Debug, PartialEq)]
struct PhoneSeat {
    seat: Seat,
    /// Set once a phone took the seat; kept through a break so the phone can come back.
    key: Option<SeatKey>,
    /// The connection now, while the phone is there.
    peer: Option<PeerId>,
    /// The number of the last action applied for this seat: a phone that comes back is told it
    /// and numbers its next action after it.
    acted: u32,
    /// The connection invited to this seat, before it asked.
    invited: Option<PeerId>,
}

/// What the host remembers of a seat across a reload of its page: the seat, the key of the
/// phone that took it and the number of that phone's last action. Connections are not
/// remembered: after a reload every phone is away until it comes back with its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct RememberedSeat {
    /// The seat offered to phones.
    pub seat: Seat,
    /// The key of the phone that took it, if one did.
    pub key: Option<SeatKey>,
    /// The number of the last action applied for it.
    pub acted: u32,
}

/// Why a message from a phone was not applied, as logged.
#[derive(Clone, Debug, PartialEq)]
pub enum Dropped<E> {
    /// It could not be read.
    Bad(BadMessage),
    /// It asked for an action, but the phone holds no seat.
    NoSeat,
    /// An action numbered at or below one already applied (received twice).
    Replayed {
        /// The number received.
        n: u32,
        /// The last number applied.
        last: u32,
    },
    /// The rules refused the action (out of turn, stale, illegal).
    Refused(E),
    /// The phone was turned away.
    TurnedAway(TurnedAway),
}

/// One line of the host's log of what it did not apply.
#[derive(Clone, Debug, PartialEq)]
pub struct Logged<E> {
    /// The phone that sent it.
    pub from: PeerId,
    /// What happened to it.
    pub dropped: Dropped<E>,
}

/// The host's table of phones.
#[derive(Clone, Debug)]
pub struct Host<G: SessionGame> {
    seats: Vec<PhoneSeat>,
    /// Counts the changes sent, so a phone drops a view that arrives late.
    step: u64,
    /// The length of the match's record when views were last sent (actions, time passed).
    sent_at: (usize, usize, bool),
    /// Draws the seat keys.
    keys: GameRng,
    /// What was not applied, oldest first.
    log: Vec<Logged<G::Error>>,
    /// The phones watching: sent the public view only, never a seat's.
    watchers: Vec<PeerId>,
    /// What each connection was invited for: the one thing its link may ask.
    invitations: Vec<(PeerId, Invitation)>,
}

/// What an invitation is for. The host binds each link to the invitation it was made for: a
/// seat's link can take that seat (or the seat its key opens) and never watch; a watcher's can
/// only watch, so a watcher's code can never be turned into a seat with its hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invitation {
    /// To play this seat.
    Seat(Seat),
    /// To watch: the public view only.
    Watch,
}

impl<G> Host<G>
where
    G: SessionGame,
    G::View: Serialize,
    G::Error: Serialize,
{
    /// A host offering `seats` to phones, drawing seat keys from `key_seed` (the caller's
    /// secure random number: a key is what lets a phone take a seat back).
    pub fn new(seats: impl IntoIterator<Item = Seat>, key_seed: Seed) -> Self {
        Self::remembering(
            seats.into_iter().map(|seat| RememberedSeat {
                seat,
                key: None,
                acted: 0,
            }),
            key_seed,
        )
    }

    /// A host that takes up `seats` as [`Host::remembered`] gave them before a reload: every
    /// phone that held one is away, and gets it back with its key.
    pub fn remembering(seats: impl IntoIterator<Item = RememberedSeat>, key_seed: Seed) -> Self {
        Host {
            seats: seats
                .into_iter()
                .map(|s| PhoneSeat {
                    seat: s.seat,
                    key: s.key,
                    peer: None,
                    acted: s.acted,
                    invited: None,
                })
                .collect(),
            step: 0,
            sent_at: (0, 0, false),
            keys: GameRng::from_seed(key_seed),
            log: Vec::new(),
            watchers: Vec::new(),
            invitations: Vec::new(),
        }
    }

    /// What to keep across a reload of the host's page (see [`Host::remembering`]).
    pub fn remembered(&self) -> Vec<RememberedSeat> {
        self.seats
            .iter()
            .map(|s| RememberedSeat {
                seat: s.seat,
                key: s.key,
                acted: s.acted,
            })
            .collect()
    }

    /// The seat the phone on `peer` holds.
    pub fn seat_of(&self, peer: PeerId) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.peer == Some(peer))
            .map(|s| s.seat)
    }

    /// Whether a phone is connected for `seat` now.
    pub fn is_connected(&self, seat: Seat) -> bool {
        self.seats
            .iter()
            .any(|s| s.seat == seat && s.peer.is_some())
    }

    /// The seats offered to phones.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats.iter().map(|s| s.seat)
    }

    /// The seats a phone has taken (connected now or away for a moment): this device no longer
    /// shows their hands.
    pub fn taken(&self) -> Vec<Seat> {
        self.seats
            .iter()
            .filter(|s| s.key.is_some())
            .map(|s| s.seat)
            .collect()
    }

    /// Binds the link on `peer` to `invitation`: a seat's keeps that seat for the phone that
    /// will come on it (when it asks with no key, it gets this seat); a watcher's lets it watch
    /// and nothing else. A link nobody invited is turned away.
    pub fn invite(&mut self, peer: PeerId, invitation: Invitation) {
        for place in &mut self.seats {
            if Invitation::Seat(place.seat) == invitation {
                place.invited = Some(peer);
            } else if place.invited == Some(peer) {
                place.invited = None;
            }
        }
        self.invitations.retain(|(p, _)| *p != peer);
        self.invitations.push((peer, invitation));
    }

    /// What the link on `peer` was invited for.
    pub fn invitation(&self, peer: PeerId) -> Option<Invitation> {
        self.invitations
            .iter()
            .find(|(p, _)| *p == peer)
            .map(|(_, i)| *i)
    }

    /// How many phones watch the table now.
    pub fn watchers(&self) -> usize {
        self.watchers.len()
    }

    /// Whether the phone on `peer` watches the table.
    pub fn is_watching(&self, peer: PeerId) -> bool {
        self.watchers.contains(&peer)
    }

    /// What was not applied, oldest first.
    pub fn log(&self) -> &[Logged<G::Error>] {
        &self.log
    }

    /// The phone on `peer` is gone (locked, left, out of range): its seat waits for it, and it
    /// gets the seat back with its key. A watcher simply stops watching.
    pub fn gone(&mut self, peer: PeerId) {
        self.leave(peer);
        self.invitations.retain(|(p, _)| *p != peer);
    }

    /// The connection on `peer` leaves its seat, or stops watching; its invitation stands.
    fn leave(&mut self, peer: PeerId) {
        for seat in self.seats.iter_mut().filter(|s| s.peer == Some(peer)) {
            seat.peer = None;
        }
        self.watchers.retain(|&w| w != peer);
    }

    /// `text` arrived from the phone on `peer` at game time `at`: it is read, checked and, if
    /// good, played on `session`. Returns what to send, to that phone and, after a change, the
    /// new view to every phone.
    pub fn receive(
        &mut self,
        session: &mut Session<G>,
        from: PeerId,
        text: &str,
        at: Millis,
    ) -> Vec<Outgoing> {
        let message = match protocol::read::<ToHost<G::Action>>(text) {
            Ok(message) => message,
            // Another build: told so (in a message it reads as another version's).
            Err(BadMessage::Version(theirs)) => {
                self.log_dropped(from, Dropped::Bad(BadMessage::Version(theirs)));
                let why = TurnedAway::Version {
                    host: protocol::PROTOCOL,
                };
                return vec![(from, write::<G>(&ToGuest::TurnedAway { why }))];
            }
            Err(bad) => {
                self.log_dropped(from, Dropped::Bad(bad));
                return Vec::new();
            }
        };
        match message {
            ToHost::Join {
                game,
                name: _,
                back,
            } => self.join(session, from, game, back),
            ToHost::Act { n, action } => self.act(session, from, n, action, at),
            ToHost::Watch { game } => self.watch(session, from, game),
            ToHost::Ping { sent } if self.is_watching(from) => {
                vec![(
                    from,
                    protocol::write(&ToWatcher::<G::Public>::Pong { sent }),
                )]
            }
            ToHost::Ping { sent } => vec![(from, write::<G>(&ToGuest::Pong { sent }))],
        }
    }

    /// The game changed on the host's side (its own move, a bot's, time passing): every phone
    /// gets its seat's new view, every watcher the new public view.
    pub fn changed(&mut self, session: &Session<G>) -> Vec<Outgoing> {
        self.step += 1;
        self.sent_at = progress(session);
        let mut out: Vec<Outgoing> = self
            .seats
            .iter()
            .filter_map(|s| s.peer.map(|peer| (peer, s.seat)))
            .map(|(peer, seat)| (peer, self.view(session, seat)))
            .collect();
        if !self.watchers.is_empty() {
            let table = self.public(session);
            out.extend(self.watchers.iter().map(|&peer| (peer, table.clone())));
        }
        out
    }

    /// [`Host::changed`], only if the match's record grew since views were last sent (an
    /// action from this device or a bot, time let pass): what a table calls after every change
    /// of its session, however it came.
    pub fn catch_up(&mut self, session: &Session<G>) -> Vec<Outgoing> {
        if progress(session) == self.sent_at {
            Vec::new()
        } else {
            self.changed(session)
        }
    }

    fn join(
        &mut self,
        session: &Session<G>,
        from: PeerId,
        game: tablee_rules::GameKind,
        back: Option<SeatKey>,
    ) -> Vec<Outgoing> {
        if game != G::KIND {
            return self.turn_away(from, TurnedAway::OtherGame { playing: G::KIND });
        }
        let invited = match self.invitation(from) {
            Some(Invitation::Seat(seat)) => seat,
            Some(Invitation::Watch) => return self.turn_away(from, TurnedAway::WatchOnly),
            None => return self.turn_away(from, TurnedAway::NotInvited),
        };
        let Some(index) = self.seat_for(from, invited, back) else {
            return self.turn_away(from, TurnedAway::Full);
        };
        // The connection leaves any seat it held before (a phone changing seats).
        self.leave(from);
        let place = &mut self.seats[index];
        // A phone that comes without the seat's key (another phone, invited by the host to
        // the seat whose phone is away) gets a new key: the old one no longer opens the seat.
        let key = match (place.key, back) {
            (Some(key), Some(asked)) if key == asked => key,
            _ => SeatKey(self.keys.next_u64()),
        };
        place.key = Some(key);
        place.peer = Some(from);
        place.invited = None;
        let (seat, acted) = (place.seat, place.acted);
        let seats = session.setup.seats.clone();
        let seated = ToGuest::<G::View, G::Error>::Seated {
            seat,
            key,
            seats,
            acted,
        };
        vec![
            (from, write::<G>(&seated)),
            (from, self.view(session, seat)),
        ]
    }

    /// The phone on `from` asks to watch: it gets the names and the public view, unless the
    /// table plays another game or has [`MAX_WATCHERS`] watchers already. A phone holding a
    /// seat that asks to watch leaves its seat (it waits for a phone with its key).
    fn watch(
        &mut self,
        session: &Session<G>,
        from: PeerId,
        game: tablee_rules::GameKind,
    ) -> Vec<Outgoing> {
        let refuse = |host: &mut Self, why: TurnedAway| {
            host.log_dropped(from, Dropped::TurnedAway(why));
            let message = ToWatcher::<G::Public>::TurnedAway { why };
            vec![(from, protocol::write(&message))]
        };
        if game != G::KIND {
            return refuse(self, TurnedAway::OtherGame { playing: G::KIND });
        }
        match self.invitation(from) {
            Some(Invitation::Watch) => {}
            Some(Invitation::Seat(_)) => return refuse(self, TurnedAway::SeatOnly),
            None => return refuse(self, TurnedAway::NotInvited),
        }
        if !self.is_watching(from) {
            if self.watchers.len() >= MAX_WATCHERS {
                return refuse(self, TurnedAway::Full);
            }
            self.watchers.push(from);
        }
        let watching = ToWatcher::<G::Public>::Watching {
            seats: session.setup.seats.clone(),
        };
        vec![
            (from, protocol::write(&watching)),
            (from, self.public(session)),
        ]
    }

    /// The seat a phone on `from`, invited to `invited`, asking with `back` gets, in this
    /// order: the seat its key opens (it comes back after a break: the key proves the seat is
    /// its own); the seat it holds already (it asks again, to be sent its view after the screen
    /// slept); the seat it was invited to, unless that seat's phone is here (a seat whose phone
    /// is away can be given to another phone, as the host chose to invite it again). Never
    /// another seat: an invitation owns one seat. A key that opens no seat (an older table's,
    /// remembered by the phone) counts as no key.
    fn seat_for(&self, from: PeerId, invited: Seat, back: Option<SeatKey>) -> Option<usize> {
        let seats = &self.seats;
        back.and_then(|key| seats.iter().position(|s| s.key == Some(key)))
            .or_else(|| seats.iter().position(|s| s.peer == Some(from)))
            .or_else(|| {
                seats
                    .iter()
                    .position(|s| s.seat == invited && s.peer.is_none())
            })
    }

    fn act(
        &mut self,
        session: &mut Session<G>,
        from: PeerId,
        n: u32,
        action: G::Action,
        at: Millis,
    ) -> Vec<Outgoing> {
        let Some(index) = self.seats.iter().position(|s| s.peer == Some(from)) else {
            self.log_dropped(from, Dropped::NoSeat);
            return Vec::new();
        };
        let (seat, last) = (self.seats[index].seat, self.seats[index].acted);
        if n <= last {
            self.log_dropped(from, Dropped::Replayed { n, last });
            return Vec::new();
        }
        // The number is used whatever the rules say, so the same message cannot come again.
        self.seats[index].acted = n;
        match session.act(seat, action, at) {
            Ok(()) => self.changed(session),
            Err(why) => {
                self.log_dropped(from, Dropped::Refused(why.clone()));
                // What bots had due before it was played: every phone sees where it stands.
                let mut out = vec![(from, write::<G>(&ToGuest::Refused { n, why }))];
                out.extend(self.changed(session));
                out
            }
        }
    }

    fn view(&self, session: &Session<G>, seat: Seat) -> String {
        write::<G>(&ToGuest::<G::View, G::Error>::View {
            step: self.step,
            time: session.time(),
            waiting: session.waits_for_people(),
            view: session.game().view(seat),
        })
    }

    /// The public view as sent to a watcher.
    fn public(&self, session: &Session<G>) -> String {
        protocol::write(&ToWatcher::Table {
            step: self.step,
            time: session.time(),
            waiting: session.waits_for_people(),
            public: session.game().public_view(),
        })
    }

    fn turn_away(&mut self, from: PeerId, why: TurnedAway) -> Vec<Outgoing> {
        self.log_dropped(from, Dropped::TurnedAway(why));
        vec![(from, write::<G>(&ToGuest::TurnedAway { why }))]
    }

    fn log_dropped(&mut self, from: PeerId, dropped: Dropped<G::Error>) {
        self.log.push(Logged { from, dropped });
    }
}

/// How far `session` has come: its record's actions and the moments time was let pass, and
/// whether it waits for people (the players' "ready", a round's summary closed).
fn progress<G: SessionGame>(session: &Session<G>) -> (usize, usize, bool) {
    let history = session.history();
    (
        history.actions().len(),
        history.advances().len(),
        session.waits_for_people(),
    )
}

/// A message to a phone as sent.
fn write<G: SessionGame>(message: &ToGuest<G::View, G::Error>) -> String
where
    G::View: Serialize,
    G::Error: Serialize,
{
    protocol::write(message)
}
