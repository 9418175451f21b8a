//! Swaks on a phone holding one seat of a match run on the host's phone: the same table, drawn
//! from the seat's view as the host sends it, its countdown by the host's game time as the phone
//! reckons it; plays, jump-ins and call-outs go to the host, which decides every race by the
//! order they reach it (S10, S13).

use super::play::Tabletop;
use super::table_state::TableState;
use crate::remote::link::Link;
use crate::remote::protocol::SeatKey;
use crate::remote::seat::seat_screen;
use leptos::prelude::*;
use tablee_rules::swaks::Swaks;

/// Asks the host over `link` (open) for a seat as `name` (or for the seat of `back`), and
/// draws that seat's table once the host has sent its view.
pub fn phone_table(link: Link, name: String, back: Option<SeatKey>) -> AnyView {
    seat_screen::<Swaks>(link, name, back, |_, phone, seat, first, seats| {
        let state = TableState::on_phone(phone, seat, first);
        view! { <Tabletop state seats seed=None /> }.into_any()
    })
}
