//! Tüfteln on a phone holding one seat of a game run on the host's phone: the same table,
//! drawn from the seat's view as the host sends it; each person writes the round's roll on
//! their own phone at once (U5), and the round moves on at the host when all have written.

use super::play::Tabletop;
use super::table_state::TableState;
use crate::remote::link::Link;
use crate::remote::protocol::SeatKey;
use crate::remote::seat::seat_screen;
use leptos::prelude::*;
use tablee_rules::tuefteln::Tuefteln;

/// Asks the host over `link` (open) for a seat as `name` (or for the seat of `back`), and
/// draws that seat's table once the host has sent its view.
pub fn phone_table(link: Link, name: String, back: Option<SeatKey>) -> AnyView {
    seat_screen::<Tuefteln>(link, name, back, |app, phone, seat, first, seats| {
        let state = TableState::on_phone(app, phone, seat, first, seats);
        view! { <Tabletop state /> }.into_any()
    })
}
