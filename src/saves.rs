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
//! and every game begun since does not.
//!
//! The envelope's `schema` says which form `data` has: [`read`] reads the header first, then the
//! data as the game's [`Saved::Schema1`] (schema 1) or, through [`Data`], as its record
//! (schema 2), and turns it into the game's session with [`Saved::from_schema1`] or
//! [`Saved::from_data`]. Data of the
//! other form than its schema says is [`Damage::Malformed`].

use serde::{de::DeserializeOwned, Deserialize, Serialize};
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
    /// How far its history has come (actions played and moments time was let pass): a save
    /// is never replaced by one of the same game with fewer ([`crate::storage::set`]). 0 in
    /// saves written before it was kept.
    #[serde(default)]
    pub moves: u32,
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
    /// The text is not JSON of a save, or a field does not fit (where the parser stopped, for
    /// the console), or the data breaks a rule of its format (which one).
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
    /// Replaying the record failed: the rules refused one of its actions. The rules' reason is
    /// not kept: the player is told the save is damaged, and a reason in the engine's English
    /// would bring every rules error's wording into each game's code;
    /// replaying the record natively gives it.
    Refused {
        /// The action's position in the record's list, from 0.
        index: usize,
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
            Damage::Refused { index } => write!(f, "action {index} of the record is refused"),
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
    advances: Vec<Advance>,
}

/// A moment game time was let pass with no action ([`Game::advance_to`]: a timer ran out), after
/// the first `after` actions. Real-time games record these beside their actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Advance {
    /// How many actions came before it.
    pub after: usize,
    /// The game time it reached.
    pub at: Millis,
}

