//! One table on several phones, with no server (issue 23): the host's phone runs the game and
//! each other phone holds one seat. The pieces here are free of the browser and tested
//! natively: the messages ([`protocol`]), the host's checks and deliveries ([`host`]), a
//! guest's phone ([`guest`]); the browser's WebRTC link ([`link`]) carries their text, paired by
//! two short codes ([`offer`]) shown as QR codes ([`qr`]).

pub mod guest;
pub mod host;
pub mod link;
pub mod offer;
pub mod protocol;
pub mod qr;
pub mod seat;
pub mod text;

#[cfg(test)]
mod tests;
