//! The person's panel at the table: writing this round's roll (dice, the big tile, the score
//! pad, undo, swap, hint, confirm), or, once written, the same tile while the others finish the
//! round. The keyboard focus follows the next action after every move.

use super::draft::Draft;
use super::table_state::TableState;
use super::text::TueftelnKey;
use super::tile_view::TileView;
use crate::components::die::Die as DieFace;
use crate::i18n::Key;
use crate::table::device::refusal_line;
use leptos::html;
use leptos::prelude::*;
use tablee_rules::tuefteln::{Action, CellId, View};
use tablee_rules::{BotLevel, Seat};

/// The draft of one seat in one round (the round, the seat, the draft).
pub type DraftSignal = RwSignal<Option<(u8, Seat, Draft)>>;

/// Where the next action is, as selectors tried in order inside the panel: Confirm once the
/// placement is complete; the grid's current cell, else its first target, while a die waits for
/// a cell; otherwise the first die that can still be picked.
pub fn next_focus(draft: Option<&Draft>) -> &'static [&'static str] {
    match draft {
        Some(d) if d.placement().is_some() => &["[data-testid='confirm']"],
        Some(d) if d.picked().is_some() => &[
            ".tile button.cell--target[tabindex='0']",
            ".tile button.cell--target",
        ],
        _ => &[".die-button:not(:disabled)"],
    }
}

/// After the page has drawn the change, moves the focus to the next action in `panel` when the
/// focus is lost (on the page's body or a control just disabled) or, if `always`, inside the
/// panel. A focus elsewhere on the page (the top bar, the seat strip) is left alone.
fn focus_next(panel: NodeRef<html::Section>, draft: DraftSignal, always: bool) {
    // The frame may come after the panel is gone (the next round's panel replaced it; on a
    // slow device frames come hundreds of milliseconds late): its signals are disposed then,
    // and reading them must not panic.
    request_animation_frame(move || {
        let Some(root) = panel.try_get_untracked().flatten() else {
            return;
        };
        let active = document().active_element();
        let lost = active.as_ref().is_none_or(|el| {
            el.tag_name().eq_ignore_ascii_case("body") || el.has_attribute("disabled")
        });
        let inside = active.as_ref().is_some_and(|el| root.contains(Some(el)));
        if !(lost || always && inside) {
            return;
        }
        let Some(selectors) =
            draft.try_with_untracked(|d| next_focus(d.as_ref().map(|(_, _, d)| d)).to_vec())
        else {
            return;
        };
        let target = selectors
            .iter()
            .find_map(|sel| root.query_selector(sel).ok().flatten());
        if let Some(el) =
            target.and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el).ok())
        {
            let _ = el.focus();
        }
    });
}

