//! What a screen shows when its code could not be fetched: why, and a way to try again. A tab
//! left on an older version after an update (`window.tableeStale`, set by `index.html` when a
//! new service worker took the page over) reloads itself instead: its version's files went
//! with the old cache, the new version has the screen, and every game is in its save.

use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;

/// A panel saying `message` (announced at once) with a "Try again" button calling `retry`.
#[component]
pub fn LoadFailed(
    /// Why nothing is shown, in the app's language.
    #[prop(into)]
    message: Signal<String>,
    /// Asks for the code again.
    retry: Callback<()>,
) -> impl IntoView {
    let app = use_app();
    let stale = js_sys::Reflect::get(&window(), &"tableeStale".into()).is_ok_and(|v| v.is_truthy());
    if stale {
        let _ = window().location().reload();
    }
    view! {
        <section class="panel">
            <p role="alert">{message}</p>
            <button type="button" class="button button--primary" on:click=move |_| retry.run(())>
                {move || app.t(Key::TryAgain)}
            </button>
        </section>
    }
}
