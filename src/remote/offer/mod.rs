//! Short "connection codes" for serverless WebRTC signalling.
//!
//! Two players connect their browsers directly with a WebRTC data channel. With no signalling
//! server, each side has to hand its session description (SDP) to the other by hand: as a QR
//! code, a link or a pasted piece of text. A data-channel-only SDP from Chromium is about 550 to
//! 720 characters, too much for a comfortable QR code, and most of it is boilerplate that every
//! such session shares.
//!
//! This module keeps only what differs between two sessions: the ICE username fragment and
//! password, the SHA-256 fingerprint of the DTLS certificate and the UDP host candidates. It
//! packs them into a small versioned binary layout written as unpadded base64url text (the code),
//! and it rebuilds from them a minimal SDP that Chromium accepts in `setRemoteDescription`.
//!
//! Scope and assumptions:
//! - non-trickle ICE: the SDP is taken after ICE gathering is complete, so it already lists every
//!   candidate;
//! - no STUN or TURN servers: only host candidates over UDP are kept (TCP, server-reflexive and
//!   relay candidates are dropped);
//! - a data-channel-only session: one `m=application` section with `a=mid:0`, SCTP port 5000,
//!   DTLS role `actpass` in the offer and `active` in the answer, which is what Chromium
//!   produces. [`Signal::from_sdp`] refuses anything else rather than build an SDP that would
//!   not match the other side's.
//!
//! A host candidate's address is an IPv4 or IPv6 address or, when the browser hides local
//! addresses (Chromium's default), an mDNS name. Chromium's names are a random UUID followed by
//! `.local`; those are stored as their 16 bytes instead of 42 characters.
//!
//! # Code layout, version 1
//!
//! All integers marked "varint" are unsigned LEB128 (7 bits per byte, low bits first, minimal
//! length). The bytes are then written with the URL-safe base64 alphabet, without padding.
//!
//! | bytes | content |
//! | --- | --- |
//! | 1 | header: format version in the high 4 bits (1), role in bit 0 (0 offer, 1 answer), bits 1-3 zero |
//! | varint + packed | `ice-ufrag`: its length in characters, then the characters, 6 bits each |
//! | varint + packed | `ice-pwd`, the same way |
//! | 32 | SHA-256 certificate fingerprint |
//! | varint | number of candidates |
//! | per candidate | a tag byte, the address, then the UDP port (2 bytes, big-endian) |
//!
//! ICE credentials may only use the 64 "ice-char" characters of RFC 8839 (`A-Z a-z 0-9 + /`), so
//! each one fits in 6 bits; they are packed most significant bit first and the unused bits of the
//! last byte must be zero. Candidate tags: 0 = IPv4 (4 bytes), 1 = IPv6 (16 bytes), 2 = mDNS name
//! `<uuid>.local` (the 16 UUID bytes), 3 = any other mDNS name (varint length, then its ASCII
//! bytes, `.local` included).
//!
//! Every code has exactly one valid reading and every [`Signal`] that passes
//! [`Signal::validate`] has exactly one code: the decoder refuses anything an encoder would not
//! have written (non-minimal varints, non-zero padding bits, unknown header bits, extra bytes).
//!
//! With Chromium's 4-character ufrag and 24-character password, a code with one IPv4 candidate is
//! 86 characters long and one with one mDNS candidate 102; each further IPv4 candidate adds about
//! 9 characters and each further IPv6 or mDNS candidate about 25.
//!
//! ```text
//! let code = Signal::from_sdp(Role::Offer, &local_sdp)?.to_code();   // show as QR / link
//! let remote_sdp = Signal::from_code(&scanned)?.to_sdp();            // setRemoteDescription
//! ```

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

// One job per file: reading an SDP (`sdp_read`), writing one (`sdp_write`) and the compact code
// (`compact`), each adding its methods to `Signal`. The types, their errors and the rules every
// signal keeps (`Signal::validate`) are here.
mod compact;
mod sdp_read;
mod sdp_write;

#[cfg(test)]
mod tests;

/// The code format version this module writes and reads (high 4 bits of the first byte).
pub const CODE_VERSION: u8 = 1;

/// Length limits of RFC 8839 for `ice-ufrag` and `ice-pwd`, in characters.
const UFRAG_LEN: std::ops::RangeInclusive<usize> = 4..=256;
const PWD_LEN: std::ops::RangeInclusive<usize> = 22..=256;
/// Longest DNS name (RFC 1035), used as the limit for an mDNS host name.
const MAX_NAME_LEN: usize = 255;

/// SCTP port of the data channel association. Chromium and Firefox both use 5000.
const SCTP_PORT: u16 = 5000;

/// The 64 characters ICE credentials are made of, in the order of their 6-bit values (the same
/// order as the standard base64 alphabet).
const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Which side of the WebRTC negotiation a [`Signal`] comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// The offerer: the player who creates the data channel and the offer.
    Offer,
    /// The answerer: the player who scanned or opened the offer and answers it.
    Answer,
}

impl Role {
    /// The `a=setup` value this role must carry: the offerer leaves the DTLS role open
    /// (`actpass`), the answerer takes the DTLS client role (`active`), as Chromium does.
    fn dtls_setup(self) -> &'static str {
        match self {
            Role::Offer => "actpass",
            Role::Answer => "active",
        }
    }
}

