//! The screens that belong to one game (`/new/:game`, `/rules/:game`, `/play/:game/:id`): each
//! finds the game in the [`registry`], fetches its code the first time with a short loading
//! state, and shows the game's own screen.

use crate::components::load_failed::LoadFailed;
use crate::components::rules_text::RulesText;
use crate::components::saved_table::Unopenable;
use crate::components::seat_editor::SeatEditor;
use crate::components::seed_field::{seed_from_query, SeedField};
use crate::components::top_bar::TopBar;
use crate::components::when_near::WhenNear;
use crate::i18n::{Key, Lang};
use crate::launch::GameOptions;
use crate::launch::NewGameForm;
use crate::registry::{self, GameEntry};
use crate::saves;
use crate::state::use_app;
use crate::storage;
use crate::table::entry::{GameScreens, LoadError};
use crate::table::lesson::learned_key;
use leptos::prelude::*;
use leptos_router::components::Redirect;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;
use std::sync::Arc;
use tablee_rules::GameKind;

/// What to show of a game once its code is here.
type Show = Arc<dyn Fn(GameScreens) -> AnyView + Send + Sync>;

/// `/new/:game`: the game's new-game form. The shell draws all of it, the game's options in its
/// words as soon as its word book is here; the game's code, fetched while the person chooses,
/// starts the game (the form no longer runs any of the game's code).
#[component]
pub fn NewGameRoute(
    /// The game.
    kind: GameKind,
) -> impl IntoView {
    let app = use_app();
    let entry = registry::entry(kind);
    let form = NewGameForm::new(kind, entry.options, app.lang, seed_from_query());
    let words_here = game_words(kind, app.lang.get_untracked());
    let ready: Show = Arc::new(move |screens| {
        form.on_start(screens.start);
        // The code came with the game's words: after a failed fetch and "Try again" too.
        // Set only if they were missing: setting it again would draw the options anew, losing
        // a tap made at that moment and costing a slow phone the work.
        if !words_here.get_untracked() {
            words_here.set(true);
        }
        ().into_any()
    });
    let navigate = use_navigate();
    let navigate_phones = navigate.clone();
    let start = move || {
        if let Some(url) = form.start(&form.seed_text.get_untracked()) {
            navigate(&url, Default::default());
        }
    };
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", kind.name(), app.t(Key::NewGame))) />
        // The lesson's offer, drawn by the shell: it is the first thing a newcomer
        // reads, so it does not wait for the game's code.
        {entry.lesson.then(|| view! { <LearnOffer kind /> })}
        <form class=format!("panel new-game new-game--{}", kind.id()) on:submit=move |ev| { ev.prevent_default(); start(); }>
            <SeatEditor kind bot_words=entry.bot_words seats=form.seats />
            <div class="new-game-options" style=format!("--options-height: {}", entry.options_height)>
                {move || words_here.get().then(|| view! { <GameOptions form extra=entry.form_extra /> })}
                <Loaded entry show=ready top_bar=false part=Part::Table />
            </div>
            <SeedField seed_text=form.seed_text />
            {move || form.problem.get().map(|p| view! { <p class="form-error" role="alert" data-testid="form-error">{p}</p> })}
            <div class="form-actions">
                <button type="submit" class="button button--primary" data-testid="start-game"
                    prop:disabled=move || !form.ready() aria-busy=move || (!form.ready()).then_some("true")>
                    {move || app.t(Key::Start)}
                </button>
                {entry.loaders.phones.is_some().then(|| {
                    let people = move || form.seats.with(|s| s.iter().filter(|s| s.controller.is_human()).count());
                    let navigate_middle = navigate_phones.clone();
                    view! {
                        <button type="button" class="button" data-testid="start-on-phones"
                            prop:disabled=move || !form.ready() || people() < 2
                            on:click=move |_| start_on_phones(form, false, navigate_phones.clone())>
                            {move || app.t(Key::StartOnPhones)}
                        </button>
                        <button type="button" class="button" data-testid="start-table-screen"
                            prop:disabled=move || !form.ready() || people() < 1
                            on:click=move |_| start_on_phones(form, true, navigate_middle.clone())>
                            {move || app.t(Key::StartTableScreen)}
                        </button>
                    }
                })}
            </div>
        </form>
    }
    .into_any()
}

