//! The new-game set-up: who sits where, and its validation.

use crate::i18n::{Key, Lang};
use serde::{Deserialize, Serialize};
use tablee_rules::{BotLevel, GameKind, Seed};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    /// A person at the table.
    Human,
    /// A computer player of this level.
    Bot(BotLevel),
}

/// How a game's new-game form names its bot levels (its registry entry says which).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotWords {
    /// By the level alone ("Bot: easy").
    Levels,
    /// By whose pace each level keeps, for a race against the clock ("Bot: easy, like a young
    /// child").
    Paces,
}

impl Controller {
    /// Every choice the new-game screen offers, with a stable id.
    pub const CHOICES: [(Controller, &'static str, Key); 4] = [
        (Controller::Human, "human", Key::Human),
        (Controller::Bot(BotLevel::Easy), "easy", Key::BotEasy),
        (Controller::Bot(BotLevel::Normal), "normal", Key::BotNormal),
        (Controller::Bot(BotLevel::Strong), "strong", Key::BotStrong),
    ];

    /// The stable id of this choice.
    pub fn id(self) -> &'static str {
        Self::CHOICES
            .iter()
            .find(|(c, _, _)| *c == self)
            .map_or("human", |(_, id, _)| id)
    }

    /// The choice with this id.
    pub fn from_id(id: &str) -> Option<Controller> {
        Self::CHOICES
            .iter()
            .find(|(_, i, _)| *i == id)
            .map(|(c, _, _)| *c)
    }

    /// What a new-game form whose bots are named by `words` calls this choice.
    pub fn label(self, words: BotWords) -> Key {
        match (words, self) {
            (BotWords::Paces, Controller::Bot(BotLevel::Easy)) => Key::BotLikeChild,
            (BotWords::Paces, Controller::Bot(BotLevel::Normal)) => Key::BotLikeCasualAdult,
            (BotWords::Paces, Controller::Bot(BotLevel::Strong)) => Key::BotLikePractised,
            _ => Self::CHOICES
                .iter()
                .find(|(c, _, _)| *c == self)
                .map_or(Key::Human, |(_, _, key)| *key),
        }
    }

    /// Whether a person plays this seat.
    pub const fn is_human(self) -> bool {
        matches!(self, Controller::Human)
    }
}

/// One seat of the set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// The name shown for the seat.
    pub name: String,
    /// Who plays it.
    pub controller: Controller,
}

/// The number of `name` if it is a default name made from `key` ("Bot 2" or "Robot 2" for
/// [`Key::DefaultBotName`]) in any language: the set-up may have been made in another one.
fn default_number(key: Key, name: &str) -> Option<usize> {
    Lang::ALL.into_iter().find_map(|lang| {
        let (before, after) = key.text(lang).split_once("{0}")?;
        let number = name.strip_prefix(before)?.strip_suffix(after)?;
        if number.bytes().all(|b| b.is_ascii_digit()) {
            number.parse().ok()
        } else {
            None
        }
    })
}

/// The default-name message for seats played by `controller`.
const fn default_name_key(controller: Controller) -> Key {
    match controller {
        Controller::Human => Key::DefaultPlayerName,
        Controller::Bot(_) => Key::DefaultBotName,
    }
}

/// The default name for `controller` with the smallest number no seat of `seats` uses ("Player
/// 2", "Bot 3"), whatever the language of the names already there.
pub fn free_default_name(seats: &[SeatSetup], controller: Controller, lang: Lang) -> String {
    let key = default_name_key(controller);
    let taken: Vec<usize> = seats
        .iter()
        .filter_map(|s| default_number(key, &s.name))
        .collect();
    let number = (1..).find(|n| !taken.contains(n)).unwrap_or(1);
    key.fill(lang, &[&number.to_string()])
}

/// Sets who plays seat `i`. When a person's seat goes to a bot or a bot's to a person and the
/// seat still bears the other kind's default name ("Robot 1"), it takes a free default name of
/// the new kind ("Joueur 2"); a name someone typed stays.
pub fn set_controller(seats: &mut [SeatSetup], i: usize, controller: Controller, lang: Lang) {
    let Some(seat) = seats.get(i) else {
        return;
    };
    let old = seat.controller;
    let renamed = old.is_human() != controller.is_human()
        && default_number(default_name_key(old), &seat.name).is_some();
    let name = renamed.then(|| free_default_name(seats, controller, lang));
    let seat = &mut seats[i];
    seat.controller = controller;
    if let Some(name) = name {
        seat.name = name;
    }
}

