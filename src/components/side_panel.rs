//! A part of the table that is shown beside the play where the screen has room (a score sheet,
//! the round's log, the other players' tiles) and behind a button where it has not: there it
//! opens as a sheet over the bottom of the table, so the play screen itself never scrolls.
//!
//! Which screens have room is the CSS's call (`.side-panel` in `style/components.css`, and a
//! game's own stylesheet may move the line): the button is hidden where the panel shows inline.

use crate::components::next_task::Later;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;

/// A panel with a title, its content inline on large screens, behind a toggle on small ones.
#[component]
pub fn SidePanel(
    /// A name for the panel, unique on the page (used for its element ids).
    id: &'static str,
    /// The panel's title, also the toggle's text.
    #[prop(into)]
    title: Signal<String>,
    /// A short line on the toggle after the title ("12 points"), if any.
    #[prop(optional, into)]
    summary: Option<Signal<String>>,
    /// The content.
    children: Children,
) -> impl IntoView {
    let app = use_app();
    let open = RwSignal::new(false);
    let body_id = format!("{id}-body");
    let title_id = format!("{id}-title");
    view! {
        <section class=format!("side-panel side-panel--{id}") class:side-panel--open=open
            aria-labelledby=title_id.clone()>
            <button type="button" class="button side-panel-toggle" aria-controls=body_id.clone()
                aria-expanded=move || if open.get() { "true" } else { "false" }
                on:click=move |_| open.update(|o| *o = !*o)>
                <span>{title}</span>
                {summary.map(|s| view! { <span class="side-panel-summary">{s}</span> })}
            </button>
            <div class="side-panel-body" id=body_id
                on:keydown=move |e| if e.key() == "Escape" { open.set(false) }>
                <div class="side-panel-head">
                    <h2 id=title_id.clone() class="small-title">{title}</h2>
                    <button type="button" class="button button--icon side-panel-close"
                        aria-label=move || app.t(Key::Close) on:click=move |_| open.set(false)>
                        <span aria-hidden="true">"✕"</span>
                    </button>
                </div>
                // Focusable, as it scrolls when its content is taller than its box. Its content
                // comes a task after the table around it, which opens the sooner.
                <div class="side-panel-content" tabindex="0"><Later>{children()}</Later></div>
            </div>
        </section>
    }
}
