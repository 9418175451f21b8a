//! Parts of a page drawn in a task of their own, just after the rest.
//!
//! A slow phone runs an app's start as one piece of work unless it is cut: the wasm's first
//! calls compile as they come, the DOM is built, styles and layout follow. Drawing a page's
//! later part a task later splits that work, so no single task holds the main thread for long
//! (what Lighthouse counts as total blocking time).

use leptos::prelude::*;
use std::time::Duration;

/// Runs `work` in a task of its own, after those already waiting.
pub fn in_a_task(work: impl FnOnce() + 'static) {
    set_timeout(work, Duration::ZERO);
}

/// How long after a frame's callback its paint is surely on screen, in milliseconds: the
/// paint reaches the screen a frame or two after the callback (2-27 ms in Chromium on this
/// project's machines, `largest-contentful-paint` entries against the callback's time).
const SHOWN_AFTER_MS: u64 = 100;

/// Runs `work` in a task of its own once the next frame is on screen: what is drawn paints
/// first. A fetch started from here is not one the first paint waited for, in the browser as
/// in Lighthouse's simulation of a slow phone, which counts every request started before the
/// largest paint as part of it (a game's code then cost a form 0.2-0.9 s of its LCP).
pub fn after_paint(work: impl FnOnce() + 'static) {
    request_animation_frame(move || {
        set_timeout(work, Duration::from_millis(SHOWN_AFTER_MS));
    });
}

/// Whether a task has passed since this was called: false at first, true a moment later.
pub fn after_a_task() -> ReadSignal<bool> {
    let passed = RwSignal::new(false);
    in_a_task(move || {
        // The page may be gone by then.
        passed.try_set(true);
    });
    passed.read_only()
}

/// Its children, drawn a task after the rest of the view around it: for a part that is not
/// needed in the first moment (a panel's content, the other players' small tiles), so that a
/// big screen opens in two shorter tasks rather than one long one.
#[component]
pub fn Later(
    /// What is drawn a task later.
    children: Children,
) -> impl IntoView {
    let children = StoredValue::new_local(Some(children));
    let passed = after_a_task();
    // Drawn untracked: what the children read while they are built must not draw this part
    // again (they are drawn once, and would be gone).
    move || {
        passed
            .get()
            .then(|| children.try_update_value(Option::take).flatten())
            .flatten()
            .map(|draw| untrack(draw))
    }
}
