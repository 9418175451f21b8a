//! Parts of a page drawn in a task of their own, just after the rest.
//!
//! A slow phone runs an app's start as one piece of work unless it is cut: the wasm's first
//! calls compile as they come, the DOM is built, styles and layout follow. Drawing a page's
//! later part a task later splits that work, so no single task holds the main thread for long
//! (what Lighthouse counts as total blocking time).

use leptos::prelude::*;
use std::time::Duration;

/// Whether a task has passed since this was called: false at first, true a moment later.
pub fn after_a_task() -> ReadSignal<bool> {
    let passed = RwSignal::new(false);
    set_timeout(
        move || {
            // The page may be gone by then.
            passed.try_set(true);
        },
        Duration::ZERO,
    );
    passed.read_only()
}
