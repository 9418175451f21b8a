//! What the browser tests share (tests/browser.rs, tests/phones.rs): letting Leptos flush, and
//! mounting a view with the app state in context.

use leptos::prelude::*;
use tablee::state::AppState;
use wasm_bindgen::JsCast;

/// Lets Leptos flush its scheduled DOM updates.
pub async fn tick() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// Mounts `view` into a fresh container with the app state in context.
pub fn mount<V: IntoView + 'static>(view: impl FnOnce() -> V + 'static) -> web_sys::HtmlElement {
    let document = document();
    let container: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&container).unwrap();
    let handle = leptos::mount::mount_to(container.clone(), move || {
        AppState::provide();
        view()
    });
    handle.forget();
    container
}
