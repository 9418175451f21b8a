//! The device's storage and the few browser facts the app reads.
//!
//! With storage blocked (private mode) the app still runs, it just cannot remember. A write the
//! device refuses for lack of room is never dropped: it waits here, in memory, is what every
//! read of its key gets, and is written as soon as there is room ([`retry_waiting`]); whoever
//! asked [`on_waiting`] is told how many wait, so the player is told the storage is full.
//!
//! Two tabs on one game: only the tab that opened it last writes it ([`crate::one_tab`]), and
//! no save is ever replaced by a shorter history of the same game ([`set`]).

use std::cell::RefCell;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::JsCast;

/// Told the number of writes waiting for room.
type Listener = Box<dyn Fn(usize)>;

thread_local! {
    /// Writes the device refused for lack of room, oldest first: key and text.
    static WAITING: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    /// Told the number of writes waiting whenever it changes.
    static ON_WAITING: RefCell<Option<Listener>> = const { RefCell::new(None) };
}

/// Where the settings are stored.
pub const SETTINGS_KEY: &str = "tablee.settings";
/// Prefix of every saved game's key; the rest is the save's id.
pub const SAVE_PREFIX: &str = "tablee.save.";
/// The storage key of the save `id`.
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Marks a save that reads as a game's on the home screen but failed to open as one (its
/// record damaged): the home screen then offers it for export and deletion, not to continue.
pub fn damaged_key(id: &str) -> String {
    format!("tablee.damaged.{id}")
}

/// Prefix of the remembered set-up of each game; the rest is the game's id.
pub const SETUP_PREFIX: &str = "tablee.setup.";
/// Prefix of personal bests; the rest names the game and variant.
pub const BEST_PREFIX: &str = "tablee.best.";

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The text under `key`: the newest written, even while it waits for room.
pub fn get(key: &str) -> Option<String> {
    waiting_text(key).or_else(|| local()?.get_item(key).ok()?)
}

/// What happened to a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// On the device.
    Stored,
    /// The device has no room: kept in memory until it has (see the module docs).
    Waiting,
    /// Not written: the game is open in another tab ([`crate::one_tab`]), or the device holds a
    /// longer history of the same game than this one.
    Refused,
    /// This browser gives the page no storage (private mode).
    NoStorage,
}

/// Stores `value` under `key` (see [`Written`]). A save is written only by the tab that holds
/// its game, and never over a save of the same game with more moves.
pub fn set(key: &str, value: &str) -> Written {
    let Some(storage) = local() else {
        return Written::NoStorage;
    };
    if let Some(id) = key.strip_prefix(SAVE_PREFIX) {
        if !crate::one_tab::may_write(id) || shortens(storage.get_item(key).ok().flatten(), value) {
            crate::one_tab::lost_to_another_tab(id);
            return Written::Refused;
        }
    }
    let written = match storage.set_item(key, value) {
        Ok(()) => {
            forget_waiting(key);
            Written::Stored
        }
        // The only refusal of a storage the page has: its quota.
        Err(_) => {
            WAITING.with_borrow_mut(|w| {
                w.retain(|(k, _)| k != key);
                w.push((key.to_string(), value.to_string()));
            });
            Written::Waiting
        }
    };
    tell_waiting();
    written
}

/// Whether `new` would replace the stored save `old` of the same game by a shorter history.
fn shortens(old: Option<String>, new: &str) -> bool {
    let header = |raw: &str| crate::saves::read_header(raw).ok();
    match (old.as_deref().and_then(header), header(new)) {
        (Some((_, old_id, old)), Some((_, new_id, new))) => {
            old_id == new_id && old.moves > new.moves
        }
        _ => false,
    }
}

/// Removes `key`, and its write waiting for room (a save's, and its damage mark).
pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
        if let Some(id) = key.strip_prefix(SAVE_PREFIX) {
            let _ = s.remove_item(&damaged_key(id));
        }
    }
    forget_waiting(key);
    tell_waiting();
}

