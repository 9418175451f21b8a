//! What Twin It!'s table says in words: the latest claim, the Ready panel and the log.

use super::log::{describe_event, is_notable};
use super::table_state::TableState;
use super::text::TwinItKey;
use leptos::prelude::*;
use tablee_rules::twinit::Mode;

/// The latest claim, error or dispute in words (a polite live region), and how to claim.
#[component]
pub(super) fn Latest(state: TableState) -> impl IntoView {
    let app = state.app;
    let latest = move || {
        let lang = app.lang.get();
        state.view.with(|v| {
            v.events
                .iter()
                .rev()
                .find(|e| is_notable(e))
                .map(|e| describe_event(&|seat| state.name(seat), e, lang))
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
/// cooperative minute start with it). It dims the table but not the top bar, so it is not a
/// modal dialog: Home and Settings stay in reach.
#[component]
pub(super) fn ReadyPanel(state: TableState) -> impl IntoView {
    let app = state.app;
    let mode = state.mode();
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            crate::table::focus::when_drawn(b.into());
        }
    });
    let (name, about) = super::text::mode_words(mode);
    view! {
        <div class="tw-overlay" role="dialog" aria-labelledby="tw-ready-title">
            <div class="panel tw-ready">
                <h2 id="tw-ready-title">{move || TwinItKey::Ready.text(app.lang.get())}</h2>
                <p><strong>{move || name.text(app.lang.get())}</strong></p>
                <p>{move || about.text(app.lang.get())}</p>
                {move || state.shared().then(|| view! { <p>{move || TwinItKey::SharedDevice.text(app.lang.get())}</p> })}
                // On a phone, the host starts the game for everyone.
                {match state.holds_game() {
                    true => view! {
                        <button type="button" class="button button--primary" node_ref=button data-testid="tw-start"
                            on:click=move |_| state.start()>
                            {move || TwinItKey::StartPlay.text(app.lang.get())}
                        </button>
                    }.into_any(),
                    false => view! {
                        <p role="status" data-testid="tw-host-starts">{move || TwinItKey::HostStarts.text(app.lang.get())}</p>
                    }.into_any(),
                }}
            </div>
        </div>
    }
}

/// Every claim, error and dispute so far, newest last.
#[component]
pub(super) fn EventLog(state: TableState) -> impl IntoView {
    let app = state.app;
    view! {
        <ol class="event-log" data-testid="tw-log">
            {move || {
                let lang = app.lang.get();
                state.view.with(|v| {
                    v.events
                        .iter()
                        .filter(|e| is_notable(e))
                        .map(|e| view! { <li>{describe_event(&|seat| state.name(seat), e, lang)}</li> })
                        .collect_view()
                })
            }}
        </ol>
    }
}
