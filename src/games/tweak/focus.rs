//! Where the keyboard focus goes after a move: when the control that was used is gone or
//! disabled, the focus moves to the control of the next action instead of dropping to the
//! page body. Focus that sits on another live control is left alone.

use wasm_bindgen::JsCast;

/// The controls of the next action, best first: go on after a TWEAK's moment, close the round
/// summary, hand the device over, confirm a chosen \[T!\] card, choose a hand card (during the
/// bots' turns the hand stays focusable, marked unavailable, so the focus can wait there).
const NEXT_ACTION: [&str; 7] = [
    "[data-testid='tweak-moment-continue']",
    "[data-testid='next-round']",
    ".round-end .button--primary",
    ".privacy-ready",
    "[data-testid='confirm-action']",
    "[data-testid='hand'] .card-button:not([aria-disabled='true'])",
    "[data-testid='hand'] .card-button",
];

/// After the next frame is drawn, moves the focus to the next action: always when `always`,
/// else only if the focus was lost.
pub fn after_move(always: bool) {
    leptos::prelude::request_animation_frame(move || move_on(always));
}

fn move_on(always: bool) {
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
    let Ok(Some(table)) = document.query_selector("[data-testid='tweak-table']") else {
        return;
    };
    for selector in NEXT_ACTION {
        if let Ok(Some(el)) = table.query_selector(selector) {
            if let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() {
                let _ = el.focus();
                return;
            }
        }
    }
}
