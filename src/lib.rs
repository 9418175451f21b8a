//! # Tablée app
//!
//! The Leptos client-side app over the pure [`tablee_rules`] crate. This crate holds the shell
//! (router, settings, storage, languages, saved games), the shared components (card, die, seat
//! strip, privacy screen) and one folder of screens per game, listed in the [`registry`] and
//! loaded only when opened. Game logic never lives here: every
//! change of a game state goes through the rules crate's `play`.
//!
//! Modules whose names say "pure" in their docs ([`i18n`], [`saves`], [`setup`], [`settings`])
//! have no browser dependency and are tested with plain `cargo test`.

// The unit tests run natively and never ship: the size rules of clippy.toml (the standard sorts,
// serde_json's `Value` and the like) are for the wasm app, whose non-test build still obeys them.
#![cfg_attr(test, allow(clippy::disallowed_methods, clippy::disallowed_types))]

pub mod clock;
pub mod components;
pub mod fetch;
#[cfg(test)]
mod fuzz;
pub mod games;
pub mod handover;
pub mod i18n;
pub mod launch;
pub mod loading;
pub mod one_tab;
pub mod registry;
pub mod remote;
pub mod saves;
pub mod screens;
pub mod session;
pub mod settings;
pub mod setup;
pub mod state;
pub mod storage;
pub mod table;
// The word books written from the code, for the native `words` tool and the tests.
#[cfg(not(feature = "fetched-words"))]
pub mod word_books;
pub mod words;

use leptos::prelude::*;
use leptos_router::components::Router;
use leptos_router::hooks::use_location;
use leptos_router::location::{BrowserUrl, LocationProvider};

/// The whole app: settings in context, the update prompt, and the screen the address names.
#[component]
pub fn App() -> impl IntoView {
    let app = state::AppState::provide();
    app.apply_to_document();
    storage::listen_to_other_tabs();
    components::keeping::watch_storage(app);
    components::keeping::watch_other_tabs(app);
    view! {
        <Router>
            <components::update_prompt::UpdatePrompt />
            <main id="main" class="app-main">
                <Screen />
            </main>
        </Router>
    }
}

/// The screen of the address, drawn again when the path changes (the router keeps the
/// history and the links; the five addresses are matched here, see [`screens::Address`]).
#[component]
fn Screen() -> impl IntoView {
    let pathname = use_location().pathname;
    let browser = use_context::<BrowserUrl>();
    // The first screen comes a task after the app's frame: a slow phone's start is cut in two.
    let started = components::next_task::after_a_task();
    move || {
        if !started.get() {
            return ().into_any();
        }
        let screen = screens::Address::parse(&pathname.get()).screen();
        // A followed link's address goes into the history once its screen is drawn: the
        // router waits for this word, which its own `<Routes>` would give.
        if let Some(browser) = &browser {
            browser.ready_to_complete();
        }
        screen
    }
}
