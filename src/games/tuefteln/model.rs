//! The strong bot's learned models, one per side of the tile (see
//! `tablee_rules::tuefteln::model`). Only the model of the side being played is fetched, and only
//! when something at the table uses it: a strong bot (from the moment the table opens) or the
//! hint (from its first use). It is kept for the rest of the visit, and the service worker keeps
//! a copy for offline play from then on (not at install: it is about a quarter of the install's
//! bytes, and most tables never ask for it; see `scripts/precache.mjs`). While it is on its way the strong bot and the hint wait for it
//! ([`settled`] is reactive); if it cannot be had they judge by the tables alone.

use leptos::prelude::{ArcRwSignal, Get, GetUntracked, Set};
use std::sync::Arc;
use tablee_rules::tuefteln::{Model, Side, Tuefteln};
use tablee_rules::{Bot, BotLevel, Seed};

/// Where each side's model is served from (Trunk copies `public/models/`) and the User Timing
/// measure from asking for it to having it ready (read by the end-to-end tests).
struct Source {
    url: &'static str,
    ready_measure: &'static str,
}

/// Side A's source, then side B's (see [`slot`]).
static SOURCES: [Source; 2] = [
    Source {
        url: "/models/tuefteln-a.bin",
        ready_measure: "tablee-model-a",
    },
    Source {
        url: "/models/tuefteln-b.bin",
        ready_measure: "tablee-model-b",
    },
];

/// How far a model has come.
#[derive(Clone)]
enum Loading {
    /// Nobody asked for it yet.
    NotStarted,
    /// The request is on its way.
    Pending,
    /// Ready to play with.
    Ready(Arc<Model>),
    /// It could not be fetched or read; the reason went to the console.
    Failed,
}

thread_local! {
    /// By side, see [`slot`]; signals, so that whoever waits for a model hears it arrive.
    static MODELS: [ArcRwSignal<Loading>; 2] =
        [ArcRwSignal::new(Loading::NotStarted), ArcRwSignal::new(Loading::NotStarted)];
}

/// The index of `side` in [`SOURCES`] and `MODELS`.
fn slot(side: Side) -> usize {
    match side {
        Side::A => 0,
        Side::B => 1,
    }
}

fn state(side: Side) -> ArcRwSignal<Loading> {
    MODELS.with(|models| models[slot(side)].clone())
}

/// Starts fetching the model of `side`, unless that has already begun.
pub fn want(side: Side) {
    let state = state(side);
    if !matches!(state.get_untracked(), Loading::NotStarted) {
        return;
    }
    state.set(Loading::Pending);
    let source = &SOURCES[slot(side)];
    let performance = web_sys::window().and_then(|w| w.performance());
    let start_mark = format!("{}-start", source.ready_measure);
    if let Some(p) = &performance {
        let _ = p.mark(&start_mark);
    }
    leptos::task::spawn_local(async move {
        let bytes = crate::fetch::bytes(source.url).await;
        // Read in a task of its own, not in the one where the bytes arrive beside other work.
        crate::components::next_task::in_a_task(move || {
            let loaded = bytes.and_then(|bytes| read_model(&bytes, side, source.url));
            state.set(match loaded {
                Ok(model) => {
                    if let Some(p) = &performance {
                        let _ = p.measure_with_start_mark(source.ready_measure, &start_mark);
                    }
                    Loading::Ready(Arc::new(model))
                }
                Err(reason) => {
                    web_sys::console::warn_1(&format!("Tüfteln model: {reason}").into());
                    Loading::Failed
                }
            });
        });
    });
}

/// The model of `side` in `bytes`, fetched from `url` (measured as "tablee-model-read").
fn read_model(bytes: &[u8], side: Side, url: &str) -> Result<Model, String> {
    let model = crate::clock::measured_returning("tablee-model-read", || {
        Model::from_bytes(bytes).map_err(|e| e.to_string())
    })?;
    if model.side() == side {
        Ok(model)
    } else {
        Err(format!("{url} holds a model for side {:?}", model.side()))
    }
}

/// Whether nothing is waiting on the model of `side`: it is here, it failed, or nobody asked
/// for it. Reactive: an effect that reads it runs again when the model arrives.
pub fn settled(side: Side) -> bool {
    !matches!(state(side).get(), Loading::Pending)
}

/// Whether the model of `side` is on its way (not reactive: bots ask it as they plan).
pub fn pending(side: Side) -> bool {
    matches!(state(side).get_untracked(), Loading::Pending)
}

/// The model of `side`, once it is here.
fn ready_model(side: Side) -> Option<Arc<Model>> {
    match state(side).get_untracked() {
        Loading::Ready(model) => Some(model),
        _ => None,
    }
}

/// The bot of `level` for a game on `side`; the strong one judges with that side's model when
/// it is here.
pub fn bot(level: BotLevel, seed: Seed, side: Side) -> Box<dyn Bot<Tuefteln>> {
    match (level, ready_model(side)) {
        (BotLevel::Strong, Some(model)) => Tuefteln::strong_bot(model),
        _ => <Tuefteln as tablee_rules::Bots>::bot(level, seed),
    }
}
