//! The screens of a table on several phones, beside the table frame they stand on
//! ([`super::device`]): the host's phones panel under the table ([`hosting`]), the screen a
//! phone joins from ([`join`]), the table screen that holds no seat ([`table_screen`]) and a
//! phone watching ([`watching`]). The last two draw the game's public view with its [`PublicBoard`]. What they carry between the phones (the messages, the host's and
//! a guest's bookkeeping, the WebRTC link, the pairing) is [`crate::remote`], a layer below.
//! Only each game's phones' entry point reaches them (`phone_screens`, see [`crate::registry`]).

pub mod board;
pub mod hosting;
pub mod join;
pub mod table_screen;
pub mod watching;

use leptos::prelude::{AnyView, Signal};
use tablee_rules::Millis;

/// A game's public view drawn large, for the table screen and for a watcher: the view
/// (live), each seat's name by seat index, and the host's game time (for countdowns).
pub type PublicBoard<P> = fn(Signal<P>, Signal<Vec<String>>, Signal<Millis>) -> AnyView;

/// The styles of the phones' screens, carried with their code (not with the shell's).
pub const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/phones.css"));