/// A whole set-up for one game: seats and the game's own options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup<O> {
    /// The seats in play order.
    pub seats: Vec<SeatSetup>,
    /// The game's options.
    pub options: O,
}

/// Why a set-up cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// Too few or too many seats.
    SeatCount,
    /// A seat has no name.
    EmptyName,
    /// The seed is not a whole number in range.
    BadSeed,
}

impl SetupProblem {
    /// The message to show, in `lang`.
    pub fn message(&self, lang: Lang, kind: GameKind) -> String {
        let range = kind.players();
        match self {
            SetupProblem::SeatCount => Key::SeatCountInvalid.fill(
                lang,
                &[kind.name(), &range.min.to_string(), &range.max.to_string()],
            ),
            SetupProblem::EmptyName => Key::NameEmpty.text(lang).to_string(),
            SetupProblem::BadSeed => Key::SeedInvalid.text(lang).to_string(),
        }
    }
}

impl<O: Default> Setup<O> {
    /// The set-up offered the first time: one person against bots, as many seats as the game
    /// needs at least (two for solo-capable games: you and a bot; one person alone also works).
    pub fn first_time(kind: GameKind, lang: Lang) -> Self {
        let range = kind.players();
        let count = range.min.max(2).min(range.max);
        let seats = (0..count)
            .map(|i| {
                if i == 0 {
                    SeatSetup {
                        name: Key::DefaultPlayerName.fill(lang, &["1"]),
                        controller: Controller::Human,
                    }
                } else {
                    SeatSetup {
                        name: Key::DefaultBotName.fill(lang, &[&i.to_string()]),
                        controller: Controller::Bot(BotLevel::Normal),
                    }
                }
            })
            .collect();
        Self {
            seats,
            options: O::default(),
        }
    }
}

impl<O> Setup<O> {
    /// A set-up with these controllers in seat order, named "P0", "P1", ... (for tests and the
    /// simulator-like flows that need no real names).
    pub fn with_controllers(controllers: &[Controller], options: O) -> Self {
        Self {
            seats: controllers
                .iter()
                .enumerate()
                .map(|(i, c)| SeatSetup {
                    name: format!("P{i}"),
                    controller: *c,
                })
                .collect(),
            options,
        }
    }

    /// Checks the set-up for `kind`.
    ///
    /// # Errors
    /// The first [`SetupProblem`] found.
    pub fn validate(&self, kind: GameKind) -> Result<(), SetupProblem> {
        if !kind.players().contains(self.seats.len()) {
            return Err(SetupProblem::SeatCount);
        }
        if self.seats.iter().any(|s| s.name.trim().is_empty()) {
            return Err(SetupProblem::EmptyName);
        }
        Ok(())
    }

    /// How many people sit at the table.
    pub fn human_count(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.controller.is_human())
            .count()
    }

    /// Whether more than one person shares the screen.
    pub fn is_pass_and_play(&self) -> bool {
        self.human_count() > 1
    }

    /// The only person at the table, when there is exactly one.
    pub fn only_human(&self) -> Option<tablee_rules::Seat> {
        let mut humans = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.controller.is_human())
            .map(|(i, _)| tablee_rules::Seat(i as u8));
        match (humans.next(), humans.next()) {
            (Some(seat), None) => Some(seat),
            _ => None,
        }
    }
}

