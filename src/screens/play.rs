//! The play screen: routes `/play/:game/:id` to the game's table.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use tablee_rules::GameKind;

/// Loads the saved game `id` of `game` and shows its table.
#[component]
pub fn PlayScreen() -> impl IntoView {
    let params = use_params_map();
    let route = move || {
        let p = params.read();
        (
            super::game_from_route(p.get("game")),
            p.get("id").unwrap_or_default(),
        )
    };
    move || match route() {
        (Some(GameKind::Tuefteln), id) => {
            view! { <crate::games::tuefteln::play::TueftelnPlay id /> }.into_any()
        }
        (Some(GameKind::Tweak), id) => {
            view! { <crate::games::tweak::play::TweakPlay id /> }.into_any()
        }
        (Some(other), _) => view! { <super::new_game::NotPlayableYet kind=other /> }.into_any(),
        (None, _) => view! { <super::not_found::NotFound /> }.into_any(),
    }
}

/// Loads the save `id` as `T` and shows `table(id, data)`, or says plainly why the game cannot
/// be shown (no such save on this device, damaged, or from a newer version).
pub fn load_table<T: serde::de::DeserializeOwned>(
    kind: GameKind,
    id: String,
    table: impl FnOnce(String, T) -> AnyView,
) -> AnyView {
    use crate::i18n::Key;
    use crate::saves::{self, Save, SaveError};
    let app = crate::state::use_app();
    let key = format!("{}{id}", crate::storage::SAVE_PREFIX);
    let loaded: Result<Save<T>, Option<SaveError>> = match crate::storage::get(&key) {
        None => Err(None),
        Some(raw) => saves::read(&raw).map_err(Some),
    };
    match loaded {
        Ok(save) => table(id, save.data),
        Err(error) => {
            let message = move || match &error {
                None => app.t(Key::GameNotFound).to_string(),
                Some(e) => app.tf(Key::SaveUnreadable, &[&e.to_string()]),
            };
            view! {
                <crate::components::top_bar::TopBar title=Signal::derive(move || kind.name().to_string()) />
                <section class="panel">
                    <p role="alert">{message}</p>
                    <leptos_router::components::A href="/" attr:class="button button--primary">{move || app.t(Key::Home)}</leptos_router::components::A>
                </section>
            }
            .into_any()
        }
    }
}

/// Stores `raw` as the save `id` (called after every move).
pub fn store_save(id: &str, raw: &str) {
    crate::storage::set(&format!("{}{id}", crate::storage::SAVE_PREFIX), raw);
}
