//! Temporary stand-in for the gallery (replaced on merge).
use leptos::prelude::*;
/// Every motif.
#[component]
pub fn MotifGallery() -> impl IntoView {
    view! { <section></section> }
}
