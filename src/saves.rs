//! Saved games: the versioned envelope every game in progress is stored in, and the record of
//! how the game was played that it holds.
//!
//! # The envelope
//!
//! A save is JSON: `{"schema": 2, "kind": "Tuefteln", "id": "...", "summary": {...}, "data": {...}}`.
//! `schema` is the envelope's format ([`SCHEMA_VERSION`]); `summary` is what the home screen shows
//! without reading the game. Reading never panics: damaged data, a save from a newer version of
//! the app and a save of a game this version does not know each give their own [`SaveError`], so
//! the home screen can explain it and offer the raw data for export, while every other save
//! keeps working.
//!
//! # The data: a record, not the engine's state
//!
//! Since schema 2, `data` is each game's *record*: what the game is built from, never the rules
//! engine's private state (its rounds' internals, its generator), so that renaming a private
//! field in the engine does not turn saves into "damaged" ones:
//!
//! ```json
//! {"version": 1, "setup": {"seats": [...], "options": {...}}, "seed": 42,
//!  "actions": [{"seat": 0, "action": {...}}, {"seat": 1, "action": {...}, "at": 1200}]}
//! ```
//!
//! - `version` is the game's own record version (each game's session module has its
//!   `RECORD_VERSION`), so one game's format can change without touching the others'. A record
//!   newer than this app reads is refused with [`Damage::NewerRecord`].
//! - `setup` and `seed` start the game with [`Game::new`]; `actions` are every [`Played`]
//!   action in order (its `at` is left out when 0). Reading replays them and checks that each is
//!   accepted: the rules are deterministic (the contract proves replays exact), so the game
//!   comes back as it was. A refused action gives [`Damage::Refused`] with its index.
//! - A game adds its own app fields (TWEAK: `acknowledged_round`).
//!
//! What a record depends on is the public part of the rules: the options, the actions' serde
//! form, and that the same seed and actions give the same game. A change to the rules that
//! alters how a seed deals or rolls must bump the game's record version (and keep a reader).
//!
//! # Saves from schema 1
//!
//! Schema 1 stored the session whole: `data` was `{"setup": ..., "game": <engine state>, ...}`,
//! with no list of actions, so its game cannot be rebuilt by replaying. Such a save opens with
//! its state as it was (read with the engine's serde form of today), and the actions played from
//! then on are logged on top of it: its record carries that state as an optional `base`
//! snapshot, and replaying starts from `base` instead of [`Game::new`]. Only games begun before
//! schema 2 carry a `base`; they keep depending on the engine's serde form (exactly as before),
//! and every game begun since does not. The data's shape tells them apart: a record has
//! `version`, a schema-1 session has `game` and no `version`.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::cell::RefCell;
use tablee_rules::{Game, GameKind, Millis, Seat, Seed};

/// The save format this version writes and the newest it can read (1: the whole session; 2:
/// each game's record, see the module docs).
pub const SCHEMA_VERSION: u32 = 2;

/// What the home screen shows of a game in progress without reading the whole state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// Where the game stands, e.g. the round number.
    pub round: u32,
    /// Milliseconds since the Unix epoch of the last move, for ordering.
    pub updated: u64,
    /// Whether the game is over (its end screen can still be reopened).
    #[serde(default)]
    pub finished: bool,
}

/// A stored game in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Save<T> {
    /// The format version.
    pub schema: u32,
    /// Which game.
    pub kind: GameKind,
    /// The save's identifier, also its URL.
    pub id: String,
    /// A short summary for the home screen.
    pub summary: Summary,
    /// The game's session, stored as its record (see the module docs).
    pub data: T,
}

/// Why a save could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// This version cannot read the save's data: the text is damaged, truncated or edited by
    /// hand, or the game's record does not replay or is newer; [`Damage`] says which.
    Corrupt(Damage),
    /// The save's envelope comes from a newer version of the app.
    NewerSchema {
        /// The version found in the save.
        found: u32,
    },
    /// The save names a game this version does not know.
    UnknownGame,
}

