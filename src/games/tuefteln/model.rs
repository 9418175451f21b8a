//! The strong bot's learned models, one per side of the tile (see
//! `tablee_rules::tuefteln::model`): fetched once, after the first Tüfteln screen is up, and
//! kept for the rest of the visit. The service worker keeps a
//! copy, so it is there offline too. Until it has arrived, or if it cannot be had, the strong
//! bot and the hint judge by the tables alone.

use std::cell::RefCell;
use std::sync::Arc;
use tablee_rules::tuefteln::{Model, Side, Tuefteln};
use tablee_rules::{Bot, BotLevel, Game, Seed};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

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

/// How far the model has come.
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
    /// By side, see [`slot`].
    static MODELS: RefCell<[Loading; 2]> =
        const { RefCell::new([Loading::NotStarted, Loading::NotStarted]) };
}

/// The index of `side` in [`SOURCES`] and `MODELS`.
fn slot(side: Side) -> usize {
    match side {
        Side::A => 0,
        Side::B => 1,
    }
}

/// Starts fetching both sides' models, unless that has already begun.
pub fn load_models() {
    for side in Side::ALL {
        load_model(side);
    }
}

fn load_model(side: Side) {
    let source = &SOURCES[slot(side)];
    let start = MODELS.with_borrow_mut(|states| {
        let state = &mut states[slot(side)];
        let idle = matches!(state, Loading::NotStarted);
        if idle {
            *state = Loading::Pending;
        }
        idle
    });
    if !start {
        return;
    }
    let performance = web_sys::window().and_then(|w| w.performance());
    let start_mark = format!("{}-start", source.ready_measure);
    if let Some(p) = &performance {
        let _ = p.mark(&start_mark);
    }
    leptos::task::spawn_local(async move {
        let loaded = fetch_model(source.url).await.and_then(|model| {
            if model.side() == side {
                Ok(model)
            } else {
                Err(format!(
                    "{} holds a model for side {:?}",
                    source.url,
                    model.side()
                ))
            }
        });
        MODELS.with_borrow_mut(|states| {
            states[slot(side)] = match loaded {
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
            }
        });
    });
}

async fn fetch_model(url: &str) -> Result<Model, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| format!("{e:?}"))?
        .dyn_into()
        .map_err(|_| "not a response")?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let buffer = response.array_buffer().map_err(|e| format!("{e:?}"))?;
    let buffer = JsFuture::from(buffer).await.map_err(|e| format!("{e:?}"))?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    Model::from_bytes(&bytes).map_err(|e| e.to_string())
}

/// The model of `side`, once it is here.
fn ready_model(side: Side) -> Option<Arc<Model>> {
    MODELS.with_borrow(|states| match &states[slot(side)] {
        Loading::Ready(model) => Some(Arc::clone(model)),
        _ => None,
    })
}

/// The bot of `level` for a game on `side`; the strong one judges with that side's model when
/// it is here.
pub fn bot(level: BotLevel, seed: Seed, side: Side) -> Box<dyn Bot<Tuefteln>> {
    match (level, ready_model(side)) {
        (BotLevel::Strong, Some(model)) => Tuefteln::strong_bot(model),
        _ => Tuefteln::bot(level, seed),
    }
}
