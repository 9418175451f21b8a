//! A small drawn picture for each game, used on the home screen.

use leptos::prelude::*;
use tablee_rules::GameKind;

/// The picture of `kind`: decorative (the game's name is beside it).
#[component]
pub fn GameArt(
    /// Which game.
    kind: GameKind,
) -> impl IntoView {
    let art = match kind {
        GameKind::Tweak => view! {
            <g>
                <rect x="14" y="18" width="30" height="42" rx="4" class="art-card art-red" transform="rotate(-12 29 39)" />
                <rect x="34" y="14" width="30" height="42" rx="4" class="art-card art-blue" />
                <text x="49" y="42" class="art-text">"9"</text>
            </g>
        }.into_any(),
        GameKind::Swaks => view! {
            <g>
                <rect x="10" y="20" width="28" height="40" rx="4" class="art-card art-yellow" transform="rotate(-18 24 40)" />
                <rect x="26" y="16" width="28" height="40" rx="4" class="art-card art-green" transform="rotate(-4 40 36)" />
                <rect x="42" y="18" width="28" height="40" rx="4" class="art-card art-purple" transform="rotate(10 56 38)" />
            </g>
        }.into_any(),
        GameKind::Tuefteln => view! {
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
        }.into_any(),
        GameKind::TwinIt => view! {
            <g>
                <circle cx="26" cy="38" r="18" class="art-card art-orange" />
                <circle cx="54" cy="38" r="18" class="art-card art-orange" />
                <path d="M26 28 l8 14 h-16 z" class="art-motif" />
                <path d="M54 28 l8 14 h-16 z" class="art-motif" />
            </g>
        }.into_any(),
    };
    view! {
        <svg class="game-art" viewBox="0 0 80 76" aria-hidden="true" focusable="false">{art}</svg>
    }
}
