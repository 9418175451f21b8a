//! The strong bot's learned model (see `tablee_rules::tuefteln::model`): fetched once, after the
//! first Tüfteln screen is up, and kept for the rest of the visit. The service worker keeps a
//! copy, so it is there offline too. Until it has arrived, or if it cannot be had, the strong
//! bot and the hint judge by the tables alone.

use std::cell::RefCell;
use std::sync::Arc;
use tablee_rules::tuefteln::{Model, Tuefteln};
use tablee_rules::{Bot, BotLevel, Game, Seed};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Where the side-A model is served from (Trunk copies `public/models/`).
const MODEL_URL: &str = "/models/tuefteln-a.bin";

/// The User Timing measure from asking for the model to having it ready (read by the
/// end-to-end tests).
const READY_MEASURE: &str = "tablee-model";
const READY_MEASURE_START: &str = "tablee-model-start";

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
    static MODEL: RefCell<Loading> = const { RefCell::new(Loading::NotStarted) };
}

/// Starts fetching the model unless that has already begun.
pub fn load_model() {
    let start = MODEL.with_borrow_mut(|state| {
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
    if let Some(p) = &performance {
        let _ = p.mark(READY_MEASURE_START);
    }
    leptos::task::spawn_local(async move {
        let loaded = fetch_model().await;
        MODEL.with_borrow_mut(|state| {
            *state = match loaded {
                Ok(model) => {
                    if let Some(p) = &performance {
                        let _ = p.measure_with_start_mark(READY_MEASURE, READY_MEASURE_START);
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

async fn fetch_model() -> Result<Model, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(MODEL_URL))
        .await
        .map_err(|e| format!("{e:?}"))?
        .dyn_into()
        .map_err(|_| "not a response")?;
    if !response.ok() {
        return Err(format!("{MODEL_URL}: HTTP {}", response.status()));
    }
    let buffer = response.array_buffer().map_err(|e| format!("{e:?}"))?;
    let buffer = JsFuture::from(buffer).await.map_err(|e| format!("{e:?}"))?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    Model::from_bytes(&bytes).map_err(|e| e.to_string())
}

/// The model, once it is here.
fn ready_model() -> Option<Arc<Model>> {
    MODEL.with_borrow(|state| match state {
        Loading::Ready(model) => Some(Arc::clone(model)),
        _ => None,
    })
}

/// The bot of `level`; the strong one judges with the model when it is here.
pub fn bot(level: BotLevel, seed: Seed) -> Box<dyn Bot<Tuefteln>> {
    match (level, ready_model()) {
        (BotLevel::Strong, Some(model)) => Tuefteln::strong_bot(model),
        _ => Tuefteln::bot(level, seed),
    }
}
