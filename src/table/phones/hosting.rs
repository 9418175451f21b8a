//! The host's phones panel: invites a phone to each seat a person plays (a QR code of the
//! app's address with the pairing code, the code itself to copy), takes the phone's answer,
//! and from then on carries the seat's messages between the link and the match. Once a phone
//! took a seat, this device no longer shows that seat's hand.

use crate::i18n::Explain;
use crate::remote::host::{Dropped, Host, Invitation as Purpose, Outgoing, PeerId, RememberedSeat};
use crate::remote::link::Link;
use crate::remote::protocol::TurnedAway;
use crate::remote::text::PhoneKey;
use crate::session::SessionGame;
use crate::setup::Controller;
use crate::table::device::{HostsPhones, Table};
use leptos::prelude::*;
use leptos::task::spawn_local;
use serde::Serialize;
use std::time::Duration;
use tablee_rules::{BotLevel, Seat};

/// How long a phone may stay silent before its seat counts as away, in milliseconds (phones
/// ping every [`crate::remote::seat::PING_EVERY_MS`]).
const SILENT_AFTER_MS: u64 = 6_000;

/// What the host's page keeps of its phones across a reload, beside the save of its game: the
/// seats offered to phones with their keys, and the seats a bot plays while their phone is away.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
struct PanelMemory {
    seats: Vec<RememberedSeat>,
    bot_held: Vec<Seat>,
}

impl PanelMemory {
    fn storage_key(save: &str) -> String {
        format!("tablee.phones.{save}")
    }

    /// What the page kept for the save `save`, if anything.
    fn of(save: &str) -> Option<Self> {
        crate::storage::get(&Self::storage_key(save)).and_then(|t| serde_json::from_str(&t).ok())
    }

    fn keep(&self, save: &str) {
        crate::storage::set(&Self::storage_key(save), &crate::saves::to_json(self));
    }
}

/// The table of the save `save` that `table` draws, with the host's phones panel under it once
/// several people play: a game's phones' entry point shows its table at
/// `/phones/play/<game>/<id>` this way.
/// The table finds the panel in its context ([`crate::table::device::phones_panel`]), so that
/// the panel's code is only reached from here.
pub fn hosting<G>(save: String, table: fn(String) -> AnyView) -> AnyView
where
    G: SessionGame + 'static,
    G::View: Serialize,
    G::Error: Serialize + Explain,
{
    let panel: HostsPhones<G> = HostsPhones {
        panel: |table, away, save| {
            view! { <PhonesPanel table away save everyone=false /> }.into_any()
        },
        save,
    };
    let id = panel.save.clone();
    view! { <leptos::context::Provider value=panel>{table(id)}</leptos::context::Provider> }
        .into_any()
}

/// An invitation being answered: the seat (none for a watcher), its link, and the address its
/// QR code shows.
struct Invitation {
    seat: Option<Seat>,
    peer: PeerId,
    link: Link,
}