/// What exactly could not be read in a save's data (the detail of [`SaveError::Corrupt`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// The text is not JSON of a save, or a field does not fit (the parser's message).
    Malformed(String),
    /// The game's record has a version this app does not read: a newer app wrote it.
    NewerRecord {
        /// The record version found.
        found: u32,
        /// The newest record version of this game this app reads.
        supported: u32,
    },
    /// The record's set-up cannot start a game (for example a seat count the game does not
    /// take).
    Setup(String),
    /// Replaying the record failed: the rules refused one of its actions.
    Refused {
        /// The action's position in the record's list, from 0.
        index: usize,
        /// The rules' reason.
        why: String,
    },
}

impl std::fmt::Display for Damage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Damage::Malformed(why) => write!(f, "{why}"),
            Damage::NewerRecord { found, supported } => write!(
                f,
                "the game's record is version {found}, newer than {supported}: \
                 a newer version of the app saved it"
            ),
            Damage::Setup(why) => write!(f, "the game cannot be set up: {why}"),
            Damage::Refused { index, why } => {
                write!(f, "action {index} of the record is refused: {why}")
            }
        }
    }
}

impl std::error::Error for Damage {}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Corrupt(damage @ Damage::NewerRecord { .. }) => write!(f, "{damage}"),
            SaveError::Corrupt(damage) => write!(f, "damaged save: {damage}"),
            SaveError::NewerSchema { found } => {
                write!(f, "save format {found} is newer than {SCHEMA_VERSION}")
            }
            SaveError::UnknownGame => write!(f, "save of an unknown game"),
        }
    }
}

impl std::error::Error for SaveError {}

/// One action as it was played: who, what, and when (the caller's clock, as given to
/// [`Game::play`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played<A> {
    /// The seat that acted.
    pub seat: Seat,
    /// What it did.
    pub action: A,
    /// When; left out of the JSON when 0 (turn-based play today passes 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub at: Millis,
}

fn is_zero(at: &Millis) -> bool {
    at.0 == 0
}

/// Everything played in a game, in order: what a session keeps beside its live state so it can
/// be saved as a record and rebuilt by replaying.
///
/// `base` is the state the actions continue from: `None` for every game begun since schema 2
/// (they start at [`Game::new`]); a schema-1 game keeps its old state here (see the module docs).
#[derive(Clone, Debug, PartialEq)]
pub struct History<G: Game> {
    base: Option<G>,
    actions: Vec<Played<G::Action>>,
}

impl<G: Game> Default for History<G> {
    fn default() -> Self {
        History {
            base: None,
            actions: Vec::new(),
        }
    }
}

impl<G: Game> History<G> {
    /// The state the actions continue from, when it is not the game's start.
    pub fn base(&self) -> Option<&G> {
        self.base.as_ref()
    }

    /// Every action played, in order.
    pub fn actions(&self) -> &[Played<G::Action>] {
        &self.actions
    }

    /// Plays `action` for `seat` at `at` on `game` and, when the rules accept it, logs it.
    ///
    /// # Errors
    /// The rules' error; then neither `game` nor the history changes.
    pub fn play(
        &mut self,
        game: &mut G,
        seat: Seat,
        action: G::Action,
        at: Millis,
    ) -> Result<(), G::Error> {
        game.play(seat, action.clone(), at)?;
        self.actions.push(Played { seat, action, at });
        Ok(())
    }

    /// Rebuilds a game from a record: starts it from `base`, or else from `options`, `seats` and
    /// `seed`, and replays `actions`, checking that the rules accept each one.
    ///
    /// # Errors
    /// [`Damage::Setup`] when the game cannot start or `base` has not `seats` seats,
    /// [`Damage::Refused`] with the index of the first refused action. The error is also noted
    /// for [`read`] (see [`Damage::noted`]).
    pub fn replay(
        options: &G::Options,
        seats: usize,
        seed: Seed,
        base: Option<G>,
        actions: Vec<Played<G::Action>>,
    ) -> Result<(G, Self), Damage> {
        let mut game = match &base {
            Some(state) if state.seat_count() != seats => {
                let why = format!("{seats} seats for a game of {}", state.seat_count());
                return Err(Damage::Setup(why).noted());
            }
            Some(state) => state.clone(),
            None => {
                G::new(options, seats, seed).map_err(|e| Damage::Setup(e.to_string()).noted())?
            }
        };
        for (index, played) in actions.iter().enumerate() {
            game.play(played.seat, played.action.clone(), played.at)
                .map_err(|e| {
                    Damage::Refused {
                        index,
                        why: e.to_string(),
                    }
                    .noted()
                })?;
        }
        Ok((game, History { base, actions }))
    }
}

