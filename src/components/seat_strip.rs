//! The strip of seats that shows whose turn it is.

use crate::i18n::Key;
use crate::state::use_app;
use leptos::prelude::*;

/// One seat as the strip shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatBadge {
    /// The player's name.
    pub name: String,
    /// Whether this seat is a bot.
    pub is_bot: bool,
    /// Whether this seat may act now.
    pub active: bool,
    /// A short status: a score, a count of cards, "done".
    pub detail: Detail,
}

/// A seat's status as shown, and in full words for a screen reader when the shown text is
/// abbreviated ("3 in hand · 8 won · 0 pts").
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Detail {
    /// What the strip shows.
    pub shown: String,
    /// What a screen reader says instead, if the shown text is short for it.
    pub spoken: Option<String>,
}

impl From<String> for Detail {
    fn from(shown: String) -> Detail {
        Detail {
            shown,
            spoken: None,
        }
    }
}

impl SeatBadge {
    /// One badge per seat of `setup`, in play order; `status` tells for each seat whether it
    /// may act now and the short detail to show.
    pub fn for_setup<O>(
        setup: &crate::setup::Setup<O>,
        status: impl FnMut(tablee_rules::Seat) -> (bool, Detail),
    ) -> Vec<SeatBadge> {
        SeatBadge::for_seats(&setup.seats, status)
    }

    /// One badge per seat of `seats`, in play order (a phone knows the seats, not the set-up).
    pub fn for_seats(
        seats: &[crate::setup::SeatSetup],
        mut status: impl FnMut(tablee_rules::Seat) -> (bool, Detail),
    ) -> Vec<SeatBadge> {
        seats
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                let (active, detail) = status(tablee_rules::Seat(i as u8));
                SeatBadge {
                    name: seat.name.clone(),
                    is_bot: !seat.controller.is_human(),
                    active,
                    detail,
                }
            })
            .collect()
    }
}

/// The seats in play order; acting seats are marked with an arrow and bold text, not colour
/// alone, and `aria-current` tells screen readers. Drawn again only when a seat changes: the
/// seats are worked out from the game's view, which changes at every move and clock step.
#[component]
pub fn SeatStrip(
    /// The seats to show.
    #[prop(into)]
    seats: Signal<Vec<SeatBadge>>,
    /// One row a seat (a small scoreboard) rather than pills side by side.
    #[prop(optional)]
    rows: bool,
) -> impl IntoView {
    let app = use_app();
    let seats = Memo::new(move |_| seats.get());
    view! {
        // Focusable, as it scrolls when the seats do not fit (keyboard users scroll it too).
        <ol class="seat-strip" class:seat-strip--rows=rows tabindex="0" aria-label=move || app.t(Key::Seats)>
            {move || seats.get().into_iter().map(|seat| {
                let current = if seat.active { Some("step") } else { None };
                view! {
                    <li class="seat-badge" class:seat-badge--active=seat.active aria-current=current>
                        <span class="seat-turn-mark" aria-hidden="true">{if seat.active { "▶" } else { "" }}</span>
                        <span class="seat-name">{seat.name}</span>
                        {seat.is_bot.then(|| view! { <span class="seat-bot">{move || app.t(Key::BotBadge)}</span> })}
                        {match seat.detail.spoken {
                            Some(spoken) => view! {
                                <span class="seat-detail" aria-hidden="true">{seat.detail.shown}</span>
                                <span class="sr-only">{spoken}</span>
                            }.into_any(),
                            None => view! { <span class="seat-detail">{seat.detail.shown}</span> }.into_any(),
                        }}
                    </li>
                }
            }).collect_view()}
        </ol>
    }
}
