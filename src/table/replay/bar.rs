//! The replay's controls under the table: the step shown (a slider over every step, first,
//! back, play or pause, forward, last), the speed, whose eyes, and sharing (a link, a file).
//! One bar for every game.

use super::link;
use super::text::WatchKey;
use super::Back;
use crate::saves;
use crate::state::use_app;
use crate::storage;
use leptos::prelude::*;
use std::time::Duration;
use tablee_rules::{GameKind, Seat};
use wasm_bindgen::JsCast;

/// The steps a second the replay can be played at; the second is the first chosen.
const SPEEDS: [u32; 4] = [1, 2, 4, 8];

/// Everything the replay's controls are given.
#[derive(Clone)]
pub struct BarParts {
    /// The step shown (0: the deal).
    pub step: RwSignal<usize>,
    /// The last step.
    pub steps: usize,
    /// The seats whose eyes the table can be seen through, with their names.
    pub eyes: Vec<(Seat, String)>,
    /// Whose eyes.
    pub seat: RwSignal<Seat>,
    /// Whether the game is over (else only the people's seats are offered).
    pub over: bool,
    /// Whether every hand is shown at once (offered once the game is over).
    pub every: RwSignal<bool>,
    /// The record, to share.
    pub sharing: Sharing,
}

/// The replay's controls ([`super::super::extras::Extras::replay_bar`]).
pub fn replay_bar(parts: BarParts) -> AnyView {
    let BarParts {
        step,
        steps,
        eyes,
        seat,
        over,
        every,
        sharing,
    } = parts;
    view! { <ReplayBar step steps eyes seat over every sharing /> }.into_any()
}

/// Opening a replay file (on the replay screen with no record): a file of a game of
/// `kind` is handed to `opened`; one of another game is replayed at that game's address.
pub fn open_file(kind: GameKind, opened: Callback<String>) -> AnyView {
    view! { <OpenFile kind opened /> }.into_any()
}

/// What sharing a replay needs.
#[derive(Clone)]
pub struct Sharing {
    /// The game.
    pub kind: GameKind,
    /// The record, as a save's text.
    pub record: StoredValue<String>,
    /// Where "back" leads.
    pub back: Back,
}

/// The replay's controls.
#[component]
fn ReplayBar(
    /// The step shown (0: the deal).
    step: RwSignal<usize>,
    /// The last step.
    steps: usize,
    /// The seats whose eyes the table can be seen through, with their names.
    eyes: Vec<(Seat, String)>,
    /// Whose eyes.
    seat: RwSignal<Seat>,
    /// Whether the game is over (else only the people's seats are offered).
    over: bool,
    /// Whether every hand is shown at once.
    every: RwSignal<bool>,
    /// The record, to share.
    sharing: Sharing,
) -> impl IntoView {
    let app = use_app();
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(SPEEDS[1]);
    play_while(playing, speed, step, steps);
    let go = move |to: usize| {
        playing.set(false);
        step.set(to.min(steps));
    };
    let t = move |key: WatchKey| app.t(key);
    let back = sharing.back.href(sharing.kind);
    view! {
        <section class="replay-bar" aria-labelledby="replay-title" data-testid="replay">
            <div class="replay-head">
                <h2 id="replay-title" class="small-title">{move || t(WatchKey::Replay)}</h2>
                <p class="replay-step" aria-live="polite" data-testid="replay-step">
                    {move || app.tf(WatchKey::StepOf, &[&step.get().to_string(), &steps.to_string()])}
                </p>
                <a href=back class="button replay-close" data-testid="replay-close">
                    {move || t(WatchKey::Back)}
                </a>
            </div>
            <input type="range" class="replay-slider" min="0" max=steps.to_string()
                data-testid="replay-slider" aria-label=move || t(WatchKey::Steps)
                prop:value=move || step.get().to_string()
                on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0)) />
            <div class="replay-row">
                <StepButton label=WatchKey::FirstStep mark="|◀" testid="replay-first"
                    disabled=Signal::derive(move || step.get() == 0) on_click=move || go(0) />
                <StepButton label=WatchKey::StepBack mark="◀" testid="replay-back"
                    disabled=Signal::derive(move || step.get() == 0)
                    on_click=move || go(step.get_untracked().saturating_sub(1)) />
                <button type="button" class="button button--primary" data-testid="replay-play"
                    aria-pressed=move || if playing.get() { "true" } else { "false" }
                    on:click=move |_| {
                        if step.get_untracked() >= steps {
                            step.set(0);
                        }
                        playing.update(|p| *p = !*p);
                    }>
                    {move || t(if playing.get() { WatchKey::Pause } else { WatchKey::Play })}
                </button>
                <StepButton label=WatchKey::StepForward mark="▶" testid="replay-forward"
                    disabled=Signal::derive(move || step.get() >= steps)
                    on_click=move || go(step.get_untracked() + 1) />
                <StepButton label=WatchKey::LastStep mark="▶|" testid="replay-last"
                    disabled=Signal::derive(move || step.get() >= steps) on_click=move || go(steps) />
                <label>{move || t(WatchKey::Speed)}" "
                    <select data-testid="replay-speed"
                        on:change=move |ev| speed.set(event_target_value(&ev).parse().unwrap_or(SPEEDS[1]))>
                        {SPEEDS.map(|s| view! {
                            <option value=s.to_string() selected=s == SPEEDS[1]>
                                {move || app.tf(WatchKey::StepsPerSecond, &[&s.to_string()])}
                            </option>
                        })}
                    </select>
                </label>
                <label>{move || t(WatchKey::SeenBy)}" "
                    <select data-testid="replay-seat"
                        on:change=move |ev| seat.set(Seat(event_target_value(&ev).parse().unwrap_or(0)))>
                        {eyes.into_iter().map(|(s, name)| view! {
                            <option value=s.0.to_string() selected=seat.get_untracked() == s>{name}</option>
                        }).collect_view()}
                    </select>
                </label>
                {over.then(|| view! {
                    <button type="button" class="button" data-testid="replay-every-hand"
                        aria-pressed=move || if every.get() { "true" } else { "false" }
                        on:click=move |_| every.update(|e| *e = !*e)>
                        {move || t(WatchKey::EveryHand)}
                    </button>
                })}
            </div>
            // Sharing, folded: the table keeps the room on a phone.
            <details class="replay-more">
                <summary data-testid="replay-more">{move || t(WatchKey::Share)}</summary>
                {(!over).then(|| view! { <p class="muted small">{move || t(WatchKey::Unfinished)}</p> })}
                <Share sharing />
            </details>
        </section>
    }
}

