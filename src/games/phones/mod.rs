//! The screens of a table on several phones, beside the table frame they stand on
//! ([`super::table`]): the host's phones panel under the table ([`hosting`]), the screen a
//! phone joins from ([`join`]), the table in the middle that holds no seat ([`middle`]) and a
//! phone watching ([`watching`]). The last two draw the game's public view with its [`Board`]. What they carry between the phones (the messages, the host's and
//! a guest's bookkeeping, the WebRTC link, the pairing) is [`crate::remote`], a layer below.
//! Only each game's phones' entry point reaches them (`phone_screens`, see [`crate::registry`]).

pub mod hosting;
pub mod join;
pub mod middle;
pub mod watching;

use leptos::prelude::{AnyView, Signal};
use tablee_rules::Millis;

/// A game's public view drawn large, for the table in the middle and for a watcher: the view
/// (live), each seat's name by seat index, and the host's game time (for countdowns).
pub type Board<P> = fn(Signal<P>, Signal<Vec<String>>, Signal<Millis>) -> AnyView;

/// The styles of the phones' screens, carried with their code (not with the shell's).
pub const STYLE: &str = "\
.phones{flex:none;margin-top:.5rem}\
.phones-toggle{justify-content:space-between;width:100%;min-height:40px}\
.phones-body{display:flex;flex-direction:column;gap:.5rem;position:fixed;z-index:40;left:0;right:0;bottom:0;max-height:85vh;max-height:85dvh;overflow-y:auto;padding:.75rem 1rem 1rem;background:var(--paper);border-top:3px solid var(--felt);border-radius:var(--radius) var(--radius) 0 0;box-shadow:0 -4px 16px rgb(0 0 0/.25)}\
.phones-body[hidden]{display:none}\
@media (min-width:700px){.phones-body{left:auto;width:28rem;border-left:3px solid var(--felt)}}\
.phones-seats{list-style:none;padding:0;display:grid;gap:.5rem}\
.phones-seat{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}\
.phones-invite,.join{display:grid;gap:.75rem;max-width:28rem}\
.phones-invite label,.join label{display:grid;gap:.25rem}\
.phones-qr{width:min(72vw,18rem);aspect-ratio:1;background:#fff;padding:.5rem;border-radius:.5rem}\
.phones-qr svg{display:block;width:100%;height:100%}\
.scanner{display:grid;gap:.5rem}\
.scanner-view{display:grid;gap:.5rem}\
.scanner-view[hidden]{display:none}\
.middle-screen{display:flex;flex-direction:column;min-height:0;--middle-height:calc(100dvh - 10rem)}\
.middle-go-on{position:fixed;z-index:30;bottom:4rem;left:50%;transform:translateX(-50%);font-size:clamp(1.25rem,2.2vw,2rem);padding:.5em 1.5em}\
.scanner-video{width:min(72vw,18rem);aspect-ratio:1;object-fit:cover;border-radius:.5rem;background:#000}\
";
