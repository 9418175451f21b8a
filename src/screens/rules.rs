//! The rules page of each game, in the project's own words.

use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use tablee_rules::GameKind;

/// Routes `/rules/:game` to the game's rules page.
#[component]
pub fn RulesScreen() -> impl IntoView {
    let app = use_app();
    let params = use_params_map();
    let kind = move || super::game_from_route(params.read().get("game"));
    move || {
        match kind() {
        Some(GameKind::Tuefteln) => {
            view! { <crate::games::tuefteln::rules::TueftelnRules /> }.into_any()
        }
        Some(GameKind::Tweak) => view! { <crate::games::tweak::rules::TweakRules /> }.into_any(),
        Some(other) => view! {
            <TopBar title=Signal::derive(move || format!("{} · {}", other.name(), app.t(Key::Rules))) />
            <section class="panel"><p>{move || app.t(Key::RulesNotYet)}</p></section>
        }
        .into_any(),
        None => view! { <super::not_found::NotFound /> }.into_any(),
    }
    }
}
