//! Starting a game: the new-game form's state that the shell keeps ([`NewGameForm`]), the
//! set-up remembered per game, and the launch that checks the set-up and the seed, saves the new
//! game and gives the address of its table.

pub mod form_options;

use crate::i18n::Lang;
use crate::session::{Session, SessionGame};
use crate::setup::{SeatSetup, Setup};
use crate::state::use_app;
use crate::storage;
use form_options::FormOptions;
use leptos::prelude::*;
use tablee_rules::{GameKind, Seed};

/// How a game starts from its form: given the form and the typed seed, it saves the new game
/// and returns the address of its table, or shows the problem in the form and returns `None`.
/// It is the game's code ([`crate::table::entry::GameScreens::start`]).
pub type Starter = fn(NewGameForm, &str) -> Option<String>;

/// The new-game form of one game. The shell draws all of it at once from the game's address,
/// the game's options included ([`crate::registry::GameEntry::options`]), before the game's
/// code is here; the code, fetched meanwhile, says how to start ([`NewGameForm::on_start`]).
#[derive(Clone, Copy)]
pub struct NewGameForm {
    /// Which game.
    pub kind: GameKind,
    /// The game's options.
    pub options: &'static FormOptions,
    /// The seats being edited (remembered from the last game of this kind on this device).
    pub seats: RwSignal<Vec<SeatSetup>>,
    /// The typed seed (from `?seed=` in the address, if any).
    pub seed_text: RwSignal<String>,
    /// Why the game could not start, shown under the form.
    pub problem: RwSignal<Option<String>>,
    lang: Memo<Lang>,
    /// The index of each option's choice.
    chosen: RwSignal<Vec<usize>>,
    starter: RwSignal<Option<Starter>>,
    /// The address of the game this form started, once it did: pressing Start again (quick
    /// taps, a slow phone) goes to the same game rather than saving another.
    started: RwSignal<Option<String>>,
}

impl NewGameForm {
    /// A form of `kind` with its `options`, the seats and choices last used for it and
    /// `seed_text`, speaking `lang`.
    pub fn new(
        kind: GameKind,
        options: &'static FormOptions,
        lang: Memo<Lang>,
        seed_text: String,
    ) -> Self {
        // Read once: the seats here (IgnoredAny skips the options), the options by their places.
        let raw = storage::get(&setup_key(kind));
        let remembered: Setup<serde::de::IgnoredAny> =
            setup_or_first_time(kind, lang.get_untracked(), raw.as_deref());
        let chosen = options.remembered(raw.as_deref());
        NewGameForm {
            kind,
            options,
            seats: RwSignal::new(remembered.seats),
            seed_text: RwSignal::new(seed_text),
            problem: RwSignal::new(None),
            lang,
            chosen: RwSignal::new(chosen),
            starter: RwSignal::new(None),
            started: RwSignal::new(None),
        }
    }

    /// `read` of the index of each option's choice (not reactive).
    pub fn chosen_untracked<T>(self, read: impl FnOnce(&[usize]) -> T) -> T {
        self.chosen.with_untracked(|chosen| read(chosen))
    }

    /// Chooses choice number `choice` of option number `option`; a problem shown for the
    /// choices before is gone.
    pub fn choose(self, option: usize, choice: usize) {
        self.chosen.update(|chosen| chosen[option] = choice);
        self.problem.set(None);
    }

    /// The options as chosen, as the JSON of the game's set-up options.
    pub fn options_json(self) -> String {
        self.chosen
            .with_untracked(|chosen| self.options.json(chosen))
    }

    /// The language the form speaks.
    pub fn lang(self) -> Lang {
        self.lang.get_untracked()
    }

    /// Called once the game's code is here: how to start a game.
    pub fn on_start(self, start: Starter) {
        self.starter.set(Some(start));
    }

    /// Whether the game's code has said how to start (reactive).
    pub fn ready(self) -> bool {
        self.starter.with(Option::is_some)
    }

    /// Starts a game with `seed_text`: the address of its table, or `None` (the problem is shown,
    /// or the game's code is not here yet).
    pub fn start(self, seed_text: &str) -> Option<String> {
        if let Some(address) = self.started.get_untracked() {
            return Some(address);
        }
        let starter = self.starter.get_untracked()?;
        let address = starter(self, seed_text)?;
        self.started.set(Some(address.clone()));
        Some(address)
    }

    /// Launches a game with the form's seats and `options` (see [`launch`]): the address of its
    /// table, or `None` with the problem shown in the form.
    pub fn launch<O: serde::Serialize>(
        self,
        options: O,
        seed_text: &str,
        save_new: impl FnOnce(&Setup<O>, Seed, &str) -> String,
    ) -> Option<String> {
        let lang = self.lang();
        let setup = Setup {
            seats: self.seats.get_untracked(),
            options,
        };
        let made = launch(self.kind, &setup, seed_text, lang, |seed, id| {
            save_new(&setup, seed, id)
        });
        self.problem.set(made.as_ref().err().cloned());
        made.ok()
    }
}

