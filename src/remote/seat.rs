//! A guest's phone at a table run on the host's phone, as its screen sees it: the seat's
//! latest view, its refusals in words, whether the link holds; and the one way it acts.

use super::guest::{Guest, Heard};
use super::link::Link;
use super::protocol::{BadMessage, SeatKey, TurnedAway};
use super::text::PhoneKey;
use crate::i18n::Explain;
use crate::setup::SeatSetup;
use crate::state::use_app;
use crate::state::AppState;
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use tablee_rules::{Game, GameKind, Millis, Seat};

/// What a phone remembers of the last table of a game it sat at: its seat's key (so that it
/// takes the seat back after a lock, a reload or a lost network, with no other step than
/// reading the host's new code) and the name it gave.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Remembered {
    /// The key of the seat it held, if the host seated it.
    pub key: Option<SeatKey>,
    /// The name the person gave.
    pub name: String,
}

impl Remembered {
    fn storage_key(kind: GameKind) -> String {
        format!("tablee.phone.{}", kind.id())
    }

    /// What this device remembers of its last table of `kind` (nothing if storage is blocked
    /// or holds no such thing).
    pub fn of(kind: GameKind) -> Self {
        crate::storage::get(&Self::storage_key(kind))
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Keeps this for `kind` on the device.
    pub fn keep(&self, kind: GameKind) {
        crate::storage::set(&Self::storage_key(kind), &crate::saves::to_json(self));
    }
}

/// A short buzz, where the phone has one: Firefox and Safari have no `navigator.vibrate`
/// (calling it there throws), and a phone may refuse it.
fn buzz() {
    let navigator = window().navigator();
    if js_sys::Reflect::has(&navigator, &"vibrate".into()).unwrap_or(false) {
        let _ = navigator.vibrate_with_duration(200);
    }
}

/// How often a phone's reckoning of the host's game time is refreshed, in milliseconds.
const CLOCK_TICK_MS: u64 = 200;

/// How often a phone tells the host it is still there, in milliseconds (a host counts a phone
/// silent for a few of these as away).
pub const PING_EVERY_MS: u64 = 2_000;

/// How long a phone waits for the host to seat it before it asks again, in milliseconds: a
/// join the host missed (its page busy as the link opened) costs a moment, not the seat.
const JOIN_AGAIN_MS: u64 = 2_500;

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
    /// Why the host gave this phone no seat, in words.
    pub turned_away: RwSignal<Option<String>>,
    /// The host's game time as this phone reckons it: the time the latest view carried, plus
    /// the time passed here since it came (for countdowns), refreshed a few times a second.
    pub now: RwSignal<Millis>,
    /// How an action reaches the host: [`PhoneSeat::send_action`], set by [`PhoneSeat::new`].
    /// A game's table calls it through this pointer, so the protocol's and the link's code is
    /// only reached from the phones' module, never from the table's (see `scripts/build-wasm.sh`).
    send_action: fn(PhoneSeat<G>, G::Action) -> bool,
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
            turned_away: RwSignal::new(None),
            now: RwSignal::new(Millis(0)),
            send_action: Self::send_action,
        };
        // When the latest view came, by this phone's clock.
        let heard_at = StoredValue::new(crate::clock::wall_ms());
        let reckon = move || {
            let (host, waiting) = seat.guest.with_untracked(|g| (g.time(), g.waiting()));
            // While the host's table waits for people, its game time stands still.
            let passed = if waiting {
                0
            } else {
                crate::clock::wall_ms().saturating_sub(heard_at.get_value())
            };
            seat.now.set(Millis(host.0 + passed));
        };
        if let Ok(ticking) =
            set_interval_with_handle(reckon, std::time::Duration::from_millis(CLOCK_TICK_MS))
        {
            on_cleanup(move || ticking.clear());
        }
        link.on_message(move |text| {
            let now = crate::clock::wall_ms();
            let due = move || {
                seat.guest
                    .with_untracked(|g| g.view().is_some_and(G::is_due))
            };
            let was_due = due();
            let heard = seat.guest.try_update(|g| g.receive(&text, now));
            if let Some(Ok(Heard::View)) = heard {
                heard_at.set_value(now);
                reckon();
                // A buzz when play comes to this phone's seat, for a player looking at the
                // table screen (where the phone can: not on iOS, not muted by the user).
                if !was_due && due() {
                    buzz();
                }
            }
            match heard {
                Some(Ok(Heard::Refused(why))) => {
                    let lang = app.lang.get_untracked();
                    seat.refusal
                        .set(Some(why.refused(lang, &|other| seat.name(other))));
                }
                // The key is kept at once: the phone may lock the next moment.
                Some(Ok(Heard::Seated)) => {
                    let key = seat.guest.with_untracked(Guest::key);
                    let mut remembered = Remembered::of(G::KIND);
                    remembered.key = key;
                    remembered.keep(G::KIND);
                }
                Some(Ok(Heard::TurnedAway(why))) => {
                    seat.turned_away
                        .set(Some(super::text::turned_away(app, false, why)));
                }
                Some(Ok(_)) => {}
                // A host of another build answers in its own version: said in words.
                Some(Err(BadMessage::Version(_))) => seat.turned_away.set(Some(
                    super::text::turned_away(app, false, TurnedAway::Version { host: 0 }),
                )),
                // Damage on the way: said in the console, never applied.
                Some(Err(bad)) => web_sys::console::warn_1(&format!("host: {bad}").into()),
                None => {}
            }
        });
        link.on_open_and_close(
            move || seat.connected.set(true),
            move || seat.connected.set(false),
        );
        // Still here: a ping every few seconds, so the host sees a phone that locked or lost
        // the network as away, though the link has not closed.
        if let Ok(pinging) = set_interval_with_handle(
            move || {
                seat.send(&Guest::<G>::ping(crate::clock::wall_ms()));
            },
            std::time::Duration::from_millis(PING_EVERY_MS),
        ) {
            on_cleanup(move || pinging.clear());
        }
        // Back from a locked screen with the link still open: the phone asks for its seat again
        // on the same link, and the host sends the game as it stands (timers slept meanwhile).
        let _ = window_event_listener(leptos::ev::visibilitychange, move |_| {
            let visible = document().visibility_state() == web_sys::VisibilityState::Visible;
            if visible && seat.connected.get_untracked() {
                seat.send(&seat.guest.with_untracked(Guest::rejoin));
            }
        });
        // Leaving the page closes the link at once, rather than when the host's side times out.
        let leaving = link.clone();
        let _ = window_event_listener(leptos::ev::pagehide, move |_| leaving.close());
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
        (self.send_action)(self, action)
    }

    /// What [`PhoneSeat::act`] does.
    fn send_action(self, action: G::Action) -> bool {
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

/// What draws a game's table for a phone: given the app, the phone's seat, the seat it holds,
/// the first view the host sent and every seat's name and controller.
pub type DrawSeat<G> =
    fn(AppState, PhoneSeat<G>, Seat, <G as Game>::View, Signal<Vec<SeatSetup>>) -> AnyView;

/// A phone's screen at a game of `G`: asks the host over `link` (open) for a seat as `name`
/// (or for the seat of `back`), says it waits until the host has seated it and sent its view,
/// then draws the seat's table with `draw`; says so when the link to the host is lost.
pub fn seat_screen<G>(link: Link, name: String, back: Option<SeatKey>, draw: DrawSeat<G>) -> AnyView
where
    G: Game + Send + Sync + 'static,
    G::View: DeserializeOwned + Clone + Send + Sync,
    G::Error: DeserializeOwned + Serialize + Explain + Send + Sync,
    G::Action: Send + Sync,
{
    let app = use_app();
    let (guest, join) = Guest::<G>::join(&name, back);
    let phone = PhoneSeat::new(app, link, guest);
    phone.send(&join);
    // Asked again while no seat came and nothing turned the phone away; the host gives a
    // phone that asks twice the seat it holds.
    if let Ok(asking) = set_interval_with_handle(
        move || {
            let unseated = phone.guest.with_untracked(|g| g.seat().is_none());
            if unseated && phone.turned_away.with_untracked(Option::is_none) {
                phone.send(&join);
            }
        },
        std::time::Duration::from_millis(JOIN_AGAIN_MS),
    ) {
        on_cleanup(move || asking.clear());
    }
    let seated = Memo::new(move |_| {
        phone
            .guest
            .with(|g| g.seat().filter(|_| g.view().is_some()))
    });
    let seats = Signal::derive(move || phone.guest.with(|g| g.seats().to_vec()));
    view! {
        {move || match seated.get() {
            Some(seat) => {
                let first = phone.guest.with_untracked(|g| g.view().cloned());
                first.map(|first| draw(app, phone, seat, first, seats)).into_any()
            }
            None => view! {
                <section class="panel"><p role="status" data-testid="phone-waiting">{move || app.t(PhoneKey::Waiting)}</p></section>
            }.into_any(),
        }}
        {move || phone.turned_away.get().map(|why| view! {
            <p class="form-error" role="alert" data-testid="phone-turned-away">{why}</p>
        })}
        {move || (!phone.connected.get()).then(|| view! {
            <div class="form-error" role="alert" data-testid="phone-lost">
                <p>{move || app.t(PhoneKey::Lost)}</p>
                // The join screen without the used code: its camera reads the host's new one.
                <a class="button button--primary" data-testid="phone-scan-again"
                    href=format!("/phones/play/{}/join", G::KIND.id())>{move || app.t(PhoneKey::ScanAgain)}</a>
            </div>
        })}
    }
    .into_any()
}
