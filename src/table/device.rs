//! What every game's table shares, whatever the game: the session kept saved and its game time
//! driven, the one way a person acts, a refusal told in words on the side of the person who
//! erred; and, for the games with hidden hands, who holds the device and the view drawn from.
//!
//! A game's table adds only what is its own (TWEAK's sum being built, Swaks's picked cards,
//! Twin It!'s pointers). Everything here goes through [`Table::act`] and [`HiddenHands::view`]
//! style seams, so another way of delivering a seat's actions (a phone of its own) plugs in
//! at one place.

use crate::components::saved_table::{keep_saved, save_now};
use crate::handover::{Handover, Screen};
use crate::i18n::{Explain, Key};
use crate::session::{Session, SessionGame};
use crate::settings::BotPace;
use crate::state::AppState;
use leptos::prelude::*;
use tablee_rules::{Millis, Seat};

/// Under a table's log: the seed the game was dealt from (where it is known) and, on the device
/// that holds the game (`here`), a link to watch the game so far, or again once `over` (issue
/// 24).
pub fn seed_line(
    app: AppState,
    seed: Option<u64>,
    here: bool,
    over: Signal<bool>,
) -> impl IntoView {
    view! {
        {seed.map(|seed| view! { <p class="muted small seed-line">{move || app.tf(Key::SeedLine, &[&seed.to_string()])}</p> })}
        {here.then(|| crate::table::replay::replay_link_of(over))}
    }
}

/// How many times slower a lesson's real-time table runs: the relaxed pace's factor.
const LESSON_SLOWNESS: u64 = 2;

/// Why a person's last action was refused, in words, and whose action it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The seat whose action was refused (at a shared screen, its corner shows the words).
    pub seat: Seat,
    /// What the person reads.
    pub text: String,
}

/// A game's table: its session, kept saved and driven once it runs, and the last refusal.
pub struct Table<G: SessionGame> {
    /// The app's language and settings.
    pub app: AppState,
    /// The game being played, with its set-up, bots and clock.
    pub session: RwSignal<Session<G>>,
    /// Why the last action was refused, until the next one.
    pub refusal: RwSignal<Option<Refusal>>,
}

impl<G: SessionGame> Clone for Table<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SessionGame> Copy for Table<G> {}

