//! The drawings under Twin It!'s rules page: every motif with its count (the text is data the
//! shell shows, see [`crate::components::rules_text`]).

use super::gallery::MotifGallery;
use leptos::prelude::*;

/// The gallery of every motif with its count.
#[component]
pub fn TwinItRulesExamples() -> impl IntoView {
    view! { <MotifGallery /> }
}
