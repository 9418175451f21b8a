//! A guest's phone at a table run on the host's phone, as its screen sees it: the seat's
//! latest view, its refusals in words, whether the link holds; and the one way it acts.

use super::guest::{Guest, Heard};
use super::link::Link;
use crate::i18n::{Explain, Key};
use crate::state::AppState;
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use tablee_rules::{Game, Seat};

/// This phone's seat, over its link to the host.
pub struct PhoneSeat<G: Game>
where
    G::View: Send + Sync,
{
    /// What the phone knows: seat, names, latest view.
    pub guest: RwSignal<Guest<G>>,
    /// The link to the host.
    link: StoredValue<Link, LocalStorage>,
    /// Why the last action was refused, in words.
    pub refusal: RwSignal<Option<String>>,
    /// Whether the link to the host holds.
    pub connected: RwSignal<bool>,
}

impl<G: Game> Clone for PhoneSeat<G>
where
    G::View: Send + Sync,
{
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for PhoneSeat<G> where G::View: Send + Sync {}

impl<G> PhoneSeat<G>
where
    G: Game + Send + Sync,
    G::View: DeserializeOwned + Send + Sync,
    G::Error: DeserializeOwned + Serialize + Explain + Send + Sync,
    G::Action: Send + Sync,
{
    /// The phone's seat over `link` (open), once `guest` asked for it: every message from the
    /// host is read into it, a refusal told in `app`'s words.
    pub fn new(app: AppState, link: Link, guest: Guest<G>) -> Self {
        let seat = PhoneSeat {
            guest: RwSignal::new(guest),
            link: StoredValue::new_local(link.clone()),
            refusal: RwSignal::new(None),
            connected: RwSignal::new(link.is_open()),
        };
        link.on_message(move |text| {
            let now = crate::games::realtime::wall_ms();
            match seat.guest.try_update(|g| g.receive(&text, now)) {
                Some(Ok(Heard::Refused(why))) => seat
                    .refusal
                    .set(Some(app.tf(Key::MoveRefused, &[&app.explain(&why)]))),
                Some(Ok(_)) => {}
                // Another build, or damage on the way: said in the console, never applied.
                Some(Err(bad)) => web_sys::console::warn_1(&format!("host: {bad}").into()),
                None => {}
            }
        });
        link.on_open_and_close(
            move || seat.connected.set(true),
            move || seat.connected.set(false),
        );
        seat
    }

    /// The seat this phone holds, once seated.
    pub fn seat(self) -> Option<Seat> {
        self.guest.with(Guest::seat)
    }

    /// The name of `seat`.
    pub fn name(self, seat: Seat) -> String {
        self.guest.with_untracked(|g| g.name(seat).to_string())
    }

    /// Sends the host `action` for this phone's seat; whether the link took it.
    pub fn act(self, action: G::Action) -> bool {
        self.refusal.set(None);
        let Some(text) = self.guest.try_update(|g| g.act(action)) else {
            return false;
        };
        self.link.with_value(|link| link.send(&text))
    }

    /// Sends the host `text` as it is (the first message: the join).
    pub fn send(self, text: &str) -> bool {
        self.link.with_value(|link| link.send(text))
    }
}
