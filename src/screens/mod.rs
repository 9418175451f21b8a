//! The app's screens, one file each; a game's own screens come through [`game`] from the
//! [`crate::registry`].

pub mod game;
pub mod home;
pub mod not_found;
pub mod settings;

use leptos::prelude::*;
use tablee_rules::GameKind;

/// What an address of the app names. Matched by hand rather than by the router's `<Routes>`:
/// five flat addresses do not need its nested matching, which weighed about N KB gzip on the
/// first load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// `/`: the home screen.
    Home,
    /// `/settings`.
    Settings,
    /// `/new/<game>`: a game's new-game form.
    NewGame(GameKind),
    /// `/rules/<game>`: a game's rules page.
    Rules(GameKind),
    /// `/play/<game>/<id>`: the table of a saved game.
    Play(GameKind, String),
    /// `/watch/<game>/<id>`: a save of this device watched again; `/watch/<game>`: the record
    /// a shared link carries after its `#`.
    Watch(GameKind, Option<String>),
    /// `/learn/<game>`: a guided first game.
    Learn(GameKind),
    /// `/play/<game>/join`: a phone joins a table from the host's code (the phones' build).
    #[cfg(feature = "phones")]
    Join(GameKind),
    /// Anything else.
    NotFound,
}

impl Address {
    /// The address of `path` (its segments; empty ones, as in a trailing slash, are skipped).
    pub fn parse(path: &str) -> Address {
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let game = |id: &str| GameKind::from_id(id);
        // The phones' build is served under /phones/ (the page picks its entry by that prefix):
        // its addresses are the app's behind it.
        #[cfg(feature = "phones")]
        let segments = match segments.as_slice() {
            ["phones", rest @ ..] => rest.to_vec(),
            _ => segments,
        };
        match segments.as_slice() {
            [] => Address::Home,
            ["settings"] => Address::Settings,
            ["new", id] => game(id).map_or(Address::NotFound, Address::NewGame),
            ["rules", id] => game(id).map_or(Address::NotFound, Address::Rules),
            #[cfg(feature = "phones")]
            ["play", id, "join"] => game(id).map_or(Address::NotFound, Address::Join),
            ["learn", id] => game(id).map_or(Address::NotFound, Address::Learn),
            ["watch", id] => game(id).map_or(Address::NotFound, |kind| Address::Watch(kind, None)),
            ["watch", id, save] => game(id).map_or(Address::NotFound, |kind| {
                Address::Watch(kind, Some(save.to_string()))
            }),
            ["play", id, save] => game(id).map_or(Address::NotFound, |kind| {
                Address::Play(kind, save.to_string())
            }),
            _ => Address::NotFound,
        }
    }

    /// The screen for this address.
    pub fn screen(self) -> AnyView {
        match self {
            Address::Home => view! { <home::Home /> }.into_any(),
            Address::Settings => view! { <settings::SettingsScreen /> }.into_any(),
            Address::NewGame(kind) => view! { <game::NewGameRoute kind /> }.into_any(),
            Address::Rules(kind) => view! { <game::RulesRoute kind /> }.into_any(),
            Address::Play(kind, id) => view! { <game::PlayRoute kind id /> }.into_any(),
            Address::Learn(kind) => view! { <game::LearnRoute kind /> }.into_any(),
            Address::Watch(kind, save) => view! { <game::WatchRoute kind save /> }.into_any(),
            #[cfg(feature = "phones")]
            Address::Join(kind) => view! { <game::JoinRoute kind /> }.into_any(),
            Address::NotFound => view! { <not_found::NotFound /> }.into_any(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Address;
    use tablee_rules::GameKind;

    #[test]
    fn every_address_names_its_screen() {
        assert_eq!(Address::parse("/"), Address::Home);
        assert_eq!(Address::parse(""), Address::Home);
        assert_eq!(Address::parse("/settings"), Address::Settings);
        assert_eq!(Address::parse("/settings/"), Address::Settings);
        assert_eq!(
            Address::parse("/new/swaks"),
            Address::NewGame(GameKind::Swaks)
        );
        assert_eq!(
            Address::parse("/rules/twinit"),
            Address::Rules(GameKind::TwinIt)
        );
        assert_eq!(
            Address::parse("/play/tweak/abc"),
            Address::Play(GameKind::Tweak, "abc".to_string())
        );
        assert_eq!(
            Address::parse("/watch/swaks"),
            Address::Watch(GameKind::Swaks, None)
        );
        assert_eq!(
            Address::parse("/watch/tuefteln/abc"),
            Address::Watch(GameKind::Tuefteln, Some("abc".to_string()))
        );
        assert_eq!(
            Address::parse("/learn/tweak"),
            Address::Learn(GameKind::Tweak)
        );
        for nowhere in [
            "/nowhere",
            "/new/chess",
            "/new",
            "/play/tweak",
            "/play/chess/abc",
            "/rules/swaks/more",
            "/settings/x",
            "/watch",
            "/watch/chess",
            "/watch/tweak/abc/more",
        ] {
            assert_eq!(Address::parse(nowhere), Address::NotFound, "{nowhere}");
        }
    }
}
