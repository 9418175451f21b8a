//! One table on several phones, with no server: the host's phone runs the game and
//! each other phone holds one seat. The pieces here are plain Rust, tested natively: the
//! messages ([`protocol`]), the host's checks and deliveries ([`host`]), a guest's phone
//! ([`guest`]), the pairing code ([`offer`]) and the QR code a pairing code is shown as
//! ([`qr`]).
//!
//!
//! In the browser: the WebRTC link ([`link`]), a guest's seat over it ([`seat`]), the host's
//! phones panel ([`hosting`]) and the join screen ([`join`]). Only each game's phones' entry
//! point reaches them (`phone_screens`, see [`crate::registry`]), so they are in that entry
//! point's wasm module, fetched when a table goes on phones or a phone joins, never in the
//! first load or a game's table (see the README, "One table on several phones").

pub mod guest;
pub mod host;
pub mod hosting;
pub mod join;
pub mod link;
pub mod offer;
pub mod protocol;
pub mod qr;
pub mod read_qr;
pub mod scan;
pub mod seat;
pub mod text;

#[cfg(test)]
mod tests;

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
.scanner-video{width:min(72vw,18rem);aspect-ratio:1;object-fit:cover;border-radius:.5rem;background:#000}\
";
