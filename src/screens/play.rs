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
