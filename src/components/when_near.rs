//! A part of a page drawn only once the reader comes near it.
//!
//! A rules page's examples need the game's code (the bulk of its bytes, and the work of starting it);
//! a reader of the text alone, on a phone, never scrolls to them and so never pays for it
//!. On a screen tall enough to show them at once, they come at once.

use leptos::prelude::*;

/// How far below the bottom of the screen the place may still be to count as near, in screen
/// heights: the part has the time of a screen's scrolling to come.
const AHEAD: f64 = 1.0;

/// Shows `children` once the place where they go is within a screen of the bottom of the view
/// (checked once the page is laid out, then on each scroll and resize).
#[component]
pub fn WhenNear(
    /// The place's id, unique on the page.
    id: &'static str,
    /// What to draw there.
    children: ChildrenFn,
) -> impl IntoView {
    let near = RwSignal::new(false);
    let check = move || {
        // Already near, or gone with its page (a frame may come after).
        if near.try_get_untracked() != Some(false) {
            return;
        }
        let Some(place) = document().get_element_by_id(id) else {
            return;
        };
        let screen = window()
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0);
        if place.get_bounding_client_rect().top() < screen * (1.0 + AHEAD) {
            near.try_set(true);
        }
    };
    request_animation_frame(check);
    // Untyped listeners: the update prompt's kind, so no new copy of the listener code.
    let scroll = window_event_listener_untyped("scroll", move |_| check());
    let resize = window_event_listener_untyped("resize", move |_| check());
    on_cleanup(move || {
        scroll.remove();
        resize.remove();
    });
    view! { <div id=id>{move || near.get().then(|| children())}</div> }
}
