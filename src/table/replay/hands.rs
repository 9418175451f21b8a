//! Every hand at once in the replay of a finished game: beside the seats, each seat's hand but
//! the one looked through (whose hand the table draws as it always does), face up. One drawing
//! for the card games, each giving its own card.

use super::text::WatchKey;
use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::Seat;

/// The seats' strip as a table draws it.
pub type Strip = std::sync::Arc<dyn Fn() -> AnyView + Send + Sync>;

/// Draws a table's (`S`'s) seats' strip with the other hands under it ([`with_hands`]). Only a
/// replay's table holds one: so this drawing is in the replay's wasm module, not the table's.
pub type StripWithHands<S> = fn(S, Strip) -> AnyView;

/// A table's seats' strip: with the other hands where the table holds `with_hands` (a replay),
/// else the strip alone.
pub fn strip_of<S>(state: S, with_hands: Option<StripWithHands<S>>, strip: Strip) -> AnyView {
    match with_hands {
        Some(draw) => draw(state, strip),
        None => strip(),
    }
}

/// What a card game gives to draw the others' hands.
pub struct HandsOf<V: Send + Sync + 'static> {
    /// Every seat's view, while every hand is shown (see [`super::ReplayStep::every`]).
    pub every: Signal<Option<Vec<V>>>,
    /// The seat looked through: its hand is left to the table.
    pub watched: Signal<Seat>,
    /// A seat's name.
    pub name: Callback<Seat, String>,
    /// The ids of a view's own hand, in the order the game shows a hand.
    pub cards: fn(&V) -> Vec<u8>,
    /// One card, drawn by its id.
    pub card: fn(u8) -> AnyView,
}

/// The seats' strip with, under it, every other seat's hand face up (`data-testid`
/// `every-hand-<seat index>`, each card with its `data-card`), in the strip's place on the
/// table; or the strip alone when every hand is not shown.
pub fn with_hands<V: Send + Sync + 'static>(
    strip: impl Fn() -> AnyView + Send + Sync + 'static,
    hands: Option<HandsOf<V>>,
) -> impl IntoView {
    let Some(hands) = hands else {
        return strip().into_any();
    };
    // Whether every hand is shown: redrawn when it is turned on or off, not at every step.
    let every = hands.every;
    let on = Memo::new(move |_| every.with(Option::is_some));
    (move || {
        if on.get() {
            view! {
                <div class="every-seats">
                    {strip()}
                    {other_hands(hands)}
                </div>
            }
            .into_any()
        } else {
            strip()
        }
    })
    .into_any()
}

/// The hands of every seat but the one looked through.
fn other_hands<V: Send + Sync + 'static>(hands: HandsOf<V>) -> impl IntoView {
    let app = use_app();
    let HandsOf {
        every,
        watched,
        name,
        cards,
        card,
    } = hands;
    let drawn = move || {
        let watched = watched.get();
        let hands: Vec<(Seat, Vec<u8>)> = every.with(|every| {
            every
                .iter()
                .flatten()
                .enumerate()
                .map(|(i, view)| (Seat(i as u8), cards(view)))
                .filter(|(seat, _)| *seat != watched)
                .collect()
        });
        hands
            .into_iter()
            .map(|(seat, ids)| {
                let i = seat.index();
                let title = format!("every-hand-title-{i}");
                let cards = if ids.is_empty() {
                    view! { <p class="muted small">{move || app.t(Key::Empty)}</p> }.into_any()
                } else {
                    view! {
                        <ul class="card-row every-hand-cards">
                            {ids.into_iter().map(|id| view! { <li data-card=id>{card(id)}</li> }).collect_view()}
                        </ul>
                    }
                    .into_any()
                };
                view! {
                    <section class="every-hand" aria-labelledby=title.clone()
                        data-testid=format!("every-hand-{i}")>
                        <h2 id=title.clone() class="small-title every-hand-title">
                            {move || app.tf(Key::HandOf, &[&name.run(seat)])}
                        </h2>
                        {cards}
                    </section>
                }
            })
            .collect_view()
    };
    view! {
        <div class="every-hands" role="group" aria-label=move || app.t(WatchKey::EveryHandOpen)>
            {drawn}
        </div>
    }
}

impl<V: Send + Sync + 'static> Clone for HandsOf<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V: Send + Sync + 'static> Copy for HandsOf<V> {}
