//! Component tests in a real browser (headless Chromium through wasm-bindgen-test-runner).
//! Run by `scripts/test.sh wasm`. Natively this file compiles to nothing.
#![cfg(target_arch = "wasm32")]
#![allow(missing_docs)]

use leptos::prelude::*;
use tablee::components::die::Die;
use tablee::components::privacy_screen::PrivacyScreen;
use tablee::games::tuefteln::tile_view::TileView;
use tablee::state::AppState;
use tablee_rules::tuefteln::{CellId, Side, Tile};
use tablee_rules::GameRng;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Lets Leptos flush its scheduled DOM updates.
async fn tick() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// Mounts `view` into a fresh container with the app state in context.
fn mount<V: IntoView + 'static>(view: impl FnOnce() -> V + 'static) -> web_sys::HtmlElement {
    let document = document();
    let container: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&container).unwrap();
    let handle = leptos::mount::mount_to(container.clone(), move || {
        AppState::provide();
        view()
    });
    handle.forget();
    container
}

#[wasm_bindgen_test]
fn rng_matches_the_native_build() {
    // Same constant as rules/src/rng.rs's native test: a seed replays the same game everywhere.
    assert_eq!(GameRng::from_seed(1).next_u64(), 7_424_550_030_962_593_201);
}

#[wasm_bindgen_test]
async fn die_draws_its_pips_and_names_itself() {
    let value = RwSignal::new(5u8);
    let root = mount(move || view! { <Die value /> });
    tick().await;
    assert_eq!(
        root.query_selector_all("circle.die-pip").unwrap().length(),
        5
    );
    let svg = root.query_selector("svg").unwrap().unwrap();
    assert!(svg.get_attribute("aria-label").unwrap().contains('5'));
    value.set(2);
    tick().await;
    assert_eq!(
        root.query_selector_all("circle.die-pip").unwrap().length(),
        2
    );
}

#[wasm_bindgen_test]
async fn tile_offers_only_target_cells() {
    let chosen = RwSignal::new(None::<CellId>);
    let target = Tile::new(Side::A).free_cells().next().unwrap();
    let root = mount(move || {
        view! {
            <TileView tile=Signal::derive(|| Tile::new(Side::A))
                targets=Signal::derive(move || vec![target])
                on_cell=Callback::new(move |c| chosen.set(Some(c)))
                label=Signal::derive(|| "tile".to_string()) />
        }
    });
    tick().await;
    let cells = root.query_selector_all("button.cell").unwrap();
    assert_eq!(cells.length(), 36);
    for i in 0..cells.length() {
        let cell: web_sys::HtmlElement = cells.item(i).unwrap().unchecked_into();
        assert!(cell
            .get_attribute("aria-label")
            .unwrap()
            .starts_with("Square "));
    }
    // A cell that is not a target does nothing.
    let other = (0..36u8).find(|c| *c != target.0).unwrap();
    let other: web_sys::HtmlElement = root
        .query_selector(&format!("[data-cell='{other}']"))
        .unwrap()
        .unwrap()
        .unchecked_into();
    other.click();
    tick().await;
    assert_eq!(chosen.get_untracked(), None);
    let good: web_sys::HtmlElement = root
        .query_selector(&format!("[data-cell='{}']", target.0))
        .unwrap()
        .unwrap()
        .unchecked_into();
    assert_eq!(
        good.get_attribute("aria-disabled").as_deref(),
        Some("false")
    );
    good.click();
    tick().await;
    assert_eq!(chosen.get_untracked(), Some(target));
}

#[wasm_bindgen_test]
async fn privacy_screen_names_the_player_and_waits_for_a_tap() {
    let ready = RwSignal::new(false);
    let root = mount(move || {
        view! {
            <PrivacyScreen player=Signal::derive(|| "Alice".to_string())
                on_ready=Callback::new(move |_| ready.set(true)) />
        }
    });
    tick().await;
    assert!(root.text_content().unwrap().contains("Alice"));
    let button: web_sys::HtmlElement = root
        .query_selector("button")
        .unwrap()
        .unwrap()
        .unchecked_into();
    button.click();
    tick().await;
    assert!(ready.get_untracked());
}

#[wasm_bindgen_test]
fn storage_round_trips_and_survives_garbage() {
    use tablee::storage;
    assert!(storage::set("tablee.test", "x"));
    assert_eq!(storage::get("tablee.test").as_deref(), Some("x"));
    storage::remove("tablee.test");
    assert_eq!(storage::get("tablee.test"), None);
    // Damaged settings fall back to defaults instead of breaking the app.
    storage::set(storage::SETTINGS_KEY, "{oops");
    let _ = mount(|| view! { <p>"ok"</p> });
    storage::remove(storage::SETTINGS_KEY);
}
