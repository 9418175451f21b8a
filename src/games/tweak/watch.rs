//! TWEAK watched again: its table drawn from a replay's step, as the seat looked
//! through saw it (their hand face up, the others' face down, or face up too once the reader of
//! a finished match shows every hand).

use super::play::Tabletop;
use super::table_state::TableState;
use crate::table::replay::Watched;
use leptos::prelude::*;
use tablee_rules::tweak::Tweak;

/// The table at the replay's step. No TWEAK's moment pops up (nobody is at the table to see
/// it through): the log tells each one.
pub fn table(watched: Watched<Tweak>) -> AnyView {
    let mut state = TableState::watching(watched);
    // Once the reader of a finished match shows every hand, they lie under the seats' strip.
    state.strip_with_hands = Some(|state, strip| {
        crate::table::replay::hands::with_hands(move || strip(), super::hand::other_hands(state))
            .into_any()
    });
    let moment = RwSignal::new(None);
    view! {
        <Tabletop state moment people=0 seats=watched.seats seed=Some(watched.seed) />
    }
    .into_any()
}
