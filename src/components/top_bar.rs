//! The bar at the top of every screen: home and settings.

use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;

/// The top bar, with the screen's title.
#[component]
pub fn TopBar(
    /// The title of the screen.
    #[prop(into)]
    title: Signal<String>,
) -> impl IntoView {
    let app = use_app();
    view! {
        <header class="top-bar">
            <a href="/" class="top-bar-home" aria-label=move || app.t(Key::Home)>
                <span aria-hidden="true">"⌂"</span>
                <span class="top-bar-brand">"Tablée"</span>
            </a>
            <h1 class="top-bar-title">{title}</h1>
            <a href="/settings" class="top-bar-settings">
                <span aria-hidden="true">"⚙ "</span>{move || app.t(Key::Settings)}
            </a>
        </header>
    }
}
