//! The home screen: the four games and the games in progress.

use super::game_art::GameArt;
use crate::components::next_task::after_a_task;
use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::saves::{self, SaveError};
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use tablee_rules::GameKind;
use wasm_bindgen::JsCast;

/// A stored save as the home screen lists it.
#[derive(Clone, Debug, PartialEq)]
enum SavedEntry {
    Readable {
        key: String,
        kind: GameKind,
        id: String,
        summary: saves::Summary,
    },
    Unreadable {
        key: String,
        error: SaveError,
    },
}

/// Whether the save under `key` failed to open as its game (its record damaged).
fn damaged(key: &str) -> bool {
    let id = key.strip_prefix(storage::SAVE_PREFIX).unwrap_or(key);
    storage::get(&storage::damaged_key(id)).is_some()
}

fn list_saves() -> Vec<SavedEntry> {
    let found = storage::keys_with_prefix(storage::SAVE_PREFIX)
        .into_iter()
        .filter_map(|key| {
            let raw = storage::get(&key).unwrap_or_default();
            match saves::read_header(&raw) {
                // A finished game's end screen stays reachable by its address, but it is not
                // offered as "Continue".
                Ok((_, _, summary)) if summary.finished => None,
                // Its header reads, but it failed to open: damaged.
                // (Marked by the id of its address, its key's: the id inside may differ.)
                Ok(_) if damaged(&key) => {
                    let damage = saves::Damage::Malformed(String::new());
                    Some(SavedEntry::Unreadable {
                        key,
                        error: SaveError::Corrupt(damage),
                    })
                }
                Ok((kind, id, summary)) => Some(SavedEntry::Readable {
                    key,
                    kind,
                    id,
                    summary,
                }),
                Err(error) => Some(SavedEntry::Unreadable { key, error }),
            }
        });
    // The newest first, the unreadable last, in the order found at equal times. Each entry goes
    // in at its place (a few dozen saves at most): a library sort would bring its machine code
    // into the first load.
    let newest_first = |e: &SavedEntry| match e {
        SavedEntry::Readable { summary, .. } => std::cmp::Reverse(summary.updated),
        SavedEntry::Unreadable { .. } => std::cmp::Reverse(0),
    };
    let mut entries: Vec<SavedEntry> = Vec::new();
    for entry in found {
        let place = entries.partition_point(|e| newest_first(e) <= newest_first(&entry));
        entries.insert(place, entry);
    }
    entries
}

/// The home screen.
#[component]
pub fn Home() -> impl IntoView {
    let app = use_app();
    let saves = RwSignal::new(list_saves());
    let tiles = after_a_task();
    // The forms, rules pages and settings its links open come once it has painted.
    super::pages::fetch_soon();
    view! {
        <TopBar title=Signal::derive(move || app.t(Key::Home).to_string()) />
        <p class="tagline">{move || app.t(Key::AppTagline)}</p>
        <Show when=move || !saves.get().is_empty()>
        <section class="continue" aria-labelledby="continue-title">
            <h2 id="continue-title">{move || app.t(Key::ContinueTitle)}</h2>
            <ul class="continue-list">
                {move || saves.get().into_iter().map(|entry| view! { <SavedRow entry saves /> }).collect_view()}
            </ul>
        </section>
        </Show>
        // The tiles a task after the page's top: a slow phone's start is cut once more.
        {move || tiles.get().then(|| view! {
            <ul class="game-list">
                {GameKind::ALL.into_iter().map(|kind| view! { <GameTile kind /> }).collect_view()}
            </ul>
            <p class="muted small">{move || app.t(Key::Privacy)}" "{move || app.t(Key::Offline)}</p>
        })}
    }
}

#[component]
fn GameTile(kind: GameKind) -> impl IntoView {
    let app = use_app();
    let range = kind.players();
    let (low, high) = kind.minutes();
    let time = move || {
        if low == high {
            app.tf(Key::MinutesAbout, &[&low.to_string()])
        } else {
            app.tf(Key::MinutesRange, &[&low.to_string(), &high.to_string()])
        }
    };
    let title_id = format!("game-{}", kind.id());
    view! {
        <li class="game-tile" aria-labelledby=title_id.clone()>
            <GameArt kind />
            <div class="game-tile-text">
                <h2 id=title_id.clone() class="game-tile-name">{kind.name()}</h2>
                <p>{move || app.t(crate::registry::entry(kind).blurb)}</p>
                <p class="game-tile-facts">
                    <span>{move || app.tf(Key::PlayersRange, &[&range.min.to_string(), &range.max.to_string()])}</span>
                    " · "
                    <span>{time}</span>
                </p>
                <div class="game-tile-actions">
                    <a href=format!("/new/{}", kind.id()) class="button button--primary"
                        data-testid=format!("new-{}", kind.id())>
                        {move || app.t(Key::NewGame)}
                    </a>
                    <a href=format!("/rules/{}", kind.id()) class="button">{move || app.t(Key::Rules)}</a>
                    {crate::registry::entry(kind).lesson.then(|| view! {
                        <a href=format!("/learn/{}", kind.id()) class="button"
                            data-testid=format!("learn-{}", kind.id())>{move || app.t(Key::LearnToPlay)}</a>
                    })}
                </div>
            </div>
        </li>
    }
}

