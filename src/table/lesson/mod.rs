//! Learning a game by playing it: a short guided game on a fixed deal, played on the
//! game's real table, with a coach that says in a sentence what to do and why, points at the
//! part of the table that matters, and waits for the person to do it. A wrong move is refused
//! by the rules, in the table's own words, as in any game.
//!
//! - A game's lesson is data ([`Lesson`]): its table, its seed, and its steps. A step is read
//!   ([`Goal::Read`], then "Next") or done ([`Goal::Do`]): the coach moves on when the game, compared
//!   with the game as the step began, shows it was done. "Show me" plays a move that does it.
//! - The lesson is a save of its own (`lesson-<game>`) and remembers its step, so it resumes
//!   where it was left; "Skip" leaves it, "Start over" deals it again.
//! - Bots play at the relaxed pace during a lesson, and a real-time table's game time passes at
//!   half speed, standing still while the coach speaks (see [`crate::table::device::Table::run`]).
//! - A native test walks every lesson to its end with a student who follows the coach.

mod coach;
pub mod panel;
pub mod text;

use crate::i18n::{Key, Lang, Message};
use crate::saves;
use crate::session::{Session, SessionGame};
use crate::setup::{Controller, SeatSetup, Setup};
use crate::storage;
pub use crate::table::device::LessonHook;
use leptos::prelude::*;
use tablee_rules::{BotLevel, Game, GameKind, Seat, Seed};

/// The lessons' tables of messages, for the shared word book.
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[text::LessonKey::WORDS];

/// The seat of the person taking a lesson.
pub const STUDENT: Seat = Seat(0);

/// The student's seat at a lesson's table, named as a first game names its first player. When
/// the lesson is dealt, the name the person last played the game under takes its place: the
/// table's messages speak of the seat by name ("{0} steals…"), so it must be a name.
pub fn student(lang: Lang) -> SeatSetup {
    SeatSetup {
        name: Key::DefaultPlayerName.fill(lang, &["1"]),
        controller: Controller::Human,
    }
}

/// A lesson's bot, named as on a new-game form: "Bot `n`".
pub fn bot(lang: Lang, n: usize, level: BotLevel) -> SeatSetup {
    SeatSetup {
        name: Key::DefaultBotName.fill(lang, &[&n.to_string()]),
        controller: Controller::Bot(level),
    }
}

/// The name the person last gave the first person's seat of `kind`'s new-game form, if any.
fn remembered_name<G: SessionGame>(lang: Lang) -> Option<String> {
    let setup: Setup<G::Setup> = crate::launch::remembered_setup(G::KIND, lang);
    setup
        .seats
        .into_iter()
        .find(|s| s.controller == Controller::Human)
        .map(|s| s.name)
        .filter(|name| !name.trim().is_empty())
}

/// A game's lesson: who sits at the table, the deal, and the steps.
pub struct Lesson<G: SessionGame, K: Message + 'static> {
    /// The table, with the seats' names in the language shown (the student first).
    pub setup: fn(Lang) -> Setup<G::Setup>,
    /// The deal every lesson of this game starts from.
    pub seed: Seed,
    /// The steps, in order.
    pub steps: &'static [Step<G, K>],
    /// What "Show me" plays when no move does the step now (TWEAK: put a card down when no
    /// sum reaches the target); the coach's words say so.
    pub fallback: fn(&G, &G::Action) -> bool,
    /// The student's moves "Show me" picks from, when the rules' legal actions are not all of
    /// them (Twin It!'s rules list only the claims that win, and a step shows an error); `None`:
    /// the legal actions.
    pub moves: Option<Moves<G>>,
}

/// The student's moves "Show me" picks from, in a game (see [`Lesson::moves`]).
pub type Moves<G> = fn(&G) -> Vec<<G as Game>::Action>;

/// One step of a lesson.
pub struct Step<G: Game, K: Message + 'static> {
    /// What the coach says (the game's words).
    pub say: K,
    /// The part of the table the coach points at: a CSS selector, or none.
    pub point: Option<&'static str>,
    /// What ends the step.
    pub goal: Goal<G>,
}

/// What ends a step.
pub enum Goal<G: Game> {
    /// The student reads, then goes on.
    Read,
    /// The student does something at the table.
    Do {
        /// Whether it is done: the game as the step began, and now.
        done: fn(&G, &G) -> bool,
        /// Whether an action of the student's does it ("Show me" plays the first such).
        shows: fn(&G, &G::Action) -> bool,
    },
}

/// The save a lesson of `kind` is kept in.
pub fn save_id(kind: GameKind) -> String {
    format!("lesson-{}", kind.id())
}

/// Where the step a lesson of `kind` is at is kept.
fn step_key(kind: GameKind) -> String {
    format!("tablee.lesson.{}", kind.id())
}

/// Kept while a lesson of `kind` is to be dealt again when its screen opens ("Start over": the
/// table being left saves its game once more, so the new deal waits for the screen).
pub(crate) fn restart_key(kind: GameKind) -> String {
    format!("tablee.lesson.{}.restart", kind.id())
}

/// Kept once a person has finished or skipped the lesson of `kind`: its offer on the new-game
/// screen stops being the first thing shown.
pub fn learned_key(kind: GameKind) -> String {
    format!("tablee.learned.{}", kind.id())
}

