//! The frame a game's table is drawn in, built once for every game and every place: the place
//! the table is seen from ([`Place`]), the view drawn from, the hidden hands, the refusal, the
//! round's summary, the game time shown and the pacing of bots. A game gives the frame what is
//! its own through [`TableGame`] (its board, its own state of a table on screen, its holder of
//! the device, its round's end) and never learns where its table is seen from: the same board is
//! drawn on the device that holds the game, on a phone holding one seat, in a replay and in a
//! lesson. The table screen and a watcher draw the game's public view instead
//! ([`TableGame::PUBLIC_BOARD`], [`super::phones`]).
//!
//! Adding a place is a variant of [`Place`], its arms there, and its constructor here (see the
//! README, "Adding a place").

use super::device::{phones_panel, HiddenHands, LessonHook, Table};
use super::phones::PublicBoard;
use super::place::Place;
use super::replay::hands::{HandsOf, Strip};
use super::replay::ReplayStep;
use crate::handover::Screen;
use crate::i18n::Explain;
use crate::remote::link::Link;
use crate::remote::protocol::SeatKey;
use crate::remote::seat::{seat_screen, PhoneSeat};
use crate::session::{Session, SessionGame};
use crate::setup::SeatSetup;
use crate::state::{use_app, AppState};
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use tablee_rules::{Millis, Seat, Seed};

/// Who may see their hand on the device that holds a game of hidden hands: the person who must
/// act now, given the session and who was handed the device (`None` while only bots act).
pub type Holder<G> = fn(&Session<G>, &crate::handover::Handover) -> Option<Seat>;

/// What a game gives the table frame. Everything else of a table (where it is seen from, who
/// holds the device, refusals, saving, bots' pace, the phones panel) is the frame's.
pub trait TableGame:
    SessionGame<
        Action: Clone,
        View: Clone + PartialEq + Serialize + DeserializeOwned + Send + Sync,
        Public: Serialize + DeserializeOwned + Send + Sync,
        Error: Serialize + DeserializeOwned + Explain + Send + Sync,
    > + 'static
{
    /// The game's own state of one table on screen (the sum being built, the cards picked, the
    /// pointers down): made afresh for each table drawn.
    type Ui: Copy + Send + Sync + 'static;

    /// The game's stylesheet, put on each of its screens.
    const STYLE: &'static str;

    /// For a game with hidden hands, who may see their hand on the device that holds it (see
    /// [`HiddenHands`]); `None` where every tile is public.
    const HOLDER: Option<Holder<Self>> = None;

    /// The game's own state for a table drawn from `view`.
    fn ui(view: Memo<Self::View>) -> Self::Ui;

    /// Draws the game's table in `frame`, wherever it is seen from.
    const TABLETOP: fn(Frame<Self>) -> AnyView;

    /// Draws the game's public view large, for the table screen and a watcher: the view, every
    /// seat's name, the game time.
    const PUBLIC_BOARD: PublicBoard<Self::Public>;

    /// Whether the game's time and bots stand still now on the device that holds it
    /// (reactive), given its state and what the table shows: a moment everyone must see, a
    /// privacy screen up.
    fn held(_ui: Self::Ui, _screen: Memo<Screen>) -> bool {
        false
    }

    /// The seat whose view a table without hidden hands is drawn from on the device that
    /// holds it.
    fn looker(_session: &Session<Self>) -> Seat {
        Seat(0)
    }

    /// Readies `session` before its table opens on the device that holds it (`lesson`: in a
    /// lesson).
    fn opening(_session: &mut Session<Self>, _lesson: bool) {}

    /// After `action` was played from this screen (the frame has already cleared the refusal).
    fn played(_frame: Frame<Self>, _action: &Self::Action) {}

    /// The number of the last round finished, as `view` shows it (0 before the first, and
    /// always in a game not played in rounds).
    fn last_round(_view: &Self::View) -> u32 {
        0
    }

    /// Whether the summary of a finished round is up, on the device that holds the game.
    fn summary_up(_session: &Session<Self>) -> bool {
        false
    }

    /// Closes the summary of a finished round: the game goes on.
    fn close_round(_session: &mut Session<Self>) {}

    /// In a replay whose reader shows every hand, the others' hands as the game draws them
    /// (`None` for a game with no hidden hand). Only a replay calls it, so its drawing travels
    /// with the replay's code.
    fn other_hands(_frame: Frame<Self>) -> Option<HandsOf<Self::View>> {
        None
    }
}

