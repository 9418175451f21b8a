//! Watching a game again (issue 24): any game's record replayed step by step, forward and back
//! or played at a chosen speed, with the table drawn by the game's own table as one seat saw it.
//!
//! - `/watch/<game>/<id>` replays the save `id` of this device (a finished game, or the current
//!   one so far); `/watch/<game>#<code>` replays the record a shared link carries ([`link`]).
//! - Each game hands over a [`WatchScreen`] from a wasm chunk of its own (its `watch_screen`
//!   split point), so neither the first load nor the game's own chunk carries the replay.
//!   [`route`] fetches it with this screen's words and the record, side by side.
//! - A game draws one step through its table, given a [`Watched`]: the view of the step through
//!   the chosen seat's eyes, and nothing to act with.
//! - While a game is not over, only the people's own seats can be looked through (bots' hands
//!   stay hidden from those still playing them); once over, every seat.

pub mod bar;
pub mod link;
pub mod text;

use self::bar::{ReplayBar, Sharing};
use self::text::WatchKey;
use super::entry::LoadError;
use crate::components::saved_table::Unopenable;
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::saves::{self, SaveError};
use crate::session::{Replay, Session, SessionGame};
use crate::setup::SeatSetup;
use crate::state::{use_app, AppState};
use crate::storage;
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;
use tablee_rules::{GameKind, Millis, Seat};

/// The replay's styles: they travel with the games' code, not in the first load.
const STYLE: &str = include_str!("style.css");

/// The book of this screen's words ([`crate::words`]), fetched with any game's code.
pub const BOOK: &str = "watch";

/// The replay screen's tables of messages, for its word book.
#[cfg(not(feature = "fetched-words"))]
pub const WORDS: &[crate::i18n::WordTable] = &[text::WatchKey::WORDS];

/// What a game's replay chunk hands over: its replay screen for a record (a save's text).
#[derive(Clone, Copy)]
pub struct WatchScreen {
    /// The replay of the record; `back` is where "back" goes.
    pub open: fn(record: String, back: Back) -> AnyView,
}

/// A game's replay chunk on its way.
pub type WatchLoading = Pin<Box<dyn Future<Output = Result<WatchScreen, LoadError>>>>;

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
pub struct Watched<G: SessionGame<View: Send + Sync>> {
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
}

impl<G: SessionGame<View: Send + Sync>> Clone for Watched<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SessionGame<View: Send + Sync>> Copy for Watched<G> {}

