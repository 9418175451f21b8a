//! App-wide state in context: the settings and what follows from them.

use crate::i18n::{Count, Counted, Explain, Lang, Message};
use crate::settings::Settings;
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
        let settings = RwSignal::new(Settings::from_json(
            storage::get(storage::SETTINGS_KEY).as_deref(),
        ));
        let browser_lang =
            Lang::from_browser(storage::browser_languages().iter().map(String::as_str));
        let system_reduced = storage::system_prefers_reduced_motion();
        let lang = Memo::new(move |_| settings.get().lang.resolve(browser_lang));
        let reduced_motion =
            Memo::new(move |_| settings.get().reduced_motion.resolve(system_reduced));
        Effect::new(move |_| {
            let json = serde_json::to_string(&settings.get()).expect("settings serialise");
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

/// The app state from context.
///
/// # Panics
/// Outside [`crate::App`].
pub fn use_app() -> AppState {
    expect_context::<AppState>()
}
