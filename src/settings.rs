//! The player's settings: language, motion and visual aids.

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// A choice that can follow the browser or system, or be forced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Preference<T> {
    /// Follow the browser or the operating system.
    #[default]
    Auto,
    /// Use this value.
    Set(T),
}

impl<T: Copy> Preference<T> {
    /// The value in force, given what the system says.
    pub fn resolve(self, system: T) -> T {
        match self {
            Preference::Auto => system,
            Preference::Set(value) => value,
        }
    }
}

/// Everything on the settings screen. Stored on the device; unknown or damaged data falls back
/// to the defaults.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language; by default the browser's.
    pub lang: Preference<Lang>,
    /// Reduced motion; by default the system's `prefers-reduced-motion`.
    pub reduced_motion: Preference<bool>,
    /// Patterns and symbols on every colour, and larger colour marks.
    pub colour_blind: bool,
    /// Stronger borders and text contrast.
    pub high_contrast: bool,
    /// Lay seats around the edges for a tablet lying flat between the players.
    pub table_layout: bool,
    /// How long the bots' moves stay on the table before the next one.
    pub bot_pace: BotPace,
}

/// How fast bots play: the time each bot move stays on the table before the next player acts.
/// Reduced motion changes how a move is shown (no movement), not how long it stays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BotPace {
    /// Twice the normal time, to read every move at leisure.
    Relaxed,
    /// A pause people can follow.
    #[default]
    Normal,
    /// Barely a pause, for players who know the game (and for the end-to-end tests).
    Quick,
}

impl BotPace {
    /// Every pace, slowest first, as the settings screen lists them.
    pub const ALL: [BotPace; 3] = [BotPace::Relaxed, BotPace::Normal, BotPace::Quick];

    /// The pause for a move that takes `normal_ms` at the normal pace.
    pub const fn pause_ms(self, normal_ms: u64) -> u64 {
        match self {
            BotPace::Relaxed => normal_ms * 2,
            BotPace::Normal => normal_ms,
            BotPace::Quick => normal_ms / 8,
        }
    }

    /// The value the settings form uses.
    pub const fn tag(self) -> &'static str {
        match self {
            BotPace::Relaxed => "relaxed",
            BotPace::Normal => "normal",
            BotPace::Quick => "quick",
        }
    }
}

impl Settings {
    /// Reads stored settings; anything unreadable gives the defaults.
    pub fn from_json(raw: Option<&str>) -> Settings {
        raw.and_then(|r| serde_json::from_str(r).ok())
            .unwrap_or_default()
    }

    /// Reads stored settings whose whole could not be read, field by field: `fields` are the
    /// stored object's fields, each its name and its JSON text. A field that cannot be read (a
    /// pace of a later version, a damaged value) falls back to its default alone, so one bad
    /// value does not take every other setting with it.
    pub fn from_fields(fields: impl IntoIterator<Item = (String, String)>) -> Settings {
        // Each field is tried alone (the settings' own reader, so no other is built), and the
        // ones that read are read together.
        let alone = |name: &str, value: &str| format!("{}:{value}", crate::saves::to_json(name));
        let good: Vec<String> = fields
            .into_iter()
            .map(|(name, value)| alone(&name, &value))
            .filter(|field| serde_json::from_str::<Settings>(&format!("{{{field}}}")).is_ok())
            .collect();
        Settings::from_json(Some(&format!("{{{}}}", good.join(","))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_system() {
        let s = Settings::default();
        assert_eq!(s.lang.resolve(Lang::De), Lang::De);
        assert!(s.reduced_motion.resolve(true));
    }

    /// The fields of a JSON object as `from_fields` is given them (the app asks the browser's
    /// JSON reader).
    fn fields(raw: &str) -> Vec<(String, String)> {
        let object: serde_json::Value = serde_json::from_str(raw).unwrap_or_default();
        object
            .as_object()
            .map(|o| o.iter().map(|(k, v)| (k.clone(), v.to_string())).collect())
            .unwrap_or_default()
    }

    #[test]
    fn one_unreadable_setting_falls_back_alone() {
        let read = Settings::from_fields(fields(
            r#"{"bot_pace":"Turbo","high_contrast":true,"lang":{"Set":"Fr"},"colour_blind":5}"#,
        ));
        assert_eq!(
            read,
            Settings {
                lang: Preference::Set(Lang::Fr),
                high_contrast: true,
                ..Settings::default()
            }
        );
        assert_eq!(Settings::from_fields(fields("[]")), Settings::default());
        assert_eq!(
            Settings::from_fields(fields(r#"{"lang":{"Set":5}}"#)),
            Settings::default()
        );
    }

    #[test]
    fn damaged_settings_fall_back_to_defaults() {
        assert_eq!(Settings::from_json(Some("{not json")), Settings::default());
        assert_eq!(Settings::from_json(None), Settings::default());
        let forced = Settings {
            lang: Preference::Set(Lang::Zh),
            ..Settings::default()
        };
        let raw = serde_json::to_string(&forced).unwrap();
        assert_eq!(Settings::from_json(Some(&raw)), forced);
        // A field added by a later version does not lose the rest.
        assert!(Settings::from_json(Some(r#"{"high_contrast":true,"future":1}"#)).high_contrast);
        // Settings saved before the bot pace existed keep the normal pace.
        assert_eq!(
            Settings::from_json(Some(r#"{"high_contrast":true}"#)).bot_pace,
            BotPace::Normal
        );
    }

    #[test]
    fn the_pace_orders_the_pauses() {
        let pauses = BotPace::ALL.map(|p| p.pause_ms(800));
        assert_eq!(pauses, [1600, 800, 100]);
    }
}
