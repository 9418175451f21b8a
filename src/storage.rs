//! The device's storage and the few browser facts the app reads.
//!
//! Everything here degrades quietly: with storage blocked (private mode, quota) the app still
//! runs, it just cannot remember.

use wasm_bindgen::JsCast;

/// Where the settings are stored.
pub const SETTINGS_KEY: &str = "tablee.settings";
/// Prefix of every saved game's key; the rest is the save's id.
pub const SAVE_PREFIX: &str = "tablee.save.";
/// The storage key of the save `id`.
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Prefix of the remembered set-up of each game; the rest is the game's id.
pub const SETUP_PREFIX: &str = "tablee.setup.";
/// Prefix of personal bests; the rest names the game and variant.
pub const BEST_PREFIX: &str = "tablee.best.";

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The stored text under `key`.
pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok()?
}

/// Stores `value` under `key`; returns whether it was stored.
pub fn set(key: &str, value: &str) -> bool {
    local().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes `key`.
pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// Every stored key that starts with `prefix`.
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    let Some(s) = local() else {
        return Vec::new();
    };
    let count = s.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
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
