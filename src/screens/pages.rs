//! The pages around the games, in one wasm module of their own (the split point `pages`): the
//! new-game forms, the rules pages and the settings. The home screen is all a first visit
//! needs; these come on their own address, or just after the home screen has painted, ready for
//! its links. The code they share with the games stays in the shell
//! (`scripts/merge-chunks.mjs`), so no game carries a copy of it.

use super::game::{NewGameRoute, RulesRoute};
use super::settings::SettingsScreen;
use crate::components::load_failed::LoadFailed;
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::loading::LoadError;
use crate::state::use_app;
use leptos::prelude::*;
use std::cell::Cell;
use tablee_rules::GameKind;

/// The pages' screens.
#[derive(Clone, Copy)]
pub struct Pages {
    /// `/new/<game>`: the game's new-game form.
    pub new_game: fn(GameKind) -> AnyView,
    /// `/rules/<game>`: the game's rules page.
    pub rules: fn(GameKind) -> AnyView,
    /// `/settings`.
    pub settings: fn() -> AnyView,
}

/// The screens.
const PAGES: Pages = Pages {
    new_game: |kind| view! { <NewGameRoute kind /> }.into_any(),
    rules: |kind| view! { <RulesRoute kind /> }.into_any(),
    settings: || view! { <SettingsScreen /> }.into_any(),
};

/// The module's entry point, in the shipped builds (feature `split`, turned on by
/// `scripts/build-wasm.sh`).
///
/// # Errors
/// [`LoadError`] when the module could not be fetched.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn fetch_pages() -> Result<Pages, LoadError> {
    Ok(PAGES)
}

/// The screens, in the same wasm: where nothing splits it (the browser tests load their wasm
/// whole, and a split point's loader would be missing there).
#[cfg(not(feature = "split"))]
async fn fetch_pages() -> Result<Pages, LoadError> {
    Ok(PAGES)
}

thread_local! {
    /// The pages once fetched: a later visit to one is drawn at once, with no task between.
    static HERE: Cell<Option<Pages>> = const { Cell::new(None) };
}

/// The pages, fetched (once; a failed fetch is tried again on the next call).
///
/// # Errors
/// [`LoadError`] when the module could not be fetched.
pub async fn pages() -> Result<Pages, LoadError> {
    if let Some(pages) = HERE.get() {
        return Ok(pages);
    }
    let pages = fetch_pages().await?;
    HERE.set(Some(pages));
    Ok(pages)
}

/// Fetches the pages a task after the next frame, so that what is on screen paints first: the
/// home screen calls it, and its links then open at once.
pub fn fetch_soon() {
    if HERE.get().is_none() {
        crate::components::next_task::after_paint(|| {
            leptos::task::spawn_local(async {
                // A failure is told by the page that needs them, which tries again.
                let _ = pages().await;
            });
        });
    }
}

/// One of the pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageOf {
    /// A game's new-game form.
    NewGame(GameKind),
    /// A game's rules page.
    Rules(GameKind),
    /// The settings.
    Settings,
}

impl PageOf {
    /// The page, drawn by the pages' screens.
    fn draw(self, pages: Pages) -> AnyView {
        match self {
            PageOf::NewGame(kind) => (pages.new_game)(kind),
            PageOf::Rules(kind) => (pages.rules)(kind),
            PageOf::Settings => (pages.settings)(),
        }
    }

    /// The page's title, as its top bar gives it.
    fn title(self, app: crate::state::AppState) -> String {
        match self {
            PageOf::NewGame(kind) => format!("{} · {}", kind.name(), app.t(Key::NewGame)),
            PageOf::Rules(kind) => format!("{} · {}", kind.name(), app.t(Key::Rules)),
            PageOf::Settings => app.t(Key::Settings).to_string(),
        }
    }
}

/// The page `page`, once the pages are here (at once when they are); while they come, its top
/// bar, and after a moment a loading line (the index page preloads them on their addresses, and
/// the home screen fetches them once painted, so most never see it); if they cannot come, the
/// reason and a way to try again.
#[component]
pub fn Page(
    /// The page.
    page: PageOf,
) -> impl IntoView {
    let app = use_app();
    let got = RwSignal::new(HERE.get().map(Ok::<Pages, LoadError>));
    let load = move || {
        got.try_set(None);
        leptos::task::spawn_local(async move {
            got.try_set(Some(pages().await));
        });
    };
    if got.get_untracked().is_none() {
        load();
    }
    let top_bar = move || view! { <TopBar title=Signal::derive(move || page.title(app)) /> };
    move || {
        match got.get() {
        None => view! {
            {top_bar()}
            // Shown after a moment (`.loading--later` in style/components.css).
            <p class="panel loading loading--later" role="status">{move || app.t(Key::LoadingText)}</p>
        }
        .into_any(),
        Some(Ok(pages)) => untrack(|| page.draw(pages)),
        Some(Err(_)) => view! {
            {top_bar()}
            <LoadFailed message=Signal::derive(move || app.t(Key::PageLoadFailed).to_string())
                retry=Callback::new(move |()| load()) />
        }
        .into_any(),
    }
    }
}