/// Checks a game's record version against the newest this app reads (`supported`).
///
/// # Errors
/// [`Damage::NewerRecord`] when `found` is newer (also noted for [`read`]).
pub fn check_record_version(found: u32, supported: u32) -> Result<(), Damage> {
    if found > supported {
        Err(Damage::NewerRecord { found, supported }.noted())
    } else {
        Ok(())
    }
}

thread_local! {
    /// The last [`Damage`] found while rebuilding a record, so that [`read`] can give it typed
    /// (serde passes a conversion's error on as text only).
    static NOTED: RefCell<Option<Damage>> = const { RefCell::new(None) };
}

impl Damage {
    /// Notes this damage for the [`read`] under way, which reports it instead of the parser's
    /// text; returns it unchanged. Sessions call it (through [`History::replay`] and
    /// [`check_record_version`]) when their record cannot be rebuilt.
    pub fn noted(self) -> Self {
        NOTED.with(|noted| *noted.borrow_mut() = Some(self.clone()));
        self
    }

    fn take_noted() -> Option<Damage> {
        NOTED.with(|noted| noted.borrow_mut().take())
    }
}

/// The part of a save read first, to decide whether the rest can be read.
#[derive(Deserialize)]
struct Header {
    schema: u32,
    kind: String,
}

/// Reads the header of a save: its game and summary, without its state.
///
/// # Errors
/// [`SaveError`] when the text is damaged, newer than this version, or of an unknown game.
pub fn read_header(raw: &str) -> Result<(GameKind, String, Summary), SaveError> {
    #[derive(Deserialize)]
    struct Head {
        id: String,
        summary: Summary,
    }
    let kind = check_header(raw)?;
    let head: Head = serde_json::from_str(raw).map_err(malformed)?;
    Ok((kind, head.id, head.summary))
}

fn malformed(e: serde_json::Error) -> SaveError {
    SaveError::Corrupt(Damage::Malformed(e.to_string()))
}

fn check_header(raw: &str) -> Result<GameKind, SaveError> {
    let header: Header = serde_json::from_str(raw).map_err(malformed)?;
    if header.schema > SCHEMA_VERSION {
        return Err(SaveError::NewerSchema {
            found: header.schema,
        });
    }
    serde_json::from_value(serde_json::Value::String(header.kind))
        .map_err(|_| SaveError::UnknownGame)
}

/// Reads a whole save whose data is of type `T` (a schema-1 or schema-2 save: each game's
/// session reads both forms of its data).
///
/// # Errors
/// [`SaveError`] as for [`read_header`], and [`SaveError::Corrupt`] when the data does not fit
/// `T`, with the record's [`Damage`] when the game could not be rebuilt from it.
pub fn read<T: DeserializeOwned>(raw: &str) -> Result<Save<T>, SaveError> {
    check_header(raw)?;
    Damage::take_noted();
    let read = serde_json::from_str(raw);
    let noted = Damage::take_noted();
    read.map_err(|e| SaveError::Corrupt(noted.unwrap_or_else(|| Damage::Malformed(e.to_string()))))
}

/// Writes a save as JSON.
pub fn write<T: Serialize>(save: &Save<T>) -> String {
    serde_json::to_string(save).expect("game states serialise")
}

/// A game's stored data in either of its forms, told apart by shape (see the module docs): a
/// record `R` (schema 2) or the whole session `L` of a schema-1 save. Sessions deserialise
/// through it (`#[serde(try_from = "Stored<Record, Schema1>")]`) and turn either into a session.
#[derive(Clone, Debug, PartialEq)]
pub enum Stored<R, L> {
    /// A record: set-up, seed and actions.
    Record(R),
    /// A schema-1 session, with the engine's state.
    Schema1(L),
}

