//! The strip of seats that shows whose turn it is.

use crate::i18n::Key;
use crate::state::{use_app, AppState};
use leptos::prelude::*;

/// One seat as the strip shows it.
#[derive(Clone, Debug, Default, PartialEq)]
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
/// alone, and `aria-current` tells screen readers. Each badge is drawn again only when its own
/// seat changes: the seats are worked out from the game's view at every move, and drawing the
/// whole strip again at each bot's move set about 150 attributes at a 15-seat table.
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
    let count = Memo::new(move |_| seats.with(Vec::len));
    view! {
        // Focusable, as it scrolls when the seats do not fit (keyboard users scroll it too).
        <ol class="seat-strip" class:seat-strip--rows=rows tabindex="0" aria-label=move || app.t(Key::Seats)>
            {move || (0..count.get()).map(|i| {
                badge(app, Memo::new(move |_| seats.with(|s| s.get(i).cloned().unwrap_or_default())))
            }).collect_view()}
        </ol>
    }
}

/// One seat's badge: each part set again when its seat changes, and only then.
fn badge(app: AppState, badge: Memo<SeatBadge>) -> impl IntoView {
    let active = move || badge.with(|b| b.active);
    view! {
        <li class="seat-badge" class:seat-badge--active=active aria-current=move || active().then_some("step")>
            <span class="seat-turn-mark" aria-hidden="true">{move || if active() { "▶" } else { "" }}</span>
            <span class="seat-name">{move || badge.with(|b| b.name.clone())}</span>
            // The bot mark and the spoken detail are always there, hidden where they do not
            // apply: drawn only when they applied, each change of the badge (a bot's move at a
            // 15-seat table) built them again.
            <span class="seat-bot" hidden=move || badge.with(|b| !b.is_bot)>{move || app.t(Key::BotBadge)}</span>
            // The detail as shown, and in full words for a screen reader when it is short.
            <span class="seat-detail" aria-hidden=move || badge.with(|b| b.detail.spoken.is_some().then_some("true"))>
                {move || badge.with(|b| b.detail.shown.clone())}
            </span>
            <span class="sr-only" hidden=move || badge.with(|b| b.detail.spoken.is_none())>
                {move || badge.with(|b| b.detail.spoken.clone().unwrap_or_default())}
            </span>
        </li>
    }
}
