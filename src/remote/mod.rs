//! One table on several phones, with no server: the host's phone runs the game and
//! each other phone holds one seat. The pieces here are plain Rust, tested natively: the
//! messages ([`protocol`]), the host's checks and deliveries ([`host`]), a guest's phone
//! ([`guest`]), a watcher's phone ([`watcher`]), the pairing code ([`offer`]) and the QR code a pairing code is shown as
//! ([`qr`]).
//!
//! In the browser: the WebRTC link ([`link`]), a guest's seat over it ([`seat`]) and the camera
//! that reads a code ([`scan`]). The screens built on them, the host's phones panel and the
//! join screen, stand beside the table frame ([`crate::table::phones`]). Only each game's
//! phones' entry point reaches this code (`phone_screens`, see [`crate::registry`]), so it is in
//! that entry point's wasm module, fetched when a table goes on phones or a phone joins, never
//! in the first load or a game's table.

pub mod checked;
pub mod guest;
pub mod host;
pub mod link;
pub mod offer;
pub mod protocol;
pub mod qr;
pub mod read_qr;
pub mod scan;
pub mod seat;
pub mod text;
pub mod watcher;

#[cfg(test)]
mod tests;
