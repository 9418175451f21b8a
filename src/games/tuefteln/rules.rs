//! The drawings under Tüfteln's rules page: both sides of the tile and an example of every kind
//! of square (the text is data the shell shows, see [`crate::components::rules_text`]).

use super::text::{TueftelnKey, TueftelnPlural};
use super::tile_view::TileView;

use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Side, SquareKind, Tile};

/// One worked example: the four numbers of a square, clockwise from top-left, and its kind.
const EXAMPLES: [([u8; 4], SquareKind); 8] = [
    ([4, 1, 2, 6], SquareKind::Mix),
    ([6, 6, 3, 4], SquareKind::Pair),
    ([2, 5, 5, 2], SquareKind::TwoPairs),
    ([6, 3, 6, 3], SquareKind::Cross),
    ([2, 2, 2, 2], SquareKind::Four),
    ([4, 5, 6, 3], SquareKind::Straight),
    ([3, 3, 3, 1], SquareKind::Triple),
    ([5, 1, 5, 2], SquareKind::DiagonalPair),
];

/// Both sides of the tile and a drawn example of every kind of square.
#[component]
pub fn TueftelnRulesExamples() -> impl IntoView {
    let app = use_app();
    view! {
        <div class="rules-sides">
            {Side::ALL.into_iter().map(|side| {
                let caption = if side == Side::A { TueftelnKey::SideA } else { TueftelnKey::SideB };
                view! {
                    <figure class="rules-side">
                        <TileView tile=Signal::derive(move || Tile::new(side))
                            label=Signal::derive(move || app.t(caption).to_string()) />
                        <figcaption>{move || app.t(caption)}</figcaption>
                    </figure>
                }
            }).collect_view()}
        </div>
        <ul class="rules-examples">
            {EXAMPLES.into_iter().map(|(values, kind)| view! {
                <li class="rules-example">
                    <div class="mini-square" role="img"
                        aria-label=move || format!("{} {} {} {}: {}", values[0], values[1], values[2], values[3], app.t(super::names::kind(kind)))>
                        // Drawn in reading order: TL, TR, then BL, BR (the values are clockwise).
                        {[values[0], values[1], values[3], values[2]].into_iter().map(|v| view! { <span>{v}</span> }).collect_view()}
                    </div>
                    <span>{move || app.tn(TueftelnPlural::KindPoints, kind.points(), &[app.t(super::names::kind(kind))])}</span>
                </li>
            }).collect_view()}
        </ul>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn worked_examples_match_the_engine() {
        for (values, kind) in EXAMPLES {
            assert_eq!(SquareKind::classify(values), kind, "{values:?}");
        }
    }

    #[test]
    fn example_captions_say_the_points_once() {
        let caption = |lang, kind| {
            TueftelnPlural::KindPoints.fill(
                lang,
                SquareKind::points(kind),
                &[super::super::names::kind(kind).text(lang)],
            )
        };
        assert_eq!(caption(Lang::Fr, SquareKind::Triple), "triplé · 0 point");
        assert_eq!(caption(Lang::Fr, SquareKind::Mix), "Mix · 1 point");
        assert_eq!(
            caption(Lang::En, SquareKind::Triple),
            "three of a kind · 0 points"
        );
        assert_eq!(caption(Lang::De, SquareKind::Mix), "Mix · 1 Punkt");
        assert_eq!(caption(Lang::Zh, SquareKind::Straight), "顺子 · 6 分");
    }
}