/// A link to watch the game of the table shown (at `/play/<game>/<id>`) again: "again" once
/// `over`, "so far" before. Only the device that holds the game has its record: a phone
/// holding one seat shows none (the caller's choice).
pub fn watch_again_link(over: Signal<bool>) -> impl IntoView {
    let app = use_app();
    let path = window().location().pathname().unwrap_or_default();
    let href = path.replacen("/play/", "/watch/", 1);
    (href != path).then(|| {
        view! {
            <leptos_router::components::A href attr:class="button" attr:data-testid="watch-again">
                {move || app.t(if over.get() { WatchKey::WatchAgain } else { WatchKey::WatchSoFar })}
            </leptos_router::components::A>
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

/// The replay shown: its code, the record and where "back" leads; or why there is none.
/// `None` while they come.
type Shown = RwSignal<Option<Result<(WatchScreen, String, Back), Trouble>>>;

/// Why there is nothing to replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trouble {
    /// No save of that id on this device.
    NoSave,
    /// The link's record is cut short or changed.
    DamagedLink,
    /// The address names no record (a file can be opened).
    Nothing,
    /// The replay's code could not be fetched.
    Load,
}

/// The replay screen at `/watch/<game>[/<id>]` (the game's [`GameScreens::watch`]): fetches the
/// game's replay chunk, this screen's words and the record side by side, then shows the replay.
///
/// [`GameScreens::watch`]: super::entry::GameScreens::watch
pub fn route(
    kind: GameKind,
    save: Option<String>,
    style: &'static str,
    load: fn() -> WatchLoading,
) -> AnyView {
    let app = use_app();
    let shown: Shown = RwSignal::new(None);
    let start = move |source: Source| {
        shown.set(None);
        leptos::task::spawn_local(async move {
            let code = async { load().await.map_err(|_| Trouble::Load) };
            let words = words(app);
            let (screen, (), record) = futures::join!(code, words, source.record());
            shown.set(Some(
                screen.and_then(|screen| record.map(|(text, back)| (screen, text, back))),
            ));
        });
    };
    start(Source::of(save.clone()));
    // A file opened here: its game is replayed here, or at its own game's address.
    let opened = Callback::new(move |text: String| open_file(kind, text, shown));
    let title = Signal::derive(move || format!("{} · {}", kind.name(), app.t(WatchKey::Replay)));
    let retry = save.clone();
    let screen = move || match shown.get() {
        None => view! {
            <TopBar title=Signal::derive(move || kind.name().to_string()) />
            <p class="panel loading" role="status">{move || app.tf(Key::LoadingGame, &[kind.name()])}</p>
        }
        .into_any(),
        Some(Ok((screen, record, back))) => untrack(|| (screen.open)(record, back)),
        Some(Err(Trouble::NoSave)) => view! { <Unopenable kind error=None /> }.into_any(),
        Some(Err(Trouble::Load)) => {
            let retry = retry.clone();
            view! {
                <TopBar title />
                <section class="panel">
                    <p role="alert">{move || app.tf(Key::GameLoadFailed, &[kind.name()])}</p>
                    <button type="button" class="button button--primary"
                        on:click=move |_| start(Source::of(retry.clone()))>
                        {move || app.t(Key::TryAgain)}
                    </button>
                </section>
            }
            .into_any()
        }
        Some(Err(trouble)) => view! {
            <TopBar title />
            <section class="panel replay-none">
                <p role="alert" data-testid="replay-trouble">{move || app.t(if trouble == Trouble::DamagedLink { WatchKey::LinkDamaged } else { WatchKey::NoReplay })}</p>
                <bar::OpenFile opened />
                <leptos_router::components::A href="/" attr:class="button">{move || app.t(Key::Home)}</leptos_router::components::A>
            </section>
        }
        .into_any(),
    };
    view! { <style>{style}</style>{screen} }.into_any()
}

/// A game's replay entry point, `watch_screen`: on the web a wasm chunk of its own (the split
/// point `$split`), fetched the first time one of its games is watched again; the table of each
/// step drawn by `$table`.
#[macro_export]
macro_rules! replay_split {
    ($split:ident, $table:path) => {
        /// The game's replay (issue 24), in a wasm chunk of its own on the web.
        ///
        /// # Errors
        /// [`LoadError`](crate::games::entry::LoadError) when the chunk could not be fetched.
        #[leptos::wasm_split::wasm_split($split, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn watch_screen(
        ) -> Result<$crate::games::watch::WatchScreen, $crate::games::entry::LoadError> {
            Ok($crate::games::watch::WatchScreen {
                open: |record, back| $crate::games::watch::watch(record, back, $table),
            })
        }
    };
}

/// This screen's words in the language shown (the app that carries its texts has them).
async fn words(app: AppState) {
    #[cfg(feature = "fetched-words")]
    {
        let lang = app.lang.get_untracked();
        if let Err(error) = crate::words::fetch(BOOK, lang).await {
            web_sys::console::error_1(&format!("{BOOK}: {error:?}").into());
        }
    }
    #[cfg(not(feature = "fetched-words"))]
    let _ = app;
}

/// Replays a file's `text`: here when it is a game of `kind` and the replay's code is here,
/// otherwise at its own game's address (through a link made of it). False when the file is no
/// game.
fn open_file(
    kind: GameKind,
    text: String,
    shown: Shown,
) -> bool {
    let Ok((file_kind, _, _)) = saves::read_header(&text) else {
        return false;
    };
    match shown.get_untracked() {
        Some(Ok((screen, _, _))) if file_kind == kind => {
            shown.set(Some(Ok((screen, text, Back::Home))));
        }
        _ => open_link_of(file_kind, text),
    }
    true
}

/// Opens the replay of `text`, a game of `kind`, from a link made of it (the page is loaded
/// again when only the fragment changes).
fn open_link_of(kind: GameKind, text: String) {
    leptos::task::spawn_local(async move {
        let Ok(code) = link::pack(&text).await else {
            return;
        };
        let location = window().location();
        let path = format!("/watch/{}", kind.id());
        let here = location.pathname().is_ok_and(|p| p == path);
        let _ = location.assign(&format!("{path}#{code}"));
        if here {
            let _ = location.reload();
        }
    });
}

/// The replay of `record` (a save's text) as a game of `G`, drawn by `table`; or why it cannot
/// be replayed (the save's readers' reasons: a record from an older build reads as its save).
pub fn watch<G>(record: String, back: Back, table: fn(Watched<G>) -> AnyView) -> AnyView
where
    G: SessionGame + 'static,
    G::View: Clone + PartialEq + Send + Sync + 'static,
{
    let app = use_app();
    let replay = saves::read::<Session<G>>(&record)
        .and_then(|save| Replay::of_session(&save.data).map_err(SaveError::Corrupt));
    let replay = match replay {
        Ok(replay) => replay,
        Err(error) => return view! { <Unopenable kind=G::KIND error=Some(error) /> }.into_any(),
    };
    let steps = replay.steps();
    let over = replay.outcome().is_some();
    let setup = replay.setup.clone();
    // Whose eyes: every seat once the game is over; before, the people's only (a table of bots
    // alone shows every seat).
    let people: Vec<Seat> = (0..setup.seats.len())
        .map(|i| Seat(i as u8))
        .filter(|s| setup.seats[s.index()].controller.is_human())
        .collect();
    let eyes: Vec<Seat> = if over || people.is_empty() {
        (0..setup.seats.len()).map(|i| Seat(i as u8)).collect()
    } else {
        people
    };
    let eyes: Vec<(Seat, String)> = eyes
        .into_iter()
        .map(|s| (s, setup.seats[s.index()].name.clone()))
        .collect();
    let seed = replay.game(0).seed();
    let replay = StoredValue::new(replay);
    // A finished game opens at its end, the result as it was saved; one in progress at its
    // latest step.
    let step = RwSignal::new(steps);
    let seat = RwSignal::new(eyes[0].0);
    let view = Memo::new(move |_| {
        let (step, seat) = (step.get(), seat.get());
        replay.with_value(|r| r.view(step, seat))
    });
    let watched = Watched::<G> {
        app,
        view,
        seat: seat.into(),
        seats: Signal::stored(setup.seats.clone()),
        time: Signal::derive(move || {
            let step = step.get();
            replay.with_value(|r| r.time(step))
        }),
        seed,
    };
    let sharing = Sharing {
        kind: G::KIND,
        record: StoredValue::new(record),
        back,
    };
    view! {
        <style>{STYLE}</style>
        <div class="replay" data-testid="replay-screen">
            {table(watched)}
            <ReplayBar step steps eyes seat over sharing />
        </div>
    }
    .into_any()
}