/// A person's panel: writing this round's roll, or, once it is written, the same tile while the
/// others (bots, people on their phones) still write theirs, named in a status line. It stays
/// drawn from one roll to the next and through the wait: only what changes is drawn again
/// (building the whole tile again after each roll took most of a slow phone's tap). `moved` is
/// set by the table when the person's move ended their turn, so the next turn takes the focus
/// (not when the table first opens).
#[component]
pub(super) fn HumanTurn(
    /// The seat whose tile is shown.
    seat: Seat,
    /// The table, with the refusal of a placement.
    state: TableState,
    /// The placement being built.
    draft: DraftSignal,
    /// The round this seat is writing, or `None` while it waits for the others.
    writing: Memo<Option<u8>>,
    /// Whether a move just ended the person's turn.
    moved: StoredValue<bool>,
) -> impl IntoView {
    let app = state.app;
    let waiting = move || writing.get().is_none();
    let panel = NodeRef::<html::Section>::new();
    let with_draft =
        move |f: &dyn Fn(&Draft) -> bool| draft.with(|d| d.as_ref().is_some_and(|(_, _, d)| f(d)));
    // Every move on the draft sends the focus on to the next action; undo and swap only when
    // their button was just disabled.
    let edit_then = move |f: &dyn Fn(&mut Draft), always: bool| {
        draft.update(|d| {
            if let Some((_, _, d)) = d {
                f(d)
            }
        });
        focus_next(panel, draft, always);
    };
    let edit = move |f: &dyn Fn(&mut Draft)| edit_then(f, true);
    // A new turn after the person's own move takes the focus.
    Effect::new(move |_| {
        if writing.get().is_some() && moved.get_value() {
            moved.set_value(false);
            focus_next(panel, draft, false);
        }
    });
    let tile = state.tile(seat);
    // Memos, read by each of the 36 cells: worked out once per change of the draft. Nothing is
    // pending or a target while the seat waits (the draft is last round's).
    let pending = Memo::new(move |_| {
        if waiting() {
            return Vec::new();
        }
        draft.with(|d| {
            d.as_ref()
                .map(|(_, _, d)| {
                    CellId::all()
                        .filter_map(|c| d.value_at(c).map(|v| (c, v)))
                        .collect()
                })
                .unwrap_or_default()
        })
    });
    let targets = Memo::new(move |_| {
        if waiting() {
            return Vec::new();
        }
        draft.with(|d| {
            d.as_ref()
                .map(|(_, _, d)| d.target_cells())
                .unwrap_or_default()
        })
    });
    let on_cell = Callback::new(move |cell: CellId| {
        edit(&|d| {
            d.write(cell);
        })
    });
    let confirm = move |_| {
        let Some(placement) =
            draft.with_untracked(|d| d.as_ref().and_then(|(_, _, d)| d.placement()))
        else {
            return;
        };
        moved.set_value(true);
        // A refusal is told under the panel by the table.
        state.act(seat, Action::Place(placement));
    };
    // The hint is the strong bot's choice, with the side's model: asked for on the first use,
    // and shown once the model is settled (at once when it is already here).
    let hint_asked = RwSignal::new(false);
    Effect::new(move |_| {
        if !hint_asked.get() || !super::model::settled(state.side()) {
            return;
        }
        hint_asked.set(false);
        let view = state.view.with_untracked(|v| View { seat, ..v.clone() });
        // The strong bot's choice does not hang on its generator's seed (a phone has none).
        let seed = state.seed.unwrap_or_default();
        if let Some(tablee_rules::tuefteln::Action::Place(p)) =
            super::model::bot(BotLevel::Strong, seed, view.side).act(seat, &view)
        {
            edit_then(
                &|d| {
                    d.show(p);
                },
                false,
            );
        }
    });
    let hint = move |_| {
        super::model::want(state.side());
        hint_asked.set(true);
    };
    let instruction = move || {
        draft.with(|d| match d {
            Some((_, _, d)) if d.placement().is_some() => {
                app.t(TueftelnKey::ReadyToConfirm).to_string()
            }
            Some((_, _, d)) => match d.picked() {
                Some(i) => app.tf(TueftelnKey::PickCell, &[&d.dice()[i].value().to_string()]),
                None => app.t(TueftelnKey::PickDie).to_string(),
            },
            None => String::new(),
        })
    };
    let name = move || state.name(seat);
    let still_writing = move || state.still_writing();
    let title = move || {
        if waiting() {
            name()
        } else {
            app.tf(Key::TurnOf, &[&name()])
        }
    };
    view! {
        <section class="human-turn" class:human-turn--waiting=waiting aria-labelledby="turn-title"
            tabindex=move || waiting().then_some("0") node_ref=panel>
            <h2 id="turn-title" class="turn-title">{title}</h2>
            <Show when=waiting>
                <p class="bot-thinking" role="status">{move || app.tf(TueftelnKey::WaitingFor, &[&still_writing()])}</p>
            </Show>
            <Show when=move || !waiting()>
                <div class="dice-picker" role="group" aria-label=move || app.t(TueftelnKey::PickDie)>
                    {(0..2usize).map(|i| {
                        let value = Signal::derive(move || draft.with(|d| d.as_ref().map_or(1, |(_, _, d)| d.dice()[i].value())));
                        view! {
                            <button type="button" class="die-button" data-testid=format!("die-{i}")
                                class:die-button--picked=move || with_draft(&|d| d.picked() == Some(i))
                                class:die-button--used=move || with_draft(&|d| d.cell_of(i).is_some())
                                aria-pressed=move || if with_draft(&|d| d.picked() == Some(i)) { "true" } else { "false" }
                                disabled=move || !with_draft(&|d| d.can_pick(i))
                                on:click=move |_| edit(&|d| d.pick(i))>
                                <DieFace value />
                            </button>
                        }
                    }).collect_view()}
                </div>
                <p class="instruction" role="status" aria-live="polite">{instruction}</p>
            </Show>
            <div class="turn-board">
                <TileView tile pending targets on_cell=on_cell label=Signal::derive(name) />
            </div>
            <Show when=move || !waiting()>
                <div class="turn-actions">
                    <button type="button" class="button" disabled=move || !with_draft(&Draft::can_undo)
                        on:click=move |_| edit_then(&Draft::undo, false)>"↶ "{move || app.t(TueftelnKey::Undo)}</button>
                    <button type="button" class="button" disabled=move || !with_draft(&Draft::can_swap)
                        on:click=move |_| edit_then(&Draft::swap, false)>"⇄ "{move || app.t(TueftelnKey::SwapDice)}</button>
                    <button type="button" class="button" on:click=hint>"✦ "{move || app.t(TueftelnKey::Hint)}</button>
                    <button type="button" class="button button--primary" data-testid="confirm"
                        disabled=move || !with_draft(&|d| d.placement().is_some())
                        on:click=confirm>"✓ "{move || app.t(Key::Confirm)}</button>
                </div>
                {refusal_line(move || state.refusal())}
            </Show>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::tuefteln::Roll;
    use tablee_rules::tuefteln::{Side, Tile};
    use tablee_rules::Die;

    #[test]
    fn the_focus_follows_the_next_action() {
        let tile = Tile::new(Side::A);
        let mut d = Draft::new(&tile, Roll([Die::new(3).unwrap(), Die::new(5).unwrap()]));
        assert_eq!(next_focus(None), [".die-button:not(:disabled)"]);
        assert_eq!(next_focus(Some(&d)), [".die-button:not(:disabled)"]);
        d.pick(0);
        assert!(next_focus(Some(&d))[0].contains("cell--target"));
        let first = d.target_cells()[0];
        assert!(d.write(first));
        // The other die is picked at once: the grid again.
        assert!(next_focus(Some(&d))[1].contains("cell--target"));
        let second = d.target_cells()[0];
        assert!(d.write(second));
        assert_eq!(next_focus(Some(&d)), ["[data-testid='confirm']"]);
        d.undo();
        assert!(next_focus(Some(&d))[0].contains("cell--target"));
    }
}
