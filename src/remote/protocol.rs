//! What the phones at one table say to each other: a guest's phone asks for a seat, plays its
//! seat's actions and checks the line; the host's phone seats it, sends it its seat's view
//! after every change and tells it why an action was refused.
//!
//! Every message travels as JSON text in an envelope that names the protocol's version, so a
//! phone running another build is told so in words rather than misread. Reading is checked:
//! text too long, not JSON, of another version or of the wrong shape is a [`BadMessage`],
//! never a panic.

use crate::setup::SeatSetup;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tablee_rules::{GameKind, Millis, Seat};

/// The protocol's version. A phone speaking another is turned away with
/// [`TurnedAway::Version`], which it reads as another version's message.
pub const PROTOCOL: u16 = 5;

/// The longest message read, in bytes: a view of the largest table is a few kilobytes.
pub const MAX_MESSAGE: usize = 64 * 1024;

/// Lets a phone take its seat back after it locked or lost the network. The host draws it
/// when it seats the phone; only that phone is told it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatKey(pub u64);

/// What a guest's phone sends the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ToHost<A> {
    /// Asks for a seat at a table of `game`, as `name`; or for its seat back with `back`.
    Join {
        /// The game the phone expects (from the pairing code).
        game: GameKind,
        /// The name the person goes by.
        name: String,
        /// The key of the seat held before a break.
        back: Option<SeatKey>,
    },
    /// Plays `action` for the phone's seat. `n` counts the phone's actions from 1, so an action
    /// received twice is refused the second time.
    Act {
        /// The action's number.
        n: u32,
        /// What the seat does.
        action: A,
    },
    /// Asks to watch the table of `game`: no seat, the public view only ([`ToWatcher`]).
    Watch {
        /// The game the phone expects (from the pairing code).
        game: GameKind,
    },
    /// Asks for a [`ToGuest::Pong`], to measure the round trip.
    Ping {
        /// The sender's clock when sent, returned as it is.
        sent: u64,
    },
}

/// What the host sends a guest's phone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ToGuest<V, E> {
    /// The phone holds `seat` now.
    Seated {
        /// The seat.
        seat: Seat,
        /// The key to ask for it back.
        key: SeatKey,
        /// Every seat, in play order: its name and who plays it.
        seats: Vec<SeatSetup>,
        /// The number of the seat's last action the host applied: the phone numbers its next
        /// action after it, so a phone that comes back goes on counting (version 3).
        acted: u32,
    },
    /// The game as the phone's seat sees it after change number `step`, at game time `time`.
    View {
        /// Counts the host's changes: an older view arriving late is dropped.
        step: u64,
        /// The host's game time when it was sent (countdowns run on from it).
        time: Millis,
        /// Whether the host's table waits for people to go on (before the start, a round's
        /// summary, the end): its game time stands still until then (version 2).
        waiting: bool,
        /// What the seat may see, and nothing more.
        view: V,
    },
    /// Action number `n` was not played, and why.
    Refused {
        /// The action's number.
        n: u32,
        /// The rules' reason.
        why: E,
    },
    /// The phone gets no seat.
    TurnedAway {
        /// Why.
        why: TurnedAway,
    },
    /// The answer to a [`ToHost::Ping`].
    Pong {
        /// The ping's own clock value.
        sent: u64,
    },
}

/// What the host sends a watcher's phone: never a hand, never a seat's view; the public view
/// ([`tablee_rules::Game::Public`]) only. A refusal and a pong read the same as a guest's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ToWatcher<P> {
    /// The phone watches the table now.
    Watching {
        /// Every seat, in play order: its name and who plays it.
        seats: Vec<SeatSetup>,
    },
    /// The table as anyone sees it after change number `step`, at game time `time`.
    Table {
        /// Counts the host's changes: an older table arriving late is dropped.
        step: u64,
        /// The host's game time when it was sent.
        time: Millis,
        /// Whether the host's table waits for people to go on.
        waiting: bool,
        /// The public view.
        public: P,
    },
    /// The phone may not watch.
    TurnedAway {
        /// Why.
        why: TurnedAway,
    },
    /// The answer to a [`ToHost::Ping`].
    Pong {
        /// The ping's own clock value.
        sent: u64,
    },
}

/// Why a phone gets no seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum TurnedAway {
    /// The phone speaks another version of the protocol (another build of Tablée).
    Version {
        /// The host's version.
        host: u16,
    },
    /// The host's table plays another game.
    OtherGame {
        /// The game at the host's table.
        playing: GameKind,
    },
    /// Every seat for a phone is taken, and none was invited for this phone; or, to a
    /// watcher, the table has as many watchers as it takes.
    Full,
    /// The phone asked for a seat on a watcher's invitation: it may only watch (version 5).
    WatchOnly,
    /// The phone asked to watch on a seat's invitation: it may only take that seat (version 5).
    SeatOnly,
    /// The host invited nobody on this link (version 5).
    NotInvited,
}

