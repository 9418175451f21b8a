//! Which face or seat zone a pointer is on at Twin It!'s table (the browser's part of the
//! hit-testing; what a slide means is `input.rs`'s).

use super::input::{parse_spot, Start};
use leptos::prelude::*;
use tablee_rules::twinit::Spot;
use tablee_rules::Seat;

/// Where a pointer going down on `target` starts: a face, or a seat's zone. When several people
/// share the table, a face inside a zone (its pile, its prises) starts a slide from that zone.
pub(super) fn start_of(target: &web_sys::Element) -> Option<Start> {
    let spot = target
        .closest("[data-spot]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("data-spot"))
        .and_then(|code| parse_spot(&code));
    match (spot, zone_of(target)) {
        (Some(_), Some(zone)) if shared_table(target) => Some(Start::Zone(zone)),
        (Some(spot), _) => Some(Start::Spot(spot)),
        (None, zone) => zone.map(Start::Zone),
    }
}

fn zone_of(target: &web_sys::Element) -> Option<Seat> {
    target
        .closest("[data-zone]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("data-zone"))
        .and_then(|z| z.parse().ok())
        .map(Seat)
}

fn shared_table(target: &web_sys::Element) -> bool {
    target.closest(".tw-table--shared").ok().flatten().is_some()
}

/// The face under a point of the screen.
pub(super) fn spot_at(x: i32, y: i32) -> Option<Spot> {
    document()
        .element_from_point(x as f32, y as f32)?
        .closest("[data-spot]")
        .ok()
        .flatten()?
        .get_attribute("data-spot")
        .and_then(|code| parse_spot(&code))
}
