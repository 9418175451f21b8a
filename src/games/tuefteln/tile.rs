//! Tüfteln on the home screen: its one-line description and its small picture. Part of the
//! shell (the home screen shows every game without fetching its code), so kept small.

use crate::i18n::Translated;
use leptos::prelude::*;

/// What the game is, in one line.
pub const BLURB: Translated = Translated {
    en: "Roll two dice, write them into nine little squares, chase the best patterns.",
    fr: "Lancez deux dés, inscrivez-les dans neuf petits carrés, visez les meilleures figures.",
    de: "Zwei Würfel, neun kleine Quadrate: trage ein und jage die besten Muster.",
    zh: "掷两颗骰子，填入九个小方格，追求最佳组合。",
};

/// The game's picture inside the tile's 80x76 frame (decorative: the name is beside it).
pub fn art() -> AnyView {
    view! {
        <g>
            {(0..9).map(|i| {
                let x = 12 + (i % 3) * 19;
                let y = 10 + (i / 3) * 19;
                view! { <rect x=x y=y width="17" height="17" rx="2" class="art-square" /> }
            }).collect_view()}
            <rect x="50" y="44" width="22" height="22" rx="5" class="art-die" />
            <circle cx="56" cy="50" r="2.2" class="art-pip" />
            <circle cx="61" cy="55" r="2.2" class="art-pip" />
            <circle cx="66" cy="60" r="2.2" class="art-pip" />
        </g>
    }
    .into_any()
}