impl<G: Game> Default for History<G> {
    fn default() -> Self {
        History {
            base: None,
            actions: Vec::new(),
            advances: Vec::new(),
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

    /// The moments game time was let pass, in order.
    pub fn advances(&self) -> &[Advance] {
        &self.advances
    }

    /// Logs an action the rules accepted (the session plays it: [`crate::session::Session::act`]).
    pub fn log_played(&mut self, seat: Seat, action: G::Action, at: Millis) {
        self.actions.push(Played { seat, action, at });
    }

    /// Logs that game time was let pass to `at` (already done on the game).
    pub fn log_advance(&mut self, at: Millis) {
        self.advances.push(Advance {
            after: self.actions.len(),
            at,
        });
    }

    /// Rebuilds a game from a record: starts it from `base`, or else from `options`, `seats` and
    /// `seed`, and replays `actions`, checking that the rules accept each one and letting game
    /// time pass at the moments `advances` gives.
    ///
    /// # Errors
    /// [`Damage::Setup`] when the game cannot start or `base` has not `seats` seats,
    /// [`Damage::Refused`] with the index of the first refused action.
    pub fn replay(
        options: &G::Options,
        seats: usize,
        seed: Seed,
        base: Option<G>,
        actions: Vec<Played<G::Action>>,
        advances: Vec<Advance>,
    ) -> Result<(G, Self), Damage> {
        Self::replay_watched(options, seats, seed, base, actions, advances, |_, _| {})
    }

    /// [`History::replay`], showing `watch` the game at its start (at game time 0) and after
    /// every step (an action, or game time let pass), with the step's game time: what watching
    /// a game again is made of.
    ///
    /// # Errors
    /// As [`History::replay`].
    pub fn replay_watched(
        options: &G::Options,
        seats: usize,
        seed: Seed,
        base: Option<G>,
        actions: Vec<Played<G::Action>>,
        advances: Vec<Advance>,
        mut watch: impl FnMut(&G, Millis),
    ) -> Result<(G, Self), Damage> {
        let mut game = match &base {
            Some(state) if state.seat_count() != seats => {
                let why = format!("{seats} seats for a game of {}", state.seat_count());
                return Err(Damage::Setup(why));
            }
            Some(state) => state.clone(),
            None => G::new(options, seats, seed).map_err(|e| Damage::Setup(e.to_string()))?,
        };
        watch(&game, Millis(0));
        let mut waits = advances.iter().peekable();
        for (index, played) in actions.iter().enumerate() {
            while let Some(wait) = waits.next_if(|w| w.after <= index) {
                game.advance_to(wait.at);
                watch(&game, wait.at);
            }
            game.play(played.seat, played.action.clone(), played.at)
                .map_err(|_| Damage::Refused { index })?;
            watch(&game, played.at);
        }
        for wait in waits {
            game.advance_to(wait.at);
            watch(&game, wait.at);
        }
        let history = History {
            base,
            actions,
            advances,
        };
        Ok((game, history))
    }
}

/// Checks a game's record version against the newest this app reads (`supported`).
///
/// # Errors
/// [`Damage::NewerRecord`] when `found` is newer.
pub fn check_record_version(found: u32, supported: u32) -> Result<(), Damage> {
    if found > supported {
        Err(Damage::NewerRecord { found, supported })
    } else {
        Ok(())
    }
}

/// A game's session as its saves hold it: the two forms its `data` has had, and how each turns
/// back into a session. [`read`] picks the form by the envelope's `schema` (see the module docs).
///
/// Writing needs no counterpart: a session serialises as its record (for example with
/// `#[serde(into = "Record")]`), so [`write()`] stores it as schema [`SCHEMA_VERSION`].
pub trait Saved: Sized {
    /// The whole session as a schema-1 save stored it, with the engine's state.
    type Schema1: DeserializeOwned;

    /// Rebuilds the session from the `data` of a schema-2 save (its record, which it reads
    /// with [`Data::read`] as whichever shape its version says), replaying its actions.
    ///
    /// # Errors
    /// The [`Damage`] that keeps the record from being read: a newer record version, a set-up
    /// the game cannot start with, a refused action.
    fn from_data(data: Data<'_>) -> Result<Self, Damage>;

    /// Opens a schema-1 session as it was, its state the base of the actions played from now on.
    ///
    /// # Errors
    /// The [`Damage`] that keeps the old session from being opened.
    fn from_schema1(old: Self::Schema1) -> Result<Self, Damage>;
}

/// The `data` of a save, not read yet: a game reads it as the shape its record's version says.
#[derive(Clone, Copy, Debug)]
pub struct Data<'a> {
    /// The whole save's text.
    save: &'a str,
}

impl Data<'_> {
    /// The save's `data` read as a `D` (the rest of the save is skipped).
    ///
    /// # Errors
    /// [`Damage::Malformed`] with where the parser stopped when the data is not a `D`.
    pub fn read<D: DeserializeOwned>(&self) -> Result<D, Damage> {
        #[derive(Deserialize)]
        struct Stored<D> {
            data: D,
        }
        serde_json::from_str::<Stored<D>>(self.save)
            .map(|stored| stored.data)
            .map_err(|e| malformed_at(&e))
    }
}

/// The part of a save read first, to decide whether the rest can be read: its format, and its
/// game (`K` is [`GameKind`], or text to tell an unknown game from a damaged save).
#[derive(Deserialize)]
struct Header<K> {
    schema: u32,
    kind: K,
}

/// Reads the header of a save: its game and summary, without its state.
///
/// # Errors
/// [`SaveError`] when the text is damaged, newer than this version, or of an unknown game.
pub fn read_header(raw: &str) -> Result<(GameKind, String, Summary), SaveError> {
    let envelope = read_envelope(raw)?;
    Ok((envelope.kind, envelope.id, envelope.summary))
}

fn malformed(e: serde_json::Error) -> SaveError {
    SaveError::Corrupt(malformed_at(&e))
}

/// Where and how the parser found a save damaged: "Syntax at line 1, column 7". Not the parser's
/// own message: the player is told the save is damaged, and that message's wording would weigh
/// in the first load (its place is enough to find the fault).
fn malformed_at(e: &serde_json::Error) -> Damage {
    Damage::Malformed(format!(
        "{:?} at line {}, column {}",
        e.classify(),
        e.line(),
        e.column()
    ))
}

/// The save's header, when this version reads its format and knows its game.
fn check_header(raw: &str) -> Result<Header<GameKind>, SaveError> {
    let newer =
        |schema| (schema > SCHEMA_VERSION).then_some(SaveError::NewerSchema { found: schema });
    match serde_json::from_str::<Header<GameKind>>(raw) {
        Ok(header) => newer(header.schema).map_or(Ok(header), Err),
        // Read again with the kind as text: when that works, only the game was not known (a
        // newer format is said first, as it may have games this version does not know).
        Err(e) => Err(match serde_json::from_str::<Header<String>>(raw) {
            Ok(header) => newer(header.schema).unwrap_or(SaveError::UnknownGame),
            Err(_) => malformed(e),
        }),
    }
}

/// The save's envelope without its data, when this version reads its format and knows its game.
fn read_envelope(raw: &str) -> Result<Save<()>, SaveError> {
    #[derive(Deserialize)]
    struct Head {
        id: String,
        summary: Summary,
    }
    let header = check_header(raw)?;
    let head: Head = serde_json::from_str(raw).map_err(malformed)?;
    Ok(Save {
        schema: header.schema,
        kind: header.kind,
        id: head.id,
        summary: head.summary,
        data: (),
    })
}

/// Reads a whole save of a game whose session is `T`: its data as `T`'s schema-1 form or its
/// record, as the envelope's `schema` says, turned into the session.
///
/// # Errors
/// [`SaveError`] as for [`read_header`], and [`SaveError::Corrupt`] when the data does not fit
/// the form its schema says ([`Damage::Malformed`]) or the game cannot be rebuilt from it (the
/// [`Damage`] of [`Saved::from_data`] or [`Saved::from_schema1`]).
pub fn read<T: Saved>(raw: &str) -> Result<Save<T>, SaveError> {
    let envelope = read_envelope(raw)?;
    let data = match envelope.schema {
        1 => {
            let old = Data { save: raw }.read().map_err(SaveError::Corrupt)?;
            T::from_schema1(old).map_err(SaveError::Corrupt)?
        }
        2 => T::from_data(Data { save: raw }).map_err(SaveError::Corrupt)?,
        found => {
            let why = format!("save format {found} was never written");
            return Err(SaveError::Corrupt(Damage::Malformed(why)));
        }
    };
    Ok(Save {
        schema: envelope.schema,
        kind: envelope.kind,
        id: envelope.id,
        summary: envelope.summary,
        data,
    })
}

// `read` has a branch for every format up to this one.
const _: () = assert!(SCHEMA_VERSION == 2);

/// Writes a save as JSON.
pub fn write<T: Serialize>(save: &Save<T>) -> String {
    to_json(save)
}

/// `value` as JSON text. The app's data (saves, set-ups, settings) is plain data, which always
/// serialises: the panic that cannot happen does not format the serialiser's error, whose
/// wording would weigh in the first load and in every game's code.
///
/// # Panics
/// When `value`'s `Serialize` fails, which plain data never does.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| panic!("plain data serialises"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stand-in game: its record is a list of numbers (an empty one cannot be set up), its
    /// schema-1 form `{"numbers": [...]}`.
    #[derive(Clone, Debug, PartialEq, Serialize)]
    #[serde(transparent)]
    struct Numbers(Vec<u32>);

