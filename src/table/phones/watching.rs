//! A phone watching a table (`/phones/play/<game>/watch#<code>`): it holds no seat and is sent
//! the public view only ([`crate::remote::watcher`]), drawn as the table screen draws it
//! (the game's [`PublicBoard`]). It may leave at any time; back from a locked screen with its link
//! still open, it asks again and is sent the table as it stands.

use super::PublicBoard;
use crate::components::top_bar::TopBar;
use crate::remote::link::Link;
use crate::remote::protocol::{BadMessage, TurnedAway};
use crate::remote::seat::PING_EVERY_MS;
use crate::remote::text::PhoneKey;
use crate::remote::watcher::{Seen, Watcher};
use crate::state::use_app;
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use std::time::Duration;
use tablee_rules::{Game, Millis};

/// How often the host's game time is reckoned again between two public views, in milliseconds.
const CLOCK_TICK_MS: u64 = 250;

/// The table as a watcher sees it over `link` (open), drawn by `board`.
pub fn table<G>(link: Link, board: PublicBoard<G::Public>) -> AnyView
where
    G: Game + Send + Sync,
    G::Public: DeserializeOwned + Send + Sync,
{
    let app = use_app();
    let watcher = RwSignal::new(Watcher::<G>::default());
    let connected = RwSignal::new(link.is_open());
    let refused = RwSignal::new(None::<String>);
    let now = RwSignal::new(Millis(0));
    // When the latest public view came, by this phone's clock.
    let heard_at = StoredValue::new(crate::clock::wall_ms());
    let reckon = move || {
        let (host, waiting) = watcher.with_untracked(|w| (w.time(), w.waiting()));
        let passed = if waiting {
            0
        } else {
            crate::clock::wall_ms().saturating_sub(heard_at.get_value())
        };
        now.set(Millis(host.0 + passed));
    };
    if let Ok(ticking) = set_interval_with_handle(reckon, Duration::from_millis(CLOCK_TICK_MS)) {
        on_cleanup(move || ticking.clear());
    }
    link.on_message(move |text| {
        let at = crate::clock::wall_ms();
        match watcher.try_update(|w| w.receive(&text, at)) {
            Some(Ok(Seen::Table)) => {
                heard_at.set_value(at);
                reckon();
            }
            Some(Ok(Seen::TurnedAway(why))) => {
                refused.set(Some(crate::remote::text::turned_away(app, true, why)))
            }
            Some(Err(BadMessage::Version(_))) => refused.set(Some(
                crate::remote::text::turned_away(app, true, TurnedAway::Version { host: 0 }),
            )),
            Some(Err(bad)) => web_sys::console::warn_1(&format!("host: {bad}").into()),
            _ => {}
        }
    });
    let ask = link.clone();
    link.on_open_and_close(
        move || {
            connected.set(true);
            ask.send(&Watcher::<G>::asking());
        },
        move || connected.set(false),
    );
    link.send(&Watcher::<G>::asking());
    let pinging = link.clone();
    if let Ok(handle) = set_interval_with_handle(
        move || {
            // No table yet and nothing refused: the host missed the ask, so it is asked again.
            let unanswered = watcher.with_untracked(|w| w.public().is_none())
                && refused.with_untracked(Option::is_none);
            if unanswered {
                pinging.send(&Watcher::<G>::asking());
            } else {
                pinging.send(&Watcher::<G>::ping(crate::clock::wall_ms()));
            }
        },
        Duration::from_millis(PING_EVERY_MS),
    ) {
        on_cleanup(move || handle.clear());
    }
    // Back from a locked screen with the link still open: the table as it stands.
    let again = link.clone();
    let _ = window_event_listener(leptos::ev::visibilitychange, move |_| {
        let visible = document().visibility_state() == web_sys::VisibilityState::Visible;
        if visible && connected.get_untracked() {
            again.send(&Watcher::<G>::asking());
        }
    });
    let leaving = link;
    let _ = window_event_listener(leptos::ev::pagehide, move |_| leaving.close());

    let names = Memo::new(move |_| {
        watcher.with(|w| w.seats().iter().map(|s| s.name.clone()).collect::<Vec<_>>())
    });
    let latest = Memo::new(move |_| watcher.with(|w| w.public().cloned()));
    let here = Memo::new(move |_| latest.with(Option::is_some));
    let title = Signal::derive(move || G::KIND.name().to_string());
    view! {
        <TopBar title />
        <main class="middle-screen middle-screen--watcher" data-testid="watching">
            <p class="muted small" role="status">{move || app.t(PhoneKey::WatchingNow)}</p>
            {move || refused.get().map(|text| view! { <p class="form-error" role="alert">{text}</p> })}
            {move || (!connected.get()).then(|| view! { <p class="form-error" role="alert" data-testid="watch-lost">{move || app.t(PhoneKey::Lost)}</p> })}
            {move || here.get().then(|| latest.get_untracked()).flatten().map(|first| {
                // Drawn once, from the first public view; each newer one flows into it.
                let public = RwSignal::new(first);
                Effect::new(move |_| {
                    if let Some(newer) = latest.get() {
                        public.set(newer);
                    }
                });
                board(public.into(), names.into(), now.into())
            })}
        </main>
    }
    .into_any()
}
