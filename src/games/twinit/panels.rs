//! What Twin It!'s table says in words: the latest claim, the Ready panel and the log.

use super::log::{describe_event, is_notable};
use super::session::Session;
use super::table_state::TableState;
use super::text::TwinItKey;
use leptos::prelude::*;
use tablee_rules::twinit::Mode;

/// The latest claim, error or dispute in words (a polite live region), and how to claim.
#[component]
pub(super) fn Latest(state: TableState) -> impl IntoView {
    let app = state.table.app;
    let latest = move || {
        let lang = app.lang.get();
        state.view.with(|v| {
            v.events.iter().rev().find(|e| is_notable(e)).map(|e| {
                state
                    .table
                    .session
                    .with_untracked(|s| describe_event(s, e, lang))
            })
        })
    };
    let hint = move || {
        let lang = app.lang.get();
        let key = match (state.mode(), state.shared()) {
            (Mode::Clans, _) => TwinItKey::HintClans,
            (Mode::TousEnsemble, false) => TwinItKey::HintTogether,
            (Mode::TousEnsemble, true) => TwinItKey::HintTogetherShared,
            (_, true) => TwinItKey::HintSlide,
            (_, false) => TwinItKey::HintTap,
        };
        key.text(lang)
    };
    view! {
        <p class="move-banner tw-latest" aria-live="polite" data-testid="tw-latest">
            {move || latest().unwrap_or_else(|| hint().to_string())}
        </p>
    }
}

/// Before the first card: how to play in this mode, and the Start button (game time and the
/// cooperative minute start with it).
#[component]
pub(super) fn ReadyPanel(state: TableState) -> impl IntoView {
    let app = state.table.app;
    let mode = state.mode();
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    let (name, about) = super::text::mode_words(mode);
    view! {
        <div class="tw-overlay" role="dialog" aria-modal="true" aria-labelledby="tw-ready-title">
            <div class="panel tw-ready">
                <h2 id="tw-ready-title">{move || TwinItKey::Ready.text(app.lang.get())}</h2>
                <p><strong>{move || name.text(app.lang.get())}</strong></p>
                <p>{move || about.text(app.lang.get())}</p>
                {state.shared().then(|| view! { <p>{move || TwinItKey::SharedDevice.text(app.lang.get())}</p> })}
                <button type="button" class="button button--primary" node_ref=button data-testid="tw-start"
                    on:click=move |_| state.table.session.update(Session::start)>
                    {move || TwinItKey::StartPlay.text(app.lang.get())}
                </button>
            </div>
        </div>
    }
}

/// Every claim, error and dispute so far, newest last.
#[component]
pub(super) fn EventLog(state: TableState) -> impl IntoView {
    let app = state.table.app;
    view! {
        <ol class="event-log" data-testid="tw-log">
            {move || {
                let lang = app.lang.get();
                state.view.with(|v| {
                    v.events
                        .iter()
                        .filter(|e| is_notable(e))
                        .map(|e| view! { <li>{state.table.session.with_untracked(|s| describe_event(s, e, lang))}</li> })
                        .collect_view()
                })
            }}
        </ol>
    }
}
