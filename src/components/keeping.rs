//! What the player is told when a game cannot be kept as usual, over every screen: the device's
//! storage is full (the game waits in memory; the saves that can be freed are offered, each
//! named, to export first or delete), or the game was opened in another tab (this one stops
//! writing it; "Play it here" takes it back, reloaded as the other tab left it).
//!
//! Both are rare and sit in the first load, so they are drawn with the DOM directly rather than
//! as views: a view's code costs kilobytes in the shell, these a few hundred bytes.

use crate::i18n::Key;
use crate::state::AppState;
use crate::storage;
use std::rc::Rc;
use tablee_rules::GameKind;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

/// How often the writes waiting for room are tried again, in milliseconds (another tab or the
/// browser may have freed some).
const RETRY_MS: i32 = 5_000;

/// A save the player may delete to make room.
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

fn document() -> Option<Document> {
    web_sys::window()?.document()
}

/// A new `tag` element with `class` (if any) and `text`, appended to `parent`.
fn add(parent: &Element, tag: &str, class: &str, text: &str) -> Option<Element> {
    let element = document()?.create_element(tag).ok()?;
    if !class.is_empty() {
        element.set_class_name(class);
    }
    element.set_text_content(Some(text));
    parent.append_child(&element).ok()?;
    Some(element)
}

/// A button of `class` saying `text` in `parent`, calling `click`.
fn button(parent: &Element, class: &str, text: &str, click: impl Fn() + 'static) {
    let Some(button) = add(parent, "button", class, text) else {
        return;
    };
    let _ = button.set_attribute("type", "button");
    let click = Closure::<dyn Fn()>::new(click);
    let _ = button.add_event_listener_with_callback("click", click.as_ref().unchecked_ref());
    click.forget();
}

/// The notice `id` over every screen, empty: made if it is not there.
fn notice(id: &str, class: &str, role: Option<&str>) -> Option<Element> {
    let document = document()?;
    if let Some(old) = document.get_element_by_id(id) {
        old.set_inner_html("");
        return Some(old);
    }
    let root = document.create_element("section").ok()?;
    root.set_id(id);
    root.set_class_name(class);
    let _ = root.set_attribute("data-testid", id);
    if let Some(role) = role {
        let _ = root.set_attribute("role", role);
    }
    document.body()?.append_child(&root).ok()?;
    Some(root)
}

/// Takes the notice `id` down.
fn take_down(id: &str) {
    if let Some(old) = document().and_then(|d| d.get_element_by_id(id)) {
        old.remove();
    }
}

/// Puts up the storage-full notice whenever a write waits for room, and says so once room is
/// made; tries the waiting writes again every few seconds.
pub fn watch_storage(app: AppState) {
    let shown = Rc::new(std::cell::Cell::new(false));
    storage::on_waiting(move |waiting| match (waiting, shown.get()) {
        (0, true) => {
            shown.set(false);
            room_made(app);
        }
        (1.., false) => {
            shown.set(true);
            storage_full(app, false);
        }
        _ => {}
    });
    let retry = Closure::<dyn Fn()>::new(|| {
        if !storage::waiting_keys().is_empty() {
            storage::retry_waiting();
        }
    });
    if let Some(window) = web_sys::window() {
        let _ = window.set_interval_with_callback_and_timeout_and_arguments_0(
            retry.as_ref().unchecked_ref(),
            RETRY_MS,
        );
    }
    retry.forget();
}

/// The notice while a write waits: why, and (`open`) the saves to free.
fn storage_full(app: AppState, open: bool) {
    const ID: &str = "storage-full";
    let Some(root) = notice(ID, "update-prompt storage-full", None) else {
        return;
    };
    let _ = add(&root, "p", "", app.t(Key::StorageFull)).map(|p| p.set_attribute("role", "alert"));
    if !open {
        button(
            &root,
            "button button--primary",
            app.t(Key::MakeRoom),
            move || {
                storage_full(app, true);
            },
        );
        return;
    }
    let rows = freeable();
    if rows.is_empty() {
        add(&root, "p", "", app.t(Key::NothingToFree));
    }
    let Some(list) = add(&root, "ul", "continue-list", "") else {
        return;
    };
    for row in rows {
        let Some(item) = add(&list, "li", "continue-row", "") else {
            continue;
        };
        let label = if row.finished {
            app.tf(Key::FinishedRow, &[row.kind.name(), &row.players])
        } else {
            let round = row.round.to_string();
            app.tf(Key::SavedRow, &[row.kind.name(), &row.players, &round])
        };
        add(&item, "span", "", &label);
        let key = row.key.clone();
        button(&item, "button", app.t(Key::Export), move || {
            storage::export(&key)
        });
        let key = row.key;
        button(
            &item,
            "button button--danger",
            app.t(Key::Delete),
            move || {
                storage::remove(&key);
                if storage::retry_waiting() > 0 {
                    storage_full(app, true);
                    add_status(app.t(Key::StillFull));
                }
            },
        );
    }
}

/// Adds a status line to the storage-full notice.
fn add_status(text: &str) {
    if let Some(root) = document().and_then(|d| d.get_element_by_id("storage-full")) {
        let _ = add(&root, "p", "", text).map(|p| p.set_attribute("role", "status"));
    }
}

/// The notice once every waiting write is stored.
fn room_made(app: AppState) {
    let Some(root) = notice("storage-full", "update-prompt storage-full", None) else {
        return;
    };
    let _ = add(&root, "p", "", app.t(Key::RoomMade)).map(|p| p.set_attribute("role", "status"));
    button(&root, "button", app.t(Key::Close), || {
        take_down("storage-full")
    });
}

/// Puts up, over a game this tab lost to another tab, a screen saying so: this tab no longer
/// writes it; "Play it here" reloads it as the other tab left it (which tells that tab in turn).
pub fn watch_other_tabs(app: AppState) {
    crate::one_tab::on_lost(move |_| {
        const ID: &str = "open-elsewhere";
        let Some(root) = notice(ID, "privacy-screen open-elsewhere", Some("alertdialog")) else {
            return;
        };
        let _ = root.set_attribute("aria-modal", "true");
        let _ = root.set_attribute("aria-labelledby", "open-elsewhere-text");
        let _ =
            add(&root, "p", "", app.t(Key::OpenElsewhere)).map(|p| p.set_id("open-elsewhere-text"));
        button(
            &root,
            "button button--primary",
            app.t(Key::PlayHere),
            || {
                if let Some(window) = web_sys::window() {
                    let _ = window.location().reload();
                }
            },
        );
        button(&root, "button", app.t(Key::Home), || {
            take_down(ID);
            if let Some(window) = web_sys::window() {
                let _ = window.location().set_href("/");
            }
        });
        if let Some(first) = root
            .query_selector("button")
            .ok()
            .flatten()
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = first.focus();
        }
    });
}
