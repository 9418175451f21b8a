//! The bar at the top of every screen: home and settings, the one shown marked as current.

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
    // The link to the screen shown says so to screen readers, once the bar is in the page: set
    // by hand (an attribute in the view cost the first load twice as much),
    // on both links, as a bar can be kept from one screen to the next.
    request_animation_frame(|| {
        let path = window().location().pathname().unwrap_or_default();
        for (link, href) in [(".top-bar-home", "/"), (".top-bar-settings", "/settings")] {
            if let Ok(Some(link)) = document().query_selector(link) {
                let current = if path == href { "page" } else { "false" };
                let _ = link.set_attribute("aria-current", current);
            }
        }
    });
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
