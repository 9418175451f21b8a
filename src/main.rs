//! Entry point: mounts the app into the page.

fn main() {
    console_error_panic_hook::set_once();
    #[cfg(not(feature = "fetched-words"))]
    leptos::mount::mount_to_body(tablee::App);
    // The shell's words first (preloaded while the page starts, or from the service worker);
    // on a new-game form the game's words after them (preloaded too, so already on their way),
    // in which the form draws the game's options from its first paint. Leptos's own
    // spawner is set up by the mount, so this waits on wasm-bindgen's.
    #[cfg(feature = "fetched-words")]
    wasm_bindgen_futures::spawn_local(async {
        let lang = tablee::state::AppState::starting_lang();
        if let Err(error) = tablee::words::fetch(tablee::words::SHELL, lang).await {
            web_sys::console::error_1(&format!("the app's words: {}", error.reason()).into());
        }
        let path = web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .unwrap_or_default();
        let new_game = path
            .strip_prefix("/new/")
            .map(|id| id.trim_end_matches('/'));
        if let Some(kind) = new_game.and_then(tablee_rules::GameKind::from_id) {
            // A failure here shows on the form, which fetches the book again.
            let _ = tablee::words::fetch(kind.id(), lang).await;
        }
        leptos::mount::mount_to_body(tablee::App);
    });
}