/// Where a host candidate can be reached.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Address {
    /// A plain IPv4 address.
    Ipv4(Ipv4Addr),
    /// A plain IPv6 address (without a zone).
    Ipv6(Ipv6Addr),
    /// An mDNS name of the form `<uuid>.local`, as Chromium makes them, stored as the 16 bytes
    /// of the UUID. In SDP it is written in lowercase with hyphens: `8-4-4-4-12` hex digits.
    MdnsUuid([u8; 16]),
    /// Any other mDNS name, `.local` included, for example from a browser that names its hosts
    /// differently. It must be 1 to 255 visible ASCII characters, end with `.local` and must not
    /// have the `<uuid>.local` form that [`Address::MdnsUuid`] covers.
    MdnsName(String),
}

/// A UDP host candidate: an address of this machine and the port the browser listens on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Candidate {
    /// The address, possibly hidden behind an mDNS name.
    pub address: Address,
    /// The UDP port.
    pub port: u16,
}

/// Everything one side must tell the other to open a data channel, without the boilerplate.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Signal {
    /// Whether this is an offer or an answer.
    pub role: Role,
    /// The ICE username fragment (`a=ice-ufrag`): 4 to 256 ice-chars (`A-Z a-z 0-9 + /`).
    pub ufrag: String,
    /// The ICE password (`a=ice-pwd`): 22 to 256 ice-chars.
    pub pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate (`a=fingerprint:sha-256`).
    pub fingerprint: [u8; 32],
    /// The UDP host candidates, most preferred first, without duplicates. May be empty: ICE can
    /// still succeed when the other side's checks reach this one.
    pub candidates: Vec<Candidate>,
}

/// Why an SDP or a code could not be turned into a [`Signal`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OfferError {
    /// The SDP lacks an attribute the signal needs; the value names it, e.g. `"ice-ufrag"`.
    MissingAttribute(&'static str),
    /// An attribute is present but its value cannot be used; the value names the attribute.
    InvalidAttribute(&'static str),
    /// An attribute appears more than once with different values; the value names it.
    ConflictingAttribute(&'static str),
    /// The SDP is not a data-channel-only description of the shape this module rebuilds; the
    /// value says what differs.
    UnsupportedSdp(&'static str),
    /// The code is empty (or only white space).
    EmptyCode,
    /// The code is not unpadded URL-safe base64.
    Base64(base64::DecodeError),
    /// The code was written in a format version this build does not know (maybe by a newer
    /// version of the app); the value is that version.
    UnsupportedVersion(u8),
    /// The code stops before the end of the data it announces (cut off when copied?).
    Truncated,
    /// The code holds a complete signal followed by this many unexpected bytes.
    TrailingBytes(usize),
    /// The code is well framed but holds a value no encoder writes; the value says which.
    Malformed(&'static str),
}

impl fmt::Display for OfferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OfferError::MissingAttribute(name) => write!(f, "the SDP has no a={name} line"),
            OfferError::InvalidAttribute(name) => write!(f, "the SDP's a={name} value is invalid"),
            OfferError::ConflictingAttribute(name) => {
                write!(f, "the SDP has several different a={name} values")
            }
            OfferError::UnsupportedSdp(what) => {
                write!(f, "not a supported data-channel-only SDP: {what}")
            }
            OfferError::EmptyCode => f.write_str("the connection code is empty"),
            OfferError::Base64(err) => write!(f, "the connection code is not valid base64url: {err}"),
            OfferError::UnsupportedVersion(version) => write!(
                f,
                "the connection code has format version {version}; this app reads version {CODE_VERSION}"
            ),
            OfferError::Truncated => f.write_str("the connection code is cut short"),
            OfferError::TrailingBytes(n) => {
                write!(f, "the connection code has {n} unexpected byte(s) at its end")
            }
            OfferError::Malformed(what) => write!(f, "the connection code is malformed: {what}"),
        }
    }
}

impl std::error::Error for OfferError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            OfferError::Base64(err) => Some(err),
            _ => None,
        }
    }
}

impl Signal {
    /// Checks the rules that [`Signal::from_sdp`] and [`Signal::from_code`] guarantee: ufrag
    /// of 4 to 256 and password of 22 to 256 ice-chars (RFC 8839), and each
    /// [`Address::MdnsName`] of 1 to 255 visible ASCII characters ending with `.local` and not
    /// of the `<uuid>.local` form. Worth calling on a signal assembled by hand.
    pub fn validate(&self) -> Result<(), OfferError> {
        if !is_ice_string(&self.ufrag, UFRAG_LEN) {
            return Err(OfferError::InvalidAttribute("ice-ufrag"));
        }
        if !is_ice_string(&self.pwd, PWD_LEN) {
            return Err(OfferError::InvalidAttribute("ice-pwd"));
        }
        for candidate in &self.candidates {
            if let Address::MdnsName(name) = &candidate.address {
                if !is_other_mdns_name(name) {
                    return Err(OfferError::InvalidAttribute("candidate"));
                }
            }
        }
        Ok(())
    }
}

/// True for a name that [`Address::MdnsName`] may hold.
fn is_other_mdns_name(name: &str) -> bool {
    let lower_ends_with_local = name.len() > ".local".len()
        && name
            .get(name.len() - ".local".len()..)
            .is_some_and(|tail| tail.eq_ignore_ascii_case(".local"));
    name.len() <= MAX_NAME_LEN
        && name.bytes().all(|b| b.is_ascii_graphic())
        && lower_ends_with_local
        && sdp_read::parse_uuid_name(name).is_none()
}

/// The 6-bit value of an ice-char, or `None` for any other byte.
fn ice_value(c: u8) -> Option<u8> {
    match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

/// True if `text` is made of ice-chars only and its length is in `len`.
fn is_ice_string(text: &str, len: std::ops::RangeInclusive<usize>) -> bool {
    len.contains(&text.len()) && text.bytes().all(|c| ice_value(c).is_some())
}
