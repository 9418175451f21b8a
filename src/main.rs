//! Entry point: mounts the app into the page.

fn main() {
    console_error_panic_hook::set_once();
    #[cfg(not(feature = "fetched-words"))]
    leptos::mount::mount_to_body(tablee::App);
    // The shell's words first (preloaded while the page starts, or from the service worker).
    // Leptos's own spawner is set up by the mount, so this waits on wasm-bindgen's.
    #[cfg(feature = "fetched-words")]
    wasm_bindgen_futures::spawn_local(async {
        let lang = tablee::state::AppState::starting_lang();
        if let Err(error) = tablee::words::fetch(tablee::words::SHELL, lang).await {
            web_sys::console::error_1(&format!("the app's words: {error:?}").into());
        }
        leptos::mount::mount_to_body(tablee::App);
    });
}
