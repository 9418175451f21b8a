//! A guest's way in: the address in the host's QR code (`/play/<game>/join#<code>`) opens
//! this screen. The person gives their name, the phone answers the host's code and shows its
//! own code (as a QR code and as text) for the host; once the link opens, the game's table for
//! the seat takes the screen.
//!
//! A phone that sat at a table of this game before remembers its seat's key and the name it
//! gave ([`Remembered`]): reading the host's new code is then all it takes to sit down again,
//! at the same seat with the game as it stands. The code is taken out of the address once read,
//! so a reload asks for the host's new code rather than answering a used one.

use crate::components::top_bar::TopBar;
use crate::remote::link::Link;
use crate::remote::protocol::SeatKey;
use crate::remote::seat::Remembered;
use crate::remote::text::PhoneKey;
use crate::state::use_app;
use leptos::prelude::*;
use leptos::task::spawn_local;
use tablee_rules::GameKind;

/// What the join screen shows.
#[derive(Clone)]
enum Step {
    /// The name, and the host's code when the address did not carry it.
    Ask,
    /// The phone's answer, for the host to read.
    Answer(String),
    /// The link is open: the table.
    Table,
}

/// The join screen of `kind`; `table` draws the seat's table over the open link. A watcher's
/// (`watching`, at `/phones/play/<game>/watch`) asks no name and answers the host's code at
/// once: it takes no seat, so it has nothing to choose.
#[component]
pub fn JoinScreen(
    /// The game.
    kind: GameKind,
    /// The game's table for a phone holding one seat, or a watcher's.
    table: fn(Link, String, Option<SeatKey>) -> AnyView,
    /// Whether the phone comes to watch.
    #[prop(optional)]
    watching: bool,
) -> impl IntoView {
    let app = use_app();
    let from_address = window()
        .location()
        .hash()
        .unwrap_or_default()
        .trim_start_matches('#')
        .to_string();
    if !from_address.is_empty() {
        let _ = window().history().and_then(|h| {
            h.replace_state_with_url(
                &wasm_bindgen::JsValue::NULL,
                "",
                Some(&format!(
                    "/phones/play/{}/{}",
                    kind.id(),
                    if watching { "watch" } else { "join" }
                )),
            )
        });
    }
    let remembered = Remembered::of(kind);
    let back = remembered.key;
    let offer = RwSignal::new(from_address.clone());
    let name = RwSignal::new(remembered.name);
    let step = RwSignal::new(Step::Ask);
    let problem = RwSignal::new(None::<String>);
    let link = StoredValue::new_local(None::<Link>);
    let join = move || {
        problem.set(None);
        let mut remembered = Remembered::of(kind);
        remembered.name = name.get_untracked();
        remembered.keep(kind);
        let code = offer.get_untracked();
        // The whole address may have been pasted: its fragment is the code.
        let code = code
            .rsplit('#')
            .next()
            .unwrap_or_default()
            .trim()
            .to_string();
        spawn_local(async move {
            match Link::answer(&code).await {
                Ok((answering, answer)) => {
                    answering.on_open_and_close(move || step.set(Step::Table), || {});
                    link.set_value(Some(answering));
                    step.set(Step::Answer(answer));
                }
                Err(e) => problem.set(Some(crate::remote::text::link_refused(app, false, &e))),
            }
        });
    };
    let linkable = crate::remote::link::supported();
    // A phone that held a seat here before, or comes to watch: the host's code is all it needs.
    if linkable && (back.is_some() || watching) && !from_address.is_empty() {
        join();
    }
    let title = Signal::derive(move || kind.name().to_string());
    let title_key = if watching {
        PhoneKey::WatchTitle
    } else {
        PhoneKey::JoinTitle
    };
    view! {
        <style>{super::STYLE}</style>
        // The seat's table brings its own top bar: this one is for the steps before it.
        {move || (!matches!(step.get(), Step::Table)).then(|| view! { <TopBar title /> })}
        {move || match step.get() {
            Step::Ask if !linkable => view! {
                <section class="panel join" data-testid="join">
                    <h2>{move || app.t(title_key)}</h2>
                    <p role="alert" data-testid="no-webrtc">{move || app.t(PhoneKey::NoWebRtc)}</p>
                </section>
            }.into_any(),
            Step::Ask => view! {
                <section class="panel join" data-testid="join">
                    <h2>{move || app.t(title_key)}</h2>
                    {(!watching).then(|| view! {
                        <label>{move || app.t(PhoneKey::YourName)}
                            <input type="text" data-testid="join-name" autocomplete="nickname" maxlength="24"
                                prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) /></label>
                    })}
                    {from_address.is_empty().then(|| view! {
                        // The host's QR code read by this phone's camera (else pasted below).
                        <crate::remote::scan::Scanner on_read=Callback::new(move |code: String| offer.set(code)) />
                        <label>{move || app.t(PhoneKey::HostCode)}
                            <input type="text" data-testid="join-offer" autocomplete="off"
                                prop:value=move || offer.get() on:input=move |ev| offer.set(event_target_value(&ev)) /></label>
                    })}
                    <button type="button" class="button button--primary" data-testid="join-go"
                        on:click=move |_| join()>{move || app.t(if watching { PhoneKey::Watch } else { PhoneKey::Join })}</button>
                </section>
            }.into_any(),
            Step::Answer(answer) => {
                let qr = crate::remote::qr::svg(&answer).unwrap_or_default();
                view! {
                    <section class="panel join" data-testid="join-answer">
                        <h2>{move || app.t(PhoneKey::ShowHost)}</h2>
                        <div class="phones-qr" role="img" aria-label=move || app.t(PhoneKey::QrLabel) inner_html=qr></div>
                        <label>{move || app.t(PhoneKey::AnswerToShare)}
                            <input type="text" readonly data-testid="phone-answer-code" prop:value=answer /></label>
                        <p class="muted small" role="status">{move || app.t(PhoneKey::WaitingForHost)}</p>
                    </section>
                }.into_any()
            }
            Step::Table => {
                let player = name.get_untracked();
                let player = if player.trim().is_empty() { app.t(PhoneKey::Guest).to_string() } else { player };
                match link.with_value(Clone::clone) {
                    Some(open) => table(open, player, back),
                    None => ().into_any(),
                }
            }
        }}
        {move || problem.get().map(|p| view! { <p class="panel form-error" role="alert">{p}</p> })}
    }
}

/// The join screen of `kind` with the game's `style`; `table` draws the seat's table over the
/// open link (a game's phones' entry point, see [`crate::table::entry`]).
pub fn screen(
    kind: GameKind,
    style: &'static str,
    table: fn(Link, String, Option<SeatKey>) -> AnyView,
) -> AnyView {
    view! { <style>{style}</style><JoinScreen kind table /> }.into_any()
}

/// The screen a phone watches from, `kind` with the game's `style`; `table` draws the watcher's
/// table over the open link (a game's phones' entry point, see [`crate::table::entry`]).
pub fn watch_screen(
    kind: GameKind,
    style: &'static str,
    table: fn(Link, String, Option<SeatKey>) -> AnyView,
) -> AnyView {
    view! { <style>{style}</style><JoinScreen kind table watching=true /> }.into_any()
}
