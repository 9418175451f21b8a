//! Starting a game: the new-game form's state that the shell keeps ([`NewGameForm`]), the
//! set-up remembered per game, and the launch that checks the set-up and the seed, saves the new
//! game and gives the address of its table.

use crate::i18n::Lang;
use crate::setup::{SeatSetup, Setup};
use crate::storage;
use leptos::prelude::*;
use std::rc::Rc;
use tablee_rules::{GameKind, Seed};

/// How a game starts from its form: given the typed seed, it saves the new game and returns the
/// address of its table, or shows the problem in the form and returns `None`.
type Starter = Rc<dyn Fn(&str) -> Option<String>>;

/// The new-game form of one game. The shell draws it at once (the seats, the seed, the start
/// button) from the game's address, before the game's code is here; the game's code, fetched
/// meanwhile, adds its options and says how to start ([`NewGameForm::on_start`]).
#[derive(Clone, Copy)]
pub struct NewGameForm {
    /// Which game.
    pub kind: GameKind,
    /// The seats being edited (remembered from the last game of this kind on this device).
    pub seats: RwSignal<Vec<SeatSetup>>,
    /// The typed seed (from `?seed=` in the address, if any).
    pub seed_text: RwSignal<String>,
    /// Why the game could not start, shown under the form.
    pub problem: RwSignal<Option<String>>,
    lang: Memo<Lang>,
    starter: RwSignal<Option<Starter>, LocalStorage>,
}

impl NewGameForm {
    /// A form with the seats last used for `kind` and `seed_text`, speaking `lang`.
    pub fn new(kind: GameKind, lang: Memo<Lang>, seed_text: String) -> Self {
        // The seats only: each game reads its own options (IgnoredAny skips them here).
        let remembered: Setup<serde::de::IgnoredAny> = remembered_setup(kind, lang.get_untracked());
        NewGameForm {
            kind,
            seats: RwSignal::new(remembered.seats),
            seed_text: RwSignal::new(seed_text),
            problem: RwSignal::new(None),
            lang,
            starter: RwSignal::new_local(None),
        }
    }

    /// Called by the game's options once its code is here: how to start a game.
    pub fn on_start(self, start: impl Fn(&str) -> Option<String> + 'static) {
        self.starter.set(Some(Rc::new(start)));
    }

    /// Whether the game's code has said how to start (reactive).
    pub fn ready(self) -> bool {
        self.starter.with(Option::is_some)
    }

    /// Starts a game with `seed_text`: the address of its table, or `None` (the problem is shown,
    /// or the game's code is not here yet).
    pub fn start(self, seed_text: &str) -> Option<String> {
        let starter = self.starter.get_untracked()?;
        starter(seed_text)
    }

    /// Launches a game with the form's seats and `options` (see [`launch`]): the address of its
    /// table, or `None` with the problem shown in the form.
    pub fn launch<O: serde::Serialize>(
        self,
        options: O,
        seed_text: &str,
        save_new: impl FnOnce(&Setup<O>, Seed, &str) -> String,
    ) -> Option<String> {
        let lang = self.lang.get_untracked();
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

fn setup_key(kind: GameKind) -> String {
    format!("{}{}", storage::SETUP_PREFIX, kind.id())
}

/// The set-up last used for `kind` on this device, or the first-time one.
pub fn remembered_setup<O>(kind: GameKind, lang: Lang) -> Setup<O>
where
    O: Default + serde::de::DeserializeOwned,
{
    storage::get(&setup_key(kind))
        .and_then(|raw| serde_json::from_str::<Setup<O>>(&raw).ok())
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
    let setup_json = serde_json::to_string(setup).expect("set-ups serialise");
    storage::set(&setup_key(kind), &setup_json);
    storage::remove_finished_saves();
    let id = storage::new_save_id();
    let raw = save_new(seed, &id);
    storage::set(&storage::save_key(&id), &raw);
    Ok(format!("/play/{}/{id}", kind.id()))
}