impl<'de, R: DeserializeOwned, L: DeserializeOwned> Deserialize<'de> for Stored<R, L> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let data = serde_json::Value::deserialize(deserializer)?;
        let stored = if data.get("game").is_some() && data.get("version").is_none() {
            serde_json::from_value(data).map(Stored::Schema1)
        } else {
            serde_json::from_value(data).map(Stored::Record)
        };
        stored.map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Save<Vec<u32>> {
        Save {
            schema: SCHEMA_VERSION,
            kind: GameKind::Tuefteln,
            id: "abc".into(),
            summary: Summary {
                players: vec!["Alice".into()],
                round: 3,
                updated: 1,
                finished: false,
            },
            data: vec![1, 2, 3],
        }
    }

    #[test]
    fn round_trip() {
        let raw = write(&sample());
        assert_eq!(read::<Vec<u32>>(&raw), Ok(sample()));
        let (kind, id, summary) = read_header(&raw).unwrap();
        assert_eq!(
            (kind, id.as_str(), summary.round),
            (GameKind::Tuefteln, "abc", 3)
        );
    }

    #[test]
    fn damaged_data_is_an_error_not_a_panic() {
        let raw = write(&sample());
        for cut in [0, 1, raw.len() / 2, raw.len() - 1] {
            assert!(matches!(
                read::<Vec<u32>>(&raw[..cut]),
                Err(SaveError::Corrupt(Damage::Malformed(_)))
            ));
        }
        assert!(matches!(
            read::<Vec<u32>>("null"),
            Err(SaveError::Corrupt(_))
        ));
        let wrong_data = raw.replace("[1,2,3]", "\"x\"");
        assert!(matches!(
            read::<Vec<u32>>(&wrong_data),
            Err(SaveError::Corrupt(Damage::Malformed(_)))
        ));
    }

    #[test]
    fn newer_schema_is_refused_before_reading_data() {
        let raw =
            write(&sample()).replace(&format!("\"schema\":{SCHEMA_VERSION}"), "\"schema\":99");
        assert_eq!(
            read::<Vec<u32>>(&raw),
            Err(SaveError::NewerSchema { found: 99 })
        );
        assert_eq!(
            read_header(&raw).unwrap_err(),
            SaveError::NewerSchema { found: 99 }
        );
    }

    #[test]
    fn schema_1_envelopes_are_still_read() {
        let raw = write(&sample()).replace(&format!("\"schema\":{SCHEMA_VERSION}"), "\"schema\":1");
        assert_eq!(read::<Vec<u32>>(&raw).unwrap().schema, 1);
        assert!(read_header(&raw).is_ok());
    }

    #[test]
    fn unknown_game_is_refused() {
        let raw = write(&sample()).replace("\"Tuefteln\"", "\"Chess\"");
        assert_eq!(read::<Vec<u32>>(&raw), Err(SaveError::UnknownGame));
    }

    #[test]
    fn a_time_of_zero_is_left_out_and_read_back() {
        let played = [
            Played {
                seat: Seat(1),
                action: 7u8,
                at: Millis(0),
            },
            Played {
                seat: Seat(0),
                action: 8u8,
                at: Millis(1200),
            },
        ];
        let json = serde_json::to_string(&played).unwrap();
        assert_eq!(
            json,
            r#"[{"seat":1,"action":7},{"seat":0,"action":8,"at":1200}]"#
        );
        assert_eq!(
            serde_json::from_str::<Vec<Played<u8>>>(&json).unwrap(),
            played
        );
    }

    #[test]
    fn a_noted_damage_is_reported_once() {
        // A damage noted by an earlier, unrelated read does not leak into a later one.
        let _ = Damage::Setup("x".into()).noted();
        let raw = write(&sample());
        assert_eq!(read::<Vec<u32>>(&raw), Ok(sample()));
        let wrong_data = raw.replace("[1,2,3]", "\"x\"");
        assert!(matches!(
            read::<Vec<u32>>(&wrong_data),
            Err(SaveError::Corrupt(Damage::Malformed(_)))
        ));
    }
}
