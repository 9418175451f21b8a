//! Swaks on the home screen: its one-line description and its small picture. Part of the
//! shell (the home screen shows every game without fetching its code), so kept small.

use crate::i18n::Translated;
use leptos::prelude::*;

/// What the game is, in one line.
pub const BLURB: Translated = Translated {
    en: "Shed your cards first: follow the cycle of families, combine, jump in.",
    fr: "Videz votre main le premier : suivez le cycle des familles, combinez, intervenez.",
    de: "Werde als Erste deine Karten los: Familienkreis, Kombis, Dazwischenspielen.",
    zh: "最先出完手牌：按家族循环出牌、组合、抢出。",
};

/// The game's picture inside the tile's 80x76 frame (decorative: the name is beside it).
pub fn art() -> AnyView {
    view! {
        <g>
            <rect x="10" y="20" width="28" height="40" rx="4" class="art-card art-yellow" transform="rotate(-18 24 40)" />
            <rect x="26" y="16" width="28" height="40" rx="4" class="art-card art-green" transform="rotate(-4 40 36)" />
            <rect x="42" y="18" width="28" height="40" rx="4" class="art-card art-purple" transform="rotate(10 56 38)" />
        </g>
    }.into_any()
}