/// The lesson screen (`/learn/<game>`): the game's table, drawn by `table` from the lesson's
/// save (dealt afresh when there is none), with the coach over it.
pub fn screen<G, K>(
    lesson: &'static Lesson<G, K>,
    style: &'static str,
    table: fn(String) -> AnyView,
) -> AnyView
where
    G: SessionGame + 'static,
    G::Error: crate::i18n::Explain,
    K: Message + Send + Sync + 'static,
{
    let app = crate::state::use_app();
    let kind = G::KIND;
    let id = save_id(kind);
    if storage::get(&storage::save_key(&id)).is_none() || storage::get(&restart_key(kind)).is_some()
    {
        deal(lesson, app.lang.get_untracked());
        storage::remove(&restart_key(kind));
    }
    let hook = LessonHook::<G> {
        table: RwSignal::new(None),
        reading: RwSignal::new(false),
    };
    provide_context(hook);
    let step = storage::get(&step_key(kind))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0_usize);
    view! {
        <style>{style}</style>
        <div class="lesson" data-testid="lesson">
            {table(id)}
            {coach::coach(lesson, hook, step)}
        </div>
    }
    .into_any()
}

/// The move "Show me" plays in `game`: the first of the student's that does the step (`shows`),
/// else the first the lesson falls back on; none when the student may not act.
pub(crate) fn show_me<G: SessionGame, K: Message>(
    lesson: &Lesson<G, K>,
    shows: fn(&G, &G::Action) -> bool,
    game: &G,
) -> Option<G::Action> {
    let legal = match lesson.moves {
        Some(moves) => moves(game),
        None => game.legal_actions(STUDENT),
    };
    let first = |wanted: &dyn Fn(&G::Action) -> bool| legal.iter().find(|a| wanted(a)).cloned();
    first(&|a| shows(game, a)).or_else(|| first(&|a| (lesson.fallback)(game, a)))
}

/// Deals the lesson afresh: its save as a new game, at its first step.
fn deal<G: SessionGame, K: Message>(lesson: &Lesson<G, K>, lang: Lang) {
    let kind = G::KIND;
    let mut setup = (lesson.setup)(lang);
    if let Some(name) = remembered_name::<G>(lang) {
        setup.seats[STUDENT.index()].name = name;
    }
    let Ok(session) = Session::<G>::new(setup, lesson.seed) else {
        return;
    };
    let id = save_id(kind);
    let raw = saves::write(&session.to_save(&id, storage::now_ms()));
    // A new game in the old one's place, not a shorter history of it: the old one goes first
    // (a save is otherwise never replaced by one with fewer moves, `storage::set`).
    storage::remove(&storage::save_key(&id));
    storage::set(&storage::save_key(&id), &raw);
    storage::set(&step_key(kind), "0");
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Prints how many moves `lesson` takes on each deal of `seeds` it can be walked to its end
    /// on (see [`walk`]): how the lessons' deals were chosen, run by hand when the rules change.
    pub(crate) fn find_a_deal<G: SessionGame, K: Message>(
        lesson: &Lesson<G, K>,
        seeds: std::ops::Range<Seed>,
        turn_based: bool,
        open: impl Fn(&mut Session<G>) + Copy,
    ) {
        for seed in seeds {
            let lesson = Lesson { seed, ..*lesson };
            let walked = std::panic::AssertUnwindSafe(|| walk(&lesson, turn_based, open));
            if let Ok(moves) = std::panic::catch_unwind(walked) {
                println!("seed {seed} walks in {moves} moves");
            }
        }
    }

    /// Walks `lesson` with a student who does what the coach says (the first action "Show me"
    /// would play), bots playing their seats between and `open` passing what waits for people
    /// (a round's summary): every step that asks for something is done within a few moves, and
    /// "Show me" has a move whenever the student is the one to act. Returns how many moves the
    /// steps took, the student's and the bots'.
    pub(crate) fn walk<G: SessionGame, K: Message>(
        lesson: &Lesson<G, K>,
        turn_based: bool,
        open: impl Fn(&mut Session<G>),
    ) -> usize {
        let mut total = 0;
        let mut s = Session::<G>::new((lesson.setup)(Lang::En), lesson.seed).unwrap();
        for (i, step) in lesson.steps.iter().enumerate() {
            let Goal::Do { done, shows } = step.goal else {
                continue;
            };
            let before = s.game().clone();
            let mut moves = 0;
            while !done(&before, s.game()) {
                assert!(
                    moves < 150,
                    "{:?} step {i}: not done after {moves} moves",
                    G::KIND
                );
                moves += 1;
                total += 1;
                open(&mut s);
                let shown = show_me(lesson, shows, s.game());
                match shown {
                    Some(action) => s.act_now(STUDENT, action).unwrap(),
                    None => {
                        assert!(
                            !(turn_based && s.game().acting().contains(&STUDENT)),
                            "{:?} step {i}: the student acts, but \"Show me\" has no move",
                            G::KIND
                        );
                        let moved = crate::session::tests::bots_step(&mut s, turn_based);
                        assert!(moved, "{:?} step {i}: the bots are stuck", G::KIND);
                    }
                }
            }
        }
        total
    }
}