/// Why a message could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadMessage {
    /// Longer than [`MAX_MESSAGE`] bytes.
    TooLong(usize),
    /// Not a JSON envelope with a version.
    NotAnEnvelope(String),
    /// Written by another version of the protocol.
    Version(u16),
    /// A known version, but not a message of this kind: the reader's words.
    Shape(String),
}

impl std::fmt::Display for BadMessage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BadMessage::TooLong(n) => write!(f, "message of {n} bytes, over {MAX_MESSAGE}"),
            BadMessage::NotAnEnvelope(e) => write!(f, "not a message: {e}"),
            BadMessage::Version(v) => write!(f, "protocol {v}, this phone speaks {PROTOCOL}"),
            BadMessage::Shape(e) => write!(f, "unreadable message: {e}"),
        }
    }
}

impl std::error::Error for BadMessage {}

/// The envelope every message travels in.
#[derive(Serialize, Deserialize)]
struct Envelope<M> {
    /// The protocol's version.
    v: u16,
    /// The message.
    m: M,
}

/// The envelope's version alone, read before the message.
#[derive(Deserialize)]
struct Version {
    v: u16,
}

/// `message` as the text sent.
pub fn write<M: Serialize>(message: &M) -> String {
    let envelope = Envelope {
        v: PROTOCOL,
        m: message,
    };
    // A message is made of plain data (no maps with non-string keys): it always serialises.
    serde_json::to_string(&envelope).unwrap_or_default()
}

/// The message in `text`.
///
/// # Errors
/// [`BadMessage`] when the text is too long, not an envelope, of another version or of
/// another shape.
pub fn read<M: DeserializeOwned>(text: &str) -> Result<M, BadMessage> {
    if text.len() > MAX_MESSAGE {
        return Err(BadMessage::TooLong(text.len()));
    }
    let version: Version =
        serde_json::from_str(text).map_err(|e| BadMessage::NotAnEnvelope(e.to_string()))?;
    if version.v != PROTOCOL {
        return Err(BadMessage::Version(version.v));
    }
    serde_json::from_str::<Envelope<M>>(text)
        .map(|e| e.m)
        .map_err(|e| BadMessage::Shape(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::tweak::{Action, TweakError, View};

    type Guest = ToGuest<View, TweakError>;

    #[test]
    fn messages_round_trip() {
        let sent: Vec<ToHost<Action>> = vec![
            ToHost::Join {
                game: GameKind::Tweak,
                name: "Léa".into(),
                back: Some(SeatKey(u64::MAX)),
            },
            ToHost::Act {
                n: 3,
                action: Action::PlayBomb,
            },
            ToHost::Ping { sent: 12 },
            ToHost::Watch {
                game: GameKind::Swaks,
            },
        ];
        for message in sent {
            assert_eq!(read::<ToHost<Action>>(&write(&message)), Ok(message));
        }
        let refused: Guest = ToGuest::Refused {
            n: 2,
            why: TweakError::GameOver,
        };
        assert_eq!(read::<Guest>(&write(&refused)), Ok(refused));
    }

    #[test]
    fn bad_text_is_an_error_never_a_panic() {
        let long = "x".repeat(MAX_MESSAGE + 1);
        assert_eq!(read::<Guest>(&long), Err(BadMessage::TooLong(long.len())));
        for text in [
            "",
            "[]",
            "{}",
            "null",
            "{\"v\":\"1\"}",
            "{\"m\":{}}",
            "\u{0}",
        ] {
            assert!(
                matches!(read::<Guest>(text), Err(BadMessage::NotAnEnvelope(_))),
                "{text:?}"
            );
        }
        let next = PROTOCOL + 1;
        assert_eq!(
            read::<Guest>(&format!(r#"{{"v":{next},"m":{{"t":"pong","sent":1}}}}"#)),
            Err(BadMessage::Version(next))
        );
        for text in [
            r#"{"v":1}"#,
            r#"{"v":1,"m":{"t":"pong"}}"#,
            r#"{"v":1,"m":{"t":"explode"}}"#,
            r#"{"v":1,"m":{"t":"refused","n":-1,"why":"GameOver"}}"#,
        ] {
            let text = text.replace(r#"{"v":1"#, &format!(r#"{{"v":{PROTOCOL}"#));
            assert!(
                matches!(read::<Guest>(&text), Err(BadMessage::Shape(_))),
                "{text}"
            );
        }
        // Every cut of a good message is refused in words.
        let good = write(&ToHost::Act {
            n: 1,
            action: Action::PlayShifter,
        });
        for end in 0..good.len() {
            assert!(read::<ToHost<Action>>(&good[..end]).is_err());
        }
    }
}