/// Whether the word book of `kind` is here in `lang`, else fetched at once: the new-game form
/// draws the game's options in it, without waiting for the game's code. If it cannot come, the code's
/// loading says so and offers to try again.
fn game_words(kind: GameKind, lang: Lang) -> RwSignal<bool> {
    #[cfg(feature = "fetched-words")]
    {
        // Fetched before the app started, on a new-game form's own address (see `main`).
        let here = RwSignal::new(crate::words::here(kind.id(), lang));
        if !here.get_untracked() {
            leptos::task::spawn_local(async move {
                if crate::words::fetch(kind.id(), lang).await.is_ok() {
                    here.try_set(true);
                }
            });
        }
        here
    }
    #[cfg(not(feature = "fetched-words"))]
    {
        let _ = (kind, lang);
        RwSignal::new(true)
    }
}

/// The offer of the lesson of `kind` above its new-game form: first of all until the person has
/// done or skipped it, then a quiet link.
#[component]
fn LearnOffer(
    /// The game.
    kind: GameKind,
) -> impl IntoView {
    let app = use_app();
    let first_time = storage::get(&learned_key(kind)).is_none();
    view! {
        <p class="learn-offer" class:learn-offer--first=first_time>
            {first_time.then(|| view! { <span>{move || app.tf(Key::NewToGame, &[kind.name()])}" "</span> })}
            <a href=format!("/learn/{}", kind.id()) class=if first_time { "button button--primary" } else { "button" }
                data-testid="learn-offer">{move || app.t(Key::LearnToPlay)}</a>
        </p>
    }
}

/// Starts the form's game on several phones: its table opens at `/phones/play/<game>/<id>`,
/// with the host's phones panel under it; or, with `middle`, at `/phones/table/<game>/<id>`:
/// this device is the table screen and every person plays on a phone.
fn start_on_phones(form: NewGameForm, middle: bool, navigate: impl Fn(&str, NavigateOptions)) {
    if let Some(url) = form.start(&form.seed_text.get_untracked()) {
        let url = if middle {
            url.replacen("/play/", "/table/", 1)
        } else {
            url
        };
        navigate(&format!("/phones{url}"), NavigateOptions::default());
    }
}

/// `/rules/:game`: the game's rules page. Its text is data the shell shows without the game's
/// code; the code, fetched once the reader comes near the end of the text, draws the examples
/// under it.
#[component]
pub fn RulesRoute(
    /// The game.
    kind: GameKind,
) -> impl IntoView {
    let app = use_app();
    let entry = registry::entry(kind);
    let examples: Show = Arc::new(|s| {
        s.rules_examples
            .map_or_else(|| ().into_any(), |show| show())
    });
    // The examples need the game's code: fetched once the reader comes near them.
    let examples_when_near = move || {
        let examples = examples.clone();
        view! {
            <WhenNear id="rules-examples">
                <Loaded entry show=examples.clone() top_bar=false part=Part::Side />
            </WhenNear>
        }
    };
    view! {
        <TopBar title=Signal::derive(move || format!("{} · {}", kind.name(), app.t(Key::Rules))) />
        <article class=format!("panel rules rules--{}", kind.id()) data-testid=format!("{}-rules", kind.id())>
            <RulesText kind>{examples_when_near()}</RulesText>
        </article>
    }
    .into_any()
}

/// How a saved game's table is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    /// On this device (`/play/:game/:id`).
    Here,
    /// On several phones, this device holding a seat and the phones panel
    /// (`/phones/play/:game/:id`).
    Host,
    /// On several phones, this device the table screen, holding no seat
    /// (`/phones/table/:game/:id`).
    TableScreen,
}

