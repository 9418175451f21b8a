//! A Tüfteln tile drawn as a grid of cell buttons, with its bridges, colours and the kind of
//! every finished square.

use super::names;
use super::text::{TueftelnKey, TueftelnPlural};
use crate::i18n::{Key, Lang};
use crate::state::use_app;
use leptos::prelude::*;
use tablee_rules::tuefteln::{CellId, CellKind, Layout, Tile};
use tablee_rules::Die;
use tablee_rules::PerSeat;

/// Width of a cell, the gap inside a square and the gap between squares, in the units shared by
/// the CSS grid (`fr`) and the bridge overlay (SVG user units).
const CELL: u16 = 10;
const INNER_GAP: u16 = 1;
const SQUARE_GAP: u16 = 4;
/// The tile's side in those units.
const TILE_UNITS: u16 = 6 * CELL + 3 * INNER_GAP + 2 * SQUARE_GAP;

/// The CSS grid line where column (or row) `index` of the 6x6 cells starts.
pub const fn grid_line(index: u8) -> u8 {
    (index / 2) * 4 + 1 + (index % 2) * 2
}

/// The centre of column (or row) `index`, in overlay units.
pub const fn centre(index: u8) -> u16 {
    let square = (index / 2) as u16;
    let within = (index % 2) as u16;
    square * (2 * CELL + INNER_GAP + SQUARE_GAP) + within * (CELL + INNER_GAP) + CELL / 2
}

/// The cell an arrow key moves to from `cell`, if the key is an arrow and the grid goes on.
pub fn neighbour(cell: CellId, key: &str) -> Option<CellId> {
    let (row, col) = (cell.row(), cell.col());
    let (row, col) = match key {
        "ArrowUp" => (row.checked_sub(1)?, col),
        "ArrowDown" if row < 5 => (row + 1, col),
        "ArrowLeft" => (row, col.checked_sub(1)?),
        "ArrowRight" if col < 5 => (row, col + 1),
        _ => return None,
    };
    Some(CellId::at(row, col))
}

/// The accessible name of a cell: square, corner, value or "empty", and its colour or bridge.
pub fn cell_name(lang: Lang, layout: &Layout, cell: CellId, value: Option<Die>) -> String {
    let value = value.map_or_else(
        || Key::Empty.text(lang).to_string(),
        |d| d.value().to_string(),
    );
    let what = match layout.kind(cell) {
        CellKind::Printed(_) => TueftelnKey::Printed.text(lang).to_string(),
        CellKind::White => TueftelnKey::White.text(lang).to_string(),
        CellKind::Bridge(id) => {
            let [a, b] = layout.bridge_cells(id);
            let other = if a == cell { b } else { a };
            TueftelnKey::BridgeTo.fill(lang, &[&(other.square() + 1).to_string()])
        }
        CellKind::Coloured(hue) => names::hue(hue).text(lang).to_string(),
    };
    TueftelnKey::CellName.fill(
        lang,
        &[
            &(cell.square() + 1).to_string(),
            names::corner(cell.corner()).text(lang),
            &value,
            &what,
        ],
    )
}

/// Every seat's tile in `source` (a seat's view, the public view) as a signal of its own, set
/// only when that tile changed. A memo per tile over the whole view is checked, with the 36
/// cells drawn under it, each time any seat writes: at a 15-seat table every bot's move walked
/// every tile's cells (about 2,500 reactive nodes, most of a slow phone's time between taps).
pub fn tiles_by_seat<S, V>(
    source: S,
    tiles: fn(&V) -> &PerSeat<Tile>,
) -> StoredValue<Vec<RwSignal<Tile>>>
where
    S: With<Value = V> + WithUntracked<Value = V> + Copy + Send + Sync + 'static,
    V: 'static,
{
    let signals: Vec<RwSignal<Tile>> = source.with_untracked(|v| {
        tiles(v)
            .values()
            .iter()
            .cloned()
            .map(RwSignal::new)
            .collect()
    });
    let stored = StoredValue::new(signals.clone());
    Effect::new(move |_| {
        source.with(|v| {
            for (signal, tile) in signals.iter().zip(tiles(v).values()) {
                if signal.with_untracked(|shown| shown != tile) {
                    signal.set(tile.clone());
                }
            }
        });
    });
    stored
}

/// What one cell shows, besides its place and kind: the number in it, written or pending, and
/// whether the picked die may go there.
#[derive(Clone, Copy, PartialEq, Eq)]
struct CellLook {
    value: Option<Die>,
    pending: bool,
    target: bool,
    /// Its square is full.
    done: bool,
}

