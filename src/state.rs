//! App-wide state in context: the settings and what follows from them.

use crate::i18n::{Count, Counted, Explain, Lang, Message};
use crate::settings::{Preference, Settings};
use crate::storage;
use leptos::prelude::*;

/// The state every screen can reach with [`use_app`].
#[derive(Clone, Copy)]
pub struct AppState {
    /// The settings, saved on every change.
    pub settings: RwSignal<Settings>,
    /// The language in force.
    pub lang: Memo<Lang>,
    /// Whether motion is reduced.
    pub reduced_motion: Memo<bool>,
}

impl AppState {
    /// Reads the stored settings, puts the state in context and saves settings when they change.
    pub fn provide() -> AppState {
        let settings = RwSignal::new(stored_settings());
        let browser_lang = browser_lang();
        let system_reduced = storage::system_prefers_reduced_motion();
        let lang = Memo::new(move |_| settings.get().lang.resolve(browser_lang));
        let reduced_motion =
            Memo::new(move |_| settings.get().reduced_motion.resolve(system_reduced));
        Effect::new(move |_| {
            let json = crate::saves::to_json(&settings.get());
            storage::set(storage::SETTINGS_KEY, &json);
        });
        let app = AppState {
            settings,
            lang,
            reduced_motion,
        };
        provide_context(app);
        app
    }

    /// The language the app starts in: the stored setting, or the browser's.
    pub fn starting_lang() -> Lang {
        stored_settings().lang.resolve(browser_lang())
    }

    /// Sets the language preference. In the shipped app the screen changes language once the
    /// books it holds are fetched in the new one, all at once ([`crate::words`]).
    /// If they cannot be fetched (offline before the service worker had them), nothing
    /// changes and `failed` is told which language it was.
    pub fn choose_lang(self, preference: Preference<Lang>, failed: impl Fn(Lang) + 'static) {
        let set = move || self.settings.update(|s| s.lang = preference);
        #[cfg(not(feature = "fetched-words"))]
        {
            let _ = failed;
            set();
        }
        #[cfg(feature = "fetched-words")]
        leptos::task::spawn_local(async move {
            let lang = preference.resolve(browser_lang());
            match crate::words::fetch_all(lang).await {
                Ok(()) => set(),
                Err(error) => {
                    web_sys::console::warn_1(
                        &format!("the words in {}: {}", lang.tag(), error.reason()).into(),
                    );
                    failed(lang);
                }
            }
        });
    }

    /// Mirrors the settings onto `<html>`: `lang`, and data attributes the CSS reads.
    pub fn apply_to_document(self) {
        Effect::new(move |_| {
            let Some(root) = document().document_element() else {
                return;
            };
            let s = self.settings.get();
            let _ = root.set_attribute("lang", self.lang.get().tag());
            let flag = |on: bool| if on { "on" } else { "off" };
            let _ = root.set_attribute("data-reduced-motion", flag(self.reduced_motion.get()));
            let _ = root.set_attribute("data-colour-aids", flag(s.colour_blind));
            let _ = root.set_attribute("data-high-contrast", flag(s.high_contrast));
        });
    }

    /// The message `key` in the language in force (reactive).
    pub fn t(self, key: impl Message) -> &'static str {
        key.text(self.lang.get())
    }

    /// The message `key` with its placeholders filled (reactive).
    pub fn tf(self, key: impl Message, args: &[&str]) -> String {
        key.fill(self.lang.get(), args)
    }

    /// The message `key` about `n` things, in the form the language gives `n`, with `{n}` and
    /// its other placeholders filled (reactive).
    pub fn tn(self, key: impl Counted, n: impl Count, args: &[&str]) -> String {
        key.fill(self.lang.get(), n.count(), args)
    }

    /// `error` told in the language in force (reactive): a refused move or an unreadable save,
    /// never the engine's English.
    pub fn explain(self, error: &impl Explain) -> String {
        error.explain(self.lang.get())
    }
}

/// The settings stored on this device (the defaults if none; read field by field where the
/// whole does not read, through the browser's JSON reader).
fn stored_settings() -> Settings {
    let raw = storage::get(storage::SETTINGS_KEY);
    let whole: Option<Settings> = raw.as_deref().and_then(|r| serde_json::from_str(r).ok());
    match (whole, raw) {
        (Some(settings), _) => settings,
        (None, None) => Settings::default(),
        (None, Some(raw)) => {
            let object = js_sys::JSON::parse(&raw).unwrap_or(wasm_bindgen::JsValue::NULL);
            let Some(object) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Object>(&object) else {
                return Settings::default();
            };
            let entries = js_sys::Object::entries(object);
            let fields = entries.iter().filter_map(|entry| {
                let entry = js_sys::Array::from(&entry);
                let name = entry.get(0).as_string()?;
                let value = js_sys::JSON::stringify(&entry.get(1)).ok()?;
                Some((name, String::from(value)))
            });
            Settings::from_fields(fields)
        }
    }
}

/// The first language of the browser's the app speaks, or English.
fn browser_lang() -> Lang {
    Lang::from_browser(storage::browser_languages().iter().map(String::as_str))
}

/// The app state from context.
///
/// # Panics
/// Outside [`crate::App`].
pub fn use_app() -> AppState {
    expect_context::<AppState>()
}
