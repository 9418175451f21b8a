//! The seed field shared by every new-game form: empty for a new deal, or a seed to replay one.

use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;

/// The seed field, prefilled by the caller (usually from [`seed_from_query`]).
#[component]
pub fn SeedField(
    /// The typed seed.
    seed_text: RwSignal<String>,
) -> impl IntoView {
    let app = use_app();
    view! {
        <label class="field">
            <span>{move || app.t(Key::Seed)}</span>
            <input type="text" inputmode="numeric" id="seed-input" prop:value=move || seed_text.get()
                on:input=move |ev| seed_text.set(event_target_value(&ev)) aria-describedby="seed-help" />
            <small id="seed-help" class="muted">{move || app.t(Key::SeedHelp)}</small>
        </label>
    }
}

/// The seed typed in the address (`?seed=...`), if any.
pub fn seed_from_query() -> String {
    leptos_router::hooks::use_query_map()
        .with_untracked(|q| q.get("seed"))
        .unwrap_or_default()
}