/// One step button: a mark for the eye, its name for a screen reader.
#[component]
fn StepButton(
    label: WatchKey,
    mark: &'static str,
    testid: &'static str,
    disabled: Signal<bool>,
    on_click: impl Fn() + 'static,
) -> impl IntoView {
    let app = use_app();
    view! {
        <button type="button" class="button" data-testid=testid aria-label=move || app.t(label)
            title=move || app.t(label) disabled=disabled on:click=move |_| on_click()>
            <span aria-hidden="true">{mark}</span>
        </button>
    }
}

/// Plays the replay while `playing`: one step every 1/`speed` seconds, stopping at the last.
fn play_while(playing: RwSignal<bool>, speed: RwSignal<u32>, step: RwSignal<usize>, steps: usize) {
    let ticking = StoredValue::new_local(None::<IntervalHandle>);
    let stop = move || {
        if let Some(handle) = ticking.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    };
    Effect::new(move |_| {
        stop();
        if !playing.get() {
            return;
        }
        let every = Duration::from_millis(1_000 / u64::from(speed.get().max(1)));
        let tick = move || {
            if step.get_untracked() >= steps {
                playing.set(false);
            } else {
                step.update(|s| *s += 1);
            }
        };
        if let Ok(handle) = set_interval_with_handle(tick, every) {
            ticking.set_value(Some(handle));
        }
    });
    on_cleanup(stop);
}

/// Sharing the replay: a link that carries the whole record (copied, and shown to copy by
/// hand), or a file.
#[component]
fn Share(sharing: Sharing) -> impl IntoView {
    let app = use_app();
    let Sharing { kind, record, .. } = sharing;
    let link = RwSignal::new(None::<String>);
    let share = move |_| {
        leptos::task::spawn_local(async move {
            let text = record.get_value();
            if let Ok(code) = link::pack(&text).await {
                let origin = window().location().origin().unwrap_or_default();
                let url = format!("{origin}/watch/{}#{code}", kind.id());
                storage::copy_to_clipboard(&url);
                link.set(Some(url));
            }
        });
    };
    let save = move |_| {
        let text = record.get_value();
        let id = saves::read_header(&text)
            .map(|(_, id, _)| id)
            .unwrap_or_default();
        storage::download_text(&format!("tablee-{}-{id}.json", kind.id()), &text);
    };
    view! {
        <div class="replay-share">
            <button type="button" class="button" data-testid="replay-share" on:click=share>
                {move || app.t(WatchKey::ShareLink)}
            </button>
            <button type="button" class="button" data-testid="replay-save" on:click=save>
                {move || app.t(WatchKey::SaveFile)}
            </button>
            {move || link.get().map(|url| view! {
                <p class="small" role="status">{move || app.t(WatchKey::LinkCopied)}</p>
                <input type="text" class="replay-link" readonly data-testid="replay-link"
                    aria-label=move || app.t(WatchKey::ShareLink) prop:value=url
                    on:focus=|ev| {
                        if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            input.select();
                        }
                    } />
            })}
        </div>
    }
}

/// Opening a replay file (a game saved with "Save as a file", or any save exported from the
/// home screen).
#[component]
fn OpenFile(
    /// The game of the screen.
    kind: GameKind,
    /// Handed the text of a file of a game of `kind`.
    opened: Callback<String>,
) -> impl IntoView {
    let app = use_app();
    let refused = RwSignal::new(false);
    let pick = move |ev: web_sys::Event| {
        let file = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|input| input.files())
            .and_then(|files| files.get(0));
        let Some(file) = file else { return };
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|t| t.as_string());
            let kind_of = |text: &str| saves::read_header(text).ok().map(|(k, _, _)| k);
            match text.and_then(|text| Some((kind_of(&text)?, text))) {
                Some((file_kind, text)) if file_kind == kind => opened.run(text),
                Some((file_kind, text)) => open_link_of(file_kind, text),
                None => refused.set(true),
            }
        });
    };
    view! {
        <label class="button replay-open">
            {move || app.t(WatchKey::OpenFile)}
            <input type="file" accept=".json,application/json" class="sr-only"
                data-testid="replay-file" on:change=pick />
        </label>
        {move || refused.get().then(|| view! {
            <p role="alert" class="form-error">{move || app.t(WatchKey::NotAReplay)}</p>
        })}
    }
}

/// Opens the replay of `text`, a game of `kind`, from a link made of it (the page is loaded
/// again when only the fragment changes).
fn open_link_of(kind: GameKind, text: String) {
    leptos::task::spawn_local(async move {
        let Ok(code) = link::pack(&text).await else {
            return;
        };
        let location = window().location();
        let path = format!("/watch/{}", kind.id());
        let here = location.pathname().is_ok_and(|p| p == path);
        let _ = location.assign(&format!("{path}#{code}"));
        if here {
            let _ = location.reload();
        }
    });
}
