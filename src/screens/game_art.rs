//! A small drawn picture for each game, used on the home screen: the frame is the shell's, the
//! drawing the game's own (its registry entry's `art`).

use crate::registry;
use leptos::prelude::*;
use tablee_rules::GameKind;

/// The picture of `kind`: decorative (the game's name is beside it).
#[component]
pub fn GameArt(
    /// Which game.
    kind: GameKind,
) -> impl IntoView {
    let art = (registry::entry(kind).art)();
    view! {
        <svg class="game-art" viewBox="0 0 80 76" aria-hidden="true" focusable="false">{art}</svg>
    }
}