/// Every key that starts with `prefix`: stored, or waiting for room.
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    let mut keys: Vec<String> = WAITING.with_borrow(|w| {
        w.iter()
            .map(|(k, _)| k.clone())
            .filter(|k| k.starts_with(prefix))
            .collect()
    });
    let Some(s) = local() else {
        return keys;
    };
    let count = s.length().unwrap_or(0);
    for key in (0..count).filter_map(|i| s.key(i).ok().flatten()) {
        if key.starts_with(prefix) && !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// The keys whose writes wait for room, oldest first.
pub fn waiting_keys() -> Vec<String> {
    WAITING.with_borrow(|w| w.iter().map(|(k, _)| k.clone()).collect())
}

/// Listens to the other tabs' writes: a tab that wrote this tab's game's save plays it now
/// ([`crate::one_tab::lost_to_another_tab`]). Called once, at the start.
pub fn listen_to_other_tabs() {
    let written = Closure::<dyn Fn(web_sys::StorageEvent)>::new(|event: web_sys::StorageEvent| {
        let key = event.key().unwrap_or_default();
        if let (Some(id), Some(_)) = (key.strip_prefix(SAVE_PREFIX), event.new_value()) {
            crate::one_tab::lost_to_another_tab(id);
        }
    });
    if let Some(window) = web_sys::window() {
        let _ =
            window.add_event_listener_with_callback("storage", written.as_ref().unchecked_ref());
    }
    written.forget();
}

/// Tries again every write waiting for room; returns how many still wait.
pub fn retry_waiting() -> usize {
    let waiting = WAITING.with_borrow(Clone::clone);
    for (key, value) in waiting {
        set(&key, &value);
    }
    WAITING.with_borrow(Vec::len)
}

/// Tells `listen` the number of writes waiting for room, now and whenever it changes.
pub fn on_waiting(listen: impl Fn(usize) + 'static) {
    listen(WAITING.with_borrow(Vec::len));
    ON_WAITING.set(Some(Box::new(listen)));
}

fn waiting_text(key: &str) -> Option<String> {
    WAITING.with_borrow(|w| w.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
}

fn forget_waiting(key: &str) {
    WAITING.with_borrow_mut(|w| w.retain(|(k, _)| k != key));
}

fn tell_waiting() {
    let count = WAITING.with_borrow(Vec::len);
    ON_WAITING.with_borrow(|listen| {
        if let Some(listen) = listen {
            listen(count);
        }
    });
}

/// Removes the saves of finished games (called when a new game starts, so they do not pile up).
pub fn remove_finished_saves() {
    for key in keys_with_prefix(SAVE_PREFIX) {
        let finished = get(&key)
            .and_then(|raw| crate::saves::read_header(&raw).ok())
            .is_some_and(|(_, _, summary)| summary.finished);
        if finished {
            remove(&key);
        }
    }
}

/// The browser's preferred languages, most preferred first.
pub fn browser_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    window
        .navigator()
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect()
}

/// Whether the system asks for reduced motion.
pub fn system_prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// A fresh random number for seeds and ids (not for game play: games use their seeded RNG).
pub fn random_u64() -> u64 {
    let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let lo = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (hi << 32) | lo
}

/// A new id for a saved game.
pub fn new_save_id() -> String {
    format!("{:012x}", random_u64() & 0xffff_ffff_ffff)
}

/// Offers the text stored under `key`, as it is, as the file `<key>.json` (a save exported to
/// keep, or a damaged one to look at).
pub fn export(key: &str) {
    download_text(&format!("{key}.json"), &get(key).unwrap_or_default());
}

/// Offers `text` as a file download called `file_name`.
pub fn download_text(file_name: &str, text: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let document = leptos::prelude::document();
    if let Ok(anchor) = document.create_element("a") {
        if let Ok(anchor) = anchor.dyn_into::<web_sys::HtmlAnchorElement>() {
            anchor.set_href(&url);
            anchor.set_download(file_name);
            anchor.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Copies `text` to the clipboard where the browser lets the page (reached by name: web-sys
/// has the clipboard only behind its unstable APIs). Callers also show the text, to copy by
/// hand where it cannot.
pub fn copy_to_clipboard(text: &str) {
    let navigator = leptos::prelude::window().navigator();
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &"clipboard".into()) else {
        return;
    };
    let Ok(write) = js_sys::Reflect::get(&clipboard, &"writeText".into()) else {
        return;
    };
    let Some(write) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&write) else {
        return;
    };
    // A refusal (no permission, the page not focused) is awaited and let go: the text is on
    // screen to copy by hand.
    if let Ok(promise) = write.call1(&clipboard, &text.into()) {
        let promise = js_sys::Promise::resolve(&promise);
        leptos::task::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}

#[cfg(test)]
mod tests {
    use super::shortens;

    fn save(id: &str, moves: Option<u32>) -> String {
        let moves = moves.map_or(String::new(), |m| format!(r#","moves":{m}"#));
        format!(
            r#"{{"schema":2,"kind":"Tuefteln","id":"{id}","summary":{{"players":["A"],"round":1,"updated":5{moves}}},"data":{{}}}}"#
        )
    }

    #[test]
    fn a_save_is_never_replaced_by_a_shorter_history_of_the_same_game() {
        assert!(shortens(Some(save("a", Some(7))), &save("a", Some(3))));
        assert!(!shortens(Some(save("a", Some(7))), &save("a", Some(7))));
        assert!(!shortens(Some(save("a", Some(3))), &save("a", Some(7))));
        // Another game under the key, no save yet, a save of before `moves`, damaged text:
        // nothing to keep from being written.
        assert!(!shortens(Some(save("b", Some(7))), &save("a", Some(3))));
        assert!(!shortens(None, &save("a", Some(0))));
        assert!(!shortens(Some(save("a", None)), &save("a", Some(2))));
        assert!(!shortens(Some("{".into()), &save("a", Some(2))));
    }
}
