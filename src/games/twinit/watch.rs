//! Twin It! watched again: its table drawn from a replay's step, as the seat looked
//! through saw it (their corner the only one), the clocks at the step's game time.

use super::play::Tabletop;
use super::table_state::TableState;
use crate::table::replay::Watched;
use leptos::prelude::*;
use tablee_rules::twinit::TwinIt;

/// The table at the replay's step.
pub fn table(watched: Watched<TwinIt>) -> AnyView {
    let state = TableState::watching(watched);
    view! { <Tabletop state /> }.into_any()
}