impl Way {
    /// The address of the save `id` of `kind` played this way.
    fn path(self, kind: GameKind, id: &str) -> String {
        let kind = kind.id();
        match self {
            Way::Here => format!("/play/{kind}/{id}"),
            Way::Host => format!("/phones/play/{kind}/{id}"),
            Way::TableScreen => format!("/phones/table/{kind}/{id}"),
        }
    }
}

/// The table of a saved game, played as `way` says, once the code it needs is here (the
/// phones' too, on several phones). A save opened under another game's address is opened as
/// the game it belongs to.
#[component]
pub fn PlayRoute(
    /// The game named in the address.
    kind: GameKind,
    /// The save's id.
    id: String,
    /// How the table is played.
    way: Way,
) -> impl IntoView {
    let saved = storage::get(&storage::save_key(&id));
    match saved.as_deref().map(saves::read_header) {
        None => view! { <Unopenable kind error=None /> }.into_any(),
        Some(Err(error)) => {
            view! { <Unopenable kind error=Some(error) id=id.clone() /> }.into_any()
        }
        Some(Ok((saved_kind, _, _))) if saved_kind != kind => {
            let path = way.path(saved_kind, &id);
            view! { <Redirect path /> }.into_any()
        }
        Some(Ok(_)) => {
            // This tab holds the game now: another tab on it stops writing it.
            crate::one_tab::open(&id);
            let opened = id.clone();
            on_cleanup(move || crate::one_tab::close(&opened));
            let entry = registry::entry(kind);
            let part = match way {
                Way::Here => Part::Table,
                Way::Host => Part::Phones,
                Way::TableScreen => Part::Public,
            };
            let show: Show = Arc::new(move |s| {
                let screen = match way {
                    Way::Here => None,
                    Way::Host => s.host,
                    Way::TableScreen => s.table_screen,
                };
                screen.unwrap_or(s.table)(id.clone())
            });
            view! { <Loaded entry show top_bar=true part /> }.into_any()
        }
    }
}

/// `/learn/:game`: the game's lesson, a guided first game, once its code is here.
#[component]
pub fn LearnRoute(
    /// The game.
    kind: GameKind,
) -> impl IntoView {
    let show: Show = Arc::new(|s| {
        s.learn.map_or_else(
            || view! { <super::not_found::NotFound /> }.into_any(),
            |screen| screen(),
        )
    });
    view! { <Loaded entry=registry::entry(kind) show top_bar=true part=Part::Side /> }
}

/// `/watch/:game[/:id]`: a game watched again, once the game's code is here; the
/// game's code fetches its replay's own chunk.
#[component]
pub fn WatchRoute(
    /// The game named in the address.
    kind: GameKind,
    /// The save watched, or none for the record a link carries.
    save: Option<String>,
) -> impl IntoView {
    let entry = registry::entry(kind);
    let show: Show = Arc::new(move |s| {
        s.replay.map_or_else(
            || view! { <super::not_found::NotFound /> }.into_any(),
            |screen| screen(save.clone()),
        )
    });
    view! { <Loaded entry show top_bar=true part=Part::Side /> }
}

/// `/phones/play/:game/join`: a phone joining a table from the host's code: the game's join
/// screen, once the game's code and the phones' are here; `/phones/play/:game/watch`, with
/// `watching`: a phone watching a table.
#[component]
pub fn JoinRoute(
    /// The game named in the address.
    kind: GameKind,
    /// Whether the phone comes to watch.
    watching: bool,
) -> impl IntoView {
    let entry = registry::entry(kind);
    let show: Show = Arc::new(move |s| {
        let screen = if watching { s.watcher } else { s.join };
        screen.map_or_else(
            || view! { <super::not_found::NotFound /> }.into_any(),
            |screen| screen(),
        )
    });
    let part = if watching { Part::Public } else { Part::Phones };
    view! { <Loaded entry show top_bar=false part /> }
}

thread_local! {
    /// The games whose code has come during this visit, each with the part that came.
    static LOADED: std::cell::RefCell<Vec<(GameKind, Part)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Which of a game's entry points a screen needs (see [`GameScreens`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    /// Its table's.
    Table,
    /// Its screens' off the table, with the table's.
    Side,
    /// Its screens' on several phones, with the table's.
    Phones,
    /// Its public view's screens (the table screen and a watcher's), with the table's.
    Public,
}

