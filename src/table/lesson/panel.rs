//! The coach's panel, the same for every game (in the extras' chunk, [`crate::table::extras`]):
//! the step's words, its buttons, and the pointing at what the step speaks of. What it shows is
//! worked out by the game's side of the coach (`lesson::coach`).

use super::text::LessonKey;
use super::{learned_key, restart_key};
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use std::time::Duration;
use tablee_rules::GameKind;
use wasm_bindgen::JsCast;

/// The coach's styles, with its code.
const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/lesson.css"));

/// The class the coach puts on what it points at.
const POINTED: &str = "lesson-point";

/// What a step asks of the student.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Read it, then "Next".
    Read,
    /// Do it at the table ("Show me" plays it).
    Do,
    /// The lesson is over.
    Done,
}

/// What the coach's panel is given.
#[derive(Clone)]
pub struct CoachParts {
    /// The game.
    pub kind: GameKind,
    /// How many steps the lesson has.
    pub count: usize,
    /// The step the lesson is at.
    pub step: Signal<usize>,
    /// What the step asks.
    pub phase: Signal<Phase>,
    /// The step's words.
    pub say: Signal<String>,
    /// What the step points at (a CSS selector).
    pub point: Signal<Option<&'static str>>,
    /// Changes with every change of the table (the pointing is done again).
    pub changes: Signal<usize>,
    /// Whether "Show me" has a move to play now.
    pub can_show: Signal<bool>,
    /// The move "Show me" would play now, as the rules write it (JSON).
    pub show: Signal<Option<String>>,
    /// Goes on from a step read.
    pub next: Callback<()>,
    /// Plays a move that does the step.
    pub show_me: Callback<()>,
}

/// The coach's panel ([`crate::table::extras::Extras::coach`]).
pub fn coach(parts: CoachParts) -> AnyView {
    view! { <Coach parts /> }.into_any()
}

#[component]
fn Coach(parts: CoachParts) -> impl IntoView {
    let app = use_app();
    let CoachParts {
        kind,
        count,
        step,
        phase,
        say,
        point,
        changes,
        can_show,
        show,
        next,
        show_me,
    } = parts;
    let open = RwSignal::new(true);
    // Folded, the coach is one line (its step and buttons) and the table gets the room (issue
    // 41); each new step unfolds it, so its words are seen. On a phone, Skip and Start over wait
    // behind "More" (`more`), so the buttons share the title's line.
    let folded = RwSignal::new(false);
    let more = RwSignal::new(false);
    Effect::new(move |_| {
        step.track();
        folded.set(false);
        more.set(false);
    });
    // What the step speaks of is pointed at, again after every change of the table.
    Effect::new(move |_| {
        changes.track();
        let selector = if open.get() { point.get() } else { None };
        set_timeout(move || point_at(selector), Duration::from_millis(30));
    });
    on_cleanup(|| point_at(None));
    let skip = move |_| {
        storage::set(&learned_key(kind), "1");
        let navigate = leptos_router::hooks::use_navigate();
        navigate(&format!("/new/{}", kind.id()), Default::default());
    };
    let start_over = move |_| {
        storage::set(&restart_key(kind), "1");
        let _ = window().location().reload();
    };
    let t = move |key: LessonKey| app.t(key);
    let expanded = |on: bool| if on { "true" } else { "false" };
    view! {
        <style>{STYLE}</style>
        <Show when=move || open.get()>
            // `data-show-me` and `data-moves` let a test make the step's move by hand and see it
            // taken (the number of moves played so far).
            <aside class="lesson-coach" class:lesson-coach--folded=folded class:lesson-coach--more=more
                class:lesson-coach--done=move || phase.get() == Phase::Done
                aria-labelledby="coach-title" data-testid="coach" data-show-me=move || show.get()
                data-moves=move || changes.get().to_string()>
                // The title is the fold's button (a disclosure): its name says whose words and
                // which step, `aria-expanded` whether the words show.
                <h2 id="coach-title" class="small-title lesson-title">
                    <button type="button" class="lesson-fold" data-testid="coach-fold"
                        aria-expanded=move || expanded(!folded.get()) aria-controls="coach-words"
                        on:click=move |_| folded.update(|f| *f = !*f)>
                        <span>
                            <span class="lesson-title-name">{move || t(LessonKey::Coach)}" · "</span>
                            <span data-testid="coach-step">{move || {
                                let at = step.get().min(count - 1) + 1;
                                app.tf(LessonKey::StepOf, &[&at.to_string(), &count.to_string()])
                            }}</span>
                        </span>
                        <span class="lesson-fold-mark" aria-hidden="true"></span>
                    </button>
                </h2>
                // Folded, the words are hidden from sight only: a screen reader still hears each
                // new step.
                <p id="coach-words" class="lesson-say" aria-live="polite" data-testid="coach-say">{say}</p>
                <div class="lesson-buttons">
                    {move || match phase.get() {
                        Phase::Read => view! {
                            <button type="button" class="button button--primary" data-testid="coach-next"
                                on:click=move |_| next.run(())>{move || t(LessonKey::Next)}</button>
                        }.into_any(),
                        Phase::Do => view! {
                            <span class="muted small lesson-your-turn">{move || t(LessonKey::YourTurnNow)}</span>
                            <button type="button" class="button" data-testid="coach-show"
                                prop:disabled=move || !can_show.get() on:click=move |_| show_me.run(())>
                                {move || t(LessonKey::ShowMe)}
                            </button>
                        }.into_any(),
                        Phase::Done => view! {
                            <a href=format!("/new/{}", kind.id())
                                class="button button--primary" data-testid="coach-real-game">
                                {move || t(LessonKey::RealGame)}
                            </a>
                            <button type="button" class="button" data-testid="coach-close"
                                on:click=move |_| open.set(false)>{move || t(LessonKey::Close)}</button>
                        }.into_any(),
                    }}
                    // Shown on a phone only (the styles say where).
                    <button type="button" class="button lesson-more-toggle" data-testid="coach-more"
                        aria-expanded=move || expanded(more.get()) aria-controls="coach-more"
                        aria-label=move || t(LessonKey::More) on:click=move |_| more.update(|m| *m = !*m)>
                        <span aria-hidden="true">"⋯"</span>
                    </button>
                    <span class="lesson-more" id="coach-more">
                        {move || (phase.get() != Phase::Done).then(|| view! {
                            <button type="button" class="button" data-testid="coach-skip"
                                on:click=skip>{move || t(LessonKey::Skip)}</button>
                        })}
                        <button type="button" class="button" data-testid="coach-start-over"
                            on:click=start_over>{move || t(LessonKey::StartOver)}</button>
                    </span>
                </div>
            </aside>
        </Show>
    }
}

/// Puts the pointing class on what `selector` finds, and takes it off everything else.
fn point_at(selector: Option<&str>) {
    let document = document();
    let each = |selector: &str, change: &dyn Fn(&web_sys::DomTokenList)| {
        if let Ok(found) = document.query_selector_all(selector) {
            for i in 0..found.length() {
                if let Some(el) = found
                    .item(i)
                    .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                {
                    change(&el.class_list());
                }
            }
        }
    };
    each(&format!(".{POINTED}"), &|list| {
        let _ = list.remove_1(POINTED);
    });
    if let Some(selector) = selector {
        each(selector, &|list| {
            let _ = list.add_1(POINTED);
        });
    }
}
