//! Twin It! on the home screen: its one-line description and its small picture. Part of the
//! shell (the home screen shows every game without fetching its code), so kept small.

use crate::i18n::Translated;
use leptos::prelude::*;

/// What the game is, in one line.
pub const BLURB: Translated = Translated {
    en: "Be the quickest to spot two identical motifs.",
    fr: "Soyez le plus rapide à repérer deux motifs identiques.",
    de: "Finde als Schnellste zwei gleiche Motive.",
    zh: "最快找出两个相同的图案。",
};

/// The game's picture inside the tile's 80x76 frame (decorative: the name is beside it).
pub fn art() -> AnyView {
    view! {
        <g>
            <circle cx="26" cy="38" r="18" class="art-card art-orange" />
            <circle cx="54" cy="38" r="18" class="art-card art-orange" />
            <path d="M26 28 l8 14 h-16 z" class="art-motif" />
            <path d="M54 28 l8 14 h-16 z" class="art-motif" />
        </g>
    }
    .into_any()
}
