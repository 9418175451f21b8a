//! The app's side of real-time play, shared by the games played against a clock (Swaks, Twin
//! It!): one driver that keeps a table's game clock running while it is in play, wakes at the
//! earliest bot plan or deadline, and lets the session play what is due. The decisions (what
//! is due, who wins a race) are the rules crate's [`tablee_rules::realtime`]; this only reads
//! the browser's clock and sets its timers.

use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;
use tablee_rules::Millis;

pub use crate::clock::wall_ms;
pub use crate::session::Realtime;

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

/// What the driver needs of a session, whatever its game. Object-safe, so the driver's code
/// exists once for every game rather than once per session type.
trait Driven: Send + Sync {
    /// Subscribes the running effect to the session.
    fn track(&self);
    /// Whether play waits for people (tracked).
    fn waits(&self) -> bool;
    /// Stops game time at wall time `wall` and notes the time reached; `notify`: whether a
    /// change is told to the session's readers (not while the page is going away).
    fn stop(&self, wall: u64, notify: bool);
    /// The game time at wall time `wall`, or `None` while the clock stands still.
    fn running_at(&self, wall: u64) -> Option<Millis>;
    /// The game time at wall time `wall`.
    fn at(&self, wall: u64) -> Millis;
    /// Starts game time again at wall time `wall`: the game time then, and how many wall
    /// milliseconds until something is next due (the clock may be slowed).
    fn resume(&self, wall: u64) -> Option<(Millis, Option<u64>)>;
    /// Plays what is due by wall time `wall`; whether anything changed (`None`: the table is
    /// gone).
    fn wake(&self, wall: u64) -> Option<bool>;
}

impl<S: Realtime> Driven for RwSignal<S> {
    fn track(&self) {
        Track::track(self);
    }

    fn waits(&self) -> bool {
        self.with(S::waits_for_people)
    }

    fn stop(&self, wall: u64, notify: bool) {
        let stop = |s: &mut S| {
            s.clock().pause(wall);
            let now = s.clock().now(wall);
            s.note_time(now)
        };
        if notify {
            self.maybe_update(stop);
        } else {
            self.try_maybe_update(|s| (stop(s), ()));
        }
    }

    fn running_at(&self, wall: u64) -> Option<Millis> {
        self.try_update_untracked(|s| {
            let clock = s.clock();
            clock.is_running().then(|| clock.now(wall))
        })
        .flatten()
    }

    fn at(&self, wall: u64) -> Millis {
        self.try_update_untracked(|s| s.clock().now(wall))
            .unwrap_or_default()
    }

    fn resume(&self, wall: u64) -> Option<(Millis, Option<u64>)> {
        self.try_update_untracked(|s| {
            s.clock().resume(wall);
            let now = s.clock().now(wall);
            let due = s.next_due();
            let clock = s.clock();
            (
                now,
                due.map(|due| clock.wall_ms(due.0.saturating_sub(now.0))),
            )
        })
    }

    fn wake(&self, wall: u64) -> Option<bool> {
        self.try_maybe_update(|s| {
            let now = s.clock().now(wall);
            let changed = crate::clock::measured_returning("tablee-bot", || s.wake(now));
            (changed, changed)
        })
    }
}

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
    save_now: impl Fn() + Send + Sync + 'static,
) -> ReadSignal<Millis> {
    drive_any(Arc::new(session), held, Arc::new(save_now))
}

/// [`drive`], for any session.
fn drive_any(
    session: Arc<dyn Driven>,
    held: Signal<bool>,
    save_now: Arc<dyn Fn() + Send + Sync>,
) -> ReadSignal<Millis> {
    let hidden = RwSignal::new(page_hidden());
    let stop_now = {
        let session = Arc::clone(&session);
        Arc::new(move || {
            session.stop(wall_ms(), false);
            save_now();
        })
    };
    let on_visibility = {
        let stop_now = Arc::clone(&stop_now);
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
        let stop_now = Arc::clone(&stop_now);
        window_event_listener_untyped("pagehide", move |_| {
            stop_now();
            hidden.set(true);
        })
    };
    on_cleanup(move || pagehide.remove());
    // Leaving the table inside the app (home, settings) stops game time too, and saves it.
    on_cleanup(move || stop_now());

    let shown = RwSignal::new(session.at(wall_ms()));
    let ticker = {
        let session = Arc::clone(&session);
        set_interval_with_handle(
            move || {
                if let Some(now) = session.running_at(wall_ms()) {
                    shown.set(now);
                }
            },
            DISPLAY_TICK,
        )
        .ok()
    };
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
        let stopped = held.get() || hidden.get() || session.waits();
        if stopped {
            session.stop(wall, true);
            shown.set(session.at(wall_ms()));
            return;
        }
        let Some((now, due)) = session.resume(wall) else {
            return;
        };
        shown.set(now);
        let Some(wait) = due else { return };
        let delay = Duration::from_millis(wait);
        let session = Arc::clone(&session);
        let handle = set_timeout_with_handle(
            move || {
                if session.wake(wall_ms()) == Some(false) {
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