/// The game's screens, once the code of its `part` is here (and, in the shipped app, its words
/// and those all games share, in the language shown, and the phones' for [`Part::Phones`] and [`Part::Public`]:
/// they are fetched side by side).
async fn load_game(
    entry: &'static GameEntry,
    lang: Lang,
    part: Part,
) -> Result<GameScreens, LoadError> {
    let code = match part {
        Part::Table => entry.loaders.table,
        Part::Side => entry.loaders.side,
        Part::Phones => entry.loaders.phones.ok_or(LoadError)?,
        Part::Public => entry.loaders.public.ok_or(LoadError)?,
    };
    #[cfg(feature = "fetched-words")]
    {
        // The words every game's screens share (the replay's, the lessons') come along.
        let words = crate::words::fetch(entry.kind.id(), lang);
        // The phones' words too, for their screens (after those, which every game needs).
        let shared = async move {
            crate::words::fetch(crate::words::PLAY, lang).await?;
            match part {
                Part::Phones | Part::Public => {
                    crate::words::fetch(crate::words::PHONES, lang).await
                }
                _ => Ok(()),
            }
        };
        let (code, words, shared) = futures::future::join3(code(), words, shared).await;
        words.and(shared).map_err(|error| {
            web_sys::console::error_1(&format!("{}: {}", entry.kind.id(), error.reason()).into());
            LoadError
        })?;
        code
    }
    #[cfg(not(feature = "fetched-words"))]
    {
        let _ = lang;
        code().await
    }
}

/// Fetches the game's code, with that of its `part` (once the screen
/// has painted, or at once when it is already here), and shows what `show` picks of it; while it
/// comes, a short loading state; if it cannot come, the reason and a way to try again. With
/// `top_bar` it is a whole screen (the loading and failure states have the top bar); without, a
/// part of one (nothing shows while the code comes).
#[component]
fn Loaded(entry: &'static GameEntry, show: Show, top_bar: bool, part: Part) -> impl IntoView {
    let app = use_app();
    let kind = entry.kind;
    // None while the code is on its way.
    let screens = RwSignal::new(None::<Result<GameScreens, LoadError>>);
    let load = move || {
        screens.try_set(None);
        let lang = app.lang.get_untracked();
        leptos::task::spawn_local(async move {
            let loaded = load_game(entry, lang, part).await;
            if loaded.is_ok() {
                LOADED.with(|l| l.borrow_mut().push((kind, part)));
            }
            screens.try_set(Some(loaded));
        });
    };
    // Whether the code was here when the screen opened: then no loading words are shown.
    let here = LOADED.with(|l| l.borrow().contains(&(kind, part)));
    if here && top_bar {
        // A whole screen (a table opened from its form): its top bar now, the rest a task
        // later, so the tap that opened it is answered before the table is built.
        crate::components::next_task::in_a_task(load);
    } else if here {
        // Part of a screen: shown at once.
        load();
    } else {
        // Asked for after the screen's first paint: what the shell draws (the form's seats, the
        // lesson's offer, a rules text) does not wait behind the game's code.
        crate::components::next_task::after_paint(load);
    }
    move || {
        match screens.get() {
        None if !top_bar => ().into_any(),
        None => view! {
            <TopBar title=Signal::derive(move || kind.name().to_string()) />
            {(!here).then(|| view! {
                <p class="panel loading" role="status">{move || app.tf(Key::LoadingGame, &[kind.name()])}</p>
            })}
        }
        .into_any(),
        Some(Ok(screens)) => untrack(|| show(screens)),
        Some(Err(_)) => view! {
            {top_bar.then(|| view! { <TopBar title=Signal::derive(move || kind.name().to_string()) /> })}
            <LoadFailed message=Signal::derive(move || app.tf(Key::GameLoadFailed, &[kind.name()]))
                retry=Callback::new(move |()| load()) />
        }
        .into_any(),
    }
    }
}