/// A table of `G` on screen: where it is seen from, and everything its board reads.
pub struct Frame<G: TableGame> {
    /// The app's language and settings.
    pub app: AppState,
    /// Where the table is seen from (the frame's own: a game asks the frame's methods).
    place: Place<G>,
    /// Who holds the device, at a game of hidden hands on the device that holds it.
    hands: Option<HiddenHands<G>>,
    /// What the table shows: covered, the privacy screen, or one seat's hand.
    pub screen: Memo<Screen>,
    /// The view everything is drawn from.
    pub view: Memo<G::View>,
    /// Every seat's name and controller, in seat order.
    pub seats: Signal<Vec<SeatSetup>>,
    /// The game's seed, where it is known (not on a phone).
    pub seed: Option<Seed>,
    /// The game time shown, refreshed a few times a second while it runs.
    pub now: Signal<Millis>,
    /// The seats played by people at this screen: those of this device no phone took, this
    /// phone's own seat, none in a replay.
    pub people: Memo<Vec<Seat>>,
    /// In a replay: every seat's view while its reader shows every hand.
    pub every: Option<Signal<Option<Vec<G::View>>>>,
    /// On a phone: the last round whose summary this phone closed (the host's summary goes on
    /// for everyone; a phone closes its own).
    closed_round: RwSignal<u32>,
    /// In a replay: draws the seats' strip with the other hands under it.
    with_hands: Option<fn(Frame<G>, Strip) -> AnyView>,
    /// The game's own state of this table.
    pub ui: G::Ui,
}

impl<G: TableGame> Clone for Frame<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Frame<G> {}

impl<G: TableGame> Frame<G> {
    /// Opens the save `id`'s `session` on this device: kept saved, its bots paced and its time
    /// driven, standing still while [`TableGame::held`] says so.
    pub fn open(app: AppState, id: String, mut session: Session<G>) -> Self {
        G::opening(&mut session, use_context::<LessonHook<G>>().is_some());
        let looker = G::looker(&session);
        let seed = session.game().seed();
        let table = Table::new(app, session);
        let session = table.session;
        let hands = G::HOLDER.map(|holder| HiddenHands::new(session, holder));
        let (screen, view, away) = match hands {
            Some(hands) => (hands.screen, hands.view, hands.away),
            None => (
                Memo::new(move |_| Screen::Hand(looker)),
                Memo::new(move |_| session.with(|s| s.game().view(looker))),
                RwSignal::new(Vec::new()),
            ),
        };
        let ui = G::ui(view);
        let now = table.run(id, Signal::derive(move || G::held(ui, screen)));
        let place = Place::Here { table, away };
        Frame {
            app,
            place,
            hands,
            screen,
            view,
            // A memo: it changes only when a seat changes hands (a bot takes it over).
            seats: Memo::new(move |_| session.with(|s| s.setup.seats.clone())).into(),
            seed: Some(seed),
            now: now.into(),
            people: Memo::new(move |_| {
                let mut people = session.with(Session::people);
                people.retain(|seat| !away.with(|a| a.contains(seat)));
                people
            }),
            every: None,
            closed_round: RwSignal::new(0),
            with_hands: None,
            ui,
        }
    }

