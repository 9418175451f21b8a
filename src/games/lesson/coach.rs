//! The coach of a lesson: a panel under the table that says the step, points at the part of the
//! table it speaks of, and moves on when the step is read or done.

use super::text::LessonKey;
use super::{learned_key, step_key, Goal, Lesson, LessonHook, STUDENT};
use crate::i18n::{Explain, Message};
use crate::session::SessionGame;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// The class the coach puts on what it points at.
const POINTED: &str = "lesson-point";

/// The coach of `lesson`, at `step` (where the lesson was left).
#[component]
pub(super) fn Coach<G, K>(
    lesson: &'static Lesson<G, K>,
    hook: LessonHook<G>,
    step: usize,
) -> impl IntoView
where
    G: SessionGame + 'static,
    G::Error: Explain,
    K: Message + Send + Sync + 'static,
{
    let app = use_app();
    let kind = G::KIND;
    let steps = lesson.steps;
    let step = RwSignal::new(step.min(steps.len()));
    let open = RwSignal::new(true);
    // The game as the step began, to tell what the student did since.
    let began = StoredValue::new(None::<G>);
    let go_on = move |game: &G| {
        began.set_value(Some(game.clone()));
        step.update(|s| *s += 1);
        let now = step.get_untracked();
        storage::set(&step_key(kind), &now.to_string());
        if now >= steps.len() {
            storage::set(&learned_key(kind), "1");
        }
    };
    // A step to do ends when the game shows it done.
    Effect::new(move |_| {
        let Some(table) = hook.0.get() else { return };
        table.session.with(|s| {
            let game = s.game();
            if began.with_value(Option::is_none) {
                began.set_value(Some(game.clone()));
            }
            let at = step.get_untracked();
            let Some(Goal::Do { done, .. }) = steps.get(at).map(|s| &s.goal) else {
                return;
            };
            if began.with_value(|b| b.as_ref().is_some_and(|b| done(b, game))) {
                go_on(game);
            }
        });
    });
    // What the step speaks of is pointed at, again after every change of the table.
    Effect::new(move |_| {
        let at = step.get();
        if let Some(table) = hook.0.get() {
            table.session.track();
        }
        let selector = open.get().then(|| steps.get(at).and_then(|s| s.point)).flatten();
        set_timeout(move || point_at(selector), Duration::from_millis(30));
    });
    on_cleanup(|| point_at(None));

    let next = move |_| {
        if let Some(table) = hook.0.get_untracked() {
            table.session.with_untracked(|s| go_on(s.game()));
        }
    };
    // The first move of the student's that does the step.
    let shown = move || {
        let table = hook.0.get()?;
        let Goal::Do { shows, .. } = steps.get(step.get())?.goal else {
            return None;
        };
        table.session.with(|s| {
            let game = s.game();
            game.legal_actions(STUDENT).into_iter().find(|a| shows(game, a))
        })
    };
    let show_me = move |_| {
        if let (Some(table), Some(action)) = (hook.0.get_untracked(), untrack(shown)) {
            let _ = table.act(STUDENT, action);
        }
    };
    let skip = move |_| {
        storage::set(&learned_key(kind), "1");
        let navigate = leptos_router::hooks::use_navigate();
        navigate(&format!("/new/{}", kind.id()), Default::default());
    };
    let start_over = move |_| {
        storage::remove(&storage::save_key(&super::save_id(kind)));
        storage::remove(&step_key(kind));
        let _ = window().location().reload();
    };
    let t = move |key: LessonKey| app.t(key);
    view! {
        <Show when=move || open.get()>
            <aside class="lesson-coach" aria-labelledby="coach-title" data-testid="coach">
                <h2 id="coach-title" class="small-title">
                    {move || t(LessonKey::Coach)}" · "
                    <span data-testid="coach-step">{move || {
                        let at = step.get().min(steps.len() - 1) + 1;
                        app.tf(LessonKey::StepOf, &[&at.to_string(), &steps.len().to_string()])
                    }}</span>
                </h2>
                <p class="lesson-say" aria-live="polite" data-testid="coach-say">
                    {move || match steps.get(step.get()) {
                        Some(s) => app.t(s.say).to_string(),
                        None => t(LessonKey::Done).to_string(),
                    }}
                </p>
                <div class="lesson-buttons">
                    {move || match steps.get(step.get()).map(|s| &s.goal) {
                        Some(Goal::Read) => view! {
                            <button type="button" class="button button--primary" data-testid="coach-next"
                                on:click=next>{move || t(LessonKey::Next)}</button>
                        }.into_any(),
                        Some(Goal::Do { .. }) => view! {
                            <span class="muted small">{move || t(LessonKey::YourTurnNow)}</span>
                            <button type="button" class="button" data-testid="coach-show"
                                prop:disabled=move || shown().is_none() on:click=show_me>
                                {move || t(LessonKey::ShowMe)}
                            </button>
                        }.into_any(),
                        None => view! {
                            <leptos_router::components::A href=format!("/new/{}", kind.id())
                                attr:class="button button--primary" attr:data-testid="coach-real-game">
                                {move || t(LessonKey::RealGame)}
                            </leptos_router::components::A>
                            <button type="button" class="button" data-testid="coach-close"
                                on:click=move |_| open.set(false)>{move || t(LessonKey::Close)}</button>
                        }.into_any(),
                    }}
                    {move || (step.get() < steps.len()).then(|| view! {
                        <button type="button" class="button button--quiet" data-testid="coach-skip"
                            on:click=skip>{move || t(LessonKey::Skip)}</button>
                    })}
                    <button type="button" class="button button--quiet" data-testid="coach-start-over"
                        on:click=start_over>{move || t(LessonKey::StartOver)}</button>
                </div>
            </aside>
        </Show>
    }
}

/// Puts the pointing class on what `selector` finds, and takes it off everything else.
fn point_at(selector: Option<&str>) {
    let document = document();
    if let Ok(pointed) = document.query_selector_all(&format!(".{POINTED}")) {
        for i in 0..pointed.length() {
            if let Some(el) = pointed.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                let _ = el.class_list().remove_1(POINTED);
            }
        }
    }
    let Some(selector) = selector else { return };
    if let Ok(found) = document.query_selector_all(selector) {
        for i in 0..found.length() {
            if let Some(el) = found.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                let _ = el.class_list().add_1(POINTED);
            }
        }
    }
}
