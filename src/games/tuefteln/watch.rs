//! Tüfteln watched again: its table drawn from a replay's step. Every tile is public,
//! so every seat's view shows them all; the seat looked through has its tile big.

use super::play::Tabletop;
use super::table_state::TableState;
use crate::table::replay::Watched;
use leptos::prelude::*;
use tablee_rules::tuefteln::Tuefteln;

/// The table at the replay's step.
pub fn table(watched: Watched<Tuefteln>) -> AnyView {
    let state = TableState::watching(watched);
    view! { <Tabletop state /> }.into_any()
}
