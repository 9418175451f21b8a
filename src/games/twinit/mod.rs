//! Twin It!'s screens. The motif art and its gallery live here; the session, the table and the
//! rules page join them.

pub mod art;
pub mod gallery;
