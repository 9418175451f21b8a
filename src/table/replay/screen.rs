//! A game watched again, as its entry point for the screens off the table draws it
//! ([`crate::table::entry`]): the replay screen, once the extras' code is here, and a record
//! replayed through the game's own table. Apart from the rest of [`super`] because the extras'
//! chunk lists what is there (the replay screen's reading of a record, its bar), and this
//! fetches that chunk: neither names the other.

use super::bar::{BarParts, Sharing};
use super::{Back, ReplayScreen, ReplayStep, STYLE};
use crate::components::saved_table::Unopenable;
use crate::saves::{self, SaveError};
use crate::session::{Replay, Session, SessionGame};
use crate::state::use_app;
use crate::table::extras;
use leptos::prelude::*;
use tablee_rules::{GameKind, Seat};

/// The replay screen of a game (its [`GameScreens::replay`]), drawn by the extras' code once it
/// is here: only what must know the game (`open`) is in the game's code.
///
/// [`GameScreens::replay`]: crate::table::entry::GameScreens::replay
pub fn screen(
    kind: GameKind,
    save: Option<String>,
    style: &'static str,
    open: ReplayScreen,
) -> AnyView {
    let extras = extras::fetched();
    let screen = move || extras.get().map(|e| (e.replay)(kind, save.clone(), open));
    view! { <style>{style}</style>{screen} }.into_any()
}

/// The replay of `record` (a save's text) as a game of `G`, drawn by `table`; or why it cannot
/// be replayed (the save's readers' reasons: a record from an older build reads as its save).
pub fn open<G>(record: String, back: Back, table: fn(ReplayStep<G>) -> AnyView) -> AnyView
where
    G: SessionGame + 'static,
    G::View: Clone + PartialEq + Send + Sync + 'static,
{
    let app = use_app();
    let replay = saves::read::<Session<G>>(&record)
        .and_then(|save| Replay::of_session(&save.data).map_err(SaveError::Corrupt));
    let replay = match replay {
        Ok(replay) => replay,
        Err(error) => return view! { <Unopenable kind=G::KIND error=Some(error) /> }.into_any(),
    };
    let steps = replay.steps();
    let over = replay.outcome().is_some();
    let setup = replay.setup.clone();
    // Whose eyes: every seat once the game is over; before, the people's only (a table of bots
    // alone shows every seat).
    let people: Vec<Seat> = (0..setup.seats.len())
        .map(|i| Seat(i as u8))
        .filter(|s| setup.seats[s.index()].controller.is_human())
        .collect();
    let eyes: Vec<Seat> = if over || people.is_empty() {
        (0..setup.seats.len()).map(|i| Seat(i as u8)).collect()
    } else {
        people
    };
    let eyes: Vec<(Seat, String)> = eyes
        .into_iter()
        .map(|s| (s, setup.seats[s.index()].name.clone()))
        .collect();
    let seed = replay.game(0).seed();
    let replay = StoredValue::new(replay);
    // Watched from the deal; the last step is the game as it was saved.
    let step = RwSignal::new(0);
    let seat = RwSignal::new(eyes[0].0);
    let view = Memo::new(move |_| {
        let (step, seat) = (step.get(), seat.get());
        replay.with_value(|r| r.view(step, seat))
    });
    // Every hand at once: offered once the game is over, off at first.
    let every_on = RwSignal::new(false);
    let every = Memo::new(move |_| {
        if !(over && every_on.get()) {
            return None;
        }
        let step = step.get();
        Some(replay.with_value(|r| r.every_view(step)))
    });
    let watched = ReplayStep::<G> {
        app,
        view,
        seat: seat.into(),
        seats: Signal::stored(setup.seats.clone()),
        time: Signal::derive(move || {
            let step = step.get();
            replay.with_value(|r| r.time(step))
        }),
        seed,
        every: every.into(),
    };
    let sharing = Sharing {
        kind: G::KIND,
        record: StoredValue::new(record),
        back,
    };
    let parts = BarParts {
        step,
        steps,
        eyes,
        seat,
        over,
        every: every_on,
        sharing,
    };
    let extras = extras::fetched();
    view! {
        <style>{STYLE}</style>
        <div class="replay" data-testid="replay-screen">
            {table(watched)}
            {move || extras.get().map(|e| (e.replay_bar)(parts.clone()))}
        </div>
    }
    .into_any()
}
