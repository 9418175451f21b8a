//! Seats around the edges of a tablet lying flat between the players.
//!
//! Each seat is placed on the edge nearest its place around the table (clockwise from the
//! bottom, in seat order) and turned to face the person sitting there.

use leptos::prelude::*;

/// An edge of the device, seen from the person at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// The near edge: read normally.
    Bottom,
    /// The left edge: turned a quarter clockwise.
    Left,
    /// The far edge: upside down.
    Top,
    /// The right edge: turned a quarter anticlockwise.
    Right,
}

impl Edge {
    /// The edges in clockwise order from the bottom.
    pub const ALL: [Edge; 4] = [Edge::Bottom, Edge::Left, Edge::Top, Edge::Right];

    /// The CSS class placing and turning a seat on this edge.
    pub const fn class(self) -> &'static str {
        match self {
            Edge::Bottom => "table-flat-bottom",
            Edge::Left => "table-flat-left",
            Edge::Top => "table-flat-top",
            Edge::Right => "table-flat-right",
        }
    }
}

/// The edge of each of `count` seats: seat `i` sits at `i / count` of the way round the table,
/// clockwise from the bottom, and takes the edge nearest that place.
pub fn edges(count: usize) -> Vec<Edge> {
    (0..count)
        .map(|i| {
            // Degrees clockwise from the bottom; each edge covers the quarter around its middle.
            let degrees = i * 360 / count;
            match degrees {
                45..=134 => Edge::Left,
                135..=224 => Edge::Top,
                225..=314 => Edge::Right,
                _ => Edge::Bottom,
            }
        })
        .collect()
}

/// Lays `seats` (one view per seat, in seat order) around the edges, with `centre` in the
/// middle.
#[component]
pub fn TableLayout(
    /// One view per seat, in seat order.
    seats: Vec<AnyView>,
    /// What lies in the middle of the table.
    centre: AnyView,
) -> impl IntoView {
    let places = edges(seats.len());
    let mut by_edge: [Vec<AnyView>; 4] = Default::default();
    for (view, edge) in seats.into_iter().zip(places) {
        let index = Edge::ALL.iter().position(|e| *e == edge).unwrap_or(0);
        by_edge[index].push(view);
    }
    let sides = Edge::ALL
        .into_iter()
        .zip(by_edge)
        .map(|(edge, views)| view! { <div class=format!("table-flat-edge {}", edge.class())>{views}</div> })
        .collect_view();
    view! {
        <div class="table-flat">
            {sides}
            <div class="table-flat-centre">{centre}</div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_go_round_the_table() {
        use Edge::*;
        assert_eq!(edges(1), vec![Bottom]);
        assert_eq!(edges(2), vec![Bottom, Top]);
        assert_eq!(edges(3), vec![Bottom, Left, Right]);
        assert_eq!(edges(4), vec![Bottom, Left, Top, Right]);
        assert_eq!(edges(6), vec![Bottom, Left, Left, Top, Right, Right]);
        for n in 1..=15 {
            assert_eq!(edges(n).len(), n);
            assert_eq!(
                edges(n)[0],
                Bottom,
                "the first seat is nearest the device's bottom"
            );
        }
    }
}