/// The panel, and the host behind it, for `table`. `away` is told the seats phones took. A
/// phone joins at the phones' address for this game, `/phones/play/<game>/join`.
#[component]
pub fn PhonesPanel<G>(
    /// The match on this device.
    table: Table<G>,
    /// Told the seats phones took.
    away: RwSignal<Vec<Seat>>,
    /// The id of the match's save, beside which the panel keeps the seats phones held (the
    /// host's table stands at `/phones/play/<game>/<id>`).
    save: String,
    /// Whether every person plays on a phone: this device is the table screen and holds
    /// no seat. Else the first person holds this device.
    everyone: bool,
) -> impl IntoView
where
    G: SessionGame + 'static,
    G::View: Serialize,
    G::Error: Serialize + Explain,
{
    let app = table.app;
    let save = Some(save);
    // After a reload of this page: the seats phones held, each waiting for its phone's key.
    let memory = save.as_deref().and_then(PanelMemory::of);
    let key_seed = js_sys::Math::random().to_bits() ^ (crate::clock::wall_ms() << 11);
    let (host, offered, held_before) = match memory {
        Some(memory) => {
            let offered: Vec<Seat> = memory.seats.iter().map(|s| s.seat).collect();
            (
                Host::<G>::remembering(memory.seats, key_seed),
                offered,
                memory.bot_held,
            )
        }
        None => {
            // The seats people play, but the first (that person holds this device) unless
            // this device is the table screen.
            let skip = usize::from(!everyone);
            let offered: Vec<Seat> = table
                .session
                .with_untracked(|s| s.people().into_iter().skip(skip).collect());
            (
                Host::<G>::new(offered.clone(), key_seed),
                offered,
                Vec::new(),
            )
        }
    };
    // This device hides the hands of the seats phones took at once, before their phones are back.
    away.set(host.taken());
    let host = StoredValue::new_local(host);
    let save = StoredValue::new(save);
    let remembered = StoredValue::new(None::<PanelMemory>);
    let links = StoredValue::new_local(Vec::<(PeerId, Link)>::new());
    // When each phone was last heard, by this phone's clock: a phone silent for
    // `SILENT_AFTER_MS` (locked, out of the network) counts as away, though its link may not
    // have closed yet; it is back as soon as it is heard again (phones ping every few seconds).
    let heard = StoredValue::new(Vec::<(PeerId, u64)>::new());
    let open = StoredValue::new_local(None::<Invitation>);
    // The invitation on screen: its peer, its seat (`None`: a watcher's) and its address.
    let shown = RwSignal::new(None::<(PeerId, Option<Seat>, String)>);
    let connected = RwSignal::new(Vec::<Seat>::new());
    let watching = RwSignal::new(0_usize);
    // The seats a bot plays while their phone is away (the host's choice).
    let bot_held = RwSignal::new(held_before);
    let problem = RwSignal::new(None::<String>);
    let answer = RwSignal::new(String::new());
    let next_peer = StoredValue::new(1_u32);
    // A bar under the table opens the panel as a sheet over it, so the table keeps its room on
    // a phone; open at first (the host is here to invite), closed once a phone is seated.
    let sheet_open = RwSignal::new(true);
    let seats_offered = offered.len();
    let linkable = crate::remote::link::supported();

    let deliver = move |out: Vec<Outgoing>| {
        links.with_value(|links| {
            for (peer, text) in out {
                if let Some((_, link)) = links.iter().find(|(p, _)| *p == peer) {
                    link.send(&text);
                }
            }
        });
    };
    let refresh = move || {
        let now = crate::clock::wall_ms();
        let silent: Vec<PeerId> = heard.with_value(|heard| {
            heard
                .iter()
                .filter(|(_, at)| now.saturating_sub(*at) > SILENT_AFTER_MS)
                .map(|(peer, _)| *peer)
                .collect()
        });
        let (taken, on) = host.with_value(|h| {
            let taken = h.taken();
            let quiet: Vec<Seat> = silent.iter().filter_map(|p| h.seat_of(*p)).collect();
            let on: Vec<Seat> = taken
                .iter()
                .copied()
                .filter(|s| h.is_connected(*s) && !quiet.contains(s))
                .collect();
            (taken, on)
        });
        // A phone back at a seat a bot kept for it takes the seat again.
        let back: Vec<Seat> = bot_held
            .with_untracked(|held| held.iter().copied().filter(|s| on.contains(s)).collect());
        for seat in back {
            table
                .session
                .update(|s| s.hand_seat(seat, Controller::Human));
            bot_held.update(|held| held.retain(|s| *s != seat));
        }
        // Kept beside the game's save whenever it changed (a phone seated, an action numbered).
        let now = PanelMemory {
            seats: host.with_value(Host::remembered),
            bot_held: bot_held.get_untracked(),
        };
        if remembered.with_value(|r| r.as_ref() != Some(&now)) {
            save.with_value(|save| save.as_deref().map(|save| now.keep(save)));
            remembered.set_value(Some(now));
        }
        let watchers = host.with_value(Host::watchers);
        if watching.get_untracked() != watchers {
            watching.set(watchers);
        }
        // Set only when changed: this runs every second, and the table follows these.
        if away.with_untracked(|a| *a != taken) {
            away.set(taken);
        }
        if connected.with_untracked(|c| *c != on) {
            // A phone gone away: the host decides whether its seat waits or a bot plays it.
            if connected.with_untracked(|c| c.iter().any(|s| !on.contains(s))) {
                sheet_open.set(true);
            }
            connected.set(on);
        }
    };
    // A phone that falls silent is seen as away within a second or two.
    if let Ok(watch) = set_interval_with_handle(refresh, Duration::from_millis(1_000)) {
        on_cleanup(move || watch.clear());
    }
    // Every change of the match, however it came, reaches the phones once.
    Effect::new(move |_| {
        let out = table
            .session
            .with(|s| host.try_update_value(|h| h.catch_up(s)));
        deliver(out.unwrap_or_default());
    });

    // A seat's invitation, or a watcher's (`None`): the phone's address says which.
    let invite = move |seat: Option<Seat>| {
        problem.set(None);
        // The last invitation's code goes at once: it must not be read for this one while
        // this one's code is being made.
        shown.set(None);
        answer.set(String::new());
        let peer = PeerId(next_peer.get_value());
        next_peer.set_value(peer.0 + 1);
        spawn_local(async move {
            match Link::offer().await {
                // A newer invitation was asked for while this one's code was being made: this
                // code was never shown, and must not be, or a phone could open it after the
                // host had moved on (its answer would then be read for the newer one).
                Ok((link, _)) if next_peer.try_get_value() != Some(peer.0 + 1) => link.close(),
                Ok((link, code)) => {
                    let origin = window().location().origin().unwrap_or_default();
                    let way = if seat.is_some() { "join" } else { "watch" };
                    shown.set(Some((
                        peer,
                        seat,
                        format!("{origin}/phones/play/{}/{way}#{code}", G::KIND.id()),
                    )));
                    if let Some(old) = open
                        .try_update_value(|o| o.replace(Invitation { seat, peer, link }))
                        .flatten()
                    {
                        old.link.close();
                    }
                }
                Err(e) => problem.set(Some(e.to_string())),
            }
        });
    };
    let connect = move || {
        let Some(Invitation { seat, peer, link }) = open.try_update_value(Option::take).flatten()
        else {
            return;
        };
        let text = answer.get_untracked();
        // Everything that reads the phone is in place before its answer is applied: from then
        // on the link may open, and the phone's first message (its join) come, at any moment.
        let purpose = seat.map_or(Purpose::Watch, Purpose::Seat);
        host.update_value(|h| h.invite(peer, purpose));
        let hear = move || {
            let now = crate::clock::wall_ms();
            heard.update_value(|heard| {
                heard.retain(|(p, _)| *p != peer);
                heard.push((peer, now));
            });
        };
        link.on_message(move |text| {
            hear();
            let at = crate::table::realtime::game_time(table.session);
            let logged = host.with_value(|h| h.log().len());
            let out = table
                .session
                .try_update(|s| host.try_update_value(|h| h.receive(s, peer, &text, at)))
                .flatten()
                .unwrap_or_default();
            deliver(out);
            // A phone that asked for more than its invitation gives is told so on its screen;
            // the host is told here.
            let overstepped = host.with_value(|h| {
                h.log()[logged..].iter().find_map(|l| match l.dropped {
                    Dropped::TurnedAway(why @ (TurnedAway::WatchOnly | TurnedAway::SeatOnly)) => {
                        Some(why)
                    }
                    _ => None,
                })
            });
            match (overstepped, seat) {
                (Some(TurnedAway::WatchOnly), _) => {
                    problem.set(Some(app.t(PhoneKey::AskedSeatAsWatcher).into()))
                }
                (Some(_), Some(seat)) => {
                    problem.set(Some(
                        app.tf(PhoneKey::AskedWatchAsSeat, &[&table.name(seat)]),
                    ));
                }
                _ => {}
            }
            refresh();
        });
        link.on_open_and_close(refresh, move || {
            host.update_value(|h| h.gone(peer));
            refresh();
        });
        links.update_value(|l| l.push((peer, link.clone())));
        spawn_local(async move {
            let still_shown =
                move || shown.with_untracked(|s| s.as_ref().is_some_and(|(p, _, _)| *p == peer));
            if let Err(e) = link.accept(&text).await {
                links.update_value(|l| l.retain(|(p, _)| *p != peer));
                problem.set(Some(crate::remote::text::link_refused(app, true, &e)));
                // Its code on screen, the invitation waits for a better answer; else the host
                // has moved on to another.
                if still_shown() {
                    open.set_value(Some(Invitation { seat, peer, link }));
                } else {
                    link.close();
                }
                return;
            }
            hear();
            // A success clears what an earlier answer was refused for.
            problem.set(None);
            // Taken down only if it is still this phone's: the host may have invited the
            // next seat while this link was opening.
            if still_shown() {
                shown.set(None);
                answer.set(String::new());
            }
            if host.with_value(|h| h.taken().len()) == seats_offered {
                sheet_open.set(false);
            }
        });
    };

    let rows = offered
        .into_iter()
        .map(|seat| {
            let name = table.name(seat);
            let status = move || {
                if connected.with(|c| c.contains(&seat)) {
                    app.t(PhoneKey::OnItsPhone)
                } else if bot_held.with(|b| b.contains(&seat)) {
                    app.t(PhoneKey::BotPlaysIt)
                } else if away.with(|a| a.contains(&seat)) {
                    app.t(PhoneKey::PhoneAway)
                } else if everyone {
                    // The table screen holds no seat: this one waits for its phone.
                    app.t(PhoneKey::NoPhoneYet)
                } else {
                    app.t(PhoneKey::OnThisDevice)
                }
            };
            // While its phone is away, the seat waits, or a bot plays it until the host gives
            // it back (or the phone comes back). At the table screen a seat whose
            // person has no phone at all can be given to a bot too, so the rest can play.
            let phone_away = move || {
                (everyone || away.with(|a| a.contains(&seat)))
                    && !connected.with(|c| c.contains(&seat))
            };
            let held = move || bot_held.with(|b| b.contains(&seat));
            let to_bot = move |_| {
                table
                    .session
                    .update(|s| s.hand_seat(seat, Controller::Bot(BotLevel::Normal)));
                bot_held.update(|b| b.push(seat));
                refresh();
            };
            let give_back = move |_| {
                table.session.update(|s| s.hand_seat(seat, Controller::Human));
                bot_held.update(|b| b.retain(|s| *s != seat));
                refresh();
            };
            view! {
                <li class="phones-seat" data-seat=seat.0>
                    <span>{name}" · "{status}</span>
                    <button type="button" class="button" data-testid=format!("invite-{}", seat.0)
                        disabled=move || !linkable || connected.with(|c| c.contains(&seat))
                        on:click=move |_| invite(Some(seat))>{move || app.t(PhoneKey::Invite)}</button>
                    {move || (phone_away() && !held()).then(|| view! {
                        <button type="button" class="button" data-testid=format!("bot-{}", seat.0)
                            on:click=to_bot>{move || app.t(PhoneKey::LetABotPlay)}</button>
                    })}
                    {move || held().then(|| view! {
                        <button type="button" class="button" data-testid=format!("give-back-{}", seat.0)
                            on:click=give_back>{move || app.t(PhoneKey::GiveBack)}</button>
                    })}
                </li>
            }
        })
        .collect_view();
    let joined = move || {
        app.tf(
            PhoneKey::Joined,
            &[
                &connected.with(Vec::len).to_string(),
                &seats_offered.to_string(),
            ],
        )
    };
    view! {
        <style>{super::STYLE}</style>
        <section class="phones" aria-labelledby="phones-title" data-testid="phones">
            <button type="button" class="button phones-toggle" data-testid="phones-toggle"
                aria-controls="phones-body" aria-expanded=move || if sheet_open.get() { "true" } else { "false" }
                on:click=move |_| sheet_open.update(|o| *o = !*o)>
                <span>{move || app.t(PhoneKey::Title)}</span>
                <span class="side-panel-summary">{joined}</span>
            </button>
            <div class="phones-body" id="phones-body" hidden=move || !sheet_open.get()
                on:keydown=move |e| if e.key() == "Escape" { sheet_open.set(false) }>
                <div class="side-panel-head">
                    <h2 id="phones-title" class="small-title">{move || app.t(PhoneKey::Title)}</h2>
                    <button type="button" class="button button--icon" data-testid="phones-close"
                        aria-label=move || app.t(crate::i18n::Key::Close) on:click=move |_| sheet_open.set(false)>
                        <span aria-hidden="true">"✕"</span>
                    </button>
                </div>
                {if crate::remote::link::supported() {
                    let how = if everyone { PhoneKey::EveryoneOnPhones } else { PhoneKey::HowTo };
                    view! { <p class="muted small">{move || app.t(how)}</p> }.into_any()
                } else {
                    view! { <p class="form-error" role="status" data-testid="no-webrtc">{move || app.t(PhoneKey::NoWebRtc)}</p> }.into_any()
                }}
                <ul class="phones-seats">{rows}</ul>
                <p class="phones-seat" data-testid="watchers">
                    <span>{move || app.tf(PhoneKey::Watchers, &[&watching.get().to_string()])}</span>
                    <button type="button" class="button" data-testid="invite-watcher" disabled=!linkable
                        on:click=move |_| invite(None)>{move || app.t(PhoneKey::InviteWatcher)}</button>
                </p>
                {move || shown.get().map(|(peer, seat, address)| {
                    let qr = crate::remote::qr::svg(&address).unwrap_or_default();
                    let name = seat.map_or_else(|| app.t(PhoneKey::AWatcher).to_string(), |seat| table.name(seat));
                    view! {
                        <div class="phones-invite" data-peer=peer.0>
                            <p>{move || app.tf(PhoneKey::ScanFor, &[&name])}</p>
                            <div class="phones-qr" role="img" aria-label=move || app.t(PhoneKey::QrLabel) inner_html=qr></div>
                            <label>{move || app.t(PhoneKey::CodeToShare)}
                                <input type="text" readonly data-testid="phone-offer" prop:value=address.clone() /></label>
                            // The phone's answer: its QR code read by this phone's camera, or pasted.
                            <crate::remote::scan::Scanner on_read=Callback::new(move |code: String| {
                                answer.set(code);
                                connect();
                            }) />
                            <label>{move || app.t(PhoneKey::PhoneAnswer)}
                                <input type="text" data-testid="phone-answer" autocomplete="off"
                                    prop:value=move || answer.get() on:input=move |ev| answer.set(event_target_value(&ev)) /></label>
                            <button type="button" class="button button--primary" data-testid="phone-connect"
                                on:click=move |_| connect()>{move || app.t(PhoneKey::Connect)}</button>
                        </div>
                    }
                })}
                {move || problem.get().map(|p| view! { <p class="form-error" role="alert">{p}</p> })}
            </div>
        </section>
    }
}