impl CellLook {
    /// The look of `cell` (reactive).
    fn of(
        cell: CellId,
        tile: Signal<Tile>,
        pending: Signal<Vec<(CellId, Die)>>,
        targets: Signal<Vec<CellId>>,
    ) -> Self {
        let (written, done) =
            tile.with(|t| (t.value(cell), t.square_values(cell.square()).is_some()));
        let drafted = pending.with(|p| p.iter().find(|(c, _)| *c == cell).map(|(_, d)| *d));
        CellLook {
            value: written.or(drafted),
            pending: drafted.is_some(),
            target: targets.with(|t| t.contains(&cell)),
            done,
        }
    }
}

fn kind_class(kind: CellKind) -> String {
    match kind {
        CellKind::Printed(_) => "cell--printed".into(),
        CellKind::White => "cell--white".into(),
        CellKind::Bridge(_) => "cell--bridge".into(),
        CellKind::Coloured(hue) => format!("cell--hue cell--{}", hue.id()),
    }
}

/// A tile. `pending` shows numbers of the draft not yet confirmed; `targets` are the cells
/// where the picked die may go; `on_cell` is called when one of them is chosen. Without
/// `on_cell` the tile is a picture (the overview of other players, the end screen).
#[component]
pub fn TileView(
    /// The tile.
    #[prop(into)]
    tile: Signal<Tile>,
    /// Numbers written by the draft, not confirmed yet.
    #[prop(optional, into)]
    pending: Signal<Vec<(CellId, Die)>>,
    /// Cells where the picked die may go.
    #[prop(optional, into)]
    targets: Signal<Vec<CellId>>,
    /// Called with the chosen cell.
    #[prop(optional)]
    on_cell: Option<Callback<CellId>>,
    /// A name for the whole tile.
    #[prop(into)]
    label: Signal<String>,
    /// Draw small (overview).
    #[prop(optional)]
    compact: bool,
) -> impl IntoView {
    let app = use_app();
    // The side, as a memo: the layout (kinds, bridges) is drawn again only if the side changes,
    // never when a number is written.
    let side = Memo::new(move |_| tile.with(Tile::side));
    let layout = move || Layout::for_side(side.get());
    let interactive = on_cell.is_some();
    let cells = CellId::all().map(move |cell| {
        // Everything the cell shows, as a memo: when a number is written or a die picked, only
        // the cells whose look changed are drawn again (on a slow phone, drawing every cell of
        // every tile again after each move took most of a tap's time).
        let look = Memo::new(move |_| CellLook::of(cell, tile, pending, targets));
        let value = move || look.with(|l| l.value);
        let is_target = move || look.with(|l| l.target);
        let style = format!(
            "grid-row:{};grid-column:{}",
            grid_line(cell.row()),
            grid_line(cell.col())
        );
        let symbol = move || match layout().kind(cell) {
            CellKind::Coloured(hue) => hue.symbol().to_string(),
            _ => String::new(),
        };
        let class = move || {
            let look = look.get();
            format!(
                "cell {}{}{}{}",
                kind_class(layout().kind(cell)),
                if look.pending { " cell--pending" } else { "" },
                if look.target { " cell--target" } else { "" },
                if look.done { " cell--done" } else { "" },
            )
        };
        let name = move || cell_name(app.lang.get(), layout(), cell, value());
        let content = move || view! {
            <span class="cell-symbol" aria-hidden="true">{symbol}</span>
            <span class="cell-value" aria-hidden="true">{move || value().map(|d| d.value().to_string())}</span>
        };
        if interactive {
            let on_cell = on_cell;
            view! {
                <button type="button" class=class style=style aria-label=name
                    data-cell=cell.0
                    tabindex=if cell.0 == 0 { "0" } else { "-1" }
                    aria-disabled=move || if is_target() { "false" } else { "true" }
                    on:click=move |_| if is_target() { if let Some(f) = on_cell { f.run(cell) } }>
                    {content}
                </button>
            }
            .into_any()
        } else {
            view! { <div class=class style=style role="img" aria-label=name data-cell=cell.0>{content}</div> }.into_any()
        }
    }).collect_view();
    let bridges = move || {
        let layout = layout();
        (0..layout.bridge_count())
            .map(|id| {
                let [a, b] = layout.bridge_cells(id);
                view! {
                    <line class="bridge-line" x1=centre(a.col()) y1=centre(a.row())
                        x2=centre(b.col()) y2=centre(b.row()) />
                }
            })
            .collect_view()
    };
    // The kind of each full square, as a memo: the badges are drawn again only when a square
    // is completed.
    let squares = Memo::new(move |_| tile.with(|t| t.score().squares));
    let badges = move || {
        squares.get().into_iter().enumerate().filter_map(|(square, kind)| {
            let kind = kind?;
            let square = square as u8;
            let style = format!(
                "grid-row:{} / span 3;grid-column:{} / span 3",
                grid_line((square / 3) * 2),
                grid_line((square % 3) * 2)
            );
            let text = move || app.tn(TueftelnPlural::SquareDone, kind.points(), &[&(square + 1).to_string(), app.t(names::kind(kind))]);
            // The short name from the score pad (language-neutral, as printed) and the points;
            // the full sentence in the current language is the accessible name.
            let short = if compact {
                kind.points().to_string()
            } else {
                format!("{} {}", kind.label(), kind.points())
            };
            Some(view! {
                <div class="square-badge" class:square-badge--zero=kind.points() == 0 style=style
                    role="img" aria-label=text>
                    <span aria-hidden="true">{short}</span>
                </div>
            })
        }).collect_view()
    };
    // Arrow keys move the focus from cell to cell, as on the paper grid.
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let Some(target) = ev.target() else { return };
        let Some(cell) = wasm_bindgen::JsCast::dyn_ref::<web_sys::Element>(&target)
            .and_then(|el| el.get_attribute("data-cell"))
            .and_then(|v| v.parse::<u8>().ok())
            .map(CellId)
        else {
            return;
        };
        let Some(next) = neighbour(cell, &ev.key()) else {
            return;
        };
        ev.prevent_default();
        let Some(container) = wasm_bindgen::JsCast::dyn_ref::<web_sys::Element>(&target)
            .and_then(|el| el.parent_element())
        else {
            return;
        };
        if let Ok(Some(el)) = container.query_selector(&format!("[data-cell='{}']", next.0)) {
            if let Some(el) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&el) {
                let _ = el.focus();
            }
        }
    };
    // The grid is one Tab stop (roving tabindex): the cell that had the focus last; the arrow
    // keys move inside. Kept in the DOM, not in a signal: nothing else needs to know.
    let on_focus = move |ev: web_sys::FocusEvent| {
        let Some(cell) = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .filter(|el| el.has_attribute("data-cell"))
        else {
            return;
        };
        if let Some(Ok(Some(old))) = cell
            .parent_element()
            .map(|grid| grid.query_selector("[tabindex='0']"))
        {
            let _ = old.set_attribute("tabindex", "-1");
        }
        let _ = cell.set_attribute("tabindex", "0");
    };
    view! {
        <div class="tile" class:tile--compact=compact role="group" aria-label=label on:keydown=on_key on:focusin=on_focus>
            <svg class="tile-bridges" viewBox=format!("0 0 {TILE_UNITS} {TILE_UNITS}") preserveAspectRatio="none" aria-hidden="true">
                {bridges}
            </svg>
            {cells}
            {badges}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_lines_leave_room_for_gaps() {
        let lines: Vec<u8> = (0..6).map(grid_line).collect();
        assert_eq!(lines, vec![1, 3, 5, 7, 9, 11]);
        assert_eq!(centre(0), 5);
        assert_eq!(centre(5) + CELL / 2, TILE_UNITS);
    }

    #[test]
    fn arrows_move_on_the_six_by_six_grid() {
        let top_left = CellId::at(0, 0);
        assert_eq!(neighbour(top_left, "ArrowUp"), None);
        assert_eq!(neighbour(top_left, "ArrowLeft"), None);
        assert_eq!(neighbour(top_left, "ArrowRight"), Some(CellId::at(0, 1)));
        assert_eq!(
            neighbour(CellId::at(0, 1), "ArrowRight").map(CellId::square),
            Some(1)
        );
        assert_eq!(neighbour(CellId::at(5, 5), "ArrowDown"), None);
        assert_eq!(
            neighbour(CellId::at(5, 5), "ArrowUp"),
            Some(CellId::at(4, 5))
        );
        assert_eq!(neighbour(top_left, "Enter"), None);
    }

    #[test]
    fn every_cell_has_a_distinct_accessible_name() {
        for side in tablee_rules::tuefteln::Side::ALL {
            let layout = Layout::for_side(side);
            let tile = Tile::new(side);
            let mut names: Vec<String> = CellId::all()
                .map(|c| cell_name(Lang::En, layout, c, tile.value(c)))
                .collect();
            assert!(names[0].starts_with("Square 1, top left"));
            names.sort();
            names.dedup();
            assert_eq!(names.len(), 36);
        }
    }
}
