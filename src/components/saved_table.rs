//! Opening a saved game's table: reads the save, and says plainly why a game cannot be shown
//! (no such save on this device, damaged, or from a newer version). Every game's table opens
//! through it and stores itself with [`store_save`] after every move.

use crate::components::top_bar::TopBar;
use crate::i18n::Key;
use crate::saves::{self, Save, SaveError};
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use tablee_rules::GameKind;

/// Loads the save `id` as `T` and shows `table(id, data)`, or the reason it cannot.
pub fn saved_table<T: crate::saves::Saved>(
    kind: GameKind,
    id: String,
    table: impl FnOnce(String, T) -> AnyView,
) -> AnyView {
    let loaded: Result<Save<T>, Option<SaveError>> = match storage::get(&storage::save_key(&id)) {
        None => Err(None),
        Some(raw) => saves::read(&raw).map_err(Some),
    };
    match loaded {
        Ok(save) => table(id, save.data),
        Err(error) => {
            // The home screen offers it for export and deletion from now on.
            if error.is_some() {
                storage::set(&storage::damaged_key(&id), "1");
            }
            view! { <Unopenable kind error id /> }.into_any()
        }
    }
}

/// Why the table of a game cannot be shown, with a way home; a save that is there but cannot
/// be read (`id`) can be exported as it is, or deleted.
#[component]
pub fn Unopenable(
    /// The game the address names.
    kind: GameKind,
    /// `None` when there is no such save on this device.
    error: Option<SaveError>,
    /// The save's id, where there is a save to export or delete.
    #[prop(optional)]
    id: Option<String>,
) -> impl IntoView {
    let app = use_app();
    let damaged = error.is_some();
    let message = move || match &error {
        None => app.t(Key::GameNotFound).to_string(),
        Some(e) => app.tf(Key::SaveUnreadable, &[&app.explain(e)]),
    };
    let key = id.filter(|_| damaged).map(|id| storage::save_key(&id));
    let actions = key.map(|key| {
        let export_key = key.clone();
        let export = move |_| storage::export(&export_key);
        let delete = move |_| {
            storage::remove(&key);
            let _ = window().location().set_href("/");
        };
        view! {
            <button class="button" data-testid="export-damaged" on:click=export>{move || app.t(Key::ExportRaw)}</button>
            <button class="button button--danger" data-testid="delete-damaged" on:click=delete>{move || app.t(Key::Delete)}</button>
        }
    });
    view! {
        <TopBar title=Signal::derive(move || kind.name().to_string()) />
        <section class="panel">
            <p role="alert">{message}</p>
            <a href="/" class="button button--primary">{move || app.t(Key::Home)}</a>
            {actions}
        </section>
    }
}

/// Saves the game `id` whenever `session` changes, as `to_save` writes it: every table calls it
/// once, so every move is saved.
pub fn keep_saved<S, R>(id: String, session: RwSignal<S>, to_save: fn(&S, &str, u64) -> Save<R>)
where
    S: Send + Sync + 'static,
    R: serde::Serialize + 'static,
{
    Effect::new(move |_| {
        let raw = session.with(|s| saves::write(&to_save(s, &id, storage::now_ms())));
        store_save(&id, &raw);
    });
}

/// A function that saves the game `id` right away, as `to_save` writes it, for the moments an
/// effect would come too late (the page is being hidden or left: see
/// [`crate::table::realtime::drive`]).
pub fn save_now<S, R>(
    id: String,
    session: RwSignal<S>,
    to_save: fn(&S, &str, u64) -> Save<R>,
) -> impl Fn() + Clone + Send + Sync + 'static
where
    S: Send + Sync + 'static,
    R: serde::Serialize + 'static,
{
    move || {
        if let Some(raw) =
            session.try_with_untracked(|s| saves::write(&to_save(s, &id, storage::now_ms())))
        {
            store_save(&id, &raw);
        }
    }
}

/// Stores `raw` as the save `id`.
pub fn store_save(id: &str, raw: &str) {
    storage::set(&storage::save_key(id), raw);
}
