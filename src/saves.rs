//! Saved games: the versioned envelope every game in progress is stored in.
//!
//! A save is JSON: `{"schema": 1, "kind": "Tuefteln", "id": "...", "summary": {...}, "data": {...}}`.
//! Reading never panics: damaged data, a save from a newer version of the app and a save of a
//! game this version does not know each give their own [`SaveError`], so the home screen can
//! explain it and offer the raw data for export, while every other save keeps working.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use tablee_rules::GameKind;

/// The save format this version writes and the newest it can read.
pub const SCHEMA_VERSION: u32 = 1;

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
    /// The game's session: set-up and full state.
    pub data: T,
}

/// Why a save could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not a save of any version (damaged, truncated, edited by hand).
    Corrupt(String),
    /// The save comes from a newer version of the app.
    NewerSchema {
        /// The version found in the save.
        found: u32,
    },
    /// The save names a game this version does not know.
    UnknownGame,
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Corrupt(why) => write!(f, "damaged save: {why}"),
            SaveError::NewerSchema { found } => {
                write!(f, "save format {found} is newer than {SCHEMA_VERSION}")
            }
            SaveError::UnknownGame => write!(f, "save of an unknown game"),
        }
    }
}

impl std::error::Error for SaveError {}

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
    let head: Head = serde_json::from_str(raw).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    Ok((kind, head.id, head.summary))
}

fn check_header(raw: &str) -> Result<GameKind, SaveError> {
    let header: Header =
        serde_json::from_str(raw).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    if header.schema > SCHEMA_VERSION {
        return Err(SaveError::NewerSchema {
            found: header.schema,
        });
    }
    serde_json::from_value(serde_json::Value::String(header.kind))
        .map_err(|_| SaveError::UnknownGame)
}

/// Reads a whole save whose data is of type `T`.
///
/// # Errors
/// [`SaveError`] as for [`read_header`], and [`SaveError::Corrupt`] when the data does not fit `T`.
pub fn read<T: DeserializeOwned>(raw: &str) -> Result<Save<T>, SaveError> {
    check_header(raw)?;
    serde_json::from_str(raw).map_err(|e| SaveError::Corrupt(e.to_string()))
}

/// Writes a save as JSON.
pub fn write<T: Serialize>(save: &Save<T>) -> String {
    serde_json::to_string(save).expect("game states serialise")
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
                Err(SaveError::Corrupt(_))
            ));
        }
        assert!(matches!(
            read::<Vec<u32>>("null"),
            Err(SaveError::Corrupt(_))
        ));
        let wrong_data = raw.replace("[1,2,3]", "\"x\"");
        assert!(matches!(
            read::<Vec<u32>>(&wrong_data),
            Err(SaveError::Corrupt(_))
        ));
    }

    #[test]
    fn newer_schema_is_refused_before_reading_data() {
        let raw = write(&sample()).replace("\"schema\":1", "\"schema\":99");
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
    fn unknown_game_is_refused() {
        let raw = write(&sample()).replace("\"Tuefteln\"", "\"Chess\"");
        assert_eq!(read::<Vec<u32>>(&raw), Err(SaveError::UnknownGame));
    }
}
