//! The log of TWEAK's round in words, beside the table.

use super::log::describe;
use super::table_state::TableState;
use crate::state::use_app;
use leptos::prelude::*;

/// The whole round told in words; once a round is over, that round (also after the next one
/// is dealt), until the summary is closed.
#[component]
pub(super) fn EventLog(state: TableState) -> impl IntoView {
    let app = use_app();
    let lines = move || {
        let lang = app.lang.get();
        let name = |seat| state.name(seat);
        let tell = |events: &[tablee_rules::tweak::Event], round| {
            events
                .iter()
                .map(|e| describe(lang, e, round, &name))
                .collect::<Vec<_>>()
        };
        let ended = state.summary_open() || state.view.with(|v| v.is_finished());
        state
            .view
            .with(|view| match view.last_round.as_ref().filter(|_| ended) {
                Some(round) => tell(&round.events, round.round),
                None => tell(&view.events, view.round),
            })
    };
    // The newest line stays in sight: the log's box is anchored at its end (its style.css).
    view! {
        <div class="event-log">
            <ol data-testid="event-log">
                {move || lines().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
            </ol>
        </div>
    }
}
