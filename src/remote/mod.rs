//! One table on several phones, with no server (issue 23): the host's phone runs the game and
//! each other phone holds one seat. The pieces here are plain Rust, tested natively: the
//! messages ([`protocol`]), the host's checks and deliveries ([`host`]), a guest's phone
//! ([`guest`]), the pairing code ([`offer`]) and the QR code a pairing code is shown as
//! ([`qr`]).
//!
//! The browser's WebRTC link, the screens that use these pieces (the host's phones panel, the
//! join screen, TWEAK's table on a phone) were built and played end to end, then taken out
//! until they fit the size gates: see the README, "One table on several phones".

pub mod guest;
pub mod host;
pub mod offer;
pub mod protocol;
pub mod qr;

#[cfg(test)]
mod tests;
