//! What a game hands the shell once its code has loaded: its screens. Each game's entry point
//! `screens()` returns them; [`crate::registry`] lists the entry points.

use crate::i18n::Translated;
use crate::launch::form_options::FormOptions;
use crate::launch::{NewGameForm, Starter};
use leptos::prelude::AnyView;
use std::future::Future;
use std::pin::Pin;
use tablee_rules::GameKind;

/// The screens of one game, handed over by its code once it has loaded.
///
/// A game has four entry points ([`GameEntry`]): its table's, which leaves the
/// other screens out (`None`); that of the screens off the table; that of its screens on several
/// phones; and that of the table screen in the middle and a watcher's. On the web the last three
/// are modules of their own, fetched after the table's, so opening a game fetches neither its
/// rules examples, its lesson or its replay, nor the phones' link and pairing.
#[derive(Clone, Copy)]
pub struct GameScreens {
    /// How a game starts from its new-game form (`/new/<game>`), which the shell draws, the
    /// game's options included, before the code is here: see [`crate::launch::NewGameForm`].
    pub start: Starter,
    /// The table of the saved game with this id (`/play/<game>/<id>`).
    pub table: fn(String) -> AnyView,
    /// The drawn examples under the rules page (`/rules/<game>`). The page's text is data the
    /// shell shows before the game's code is here ([`crate::components::rules_text`]).
    /// Off the table: `None` from the table's entry point.
    pub rules_examples: Option<fn() -> AnyView>,
    /// The replay of the save with this id (`/watch/<game>/<id>`), or of the record in the
    /// address's fragment (`/watch/<game>#<code>`): see [`crate::table::replay`]. Off the table.
    pub replay: Option<fn(Option<String>) -> AnyView>,
    /// The screen of the game's lesson (`/learn/<game>`), a guided first game, for the games
    /// whose registry entry says they have one: see [`crate::table::lesson`]. Off the table.
    pub learn: Option<fn() -> AnyView>,
    /// The screen a phone opens from the host's QR code to hold one seat
    /// (`/phones/play/<game>/join#<code>`), for the games played on several phones. From the
    /// game's phones' entry point only.
    pub join: Option<fn() -> AnyView>,
    /// The table of the saved game with this id with the host's phones panel under it
    /// (`/phones/play/<game>/<id>`). From the game's phones' entry point only.
    pub host: Option<fn(String) -> AnyView>,
    /// The table screen of the saved game with this id: the game's public view drawn
    /// large, every seat played on a phone (`/phones/table/<game>/<id>`, see
    /// [`crate::table::phones::table_screen`]). From the game's middle entry point only.
    pub table_screen: Option<fn(String) -> AnyView>,
    /// The screen a phone watches a table from (`/phones/play/<game>/watch#<code>`, see
    /// [`crate::table::phones::watching`]). From the game's middle entry point only.
    pub watcher: Option<fn() -> AnyView>,
}

pub use crate::loading::LoadError;

/// One game the app can play: all the shell knows of it before its code is fetched. Each game
/// writes its own (its `ENTRY`); [`crate::registry::GAMES`] lists them.
pub struct GameEntry {
    /// Which game; also the kind written in its saves.
    pub kind: GameKind,
    /// What the game is, in one line (the home screen's tile).
    pub blurb: Translated,
    /// The game's small picture (the home screen's tile).
    pub art: fn() -> AnyView,
    /// The game's options in its new-game form, as data the shell draws in the game's words
    /// (its word book is fetched at once, its code beside it): see [`FormOptions`].
    pub options: &'static FormOptions,
    /// A control of the game's own under its options (Tüfteln's daily challenge), if any.
    pub form_extra: Option<fn(NewGameForm) -> AnyView>,
    /// How its code is fetched: its `LOADERS`, made by its `entry_points!` call.
    pub loaders: Loaders,
    /// Whether the game has a lesson, a guided first game: the home screen and the
    /// new-game form offer it.
    pub lesson: bool,
    /// The height kept for the game's options in its new-game form while its words are on
    /// their way (a CSS length), so the seed field and Start do not move when they come.
    pub options_height: &'static str,
    /// How its new-game form names its bot levels.
    pub bot_words: crate::setup::BotWords,
    /// The game's tables of messages, for the word books ([`crate::words`]).
    #[cfg(not(feature = "fetched-words"))]
    pub words: &'static [crate::i18n::WordTable],
}

/// A game's screens on their way.
pub type Loading = Pin<Box<dyn Future<Output = Result<GameScreens, LoadError>>>>;

/// How the shell fetches a game's code, one loader an entry point: made by the game's one
/// `entry_points!` call (its `LOADERS`), from which its split points follow, so a game's
/// chunks are declared in that call alone.
#[derive(Clone, Copy)]
pub struct Loaders {
    /// Fetches the code of the game's table (once) and returns its screens, those off the
    /// table left out.
    pub table: fn() -> Loading,
    /// Fetches the code of the game's screens off the table, its rules examples, its lesson and
    /// its replay, with its table's (once), and returns all its screens.
    pub side: fn() -> Loading,
    /// For a game each person may play on a phone of their own: fetches the code of its
    /// screens on several phones, the link and the pairing, with its table's (once), and
    /// returns all its screens. The new-game form then offers to start on several phones.
    pub phones: Option<fn() -> Loading>,
    /// Fetches the code of the game's table screen and its watcher's screen (its board
    /// of the public view), with its table's (once), for a game played on several phones.
    pub public: Option<fn() -> Loading>,
}

