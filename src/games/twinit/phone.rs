//! Twin It! on a phone holding one seat of a game run on the host's phone: the same table,
//! drawn from the seat's view as the host sends it; each claim goes to the host, which stamps
//! it with its game time when it arrives and so decides every race between phones (W3).

use super::play::Tabletop;
use super::table_state::TableState;
use crate::remote::link::Link;
use crate::remote::protocol::SeatKey;
use crate::remote::seat::seat_screen;
use leptos::prelude::*;
use tablee_rules::twinit::TwinIt;

/// Asks the host over `link` (open) for a seat as `name` (or for the seat of `back`), and
/// draws that seat's table once the host has sent its view.
pub fn phone_table(link: Link, name: String, back: Option<SeatKey>) -> AnyView {
    seat_screen::<TwinIt>(link, name, back, |app, phone, seat, first, seats| {
        let state = TableState::on_phone(app, phone, seat, first, seats);
        view! { <Tabletop state /> }.into_any()
    })
}