impl<G> Table<G>
where
    G: SessionGame + 'static,
    G::Error: Explain,
{
    /// A table over `session`, not yet running (see [`Table::run`]).
    pub fn new(app: AppState, session: Session<G>) -> Self {
        let table = Table {
            app,
            session: RwSignal::new(session),
            refusal: RwSignal::new(None),
        };
        // A lesson's coach watches the table it is given.
        if let Some(hook) = use_context::<LessonHook<G>>() {
            hook.table.set(Some(table));
        }
        table
    }

    /// Runs the table as the save `id`: saved after every change and at once when the page is
    /// hidden; the bots of a turn-based game paced by the player's chosen pace (now and whenever
    /// it changes); game time driven by [`crate::table::realtime::drive`], standing still while
    /// `held` (a privacy screen up, a moment everyone must see). Returns the game time shown,
    /// refreshed a few times a second while it runs (countdowns).
    ///
    /// During a lesson the bots play slowly whatever the pace chosen: a turn-based
    /// table's at the relaxed pace, a real-time table's on game time that passes at half speed.
    /// Game time also stands still while the coach speaks.
    pub fn run(self, id: String, held: Signal<bool>) -> ReadSignal<Millis> {
        let (app, session) = (self.app, self.session);
        keep_saved(id.clone(), session, Session::to_save);
        let hook = use_context::<LessonHook<G>>();
        let lesson = hook.is_some();
        let held = match hook {
            Some(hook) => Signal::derive(move || held.get() || hook.reading.get()),
            None => held,
        };
        if lesson && !G::TURN_BASED {
            let wall = crate::table::realtime::wall_ms();
            session.update_untracked(|s| {
                crate::session::Realtime::clock(s).slow_down(LESSON_SLOWNESS, wall);
            });
        }
        if G::TURN_BASED {
            Effect::new(move |_| {
                let chosen = app.settings.with(|s| s.bot_pace);
                let pace = if lesson { BotPace::Relaxed } else { chosen };
                session.update_untracked(|s| s.pace_bots(move |ms| pace.pause_ms(ms)));
            });
        }
        crate::table::realtime::drive(session, held, save_now(id, session, Session::to_save))
    }

    /// The seat's name.
    pub fn name(self, seat: Seat) -> String {
        self.session.with_untracked(|s| s.name(seat).to_string())
    }

    /// `seat` plays `action` now, stamped with the game time (at a real-time table, what bots
    /// had due before it is played first; at a turn-based one nothing races it). A refusal is kept in words for `seat`, as
    /// "Move refused: …" with the rules' reason; an action played clears the last refusal.
    ///
    /// # Errors
    /// The rules' error, when the action was refused.
    pub fn act(self, seat: Seat, action: G::Action) -> Result<(), G::Error> {
        let result = self.try_act(seat, action);
        match &result {
            Ok(()) => self.refusal.set(None),
            Err(error) => {
                let lang = self.app.lang.get_untracked();
                let text = error.refused(lang, &|seat| self.name(seat));
                self.refuse(seat, text);
            }
        }
        result
    }

    /// [`Table::act`] without words: the caller tells the refusal its own way.
    ///
    /// # Errors
    /// The rules' error, when the action was refused.
    pub fn try_act(self, seat: Seat, action: G::Action) -> Result<(), G::Error> {
        let at = crate::table::realtime::game_time(self.session);
        let play = |s: &mut Session<G>| s.act(seat, action, at);
        // A User Timing measure ("tablee-act"): the rules' part of a person's move, apart from
        // the redrawing that follows it (scripts/long-tasks.mjs prints both).
        match crate::clock::measured_returning("tablee-act", || self.session.try_update(play)) {
            Some(result) => result,
            // The table is gone: nothing to play on, nothing to tell.
            None => Ok(()),
        }
    }

    /// Shows `text` as the refusal of `seat`'s last action.
    pub fn refuse(self, seat: Seat, text: String) {
        self.refusal.set(Some(Refusal { seat, text }));
    }

    /// The refusal's words when they are for `seat` (reactive).
    pub fn refusal_for(self, seat: Seat) -> Option<String> {
        self.refusal.with(|r| {
            r.as_ref()
                .filter(|r| r.seat == seat)
                .map(|r| r.text.clone())
        })
    }

    /// The refusal's words, whoever it is for (reactive): at a table where one person holds the
    /// device, the message is theirs.
    pub fn refusal_text(self) -> Option<String> {
        self.refusal.with(|r| r.as_ref().map(|r| r.text.clone()))
    }
}

/// Who holds the device at a table of hidden hands, and the view drawn from it.
pub struct HiddenHands<G: SessionGame>
where
    G::View: Send + Sync + 'static,
{
    /// Who the device was handed to.
    pub handover: RwSignal<Handover>,
    /// What the table shows: covered, the privacy screen, or one seat's hand.
    pub screen: Memo<Screen>,
    /// The view everything is drawn from: the shown seat's, else seat 0's (whose hand is then
    /// not drawn).
    pub view: Memo<G::View>,
    /// The seats played on phones of their own: the device is never handed to them, and with
    /// one person left here, that person's hand stays shown.
    pub away: RwSignal<Vec<Seat>>,
}