/// A game's four entry points, written once for every game (see [`crate::registry`]):
/// `screens()` (its table's, split point `$table`), `side_screens()` (its rules examples, its
/// replay and its lesson, with the table's; split point `$side`), `phone_screens()` (the host's
/// table with its phones panel and the join screen, with the table's; split point `$phones`)
/// and `public_screens()` (the table screen and a watcher's; split point `$middle`). On the web
/// each split point's code is a wasm module of its own, fetched the first time one of its
/// screens opens (see `scripts/build-wasm.sh`). A game's `mod.rs` calls it once with what is its
/// own; every screen's table is the frame's ([`super::frame`]), drawn by the game's
/// [`super::frame::TableGame`]:
///
/// - `game`: its rules type, which implements [`super::frame::TableGame`];
/// - `start`: how its new-game form starts it ([`crate::launch::Starter`]);
/// - `rules_examples`: the drawn examples under its rules page;
/// - `lesson`: its lesson ([`super::lesson::Lesson`]).
macro_rules! entry_points {
    (
        split: ($table_point:ident, $side_point:ident, $phones_point:ident, $middle_point:ident),
        game: $game:ty,
        start: $start:expr,
        rules_examples: $rules_examples:expr,
        lesson: $lesson:expr $(,)?
    ) => {
        /// The game's table's entry point (see [`crate::registry`]): the screens off the
        /// table and on several phones are left out.
        ///
        /// # Errors
        /// [`LoadError`](crate::table::entry::LoadError) when its code could not be fetched.
        #[leptos::wasm_split::wasm_split($table_point, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn screens(
        ) -> Result<$crate::table::entry::GameScreens, $crate::table::entry::LoadError> {
            Ok(table_screens())
        }

        /// The game's entry point for the screens off the table (its rules examples, its
        /// replay and its lesson), with the table's (see [`crate::registry`]).
        ///
        /// # Errors
        /// [`LoadError`](crate::table::entry::LoadError) when its code could not be fetched.
        #[leptos::wasm_split::wasm_split($side_point, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn side_screens(
        ) -> Result<$crate::table::entry::GameScreens, $crate::table::entry::LoadError> {
            Ok($crate::table::entry::GameScreens {
                rules_examples: Some($rules_examples),
                replay: Some(|save| {
                    let open: $crate::table::replay::ReplayScreen = |record, back| {
                        $crate::table::replay::screen::open(
                            record,
                            back,
                            $crate::table::frame::replay_table::<$game>,
                        )
                    };
                    $crate::table::replay::screen::screen(
                        <$game as tablee_rules::Game>::KIND,
                        save,
                        <$game as $crate::table::frame::TableGame>::STYLE,
                        open,
                    )
                }),
                learn: Some(|| {
                    $crate::table::lesson::screen(
                        &$lesson,
                        <$game as $crate::table::frame::TableGame>::STYLE,
                        $crate::table::frame::device_table::<$game>,
                    )
                }),
                ..table_screens()
            })
        }

        /// The game's entry point for its screens on several phones, with the table's (see
        /// [`crate::registry`]): the host's table with its phones panel, and the screen a phone
        /// joins from.
        ///
        /// # Errors
        /// [`LoadError`](crate::table::entry::LoadError) when its code could not be fetched.
        #[leptos::wasm_split::wasm_split($phones_point, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn phone_screens(
        ) -> Result<$crate::table::entry::GameScreens, $crate::table::entry::LoadError> {
            Ok($crate::table::entry::GameScreens {
                join: Some(|| {
                    $crate::table::phones::join::screen(
                        <$game as tablee_rules::Game>::KIND,
                        <$game as $crate::table::frame::TableGame>::STYLE,
                        $crate::table::frame::phone_table::<$game>,
                    )
                }),
                host: Some(|id| {
                    $crate::table::phones::hosting::hosting::<$game>(
                        id,
                        $crate::table::frame::styled_table::<$game>,
                    )
                }),
                ..table_screens()
            })
        }

        /// The game's entry point for the table screen and a watcher's screen, with the
        /// table's (see [`crate::registry`]): its board of the public view, drawn large.
        ///
        /// # Errors
        /// [`LoadError`](crate::table::entry::LoadError) when its code could not be fetched.
        #[leptos::wasm_split::wasm_split($middle_point, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn public_screens(
        ) -> Result<$crate::table::entry::GameScreens, $crate::table::entry::LoadError> {
            Ok($crate::table::entry::GameScreens {
                table_screen: Some(|id| {
                    $crate::table::phones::table_screen::screen::<$game>(
                        id,
                        <$game as $crate::table::frame::TableGame>::STYLE,
                        <$game as $crate::table::frame::TableGame>::PUBLIC_BOARD,
                    )
                }),
                watcher: Some(|| {
                    $crate::table::phones::join::watch_screen(
                        <$game as tablee_rules::Game>::KIND,
                        <$game as $crate::table::frame::TableGame>::STYLE,
                        |link, _, _| {
                            $crate::table::phones::watching::table::<$game>(
                                link,
                                <$game as $crate::table::frame::TableGame>::PUBLIC_BOARD,
                            )
                        },
                    )
                }),
                ..table_screens()
            })
        }

        /// How the shell fetches the game's code: one loader an entry point above.
        pub const LOADERS: $crate::table::entry::Loaders = $crate::table::entry::Loaders {
            table: || Box::pin(screens()),
            side: || Box::pin(side_screens()),
            phones: Some(|| Box::pin(phone_screens())),
            public: Some(|| Box::pin(public_screens())),
        };

        /// The game's screens at its table; the others are `None`.
        fn table_screens() -> $crate::table::entry::GameScreens {
            $crate::table::entry::GameScreens {
                start: $start,
                table: $crate::table::frame::styled_table::<$game>,
                rules_examples: None,
                replay: None,
                learn: None,
                join: None,
                host: None,
                table_screen: None,
                watcher: None,
            }
        }
    };
}

pub(crate) use entry_points;