    /// The table of a phone holding `mine`, drawn from the host's latest view of it (`first`
    /// until another comes).
    pub fn on_phone(
        app: AppState,
        phone: PhoneSeat<G>,
        mine: Seat,
        first: G::View,
        seats: Signal<Vec<SeatSetup>>,
    ) -> Self {
        let closed_round = RwSignal::new(G::last_round(&first));
        let view = Memo::new(move |_| {
            phone
                .guest
                .with(|g| g.view().cloned())
                .unwrap_or_else(|| first.clone())
        });
        Frame {
            app,
            place: Place::Phone { phone, mine },
            hands: None,
            screen: Memo::new(move |_| Screen::Hand(mine)),
            view,
            seats,
            seed: None,
            now: phone.now.into(),
            people: Memo::new(move |_| vec![mine]),
            every: None,
            closed_round,
            with_hands: None,
            ui: G::ui(view),
        }
    }

    /// A game watched again, step by step, as the seat looked through saw it, its clocks at
    /// the step's game time; once the reader of a finished game shows every hand, the others'
    /// hands lie under the seats.
    pub fn replay(watched: ReplayStep<G>) -> Self {
        let seat = watched.seat;
        Frame {
            app: watched.app,
            place: Place::Replay { seat },
            hands: None,
            screen: Memo::new(move |_| Screen::Hand(seat.get())),
            view: watched.view,
            seats: watched.seats,
            seed: Some(watched.seed),
            now: watched.time,
            people: Memo::new(|_| Vec::new()),
            every: Some(watched.every),
            closed_round: RwSignal::new(0),
            // Only a game of hidden hands has others' hands to show.
            with_hands: G::HOLDER.is_some().then_some(|frame, strip| {
                super::replay::hands::with_hands(move || strip(), G::other_hands(frame)).into_any()
            }),
            ui: G::ui(watched.view),
        }
    }

    /// The game, where this device holds it (a game's own questions of it: its options, its
    /// checks).
    pub fn session(self) -> Option<RwSignal<Session<G>>> {
        self.place.table().map(|table| table.session)
    }

    /// Whether this device holds the game (and so its record, its start, its bots).
    pub fn holds_game(self) -> bool {
        self.place.table().is_some()
    }

    /// The name of `seat` (reactive).
    pub fn name(self, seat: Seat) -> String {
        self.seats
            .with(|s| s.get(seat.index()).map(|s| s.name.clone()))
            .unwrap_or_default()
    }

    /// Every seat's name, in seat order.
    pub fn names(self) -> Vec<String> {
        self.seats
            .with_untracked(|s| s.iter().map(|s| s.name.clone()).collect())
    }

    /// Whether `seat` is played at this screen (reactive): a person's seat no phone took, this
    /// phone's own seat, none in a replay.
    pub fn plays_here(self, seat: Seat) -> bool {
        let person = self
            .seats
            .with(|s| s.get(seat.index()).is_some_and(|s| s.controller.is_human()));
        self.place.plays_here(seat, person)
    }

    /// The seats whose eyes the screen shows (reactive): the people here, or in a replay the
    /// seat looked through.
    pub fn eyes(self) -> Vec<Seat> {
        match self.looked_through() {
            Some(seat) => vec![seat.get()],
            None => self.people.get(),
        }
    }

    /// In a replay, whose eyes the table is seen through.
    pub fn looked_through(self) -> Option<Signal<Seat>> {
        self.place.looked_through()
    }

    /// `seat` plays `action` now: on this device the game plays it, on a phone it goes to the
    /// host, which answers; a refusal is told on `seat`'s side in the game's words. What
    /// follows a move played (or sent) is the game's [`TableGame::played`].
    pub fn act(self, seat: Seat, action: G::Action) {
        if self.place.act(seat, action.clone()) {
            G::played(self, &action);
        }
    }

    /// Why the last action was refused, in words (reactive).
    pub fn refusal(self) -> Option<String> {
        self.place.refusal()
    }

    /// Why the last action of `seat` was refused, in words (reactive).
    pub fn refusal_for(self, seat: Seat) -> Option<String> {
        self.place.refusal_for(seat)
    }

