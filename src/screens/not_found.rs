//! The screen for an address the app does not know.

use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;

/// "This page does not exist", with a way home.
#[component]
pub fn NotFound() -> impl IntoView {
    let app = use_app();
    view! {
        <TopBar title=Signal::derive(move || "Tablée".to_string()) />
        <section class="panel">
            <p>{move || app.t(Key::NotFound)}</p>
            <a href="/" class="button button--primary">{move || app.t(Key::Home)}</a>
        </section>
    }
}
