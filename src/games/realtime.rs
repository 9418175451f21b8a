//! The app's side of real-time play, shared by the games played against a clock (Swaks, Twin
//! It!): one driver that keeps a table's game clock running while it is in play, wakes at the
//! earliest bot plan or deadline, and lets the session play what is due. The decisions (what
//! is due, who wins a race) are the rules crate's [`tablee_rules::realtime`]; this only reads
//! the browser's clock and sets its timers.

use leptos::prelude::*;
use std::time::Duration;
use tablee_rules::realtime::GameClock;
use tablee_rules::Millis;

/// A session played in real time.
pub trait Realtime: Send + Sync + 'static {
    /// The table's game clock.
    fn clock(&mut self) -> &mut GameClock;
    /// Whether play waits for people to go on (a round summary, the end of the match): game
    /// time stands still then.
    fn waits_for_people(&self) -> bool;
    /// The game time at which something is next due (a bot's plan, a deadline).
    fn next_due(&mut self) -> Option<Millis>;
    /// Plays everything due by game time `now`; whether anything changed.
    fn wake(&mut self, now: Millis) -> bool;
    /// Remembers that game time reached `now` (for the save); whether it moved on.
    fn note_time(&mut self, now: Millis) -> bool;
}

/// The browser's monotonic clock in milliseconds.
pub fn wall_ms() -> u64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0, |p| p.now() as u64)
}

/// The game time now at `session`'s table: what a person's action is stamped with.
pub fn game_time<S: Realtime>(session: RwSignal<S>) -> Millis {
    let wall = wall_ms();
    session
        .try_update_untracked(|s| s.clock().now(wall))
        .unwrap_or_default()
}

/// Whether the page is hidden (another tab, the phone locked).
fn page_hidden() -> bool {
    document().hidden()
}

/// How often the shown game time (countdowns) is refreshed while the clock runs.
const DISPLAY_TICK: Duration = Duration::from_millis(200);

/// Drives `session` while its table is on screen. Game time runs unless `held` (the privacy
/// screen is up), the page is hidden or the session waits for people; stopping it notes the
/// time reached, so the save holds it. Returns the game time to show (refreshed a few times a
/// second, for countdowns).
///
/// When the page is hidden or left, game time stops at once and `save_now` stores the session
/// right there (the page may be gone before an effect would run): a reload resumes the
/// countdown where it stood.
pub fn drive<S: Realtime>(
    session: RwSignal<S>,
    held: Signal<bool>,
    save_now: impl Fn() + Clone + Send + Sync + 'static,
) -> ReadSignal<Millis> {
    let hidden = RwSignal::new(page_hidden());
    let stop_now = move || {
        let wall = wall_ms();
        session.try_maybe_update(|s| {
            s.clock().pause(wall);
            let now = s.clock().now(wall);
            (s.note_time(now), ())
        });
        save_now();
    };
    let on_visibility = {
        let stop_now = stop_now.clone();
        move |_| {
            let is_hidden = page_hidden();
            if is_hidden {
                stop_now();
            }
            hidden.set(is_hidden);
        }
    };
    let handle = window_event_listener_untyped("visibilitychange", on_visibility);
    on_cleanup(move || handle.remove());
    let pagehide = {
        let stop_now = stop_now.clone();
        window_event_listener_untyped("pagehide", move |_| {
            stop_now();
            hidden.set(true);
        })
    };
    on_cleanup(move || pagehide.remove());
    // Leaving the table inside the app (home, settings) stops game time too, and saves it.
    on_cleanup(stop_now);

    let shown = RwSignal::new(game_time(session));
    let ticker = set_interval_with_handle(
        move || {
            if let Some(Some(now)) = session.try_update_untracked(|s| {
                let clock = s.clock();
                clock.is_running().then(|| clock.now(wall_ms()))
            }) {
                shown.set(now);
            }
        },
        DISPLAY_TICK,
    )
    .ok();
    on_cleanup(move || {
        if let Some(ticker) = ticker {
            ticker.clear();
        }
    });

    let timer = StoredValue::new(None::<TimeoutHandle>);
    // Bumped when a wake-up changed nothing (a bot asked to look again later), so the next
    // wake-up is still scheduled.
    let again = RwSignal::new(0u32);
    Effect::new(move |_| {
        session.track();
        again.track();
        if let Some(old) = timer.get_value() {
            old.clear();
        }
        let wall = wall_ms();
        let stopped = held.get() || hidden.get() || session.with(S::waits_for_people);
        if stopped {
            session.maybe_update(|s| {
                s.clock().pause(wall);
                let now = s.clock().now(wall);
                s.note_time(now)
            });
            shown.set(game_time(session));
            return;
        }
        let Some((now, due)) = session.try_update_untracked(|s| {
            s.clock().resume(wall);
            (s.clock().now(wall), s.next_due())
        }) else {
            return;
        };
        shown.set(now);
        let Some(due) = due else { return };
        let delay = Duration::from_millis(due.0.saturating_sub(now.0));
        let handle = set_timeout_with_handle(
            move || {
                let wall = wall_ms();
                let changed = session.try_maybe_update(|s| {
                    let now = s.clock().now(wall);
                    let changed = crate::games::measured_returning("tablee-bot", || s.wake(now));
                    (changed, changed)
                });
                if changed == Some(false) {
                    again.update(|n| *n = n.wrapping_add(1));
                }
            },
            delay,
        );
        timer.set_value(handle.ok());
    });
    on_cleanup(move || {
        if let Some(old) = timer.try_get_value().flatten() {
            old.clear();
        }
    });
    shown.read_only()
}
