//! Starting a game: the set-up remembered per game, and the launch that checks the set-up and the
//! seed, saves the new game and gives the address of its table. Every game's new-game form uses
//! both.

use crate::i18n::Lang;
use crate::setup::Setup;
use crate::storage;
use tablee_rules::{GameKind, Seed};

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
