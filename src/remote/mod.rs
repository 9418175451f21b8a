//! One table on several phones, with no server (issue 23): the host's phone runs the game and
//! each other phone holds one seat. The pieces here are free of the browser and tested
//! natively: the messages ([`protocol`]), the host's checks and deliveries ([`host`]), a
//! guest's phone ([`guest`]); the browser's WebRTC link ([`link`]) carries their text, paired by
//! two short codes ([`offer`]) shown as QR codes ([`qr`]).

pub mod guest;
pub mod host;
pub mod hosting;
pub mod join;
pub mod link;
pub mod offer;
pub mod protocol;
pub mod qr;
pub mod seat;
pub mod text;

#[cfg(test)]
mod tests;

/// The styles of the phones' screens, carried with their code (not with the shell's).
pub const STYLE: &str = "\
.phones-details{margin:1rem 0}\
.phones-details summary{cursor:pointer;font-weight:600}\
.phones-seats{list-style:none;padding:0;display:grid;gap:.5rem}\
.phones-seat{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}\
.phones-invite,.join{display:grid;gap:.75rem;max-width:28rem}\
.phones-invite label,.join label{display:grid;gap:.25rem}\
.phones-qr{width:min(72vw,18rem);aspect-ratio:1;background:#fff;padding:.5rem;border-radius:.5rem}\
.phones-qr svg{display:block;width:100%;height:100%}\
";
