//! The table frame: everything a game's table is seen and played through, written once for every
//! game and below them all. It holds the places a table is seen from ([`place`]), the frame a
//! game draws its table in ([`frame`]), the session kept saved and driven ([`device`],
//! [`realtime`]), the replay ([`replay`]), the lesson ([`lesson`]), the phones around one table
//! and the table screen ([`phones`]), and the entry points a game's code is fetched through
//! ([`entry`]). Nothing here names a game: a game plugs in by implementing
//! [`frame::TableGame`].

pub mod device;
pub mod entry;
pub mod extras;
pub mod focus;
pub mod frame;
pub mod lesson;
pub mod phones;
pub mod place;
pub mod realtime;
pub mod replay;
