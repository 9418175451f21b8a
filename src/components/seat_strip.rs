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
    pub detail: String,
}

impl SeatBadge {
    /// One badge per seat of `setup`, in play order; `status` tells for each seat whether it
    /// may act now and the short detail to show.
    pub fn for_setup<O>(
        setup: &crate::setup::Setup<O>,
        mut status: impl FnMut(tablee_rules::Seat) -> (bool, String),
    ) -> Vec<SeatBadge> {
        setup
            .seats
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
/// alone, and `aria-current` tells screen readers.
#[component]
pub fn SeatStrip(
    /// The seats to show.
    #[prop(into)]
    seats: Signal<Vec<SeatBadge>>,
) -> impl IntoView {
    let app = use_app();
    view! {
        <ol class="seat-strip">
            {move || seats.get().into_iter().map(|seat| {
                let current = if seat.active { Some("step") } else { None };
                view! {
                    <li class="seat-badge" class:seat-badge--active=seat.active aria-current=current>
                        <span class="seat-turn-mark" aria-hidden="true">{if seat.active { "▶" } else { "" }}</span>
                        <span class="seat-name">{seat.name}</span>
                        {seat.is_bot.then(|| view! { <span class="seat-bot">{move || app.t(Key::BotBadge)}</span> })}
                        <span class="seat-detail">{seat.detail}</span>
                    </li>
                }
            }).collect_view()}
        </ol>
    }
}
