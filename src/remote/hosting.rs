//! The host's phones panel: invites a phone to each seat a person plays (a QR code of the
//! app's address with the pairing code, the code itself to copy), takes the phone's answer,
//! and from then on carries the seat's messages between the link and the match. Once a phone
//! took a seat, this device no longer shows that seat's hand.

use super::host::{Host, Outgoing, PeerId};
use super::link::Link;
use super::text::PhoneKey;
use crate::games::table::Table;
use crate::i18n::Explain;
use crate::session::SessionGame;
use leptos::prelude::*;
use leptos::task::spawn_local;
use serde::Serialize;
use tablee_rules::Seat;

/// An invitation being answered: the seat, its link, and the address its QR code shows.
struct Invitation {
    seat: Seat,
    peer: PeerId,
    link: Link,
}

/// The panel, and the host behind it, for `table`. `away` is told the seats phones took;
/// `join_path` is the app's address for joining this game (`/play/<game>/join`).
#[component]
pub fn PhonesPanel<G>(
    /// The match on this device.
    table: Table<G>,
    /// Told the seats phones took.
    away: RwSignal<Vec<Seat>>,
    /// The app's address for joining this game.
    join_path: &'static str,
) -> impl IntoView
where
    G: SessionGame + 'static,
    G::View: Serialize,
    G::Error: Serialize + Explain,
{
    let app = table.app;
    // The seats people play, but the first: that person holds this device.
    let offered: Vec<Seat> = table
        .session
        .with_untracked(|s| s.people().into_iter().skip(1).collect());
    let key_seed = js_sys::Math::random().to_bits() ^ (crate::games::realtime::wall_ms() << 11);
    let host = StoredValue::new_local(Host::<G>::new(offered.clone(), key_seed));
    let links = StoredValue::new_local(Vec::<(PeerId, Link)>::new());
    let open = StoredValue::new_local(None::<Invitation>);
    let shown = RwSignal::new(None::<(Seat, String)>);
    let connected = RwSignal::new(Vec::<Seat>::new());
    let problem = RwSignal::new(None::<String>);
    let answer = RwSignal::new(String::new());
    let next_peer = StoredValue::new(1_u32);

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
        let (taken, on) = host.with_value(|h| {
            let taken = h.taken();
            let on = taken
                .iter()
                .copied()
                .filter(|s| h.is_connected(*s))
                .collect();
            (taken, on)
        });
        away.set(taken);
        connected.set(on);
    };
    // Every change of the match, however it came, reaches the phones once.
    Effect::new(move |_| {
        let out = table
            .session
            .with(|s| host.try_update_value(|h| h.catch_up(s)));
        deliver(out.unwrap_or_default());
    });

    let invite = move |seat: Seat| {
        problem.set(None);
        let peer = PeerId(next_peer.get_value());
        next_peer.set_value(peer.0 + 1);
        spawn_local(async move {
            match Link::offer().await {
                Ok((link, code)) => {
                    let origin = window().location().origin().unwrap_or_default();
                    shown.set(Some((seat, format!("{origin}{join_path}#{code}"))));
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
        spawn_local(async move {
            if let Err(e) = link.accept(&text).await {
                problem.set(Some(app.tf(PhoneKey::AnswerRefused, &[&e.to_string()])));
                open.set_value(Some(Invitation { seat, peer, link }));
                return;
            }
            host.update_value(|h| h.invite(peer, seat));
            link.on_message(move |text| {
                let at = crate::games::realtime::game_time(table.session);
                let out = table
                    .session
                    .try_update(|s| host.try_update_value(|h| h.receive(s, peer, &text, at)))
                    .flatten()
                    .unwrap_or_default();
                deliver(out);
                refresh();
            });
            link.on_open_and_close(refresh, move || {
                host.update_value(|h| h.gone(peer));
                refresh();
            });
            links.update_value(|l| l.push((peer, link)));
            shown.set(None);
            answer.set(String::new());
        });
    };

    let rows = offered
        .into_iter()
        .map(|seat| {
            let name = table.name(seat);
            let status = move || {
                if connected.with(|c| c.contains(&seat)) {
                    app.t(PhoneKey::OnItsPhone)
                } else if away.with(|a| a.contains(&seat)) {
                    app.t(PhoneKey::PhoneAway)
                } else {
                    app.t(PhoneKey::OnThisDevice)
                }
            };
            view! {
                <li class="phones-seat" data-seat=seat.0>
                    <span>{name}" · "{status}</span>
                    <button type="button" class="button" data-testid=format!("invite-{}", seat.0)
                        disabled=move || connected.with(|c| c.contains(&seat))
                        on:click=move |_| invite(seat)>{move || app.t(PhoneKey::Invite)}</button>
                </li>
            }
        })
        .collect_view();
    view! {
        <style>{super::STYLE}</style>
        <section class="phones" aria-labelledby="phones-title" data-testid="phones">
            <h3 id="phones-title">{move || app.t(PhoneKey::Title)}</h3>
            <p class="muted small">{move || app.t(PhoneKey::HowTo)}</p>
            <ul class="phones-seats">{rows}</ul>
            {move || shown.get().map(|(seat, address)| {
                let qr = super::qr::svg(&address).unwrap_or_default();
                let name = table.name(seat);
                view! {
                    <div class="phones-invite">
                        <p>{move || app.tf(PhoneKey::ScanFor, &[&name])}</p>
                        <div class="phones-qr" role="img" aria-label=move || app.t(PhoneKey::QrLabel) inner_html=qr></div>
                        <label>{move || app.t(PhoneKey::CodeToShare)}
                            <input type="text" readonly data-testid="phone-offer" prop:value=address.clone() /></label>
                        // The phone's answer: its QR code read by this phone's camera, or pasted.
                        <super::scan::Scanner on_read=Callback::new(move |code: String| {
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
        </section>
    }
}
