//! The game's side of a lesson's coach: it follows the table, moves on when a step is read or
//! done, and finds the move "Show me" plays. The panel itself is drawn by the extras' code
//! ([`super::panel`]), the same for every game.

use super::panel::{CoachParts, Phase};
use super::text::LessonKey;
use super::{learned_key, step_key, Goal, Lesson, LessonHook, STUDENT};
use crate::i18n::{Explain, Message};
use crate::session::SessionGame;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;

/// The coach of `lesson`, from `step` on (where the lesson was left).
pub(super) fn coach<G, K>(
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
        let Some(table) = hook.table.get() else {
            return;
        };
        table.session.with(|s| {
            let game = s.game();
            if began.with_value(Option::is_none) {
                began.set_value(Some(game.clone()));
            }
            let Some(Goal::Do { done, .. }) = steps.get(step.get_untracked()).map(|s| &s.goal)
            else {
                return;
            };
            if began.with_value(|b| b.as_ref().is_some_and(|b| done(b, game))) {
                go_on(game);
            }
        });
    });
    // Game time stands still while a step is read.
    Effect::new(move |_| {
        let reading = matches!(steps.get(step.get()).map(|s| &s.goal), Some(Goal::Read));
        hook.reading.set(reading);
    });
    // The move "Show me" plays.
    let shown = move || {
        let table = hook.table.get()?;
        let Goal::Do { shows, .. } = steps.get(step.get())?.goal else {
            return None;
        };
        table
            .session
            .with(|s| super::show_me(lesson, shows, s.game()))
    };
    let parts = CoachParts {
        kind,
        count: steps.len(),
        step: step.into(),
        phase: Signal::derive(move || match steps.get(step.get()).map(|s| &s.goal) {
            Some(Goal::Read) => Phase::Read,
            Some(Goal::Do { .. }) => Phase::Do,
            None => Phase::Done,
        }),
        say: Signal::derive(move || match steps.get(step.get()) {
            Some(s) => app.t(s.say).to_string(),
            None => app.t(LessonKey::Done).to_string(),
        }),
        point: Signal::derive(move || steps.get(step.get()).and_then(|s| s.point)),
        changes: Signal::derive(move || {
            hook.table
                .get()
                .map_or(0, |t| t.session.with(|s| s.history().actions().len()))
        }),
        can_show: Signal::derive(move || shown().is_some()),
        // Written out, so the move can be made by hand: an end-to-end test reads it and taps the
        // table's own controls for it, never "Show me".
        show: Signal::derive(move || shown().and_then(|a| serde_json::to_string(&a).ok())),
        next: Callback::new(move |()| {
            if let Some(table) = hook.table.get_untracked() {
                table.session.with_untracked(|s| go_on(s.game()));
            }
        }),
        show_me: Callback::new(move |()| {
            if let (Some(table), Some(action)) = (hook.table.get_untracked(), untrack(shown)) {
                let _ = table.act(STUDENT, action);
            }
        }),
    };
    let extras = crate::table::extras::fetched();
    move || extras.get().map(|e| (e.coach)(parts.clone()))
}