/// The [`Starter`] of a game whose options are its session's set-up: a new session of the
/// form's seats and options, saved, and the address of its table.
///
/// # Panics
/// When the game's form options do not read as `G::Setup` (a mistake in the code, which each
/// game's `every_choice_is_a_set_up` test would show).
pub fn start_session<G: SessionGame>(form: NewGameForm, seed_text: &str) -> Option<String> {
    // Not `expect`: formatting the parser's error would weigh in every game's code.
    let options: G::Setup = serde_json::from_str(&form.options_json()).unwrap_or_else(|_| {
        panic!("a game's form options are its session's set-up (`every_choice_is_a_set_up`)")
    });
    form.launch(options, seed_text, |setup, seed, id| {
        let session = Session::<G>::new(setup.clone(), seed).expect("validated set-up");
        crate::saves::write(&session.to_save(id, storage::now_ms()))
    })
}

fn setup_key(kind: GameKind) -> String {
    format!("{}{}", storage::SETUP_PREFIX, kind.id())
}

/// The set-up last used for `kind` on this device, or the first-time one.
pub fn remembered_setup<O>(kind: GameKind, lang: Lang) -> Setup<O>
where
    O: Default + serde::de::DeserializeOwned,
{
    setup_or_first_time(kind, lang, storage::get(&setup_key(kind)).as_deref())
}

/// The set-up `raw` holds when it is a valid one of `kind`, else the first time's.
fn setup_or_first_time<O>(kind: GameKind, lang: Lang, raw: Option<&str>) -> Setup<O>
where
    O: Default + serde::de::DeserializeOwned,
{
    raw.and_then(|raw| serde_json::from_str::<Setup<O>>(raw).ok())
        .filter(|s| s.validate(kind).is_ok())
        .unwrap_or_else(|| Setup::first_time(kind, lang))
}

/// Starts a game of `kind`: checks the set-up and the typed seed, remembers the set-up, saves
/// the new game made by `save_new(seed, id)` (which returns the save's text) and returns the
/// address of its table.
///
/// # Errors
/// The message to show when the set-up or the seed is not valid.
pub fn launch<O: serde::Serialize>(
    kind: GameKind,
    setup: &Setup<O>,
    seed_text: &str,
    lang: Lang,
    save_new: impl FnOnce(Seed, &str) -> String,
) -> Result<String, String> {
    setup.validate(kind).map_err(|p| p.message(lang, kind))?;
    let seed = crate::setup::parse_seed(seed_text)
        .map_err(|p| p.message(lang, kind))?
        .unwrap_or_else(storage::random_u64);
    let setup_json = crate::saves::to_json(setup);
    storage::set(&setup_key(kind), &setup_json);
    storage::remove_finished_saves();
    let id = storage::new_save_id();
    let raw = save_new(seed, &id);
    storage::set(&storage::save_key(&id), &raw);
    Ok(format!("/play/{}/{id}", kind.id()))
}

/// A game's options in its new-game form, set in `form`.
#[component]
pub fn GameOptions(
    /// The form, which holds the game's options and keeps the choices.
    form: NewGameForm,
    /// A control of the game's own under the options (Tüfteln's daily challenge), if any: its
    /// registry entry's [`form_extra`](crate::registry::GameEntry::form_extra).
    extra: Option<fn(NewGameForm) -> AnyView>,
) -> impl IntoView {
    use wasm_bindgen::JsCast;
    let options = form.options;
    let app = use_app();
    let seats = form.seats;
    let shared = move || seats.with(|s| s.iter().filter(|s| s.controller.is_human()).count() > 1);
    // Drawn again only when the language changes: each control already shows what is chosen.
    let controls = move || {
        let lang = app.lang.get();
        form.chosen_untracked(|chosen| form_options::controls_html(options, chosen, lang))
    };
    let changed = move |ev: leptos::ev::Event| {
        let Some(control) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        // A radio button is known by its name, a select or a checkbox by its id.
        let id = control
            .get_attribute("name")
            .unwrap_or_else(|| control.id());
        let property = |name: &str| js_sys::Reflect::get(&control, &name.into()).ok();
        let value = property("value")
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        let checked = property("checked")
            .and_then(|v| v.as_bool())
            .unwrap_or(false);
        if let Some((option, choice)) = options.choice_of(&id, &value, checked) {
            form.choose(option, choice);
        }
    };
    view! {
        <fieldset class="options" on:change=changed>
            <legend>{move || (options.legend)(app.lang.get())}</legend>
            <div class="options-controls" inner_html=controls></div>
            {options.shared_note.map(|note| move || shared().then(|| view! { <p class="muted small">{move || note(app.lang.get())}</p> }))}
            {extra.map(|extra| extra(form))}
        </fieldset>
    }
}