impl<G: SessionGame> Clone for HiddenHands<G>
where
    G::View: Send + Sync + 'static,
{
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SessionGame> Copy for HiddenHands<G> where G::View: Send + Sync + 'static {}

impl<G> HiddenHands<G>
where
    G: SessionGame + 'static,
    G::View: PartialEq + Send + Sync + 'static,
{
    /// Pass-and-play over `session`: `holder` names the person whose hand may be shown now (or
    /// `None` while only bots act). The hand is covered as soon as the holder changes.
    pub fn new(
        session: RwSignal<Session<G>>,
        holder: fn(&Session<G>, &Handover) -> Option<Seat>,
    ) -> Self {
        let handover = RwSignal::new(Handover::default());
        let away = RwSignal::new(Vec::<Seat>::new());
        let holder = move |s: &Session<G>, h: &Handover| {
            holder(s, h).filter(|seat| !away.with(|a| a.contains(seat)))
        };
        let screen = Memo::new(move |_| {
            session.with(|s| {
                // The people sharing this device, and the one person when alone.
                let (humans, only) = away.with(|a| {
                    let here: Vec<Seat> =
                        s.people().into_iter().filter(|p| !a.contains(p)).collect();
                    (here.len(), (here.len() == 1).then(|| here[0]))
                });
                handover.with(|h| h.screen(holder(s, h), humans, only))
            })
        });
        // Hide the hand as soon as another person has to play. The effect follows the game
        // only (reading the handover tracked here would wake it with its own change, forever).
        Effect::new(move |_| {
            let was = handover.get_untracked();
            let mut next = was;
            next.follow(session.with(|s| holder(s, &was)));
            if next != was {
                handover.set(next);
            }
        });
        let view = Memo::new(move |_| {
            let seat = match screen.get() {
                Screen::Hand(seat) => seat,
                _ => Seat(0),
            };
            session.with(|s| s.game().view(seat))
        });
        HiddenHands {
            handover,
            screen,
            view,
            away,
        }
    }

    /// The seat whose hand is on screen, if any.
    pub fn shown(self) -> Option<Seat> {
        match self.screen.get() {
            Screen::Hand(seat) => Some(seat),
            _ => None,
        }
    }
}

/// The words of a refused action (`text`: `None` when nothing was refused), read out as soon
/// as they appear.
pub fn refusal_line(text: impl Fn() -> Option<String> + Send + Sync + 'static) -> impl IntoView {
    move || text().map(|m| view! { <p class="form-error" role="alert">{m}</p> })
}

/// What a lesson's coach and the table share, in context while a lesson is played (see
/// [`crate::table::lesson`]): the table needs nothing else of lessons.
pub struct LessonHook<G: SessionGame> {
    /// The table, handed over when it opens.
    pub table: RwSignal<Option<Table<G>>>,
    /// Whether the coach is speaking (a step to read): game time stands still meanwhile, so
    /// nothing at the table moves while the student reads.
    pub reading: RwSignal<bool>,
}

impl<G: SessionGame> Clone for LessonHook<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SessionGame> Copy for LessonHook<G> {}

/// The host's phones panel, handed to a table by the game's phones' entry point (see
/// [`crate::table::phones::hosting::hosting`]): the panel's code is only in that entry point's module,
/// fetched when a table goes on phones.
pub struct HostsPhones<G: SessionGame> {
    /// Draws the panel under `table`, telling `away` the seats phones took; the save's id
    /// names what the panel keeps beside the save.
    pub panel: fn(Table<G>, RwSignal<Vec<Seat>>, String) -> AnyView,
    /// The id of the table's save.
    pub save: String,
}

impl<G: SessionGame> Clone for HostsPhones<G> {
    fn clone(&self) -> Self {
        HostsPhones {
            panel: self.panel,
            save: self.save.clone(),
        }
    }
}

/// The host's phones panel under a table of several people (`people`), when the table was
/// opened on phones (`/phones/play/<game>/<id>`): it stays for the whole game, as it carries the
/// phones' messages; `away` is told the seats phones took. Nothing on a table of this device
/// alone.
pub fn phones_panel<G: SessionGame>(
    table: Table<G>,
    away: RwSignal<Vec<Seat>>,
    people: usize,
) -> Option<AnyView> {
    let hosts = use_context::<HostsPhones<G>>()?;
    (people > 1).then(|| (hosts.panel)(table, away, hosts.save))
}
