//! TWEAK on the home screen: its one-line description and its small picture. Part of the
//! shell (the home screen shows every game without fetching its code), so kept small.

use crate::i18n::Translated;
use leptos::prelude::*;

/// What the game is, in one line.
pub const BLURB: Translated = Translated {
    en: "Hit the target sum with one card from your hand and cards from the table.",
    fr: "Atteignez la somme cible avec une carte de votre main et des cartes de la table.",
    de: "Triff die Zielsumme mit einer Handkarte und Karten vom Tisch.",
    zh: "用一张手牌加桌面上的牌凑出目标和。",
};

/// The game's picture inside the tile's 80x76 frame (decorative: the name is beside it).
pub fn art() -> AnyView {
    view! {
        <g>
            <rect x="14" y="18" width="30" height="42" rx="4" class="art-card art-red" transform="rotate(-12 29 39)" />
            <rect x="34" y="14" width="30" height="42" rx="4" class="art-card art-blue" />
            <text x="49" y="42" class="art-text">"9"</text>
        </g>
    }.into_any()
}
