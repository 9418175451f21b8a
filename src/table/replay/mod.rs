//! Watching a game again: any game's record replayed step by step, forward and back
//! or played at a chosen speed, with the table drawn by the game's own table as one seat saw it.
//!
//! - `/watch/<game>/<id>` replays the save `id` of this device (a finished game, or the current
//!   one so far); `/watch/<game>#<code>` replays the record a shared link carries ([`link`]).
//! - The replay comes with each game's code, not in the first load. (A wasm chunk of its own per
//!   game was tried: eight split points cut the code into twice as many pieces, and the pieces'
//!   own overhead cost each game and the first load more than the replay itself;
//!   docs/measurements.md has the figures.) [`route`] reads the record, then shows the game's replay of it.
//! - A game draws one step through its table, given a [`ReplayStep`]: the view of the step through
//!   the chosen seat's eyes, and nothing to act with.
//! - While a game is not over, only the people's own seats can be looked through (bots' hands
//!   stay hidden from those still playing them); once over, every seat, and every hand at once
//!   ([`ReplayStep::every`]: the card games draw the others' hands face up, [`hands`]; the games
//!   with no hidden hand ignore it).

pub mod bar;
pub mod hands;
pub mod link;
pub mod screen;
pub mod text;

use self::text::WatchKey;
use crate::components::saved_table::Unopenable;
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::session::SessionGame;
use crate::setup::SeatSetup;
use crate::state::{use_app, AppState};
use crate::storage;
use leptos::prelude::*;
use tablee_rules::{GameKind, Millis, Seat};

/// The replay's styles: they travel with the games' code, not in the first load.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/replay.css"));

/// The replay screen's tables of messages, for its word book.
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[text::WatchKey::WORDS];

/// A game's replay screen for a record (a save's text); `back` is where "back" goes.
pub type ReplayScreen = fn(record: String, back: Back) -> AnyView;

/// Where the replay screen's "back" leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Back {
    /// The table of this device's save (its id).
    Table(String),
    /// The home screen (a replay opened from a link or a file).
    Home,
}

impl Back {
    /// The address it leads to, for `kind`.
    fn href(&self, kind: GameKind) -> String {
        match self {
            Back::Table(id) => format!("/play/{}/{id}", kind.id()),
            Back::Home => "/".to_string(),
        }
    }
}

/// One step of a replay as a game's table draws it.
pub struct ReplayStep<G: SessionGame<View: Send + Sync>> {
    /// The app's language and settings.
    pub app: AppState,
    /// What the chosen seat saw at the step shown.
    pub view: Memo<G::View>,
    /// Whose eyes the table is seen through.
    pub seat: Signal<Seat>,
    /// Every seat, in play order.
    pub seats: Signal<Vec<SeatSetup>>,
    /// The game time of the step shown (the real-time games' clocks).
    pub time: Signal<Millis>,
    /// The game's seed.
    pub seed: u64,
    /// Every seat's view at the step shown, in seat order, while the reader of a finished game
    /// asks to see every hand at once; `None` otherwise (a game with no hidden hand ignores it).
    pub every: Signal<Option<Vec<G::View>>>,
}

impl<G: SessionGame<View: Send + Sync>> Clone for ReplayStep<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SessionGame<View: Send + Sync>> Copy for ReplayStep<G> {}

/// A link to watch the game of the table shown (at `/play/<game>/<id>`) again: "again" once
/// `over`, "so far" before. Only the device that holds the game has its record: a phone
/// holding one seat shows none (the caller's choice).
pub fn replay_link_of(over: Signal<bool>) -> impl IntoView {
    let app = use_app();
    let path = window().location().pathname().unwrap_or_default();
    let href = path.replacen("/play/", "/watch/", 1);
    (href != path).then(|| {
        view! {
            <a href=href class="button" data-testid="watch-again">
                {move || app.t(if over.get() { WatchKey::WatchAgain } else { WatchKey::WatchSoFar })}
            </a>
        }
    })
}

/// Where the record to watch is: a save of this device, or the address's fragment.
enum Source {
    Save(String),
    Link(String),
    Nothing,
}

impl Source {
    /// The source the address names (`save` from its path).
    fn of(save: Option<String>) -> Source {
        if let Some(id) = save {
            return Source::Save(id);
        }
        let hash = window().location().hash().unwrap_or_default();
        match hash.trim_start_matches('#') {
            "" => Source::Nothing,
            code => Source::Link(code.to_string()),
        }
    }

    /// The record's text, and where "back" leads.
    async fn record(self) -> Result<(String, Back), Trouble> {
        match self {
            Source::Save(id) => storage::get(&storage::save_key(&id))
                .map(|text| (text, Back::Table(id)))
                .ok_or(Trouble::NoSave),
            Source::Link(code) => link::unpack(&code)
                .await
                .map(|text| (text, Back::Home))
                .map_err(|_| Trouble::DamagedLink),
            Source::Nothing => Err(Trouble::Nothing),
        }
    }
}

/// The record shown and where "back" leads; or why there is none. `None` while it comes.
type Shown = RwSignal<Option<Result<(String, Back), Trouble>>>;

/// Why there is nothing to replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trouble {
    /// No save of that id on this device.
    NoSave,
    /// The link's record is cut short or changed.
    DamagedLink,
    /// The address names no record (a file can be opened).
    Nothing,
}

/// The replay screen at `/watch/<game>[/<id>]` (the game's [`GameScreens::replay`]): reads the
/// record (a save of this device, or the link's), then shows `open`'s replay of it.
///
/// [`GameScreens::replay`]: super::entry::GameScreens::replay
pub fn route(kind: GameKind, save: Option<String>, open: ReplayScreen) -> AnyView {
    let app = use_app();
    let shown: Shown = RwSignal::new(None);
    let source = Source::of(save);
    leptos::task::spawn_local(async move { shown.set(Some(source.record().await)) });
    // A file of this game opened here is replayed here (one of another game, at its address).
    let opened = Callback::new(move |text: String| shown.set(Some(Ok((text, Back::Home)))));
    let title = Signal::derive(move || format!("{} · {}", kind.name(), app.t(WatchKey::Replay)));
    let screen = move || {
        match shown.get() {
        None => view! {
            <TopBar title />
            <p class="panel loading" role="status">{move || app.tf(Key::LoadingGame, &[kind.name()])}</p>
        }
        .into_any(),
        Some(Ok((record, back))) => untrack(|| open(record, back)),
        Some(Err(Trouble::NoSave)) => view! { <Unopenable kind error=None /> }.into_any(),
        Some(Err(trouble)) => view! {
            <TopBar title />
            <section class="panel replay-none">
                <p role="alert" data-testid="replay-trouble">{move || app.t(if trouble == Trouble::DamagedLink { WatchKey::LinkDamaged } else { WatchKey::NoReplay })}</p>
                {bar::open_file(kind, opened)}
                <a href="/" class="button">{move || app.t(Key::Home)}</a>
            </section>
        }
        .into_any(),
    }
    };
    screen.into_any()
}