    /// Shows `text` as `seat`'s refusal is shown, or forgets the last refusal (`None`).
    pub fn tell(self, seat: Seat, text: Option<String>) {
        self.place.tell(seat, text);
    }

    /// Forgets the last refusal (a new hand on screen, a card picked).
    pub fn clear_refusal(self) {
        self.place.clear_refusal();
    }

    /// `seat` tapped the privacy screen.
    pub fn reveal(self, seat: Seat) {
        if let Some(hands) = self.hands {
            hands.handover.update(|h| h.reveal(seat));
        }
    }

    /// Whether the summary of a finished round is up (reactive): on this device as the game
    /// says; on a phone until its person closes it; never in a replay.
    pub fn summary_open(self) -> bool {
        self.place.summary_open(
            |table| table.session.with(G::summary_up),
            || self.view.with(G::last_round),
            self.closed_round,
        )
    }

    /// Closes the round's summary: on this device the game goes on; on a phone, only its own
    /// screen (the host's goes on for everyone).
    pub fn close_summary(self) {
        self.place.close_summary(
            |table| table.session.update(G::close_round),
            || self.view.with_untracked(G::last_round),
            self.closed_round,
        );
    }

    /// Whether play waits for a start (reactive): on this device as `here` reads the game; on
    /// a phone until the host starts it; never in a replay.
    pub fn waiting_to_start(self, here: fn(&Session<G>) -> bool) -> bool {
        match (self.session(), self.place.phone()) {
            (Some(session), _) => session.with(here),
            (None, Some(phone)) => phone.guest.with(|g| g.waiting()),
            (None, None) => false,
        }
    }

    /// The seats' strip as the game draws it, with the other hands under it in a replay whose
    /// reader shows every hand.
    pub fn strip(self, strip: Strip) -> AnyView {
        match self.with_hands {
            Some(draw) => draw(self, strip),
            None => strip(),
        }
    }

    /// Under the table's log: the seed where it is known and, on the device that holds the
    /// game, a link to watch it so far, or again once `over`.
    pub fn seed_line(self, over: Signal<bool>) -> impl IntoView {
        super::device::seed_line(self.app, self.seed, self.holds_game(), over)
    }

    /// A link to watch the game again, on the device that holds it (a phone has no record).
    pub fn replay_link(self) -> Option<impl IntoView> {
        self.holds_game()
            .then(|| super::replay::replay_link_of(Signal::stored(true)))
    }
}

/// The table of the saved game `id` on this device, with the host's phones panel under it
/// when the table went on phones.
pub fn device_table<G: TableGame>(id: String) -> AnyView {
    crate::components::saved_table::saved_table(G::KIND, id, |id, session: Session<G>| {
        let everyone = session.human_count();
        let frame = Frame::open(use_app(), id, session);
        let table = frame.place.table();
        let panel = table.and_then(|table| phones_panel(table, frame.place.away()?, everyone));
        view! { {(G::TABLETOP)(frame)} {panel} }.into_any()
    })
}

/// [`device_table`] with the game's stylesheet.
pub fn styled_table<G: TableGame>(id: String) -> AnyView {
    view! { <style>{G::STYLE}</style>{device_table::<G>(id)} }.into_any()
}

/// A phone's screen at a game of `G`: asks the host over `link` (open) for a seat as `name`
/// (or for the seat of `back`), and draws that seat's table once the host has sent its view.
pub fn phone_table<G: TableGame>(link: Link, name: String, back: Option<SeatKey>) -> AnyView {
    seat_screen::<G>(link, name, back, |app, phone, seat, first, seats| {
        (G::TABLETOP)(Frame::on_phone(app, phone, seat, first, seats))
    })
}

/// The table at a replay's step.
pub fn replay_table<G: TableGame>(watched: ReplayStep<G>) -> AnyView {
    (G::TABLETOP)(Frame::replay(watched))
}
