//! The "update ready" prompt shown when a new version of the app has been installed.
//!
//! `index.html` registers the service worker; when a new one is waiting it dispatches the
//! `tablee-update-ready` event on `window`, and `window.tableeApplyUpdate()` activates it and
//! reloads.

use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A polite banner offering to reload into the new version.
#[component]
pub fn UpdatePrompt() -> impl IntoView {
    let app = use_app();
    let ready = RwSignal::new(false);
    let handle = window_event_listener_untyped("tablee-update-ready", move |_| ready.set(true));
    on_cleanup(move || handle.remove());
    let apply = move |_| {
        let window = window();
        if let Ok(f) = js_sys::Reflect::get(&window, &"tableeApplyUpdate".into()) {
            if let Some(f) = f.dyn_ref::<js_sys::Function>() {
                let _ = f.call0(&window);
            }
        }
    };
    view! {
        <Show when=move || ready.get()>
            <div class="update-prompt" role="status">
                <span>{move || app.t(Key::UpdateReady)}</span>
                <button class="button button--primary" on:click=apply>{move || app.t(Key::Reload)}</button>
                <button class="button" on:click=move |_| ready.set(false)>{move || app.t(Key::Later)}</button>
            </div>
        </Show>
    }
}
