//! Where the keyboard focus goes after a move, for every game's table: when the control that was
//! used is gone or disabled, the focus moves to the control of the next action instead of
//! dropping to the page body. Focus that sits on another live control is left alone.

use wasm_bindgen::JsCast;

/// After the next frame is drawn, moves the focus inside the element `table` (a CSS selector)
/// to the first control matching one of `next` (best first): always when `always`, else only
/// if the focus was lost.
pub fn after_move(table: &'static str, next: &'static [&'static str], always: bool) {
    leptos::prelude::request_animation_frame(move || move_on(table, next, always));
}

fn move_on(table: &str, next: &[&str], always: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lost = match document.active_element() {
        None => true,
        Some(el) => {
            !el.is_connected()
                || document.body().is_some_and(|b| *b == el)
                || el.matches(":disabled").unwrap_or(false)
        }
    };
    if !(always || lost) {
        return;
    }
    let Ok(Some(table)) = document.query_selector(table) else {
        return;
    };
    for selector in next {
        if let Ok(Some(el)) = table.query_selector(selector) {
            if let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() {
                let _ = el.focus();
                return;
            }
        }
    }
}

/// A heading that takes the focus when it appears, so a screen reader says what just happened
/// (a round or a game is over) and the keyboard goes on from there.
pub fn heading_on_mount() -> leptos::prelude::NodeRef<leptos::html::H2> {
    use leptos::prelude::*;
    let heading = NodeRef::<leptos::html::H2>::new();
    Effect::new(move |_| {
        if let Some(h) = heading.get() {
            when_drawn(h.into());
        }
    });
    heading
}

/// Gives `element` the keyboard focus in the next frame, not at once: focusing lays the page
/// out, which the frame does anyway, so the task that built the element stays short on a slow
/// phone.
pub fn when_drawn(element: web_sys::HtmlElement) {
    leptos::prelude::request_animation_frame(move || {
        let _ = element.focus();
    });
}