#[component]
fn SavedRow(entry: SavedEntry, saves: RwSignal<Vec<SavedEntry>>) -> impl IntoView {
    let app = use_app();
    match entry {
        SavedEntry::Readable {
            key,
            kind,
            id,
            summary,
        } => {
            let players = summary.players.join(", ");
            let round = summary.round.to_string();
            let label = players.clone();
            view! {
                <li class="continue-row">
                    <a href=continue_href(kind, &id) class="button continue-link">
                        {move || app.tf(Key::ContinueGame, &[kind.name(), &round, &players])}
                    </a>
                    <DeleteSaved key kind players=label saves />
                </li>
            }
            .into_any()
        }
        SavedEntry::Unreadable { key, error } => {
            let why = move || app.explain(&error);
            let export_key = key.clone();
            let export = move |_| storage::export(&export_key);
            let delete = move |_| {
                storage::remove(&key);
                saves.set(list_saves());
            };
            view! {
                <li class="continue-row continue-row--error">
                    <span role="alert">{move || app.tf(Key::SaveUnreadable, &[&why()])}</span>
                    <button class="button" on:click=export>{move || app.t(Key::ExportRaw)}</button>
                    <button class="button button--danger" on:click=delete>{move || app.t(Key::Delete)}</button>
                </li>
            }
            .into_any()
        }
    }
}

/// The delete button of a game in progress. It asks first, in the row: "Delete this Tüfteln
/// game for good?" with "Delete" and "Keep it"; the focus moves to "Keep it" while it asks and
/// back to the delete button if the game is kept, to the next game once it is deleted.
#[component]
fn DeleteSaved(
    key: String,
    kind: GameKind,
    players: String,
    saves: RwSignal<Vec<SavedEntry>>,
) -> impl IntoView {
    let app = use_app();
    let asking = RwSignal::new(false);
    let ask_button = NodeRef::<leptos::html::Button>::new();
    let keep_button = NodeRef::<leptos::html::Button>::new();
    let ask = move |open: bool| {
        asking.set(open);
        let target = if open { keep_button } else { ask_button };
        // The row may be gone by the next frame (its game deleted): its node is then disposed.
        request_animation_frame(move || {
            if let Some(button) = target.try_get_untracked().flatten() {
                let _ = button.focus();
            }
        });
    };
    let question_id = format!("delete-question-{}", key.replace('.', "-"));
    let described = question_id.clone();
    let delete = move |_| {
        storage::remove(&key);
        saves.set(list_saves());
        // The row is gone: the focus goes to the next game in progress, else the first game.
        request_animation_frame(|| {
            let next = [".continue-link", ".game-list a"]
                .into_iter()
                .find_map(|sel| document().query_selector(sel).ok().flatten());
            if let Some(el) = next.and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = el.focus();
            }
        });
    };
    view! {
        <Show when=move || asking.get()
            fallback=move || {
                let players = players.clone();
                view! {
                    <button type="button" class="button button--danger continue-delete" node_ref=ask_button
                        aria-label=move || app.tf(Key::DeleteGame, &[kind.name(), &players])
                        on:click=move |_| ask(true)>
                        {move || app.t(Key::Delete)}
                    </button>
                }
            }>
            <span class="continue-confirm" role="group" aria-labelledby=described.clone()>
                <span id=question_id.clone()>{move || app.tf(Key::ConfirmDelete, &[kind.name()])}</span>
                <button type="button" class="button button--danger" data-testid="confirm-delete"
                    on:click=delete.clone()>
                    {move || app.t(Key::Delete)}
                </button>
                <button type="button" class="button" node_ref=keep_button data-testid="keep-game"
                    on:click=move |_| ask(false)>
                    {move || app.t(Key::KeepGame)}
                </button>
            </span>
        </Show>
    }
}

/// Where a game in progress continues: its table, or its lesson's screen for a lesson (issue
/// 24), where the coach is.
fn continue_href(kind: GameKind, id: &str) -> String {
    if id.starts_with("lesson-") {
        format!("/learn/{}", kind.id())
    } else {
        format!("/play/{}/{id}", kind.id())
    }
}
