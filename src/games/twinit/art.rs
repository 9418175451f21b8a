//! Temporary stand-in for the motif drawings (replaced on merge).

use crate::i18n::Lang;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::twinit::MotifId;

/// The motif's name in `lang`.
pub fn motif_name(motif: MotifId, lang: Lang) -> String {
    let _ = lang;
    format!("motif {}", motif.0)
}

/// One motif drawn as SVG.
#[component]
pub fn Motif(
    /// Which motif.
    motif: MotifId,
) -> impl IntoView {
    let app = use_app();
    view! {
        <svg class="tw-motif" viewBox="0 0 32 32" role="img" aria-label=move || motif_name(motif, app.lang.get())>
            <text x="16" y="20" text-anchor="middle" font-size="12">{motif.0}</text>
        </svg>
    }
}