    #[derive(Deserialize)]
    struct OldNumbers {
        numbers: Vec<u32>,
    }

    impl Saved for Numbers {
        type Schema1 = OldNumbers;

        fn from_data(data: Data<'_>) -> Result<Numbers, Damage> {
            let record: Vec<u32> = data.read()?;
            if record.is_empty() {
                return Err(Damage::Setup("no numbers".into()));
            }
            Ok(Numbers(record))
        }

        fn from_schema1(old: OldNumbers) -> Result<Numbers, Damage> {
            Ok(Numbers(old.numbers))
        }
    }

    fn sample() -> Save<Numbers> {
        Save {
            schema: SCHEMA_VERSION,
            kind: GameKind::Tuefteln,
            id: "abc".into(),
            summary: Summary {
                players: vec!["Alice".into()],
                round: 3,
                updated: 1,
                finished: false,
                moves: 3,
            },
            data: Numbers(vec![1, 2, 3]),
        }
    }

    /// The sample's JSON with `schema` and `data` replaced.
    fn with(schema: u32, data: &str) -> String {
        write(&sample())
            .replace(
                &format!("\"schema\":{SCHEMA_VERSION}"),
                &format!("\"schema\":{schema}"),
            )
            .replace("[1,2,3]", data)
    }

    fn damage(raw: &str) -> Damage {
        match read::<Numbers>(raw) {
            Err(SaveError::Corrupt(damage)) => damage,
            other => panic!("expected a damaged save, got {other:?}"),
        }
    }

