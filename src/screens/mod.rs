//! The app's screens, one file each; a game's own screens come through [`game`] from the
//! [`crate::registry`].

pub mod game;
pub mod game_art;
pub mod home;
pub mod not_found;
pub mod pages;
pub mod settings;

use game::Way;
use leptos::prelude::*;
use pages::{Page, PageOf};
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
    /// `/phones/play/<game>/<id>`: the table of a saved game played on several phones, with
    /// the host's phones panel.
    Host(GameKind, String),
    /// `/phones/play/<game>/join`: a phone joins a table from the host's code.
    Join(GameKind),
    /// `/phones/play/<game>/watch`: a phone watches a table from the host's code.
    Watcher(GameKind),
    /// `/phones/table/<game>/<id>`: the table screen of a saved game, every seat played
    /// on a phone.
    TableScreen(GameKind, String),
    /// Anything else.
    NotFound,
}

impl Address {
    /// The address of `path` (its segments; empty ones, as in a trailing slash, are skipped).
    pub fn parse(path: &str) -> Address {
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let game = |id: &str| GameKind::from_id(id);
        // The tables on several phones are under /phones/; any other address there is the
        // app's own (links of the older build, which was served there).
        let (phones, segments) = match segments.as_slice() {
            ["phones", rest @ ..] => (true, rest),
            all => (false, all),
        };
        match segments {
            ["play", id, "join"] if phones => game(id).map_or(Address::NotFound, Address::Join),
            ["play", id, "watch"] if phones => game(id).map_or(Address::NotFound, Address::Watcher),
            ["table", id, save] if phones => game(id).map_or(Address::NotFound, |kind| {
                Address::TableScreen(kind, save.to_string())
            }),
            ["play", id, save] if phones => game(id).map_or(Address::NotFound, |kind| {
                Address::Host(kind, save.to_string())
            }),
            [] => Address::Home,
            ["settings"] => Address::Settings,
            ["new", id] => game(id).map_or(Address::NotFound, Address::NewGame),
            ["rules", id] => game(id).map_or(Address::NotFound, Address::Rules),
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
            Address::Settings => view! { <Page page=PageOf::Settings /> }.into_any(),
            Address::NewGame(kind) => view! { <Page page=PageOf::NewGame(kind) /> }.into_any(),
            Address::Rules(kind) => view! { <Page page=PageOf::Rules(kind) /> }.into_any(),
            Address::Play(kind, id) => {
                view! { <game::PlayRoute kind id way=Way::Here /> }.into_any()
            }
            Address::Learn(kind) => view! { <game::LearnRoute kind /> }.into_any(),
            Address::Watch(kind, save) => view! { <game::WatchRoute kind save /> }.into_any(),
            Address::Host(kind, id) => {
                view! { <game::PlayRoute kind id way=Way::Host /> }.into_any()
            }
            Address::TableScreen(kind, id) => {
                view! { <game::PlayRoute kind id way=Way::TableScreen /> }.into_any()
            }
            Address::Join(kind) => view! { <game::JoinRoute kind watching=false /> }.into_any(),
            Address::Watcher(kind) => view! { <game::JoinRoute kind watching=true /> }.into_any(),
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
        // The tables on several phones.
        assert_eq!(
            Address::parse("/phones/play/tweak/abc"),
            Address::Host(GameKind::Tweak, "abc".to_string())
        );
        assert_eq!(
            Address::parse("/phones/play/swaks/join"),
            Address::Join(GameKind::Swaks)
        );
        assert_eq!(
            Address::parse("/phones/play/twinit/watch"),
            Address::Watcher(GameKind::TwinIt)
        );
        assert_eq!(
            Address::parse("/phones/table/tuefteln/abc"),
            Address::TableScreen(GameKind::Tuefteln, "abc".to_string())
        );
        assert_eq!(Address::parse("/phones/table/chess/abc"), Address::NotFound);
        // Any other address behind /phones/ is the app's own.
        assert_eq!(Address::parse("/phones/"), Address::Home);
        assert_eq!(
            Address::parse("/phones/new/twinit"),
            Address::NewGame(GameKind::TwinIt)
        );
        for nowhere in [
            "/nowhere",
            "/phones/play/chess/join",
            "/phones/play/tweak",
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
