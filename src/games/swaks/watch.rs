//! Swaks watched again: its table drawn from a replay's step, as the seat looked
//! through saw it, the turn's countdown at the step's game time; once the reader of a finished
//! match shows every hand, the others' hands face up too.

use super::play::Tabletop;
use super::table_state::TableState;
use crate::table::replay::Watched;
use leptos::prelude::*;
use tablee_rules::swaks::Swaks;

/// The table at the replay's step.
pub fn table(watched: Watched<Swaks>) -> AnyView {
    let mut state = TableState::watching(watched);
    // Once the reader of a finished match shows every hand, they lie under the seats' strip.
    state.strip_with_hands = Some(|state, strip| {
        crate::table::replay::hands::with_hands(move || strip(), super::hand::other_hands(state))
            .into_any()
    });
    view! { <Tabletop state seats=watched.seats seed=Some(watched.seed) /> }.into_any()
}