    #[test]
    fn round_trip() {
        let raw = write(&sample());
        assert!(raw.contains(r#""data":[1,2,3]"#), "{raw}");
        assert_eq!(read::<Numbers>(&raw), Ok(sample()));
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
            assert!(matches!(damage(&raw[..cut]), Damage::Malformed(_)));
            assert!(matches!(
                read_header(&raw[..cut]),
                Err(SaveError::Corrupt(Damage::Malformed(_)))
            ));
        }
        assert!(matches!(damage("null"), Damage::Malformed(_)));
        assert!(matches!(damage(&with(2, "\"x\"")), Damage::Malformed(_)));
        // A game named by something that is not a name is damage, not an unknown game.
        assert!(matches!(
            damage(&raw.replace("\"Tuefteln\"", "7")),
            Damage::Malformed(_)
        ));
        let schema = format!("\"schema\":{SCHEMA_VERSION}");
        assert!(matches!(
            damage(&raw.replace(&schema, "\"schema\":\"2\"")),
            Damage::Malformed(_)
        ));
    }

    #[test]
    fn the_damage_found_rebuilding_the_game_is_given_typed() {
        assert_eq!(damage(&with(2, "[]")), Damage::Setup("no numbers".into()));
        // A later read is not affected by it.
        assert_eq!(read::<Numbers>(&write(&sample())), Ok(sample()));
    }

    #[test]
    fn newer_schema_is_refused_before_reading_data() {
        let raw = with(99, "\"not data of today\"");
        assert_eq!(
            read::<Numbers>(&raw),
            Err(SaveError::NewerSchema { found: 99 })
        );
        assert_eq!(
            read_header(&raw).unwrap_err(),
            SaveError::NewerSchema { found: 99 }
        );
        // Said before the game, which a newer version may know.
        let chess = raw.replace("\"Tuefteln\"", "\"Chess\"");
        assert_eq!(
            read::<Numbers>(&chess),
            Err(SaveError::NewerSchema { found: 99 })
        );
    }

    #[test]
    fn schema_1_envelopes_are_read_as_schema_1_data() {
        let raw = with(1, r#"{"numbers":[4,5]}"#);
        let save = read::<Numbers>(&raw).unwrap();
        assert_eq!((save.schema, save.data), (1, Numbers(vec![4, 5])));
        assert!(read_header(&raw).is_ok());
    }

    #[test]
    fn the_schema_says_the_form_of_the_data() {
        // A record under schema 1, a schema-1 session under schema 2.
        assert!(matches!(damage(&with(1, "[1,2,3]")), Damage::Malformed(_)));
        assert!(matches!(
            damage(&with(2, r#"{"numbers":[4,5]}"#)),
            Damage::Malformed(_)
        ));
        // No save was ever written in format 0.
        assert!(matches!(damage(&with(0, "[1,2,3]")), Damage::Malformed(_)));
    }

    #[test]
    fn unknown_game_is_refused() {
        let raw = write(&sample()).replace("\"Tuefteln\"", "\"Chess\"");
        assert_eq!(read::<Numbers>(&raw), Err(SaveError::UnknownGame));
        assert_eq!(read_header(&raw).unwrap_err(), SaveError::UnknownGame);
        // Even when its data would not fit this version's games.
        let other = with(2, r#"{"board":"e4"}"#).replace("\"Tuefteln\"", "\"Chess\"");
        assert_eq!(read::<Numbers>(&other), Err(SaveError::UnknownGame));
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
}