/// Reads a seed typed by a player: empty means "pick one", anything else must be a `u64`.
///
/// # Errors
/// [`SetupProblem::BadSeed`] for anything that is not a whole number in range.
pub fn parse_seed(text: &str) -> Result<Option<Seed>, SetupProblem> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<Seed>()
        .map(Some)
        .map_err(|_| SetupProblem::BadSeed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_time_setup_is_valid_for_every_game() {
        for kind in GameKind::ALL {
            let setup: Setup<()> = Setup::first_time(kind, Lang::En);
            assert_eq!(setup.validate(kind), Ok(()), "{kind:?}");
            assert!(setup.seats[0].controller.is_human());
            assert!(!setup.is_pass_and_play());
        }
    }

    #[test]
    fn seat_count_and_names_are_checked() {
        let mut setup: Setup<()> = Setup::first_time(GameKind::Tweak, Lang::En);
        setup.seats.truncate(1);
        assert_eq!(
            setup.validate(GameKind::Tweak),
            Err(SetupProblem::SeatCount)
        );
        assert_eq!(setup.validate(GameKind::Tuefteln), Ok(()));
        setup.seats[0].name = "  ".into();
        assert_eq!(
            setup.validate(GameKind::Tuefteln),
            Err(SetupProblem::EmptyName)
        );
        assert!(SetupProblem::SeatCount
            .message(Lang::Fr, GameKind::Tweak)
            .contains("2 à 6"));
    }

    #[test]
    fn seeds_parse_or_explain() {
        assert_eq!(parse_seed(""), Ok(None));
        assert_eq!(parse_seed(" 42 "), Ok(Some(42)));
        assert_eq!(parse_seed("-1"), Err(SetupProblem::BadSeed));
        assert_eq!(parse_seed("abc"), Err(SetupProblem::BadSeed));
        assert_eq!(
            parse_seed("18446744073709551616"),
            Err(SetupProblem::BadSeed)
        );
    }

    fn seat(name: &str, controller: Controller) -> SeatSetup {
        SeatSetup {
            name: name.into(),
            controller,
        }
    }

    #[test]
    fn a_seat_changing_hands_takes_the_new_kind_s_default_name() {
        let bot = Controller::Bot(BotLevel::Normal);
        let mut seats = vec![
            seat("Joueur 1", Controller::Human),
            seat("Robot 1", bot),
            seat("Robot 2", bot),
        ];
        set_controller(&mut seats, 1, Controller::Human, Lang::Fr);
        assert_eq!(seats[1], seat("Joueur 2", Controller::Human));
        set_controller(&mut seats, 0, bot, Lang::Fr);
        assert_eq!(seats[0], seat("Robot 1", bot), "Robot 1 is free again");
        // A name typed by someone stays, and so does a change of bot level.
        seats[2].name = "Marvin".into();
        set_controller(&mut seats, 2, Controller::Human, Lang::Fr);
        assert_eq!(seats[2], seat("Marvin", Controller::Human));
        set_controller(&mut seats, 0, Controller::Bot(BotLevel::Strong), Lang::Fr);
        assert_eq!(seats[0].name, "Robot 1");
        // A default name from another language counts as a default name too.
        let mut seats = vec![seat("Player 1", Controller::Human), seat("Bot 1", bot)];
        set_controller(&mut seats, 1, Controller::Human, Lang::De);
        assert_eq!(seats[1].name, "Person 2");
        set_controller(&mut seats, 0, bot, Lang::Zh);
        assert_eq!(seats[0].name, "电脑 1");
        // "Bot" alone or "Bot 1a" is a name, not a default one.
        let mut seats = vec![seat("Bot", bot), seat("Bot 1a", bot)];
        set_controller(&mut seats, 0, Controller::Human, Lang::En);
        set_controller(&mut seats, 1, Controller::Human, Lang::En);
        assert_eq!(seats[0].name, "Bot");
        assert_eq!(seats[1].name, "Bot 1a");
        set_controller(&mut seats, 5, Controller::Human, Lang::En);
    }

    #[test]
    fn bot_levels_of_a_real_time_game_are_named_by_whose_pace_they_keep() {
        let bot = |level| Controller::Bot(level);
        assert_eq!(bot(BotLevel::Easy).label(BotWords::Levels), Key::BotEasy);
        assert_eq!(Controller::Human.label(BotWords::Paces), Key::Human);
        let twin_it = BotLevel::ALL.map(|level| bot(level).label(BotWords::Paces).text(Lang::En));
        assert_eq!(
            twin_it,
            [
                "Bot: easy, like a young child",
                "Bot: normal, like a casual adult",
                "Bot: strong, like a practised player"
            ]
        );
    }

    #[test]
    fn controller_ids_round_trip() {
        for (c, id, _) in Controller::CHOICES {
            assert_eq!(Controller::from_id(id), Some(c));
            assert_eq!(c.id(), id);
        }
    }
}
