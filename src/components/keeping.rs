//! What the player is told when a game cannot be kept as usual, over every screen: the device's
//! storage is full (the game waits in memory; the saves that can be freed are offered, each
//! named, to export first or delete), or the game was opened in another tab (this one stops
//! writing it; "Play it here" takes it back, reloaded as the other tab left it).

use crate::i18n::Key;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use std::time::Duration;
use tablee_rules::GameKind;

/// How often the writes waiting for room are tried again, in milliseconds (another tab or the
/// browser may have freed some).
const RETRY_MS: u64 = 5_000;

/// A save the player may delete to make room.
#[derive(Clone, PartialEq)]
struct Freeable {
    key: String,
    kind: GameKind,
    players: String,
    round: u32,
    finished: bool,
}

/// The saves that can be freed: every save but those waiting, finished ones first, then the
/// oldest first.
fn freeable() -> Vec<Freeable> {
    let waiting = storage::waiting_keys();
    let mut found: Vec<(bool, u64, Freeable)> = storage::keys_with_prefix(storage::SAVE_PREFIX)
        .into_iter()
        .filter(|key| !waiting.contains(key))
        .filter_map(|key| {
            let raw = storage::get(&key)?;
            let (kind, _, summary) = crate::saves::read_header(&raw).ok()?;
            let row = Freeable {
                key,
                kind,
                players: summary.players.join(", "),
                round: summary.round,
                finished: summary.finished,
            };
            Some((!summary.finished, summary.updated, row))
        })
        .collect();
    tablee_rules::small_sort::sort_by_key(&mut found, |(unfinished, updated, _)| {
        (*unfinished, *updated)
    });
    found.into_iter().map(|(_, _, row)| row).collect()
}

/// The storage-full banner, shown while a write waits for room.
#[component]
pub fn StorageFull() -> impl IntoView {
    let app = use_app();
    let waiting = RwSignal::new(0_usize);
    storage::on_waiting(move |n| {
        if waiting.try_get_untracked() != Some(n) {
            waiting.try_set(n);
        }
    });
    let open = RwSignal::new(false);
    let rows = RwSignal::new(Vec::<Freeable>::new());
    // Shown after room was made: "everything is saved", or "delete another".
    let outcome = RwSignal::new(None::<Key>);
    let retry = move || {
        let left = storage::retry_waiting();
        rows.set(freeable());
        left
    };
    if let Ok(every) = set_interval_with_handle(
        move || {
            if waiting.get_untracked() > 0 && retry() == 0 {
                outcome.set(Some(Key::RoomMade));
            }
        },
        Duration::from_millis(RETRY_MS),
    ) {
        on_cleanup(move || every.clear());
    }
    let delete = move |key: String| {
        storage::remove(&key);
        let left = retry();
        outcome.set(Some(if left == 0 {
            Key::RoomMade
        } else {
            Key::StillFull
        }));
    };
    let row = move |row: Freeable| {
        let label = if row.finished {
            app.tf(Key::FinishedRow, &[row.kind.name(), &row.players])
        } else {
            app.tf(
                Key::SavedRow,
                &[row.kind.name(), &row.players, &row.round.to_string()],
            )
        };
        let (export_key, delete_key) = (row.key.clone(), row.key.clone());
        let export = move |_| {
            let raw = storage::get(&export_key).unwrap_or_default();
            storage::download_text(&format!("{export_key}.json"), &raw);
        };
        view! {
            <li class="continue-row">
                <span>{label}</span>
                <button class="button" on:click=export>{move || app.t(Key::Export)}</button>
                <button class="button button--danger" on:click=move |_| delete(delete_key.clone())>
                    {move || app.t(Key::Delete)}</button>
            </li>
        }
    };
    view! {
        <Show when=move || { waiting.get() > 0 || outcome.get() == Some(Key::RoomMade) }>
            <section class="update-prompt storage-full" data-testid="storage-full">
                {move || if waiting.get() > 0 {
                    view! {
                        <p role="alert">{move || app.t(Key::StorageFull)}</p>
                        <button class="button button--primary" aria-expanded=move || open.get().to_string()
                            on:click=move |_| { rows.set(freeable()); open.update(|o| *o = !*o) }>
                            {move || app.t(Key::MakeRoom)}</button>
                    }.into_any()
                } else {
                    view! {
                        <p role="status">{move || app.t(Key::RoomMade)}</p>
                        <button class="button" on:click=move |_| outcome.set(None)>{move || app.t(Key::Close)}</button>
                    }.into_any()
                }}
                {move || (open.get() && waiting.get() > 0).then(|| view! {
                    <ul class="continue-list">{move || rows.get().into_iter().map(row).collect_view()}</ul>
                    {move || rows.with(Vec::is_empty).then(|| view! { <p>{move || app.t(Key::NothingToFree)}</p> })}
                    {move || (outcome.get() == Some(Key::StillFull)).then(|| view! { <p role="status">{move || app.t(Key::StillFull)}</p> })}
                })}
            </section>
        </Show>
    }
}

/// The screen over a game this tab lost to another tab: it no longer writes it; "Play it here"
/// reloads it as the other tab left it (which tells that tab in turn).
#[component]
pub fn OpenElsewhere() -> impl IntoView {
    let app = use_app();
    let lost = RwSignal::new(false);
    crate::one_tab::on_lost(move |_| {
        lost.try_set(true);
    });
    let play_here = move |_| {
        let _ = window().location().reload();
    };
    view! {
        <Show when=move || lost.get()>
            <div class="privacy-screen open-elsewhere" role="alertdialog" aria-modal="true"
                aria-labelledby="open-elsewhere-text" data-testid="open-elsewhere">
                <p id="open-elsewhere-text">{move || app.t(Key::OpenElsewhere)}</p>
                <button class="button button--primary" autofocus on:click=play_here>{move || app.t(Key::PlayHere)}</button>
                <a href="/" class="button" on:click=move |_| lost.set(false)>{move || app.t(Key::Home)}</a>
            </div>
        </Show>
    }
}
