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

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

/// The code format version this module writes and reads (high 4 bits of the first byte).
pub const CODE_VERSION: u8 = 1;

/// Header bit 0: set for an answer, clear for an offer.
const HEADER_ANSWER_BIT: u8 = 0x01;
/// Header bits that version 1 does not use; they must be zero.
const HEADER_RESERVED_BITS: u8 = 0x0e;

/// Candidate address tags in the binary layout.
const TAG_IPV4: u8 = 0;
const TAG_IPV6: u8 = 1;
const TAG_MDNS_UUID: u8 = 2;
const TAG_MDNS_NAME: u8 = 3;

/// Length limits of RFC 8839 for `ice-ufrag` and `ice-pwd`, in characters.
const UFRAG_LEN: std::ops::RangeInclusive<usize> = 4..=256;
const PWD_LEN: std::ops::RangeInclusive<usize> = 22..=256;
/// Longest DNS name (RFC 1035), used as the limit for an mDNS host name.
const MAX_NAME_LEN: usize = 255;

/// SCTP port of the data channel association. Chromium and Firefox both use 5000.
const SCTP_PORT: u16 = 5000;
/// Largest data channel message the rebuilt SDP announces the peer can receive. This is
/// Chromium's own value; a Firefox peer accepts more, so this errs on the safe side.
const MAX_MESSAGE_SIZE: u32 = 262_144;

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

impl fmt::Display for Address {
    /// Writes the address as it appears in an `a=candidate` line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::Ipv4(ip) => write!(f, "{ip}"),
            Address::Ipv6(ip) => write!(f, "{ip}"),
            Address::MdnsUuid(uuid) => {
                for (i, byte) in uuid.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_str("-")?;
                    }
                    write!(f, "{byte:02x}")?;
                }
                f.write_str(".local")
            }
            Address::MdnsName(name) => f.write_str(name),
        }
    }
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
    /// Reads a complete (non-trickle) data-channel-only SDP, offer or answer, as produced by the
    /// browser once ICE gathering is complete.
    ///
    /// `role` says which one it is; the SDP's `a=setup` must agree with it (`actpass` for an
    /// offer, `active` for an answer). Only UDP host candidates of component 1 are kept, without
    /// duplicates and sorted by decreasing priority (equal priorities keep the SDP's order);
    /// TCP, server-reflexive and relay candidates, and candidates whose address is neither an IP
    /// address nor a `.local` name or whose line does not parse, are dropped silently.
    pub fn from_sdp(role: Role, sdp: &str) -> Result<Signal, OfferError> {
        let mut ufrag: Option<&str> = None;
        let mut pwd: Option<&str> = None;
        let mut fingerprint: Option<[u8; 32]> = None;
        let mut setup: Option<&str> = None;
        let mut media_sections = 0usize;
        // With their original priority, to sort them by it at the end.
        let mut candidates: Vec<(u32, Candidate)> = Vec::new();

        for line in sdp.lines().map(str::trim) {
            if let Some(media) = line.strip_prefix("m=") {
                media_sections += 1;
                let mut fields = media.split_ascii_whitespace();
                let kind = fields.next();
                let proto_and_format: Vec<&str> = fields.skip(1).collect();
                if kind != Some("application")
                    || proto_and_format.last() != Some(&"webrtc-datachannel")
                {
                    return Err(OfferError::UnsupportedSdp(
                        "the m= section is not a data channel",
                    ));
                }
                continue;
            }
            let Some(attribute) = line.strip_prefix("a=") else {
                continue;
            };
            if let Some(value) = attribute.strip_prefix("ice-ufrag:") {
                set_once(&mut ufrag, value.trim(), "ice-ufrag")?;
            } else if let Some(value) = attribute.strip_prefix("ice-pwd:") {
                set_once(&mut pwd, value.trim(), "ice-pwd")?;
            } else if let Some(value) = attribute.strip_prefix("fingerprint:") {
                let mut fields = value.split_ascii_whitespace();
                let (Some(hash), Some(hex)) = (fields.next(), fields.next()) else {
                    return Err(OfferError::InvalidAttribute("fingerprint"));
                };
                // Other hash functions (sha-1, sha-512...) are skipped: the code carries SHA-256.
                if hash.eq_ignore_ascii_case("sha-256") {
                    let bytes = parse_fingerprint(hex)
                        .ok_or(OfferError::InvalidAttribute("fingerprint:sha-256"))?;
                    set_once(&mut fingerprint, bytes, "fingerprint:sha-256")?;
                }
            } else if let Some(value) = attribute.strip_prefix("setup:") {
                set_once(&mut setup, value.trim(), "setup")?;
            } else if let Some(value) = attribute.strip_prefix("mid:") {
                if value.trim() != "0" {
                    return Err(OfferError::UnsupportedSdp("the media id (a=mid) is not 0"));
                }
            } else if let Some(value) = attribute.strip_prefix("sctp-port:") {
                if value.trim() != SCTP_PORT.to_string() {
                    return Err(OfferError::UnsupportedSdp("the SCTP port is not 5000"));
                }
            } else if let Some(value) = attribute.strip_prefix("candidate:") {
                if let Some((priority, candidate)) = parse_candidate(value) {
                    if !candidates.iter().any(|(_, known)| *known == candidate) {
                        candidates.push((priority, candidate));
                    }
                }
            }
        }

        if media_sections != 1 {
            return Err(OfferError::UnsupportedSdp(
                "expected exactly one m= section",
            ));
        }
        match setup {
            None => return Err(OfferError::MissingAttribute("setup")),
            Some(value) if value != role.dtls_setup() => {
                return Err(OfferError::UnsupportedSdp(match role {
                    Role::Offer => "an offer must have a=setup:actpass",
                    Role::Answer => "an answer must have a=setup:active",
                }))
            }
            Some(_) => {}
        }
        // The code does not carry priorities: keep the browser's preference as the order
        // (highest first; a stable sort keeps the SDP order between equal priorities), and
        // `to_sdp` gives decreasing priorities in that order.
        candidates.sort_by_key(|(priority, _)| std::cmp::Reverse(*priority));
        let signal = Signal {
            role,
            ufrag: ufrag
                .ok_or(OfferError::MissingAttribute("ice-ufrag"))?
                .to_owned(),
            pwd: pwd
                .ok_or(OfferError::MissingAttribute("ice-pwd"))?
                .to_owned(),
            fingerprint: fingerprint.ok_or(OfferError::MissingAttribute("fingerprint:sha-256"))?,
            candidates: candidates
                .into_iter()
                .map(|(_, candidate)| candidate)
                .collect(),
        };
        signal.validate()?;
        Ok(signal)
    }

    /// Rebuilds a minimal SDP carrying this signal, ready for `setRemoteDescription` with type
    /// `"offer"` or `"answer"` according to [`Signal::role`]. Lines end with CRLF.
    ///
    /// Candidate foundations and priorities are not carried by the code and are regenerated:
    /// the first candidate gets the highest priority, so the browser's preference is kept. For a
    /// signal that fails [`Signal::validate`] the SDP is not meaningful.
    pub fn to_sdp(&self) -> String {
        use std::fmt::Write as _;

        // Any session id will do; deriving it from the fingerprint keeps the output
        // deterministic. It must fit in 63 bits.
        let mut id_bytes = [0u8; 8];
        id_bytes.copy_from_slice(&self.fingerprint[..8]);
        let session_id = u64::from_be_bytes(id_bytes) >> 1;

        let mut sdp = String::with_capacity(512 + 80 * self.candidates.len());
        // `write!` into a String cannot fail, so its Ok result is ignored throughout.
        let _ = write!(
            sdp,
            "v=0\r\n\
             o=- {session_id} 2 IN IP4 127.0.0.1\r\n\
             s=-\r\n\
             t=0 0\r\n\
             a=group:BUNDLE 0\r\n\
             m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\n"
        );
        for (index, candidate) in self.candidates.iter().enumerate() {
            // RFC 8445 priority: type preference 126 (host), a local preference that falls
            // with the position, component 1.
            let local_preference =
                65_535u32.saturating_sub(u32::try_from(index).unwrap_or(u32::MAX));
            let priority = (126u32 << 24) | (local_preference << 8) | 255;
            let _ = write!(
                sdp,
                "a=candidate:{foundation} 1 udp {priority} {address} {port} typ host\r\n",
                foundation = index + 1,
                address = candidate.address,
                port = candidate.port,
            );
        }
        let _ = write!(
            sdp,
            "a=end-of-candidates\r\n\
             a=ice-ufrag:{ufrag}\r\n\
             a=ice-pwd:{pwd}\r\n\
             a=fingerprint:sha-256 {fingerprint}\r\n\
             a=setup:{setup}\r\n\
             a=mid:0\r\n\
             a=sctp-port:{SCTP_PORT}\r\n\
             a=max-message-size:{MAX_MESSAGE_SIZE}\r\n",
            ufrag = self.ufrag,
            pwd = self.pwd,
            fingerprint = format_fingerprint(&self.fingerprint),
            setup = self.role.dtls_setup(),
        );
        sdp
    }

    /// Writes the signal as a compact code: unpadded base64url text (`A-Z a-z 0-9 - _`), safe in
    /// a URL fragment or a QR code. See the module documentation for the layout.
    ///
    /// A signal that fails [`Signal::validate`] still gets a code, but [`Signal::from_code`]
    /// will refuse it.
    pub fn to_code(&self) -> String {
        let mut bytes = Vec::with_capacity(64 + 20 * self.candidates.len());
        let role_bit = match self.role {
            Role::Offer => 0,
            Role::Answer => HEADER_ANSWER_BIT,
        };
        bytes.push((CODE_VERSION << 4) | role_bit);
        write_ice_string(&mut bytes, &self.ufrag);
        write_ice_string(&mut bytes, &self.pwd);
        bytes.extend_from_slice(&self.fingerprint);
        write_varint(&mut bytes, self.candidates.len() as u64);
        for candidate in &self.candidates {
            match &candidate.address {
                Address::Ipv4(ip) => {
                    bytes.push(TAG_IPV4);
                    bytes.extend_from_slice(&ip.octets());
                }
                Address::Ipv6(ip) => {
                    bytes.push(TAG_IPV6);
                    bytes.extend_from_slice(&ip.octets());
                }
                Address::MdnsUuid(uuid) => {
                    bytes.push(TAG_MDNS_UUID);
                    bytes.extend_from_slice(uuid);
                }
                Address::MdnsName(name) => {
                    bytes.push(TAG_MDNS_NAME);
                    write_varint(&mut bytes, name.len() as u64);
                    bytes.extend_from_slice(name.as_bytes());
                }
            }
            bytes.extend_from_slice(&candidate.port.to_be_bytes());
        }
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// Reads a code written by [`Signal::to_code`]. White space around the code is ignored.
    ///
    /// Fails with [`OfferError::UnsupportedVersion`] for a code from another format version,
    /// and with another [`OfferError`] for anything that is not exactly one valid signal.
    pub fn from_code(code: &str) -> Result<Signal, OfferError> {
        let code = code.trim();
        if code.is_empty() {
            return Err(OfferError::EmptyCode);
        }
        let bytes = URL_SAFE_NO_PAD.decode(code).map_err(OfferError::Base64)?;
        let mut reader = Reader { rest: &bytes };

        let header = reader.byte()?;
        let version = header >> 4;
        if version != CODE_VERSION {
            return Err(OfferError::UnsupportedVersion(version));
        }
        if header & HEADER_RESERVED_BITS != 0 {
            return Err(OfferError::Malformed("unknown header bits"));
        }
        let role = if header & HEADER_ANSWER_BIT != 0 {
            Role::Answer
        } else {
            Role::Offer
        };
        let ufrag = reader.ice_string()?;
        let pwd = reader.ice_string()?;
        let fingerprint = reader.array::<32>()?;

        let count = reader.varint()?;
        // Each candidate takes at least 3 bytes (tag and port): a count the rest of the code
        // cannot hold is refused before anything is allocated for it.
        if count > (reader.rest.len() / 3) as u64 {
            return Err(OfferError::Truncated);
        }
        let mut candidates = Vec::with_capacity(reader.rest.len() / 3);
        for _ in 0..count {
            let address = match reader.byte()? {
                TAG_IPV4 => Address::Ipv4(Ipv4Addr::from(reader.array::<4>()?)),
                TAG_IPV6 => Address::Ipv6(Ipv6Addr::from(reader.array::<16>()?)),
                TAG_MDNS_UUID => Address::MdnsUuid(reader.array::<16>()?),
                TAG_MDNS_NAME => {
                    let len = reader.varint()?;
                    let name = reader.bytes(len)?;
                    // Visible ASCII only, so it cannot smuggle spaces or line breaks into the
                    // rebuilt SDP; the rest of the name rules are checked by `validate` below.
                    if !name.iter().all(u8::is_ascii_graphic) {
                        return Err(OfferError::Malformed("mDNS name is not visible ASCII"));
                    }
                    Address::MdnsName(name.iter().map(|&b| char::from(b)).collect())
                }
                _ => return Err(OfferError::Malformed("unknown candidate address tag")),
            };
            let port = u16::from_be_bytes(reader.array::<2>()?);
            candidates.push(Candidate { address, port });
        }
        if !reader.rest.is_empty() {
            return Err(OfferError::TrailingBytes(reader.rest.len()));
        }

        let signal = Signal {
            role,
            ufrag,
            pwd,
            fingerprint,
            candidates,
        };
        signal.validate().map_err(|err| match err {
            OfferError::InvalidAttribute(what) => OfferError::Malformed(what),
            other => other,
        })?;
        Ok(signal)
    }

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

/// Stores `value` in `slot`, or checks that it equals the value already there (browsers may
/// repeat an attribute at session and media level).
fn set_once<T: PartialEq>(
    slot: &mut Option<T>,
    value: T,
    name: &'static str,
) -> Result<(), OfferError> {
    match slot {
        Some(existing) if *existing != value => Err(OfferError::ConflictingAttribute(name)),
        Some(_) => Ok(()),
        None => {
            *slot = Some(value);
            Ok(())
        }
    }
}

/// Parses `AB:CD:...`, exactly 32 bytes of two hex digits each (either case).
fn parse_fingerprint(hex: &str) -> Option<[u8; 32]> {
    let mut bytes = [0u8; 32];
    let mut parts = hex.split(':');
    for byte in bytes.iter_mut() {
        let part = parts.next()?;
        // Checked by hand because `from_str_radix` would also accept a leading `+`.
        if part.len() != 2 || !part.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        *byte = u8::from_str_radix(part, 16).ok()?;
    }
    match parts.next() {
        Some(_) => None,
        None => Some(bytes),
    }
}

/// Formats a fingerprint the way browsers write it: uppercase hex pairs joined by colons.
fn format_fingerprint(bytes: &[u8; 32]) -> String {
    let pairs: Vec<String> = bytes.iter().map(|b| format!("{b:02X}")).collect();
    pairs.join(":")
}

/// Reads the part of an `a=candidate:` line after the colon, and returns the candidate and its
/// priority if it is a UDP host candidate of component 1 with a usable address.
///
/// Format (RFC 8839): `foundation component transport priority address port typ type ...`.
fn parse_candidate(value: &str) -> Option<(u32, Candidate)> {
    let mut fields = value.split_ascii_whitespace();
    let _foundation = fields.next()?;
    let component = fields.next()?;
    let transport = fields.next()?;
    let priority = fields.next()?.parse().ok()?;
    let address = fields.next()?;
    let port = fields.next()?;
    let typ_keyword = fields.next()?;
    let kind = fields.next()?;
    if component != "1"
        || !transport.eq_ignore_ascii_case("udp")
        || typ_keyword != "typ"
        || kind != "host"
    {
        return None;
    }
    let candidate = Candidate {
        address: parse_address(address)?,
        port: port.parse().ok()?,
    };
    Some((priority, candidate))
}

/// Reads a candidate address: an IP address, a Chromium-style `<uuid>.local` name or another
/// `.local` name. Anything else (for example an ordinary host name) gives `None`.
fn parse_address(text: &str) -> Option<Address> {
    if let Ok(ip) = text.parse::<Ipv4Addr>() {
        return Some(Address::Ipv4(ip));
    }
    if let Ok(ip) = text.parse::<Ipv6Addr>() {
        return Some(Address::Ipv6(ip));
    }
    if let Some(uuid) = parse_uuid_name(text) {
        return Some(Address::MdnsUuid(uuid));
    }
    if is_other_mdns_name(text) {
        return Some(Address::MdnsName(text.to_owned()));
    }
    None
}

/// Reads `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local` with lowercase hex digits, exactly as
/// Chromium writes it and as [`Address`]'s `Display` writes it back (other spellings are kept as
/// [`Address::MdnsName`] so that they come back unchanged).
fn parse_uuid_name(text: &str) -> Option<[u8; 16]> {
    let uuid = text.strip_suffix(".local")?.as_bytes();
    if uuid.len() != 36 {
        return None;
    }
    let mut bytes = [0u8; 16];
    let mut digits = Vec::with_capacity(32);
    for (i, &c) in uuid.iter().enumerate() {
        if matches!(i, 8 | 13 | 18 | 23) {
            if c != b'-' {
                return None;
            }
        } else {
            match c {
                b'0'..=b'9' => digits.push(c - b'0'),
                b'a'..=b'f' => digits.push(c - b'a' + 10),
                _ => return None,
            }
        }
    }
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
        *byte = (pair[0] << 4) | pair[1];
    }
    Some(bytes)
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
        && parse_uuid_name(name).is_none()
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

/// Appends a string of ice-chars: its length as a varint, then 6 bits per character. Bytes
/// that are not ice-chars are written as 0 (`A`); `validate` rejects such strings anyway.
fn write_ice_string(out: &mut Vec<u8>, text: &str) {
    write_varint(out, text.len() as u64);
    let mut acc: u32 = 0;
    let mut bits = 0u32;
    for c in text.bytes() {
        acc = (acc << 6) | u32::from(ice_value(c).unwrap_or(0));
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
}

/// Appends `value` as unsigned LEB128.
fn write_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8 & 0x7f) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Reads the binary layout front to back; every read checks the length first.
struct Reader<'a> {
    rest: &'a [u8],
}

impl<'a> Reader<'a> {
    fn bytes(&mut self, len: u64) -> Result<&'a [u8], OfferError> {
        if len > self.rest.len() as u64 {
            return Err(OfferError::Truncated);
        }
        // `len` fits in usize: it is at most `rest.len()`.
        let (taken, rest) = self.rest.split_at(len as usize);
        self.rest = rest;
        Ok(taken)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], OfferError> {
        self.bytes(N as u64)?
            .try_into()
            .map_err(|_| OfferError::Truncated)
    }

    fn byte(&mut self) -> Result<u8, OfferError> {
        Ok(self.array::<1>()?[0])
    }

    /// Reads a minimal unsigned LEB128 number of at most 64 bits.
    fn varint(&mut self) -> Result<u64, OfferError> {
        let mut value: u64 = 0;
        for index in 0..10u32 {
            let byte = self.byte()?;
            let payload = u64::from(byte & 0x7f);
            let shift = 7 * index;
            // The tenth byte may only hold the 64th bit.
            if index == 9 && payload > 1 {
                return Err(OfferError::Malformed("number too large"));
            }
            value |= payload << shift;
            if byte & 0x80 == 0 {
                if index > 0 && payload == 0 {
                    return Err(OfferError::Malformed("number not minimally encoded"));
                }
                return Ok(value);
            }
        }
        Err(OfferError::Malformed("number too large"))
    }

    /// Reads a string written by `write_ice_string`.
    fn ice_string(&mut self) -> Result<String, OfferError> {
        let len = self.varint()?;
        let byte_len = len
            .checked_mul(6)
            .map(|bits| bits.div_ceil(8))
            .ok_or(OfferError::Truncated)?;
        let packed = self.bytes(byte_len)?;
        let mut text = String::new();
        let mut acc: u32 = 0;
        let mut bits = 0u32;
        let mut input = packed.iter();
        for _ in 0..len {
            if bits < 6 {
                let byte = input.next().ok_or(OfferError::Truncated)?;
                acc = (acc << 8) | u32::from(*byte);
                bits += 8;
            }
            bits -= 6;
            text.push(char::from(ICE_CHARS[((acc >> bits) & 0x3f) as usize]));
            acc &= (1 << bits) - 1;
        }
        if acc != 0 {
            return Err(OfferError::Malformed("non-zero padding bits"));
        }
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Captured from Chromium on a test machine (see the fixtures' folder): a data-channel-only
    // offer and answer each, with local addresses hidden behind mDNS names (Chromium's default)
    // and with plain addresses (`--disable-features=WebRtcHideLocalIpsWithMdns`).
    const FIXTURES: [(&str, Role, &str); 4] = [
        (
            "chromium-offer-mdns",
            Role::Offer,
            include_str!("fixtures/chromium-offer-mdns.sdp"),
        ),
        (
            "chromium-answer-mdns",
            Role::Answer,
            include_str!("fixtures/chromium-answer-mdns.sdp"),
        ),
        (
            "chromium-offer-ip",
            Role::Offer,
            include_str!("fixtures/chromium-offer-ip.sdp"),
        ),
        (
            "chromium-answer-ip",
            Role::Answer,
            include_str!("fixtures/chromium-answer-ip.sdp"),
        ),
    ];

    /// The value of the first `a=<name>:` line of an SDP.
    fn attribute<'a>(sdp: &'a str, name: &str) -> &'a str {
        let prefix = format!("a={name}:");
        sdp.lines()
            .find_map(|line| line.trim().strip_prefix(prefix.as_str()))
            .unwrap_or_else(|| panic!("fixture has no a={name}"))
            .trim()
    }

    fn sample() -> Signal {
        Signal {
            role: Role::Offer,
            ufrag: "a+/Z".to_owned(),
            pwd: "0123456789abcdefABCDEF+/".to_owned(),
            fingerprint: core::array::from_fn(|i| (i as u8).wrapping_mul(37)),
            candidates: vec![
                Candidate {
                    address: Address::Ipv4(Ipv4Addr::new(192, 168, 1, 20)),
                    port: 54_321,
                },
                Candidate {
                    address: Address::MdnsUuid(core::array::from_fn(|i| i as u8 * 17)),
                    port: 9,
                },
                Candidate {
                    address: Address::Ipv6("fd00::2".parse().unwrap()),
                    port: 65_535,
                },
                Candidate {
                    address: Address::MdnsName("My-Laptop.local".to_owned()),
                    port: 1,
                },
            ],
        }
    }

    #[test]
    fn fixtures_parse() {
        for (name, role, sdp) in FIXTURES {
            let signal = Signal::from_sdp(role, sdp).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(signal.role, role, "{name}");
            assert_eq!(signal.ufrag, attribute(sdp, "ice-ufrag"), "{name}");
            assert_eq!(signal.pwd, attribute(sdp, "ice-pwd"), "{name}");
            let fingerprint = attribute(sdp, "fingerprint");
            assert_eq!(
                format!("sha-256 {}", format_fingerprint(&signal.fingerprint)),
                fingerprint,
                "{name}"
            );

            // Every UDP host candidate line is kept (the fixtures have no duplicates) and
            // nothing else is.
            let udp_host_lines = sdp
                .lines()
                .filter(|l| l.starts_with("a=candidate:"))
                .filter(|l| l.contains(" udp ") && l.contains(" typ host"))
                .count();
            assert!(
                udp_host_lines > 0,
                "{name}: fixture without a UDP host candidate"
            );
            assert_eq!(signal.candidates.len(), udp_host_lines, "{name}");
            for candidate in &signal.candidates {
                let rebuilt = format!("{} {} typ host", candidate.address, candidate.port);
                assert!(sdp.contains(&rebuilt), "{name}: {rebuilt} not in fixture");
                match (&candidate.address, name.ends_with("mdns")) {
                    (Address::MdnsUuid(_), true) => {}
                    (Address::Ipv4(_) | Address::Ipv6(_), false) => {}
                    (other, _) => panic!("{name}: unexpected address {other:?}"),
                }
            }
        }
    }

    #[test]
    fn fixtures_round_trip_through_code_and_sdp() {
        for (name, role, sdp) in FIXTURES {
            let signal = Signal::from_sdp(role, sdp).unwrap();
            let code = signal.to_code();
            assert_eq!(Signal::from_code(&code).as_ref(), Ok(&signal), "{name}");
            let rebuilt = signal.to_sdp();
            assert_eq!(
                Signal::from_sdp(role, &rebuilt).as_ref(),
                Ok(&signal),
                "{name}"
            );
            // The rebuilt SDP reads the same for the other role only if a=setup is ignored:
            // it is not, so a mix-up of roles is caught.
            let other = match role {
                Role::Offer => Role::Answer,
                Role::Answer => Role::Offer,
            };
            assert!(matches!(
                Signal::from_sdp(other, &rebuilt),
                Err(OfferError::UnsupportedSdp(_))
            ));
        }
    }

    #[test]
    fn fixture_code_sizes() {
        for (name, role, sdp) in FIXTURES {
            let signal = Signal::from_sdp(role, sdp).unwrap();
            let code = signal.to_code();
            let (mut ip4, mut long) = (0usize, 0usize);
            for candidate in &signal.candidates {
                match candidate.address {
                    Address::Ipv4(_) => ip4 += 1,
                    _ => long += 1,
                }
            }
            println!(
                "{name}: {} chars for {} candidate(s) ({ip4} IPv4, {long} IPv6/mDNS); SDP {} chars",
                code.len(),
                signal.candidates.len(),
                sdp.len()
            );
            // 1 header + 4 ufrag + 19 pwd + 32 fingerprint + 1 count = 57 bytes, then 7 per IPv4
            // and 19 per IPv6 or mDNS UUID candidate, in base64: 4 characters per 3 bytes.
            let bytes = 57 + 7 * ip4 + 19 * long;
            assert_eq!(code.len(), (bytes * 4).div_ceil(3), "{name}");
            assert!(code.len() <= 200, "{name}: code of {} chars", code.len());
            assert!(
                code.len() * 4 < sdp.len(),
                "{name}: code not much shorter than the SDP"
            );
        }
    }

    #[test]
    fn single_candidate_sizes() {
        let mut signal = sample();
        signal.candidates.truncate(1);
        assert_eq!(signal.to_code().len(), 86);
        signal.candidates[0].address = Address::MdnsUuid([7; 16]);
        assert_eq!(signal.to_code().len(), 102);
    }

    #[test]
    fn sample_round_trips_and_rebuilds_expected_sdp() {
        let signal = sample();
        let code = signal.to_code();
        assert!(code
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        assert_eq!(Signal::from_code(&code), Ok(signal.clone()));
        assert_eq!(
            Signal::from_code(&format!("  {code}\n")),
            Ok(signal.clone())
        );

        let sdp = signal.to_sdp();
        assert!(sdp.ends_with("\r\n"));
        assert_eq!(sdp.matches('\n').count(), sdp.matches("\r\n").count());
        for line in [
            "v=0",
            "a=group:BUNDLE 0",
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
            "a=candidate:1 1 udp 2130706431 192.168.1.20 54321 typ host",
            "a=candidate:2 1 udp 2130706175 00112233-4455-6677-8899-aabbccddeeff.local 9 typ host",
            "a=candidate:3 1 udp 2130705919 fd00::2 65535 typ host",
            "a=candidate:4 1 udp 2130705663 My-Laptop.local 1 typ host",
            "a=end-of-candidates",
            "a=ice-ufrag:a+/Z",
            "a=ice-pwd:0123456789abcdefABCDEF+/",
            "a=setup:actpass",
            "a=mid:0",
            "a=sctp-port:5000",
        ] {
            assert!(
                sdp.contains(&format!("{line}\r\n")),
                "missing {line:?} in\n{sdp}"
            );
        }
        let answer = Signal {
            role: Role::Answer,
            ..signal
        };
        assert!(answer.to_sdp().contains("a=setup:active\r\n"));
        assert_eq!(Signal::from_code(&answer.to_code()), Ok(answer));
    }

    #[test]
    fn sdp_filters_candidates() {
        let mut sdp = sample().to_sdp();
        let extra = "a=candidate:9 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active\r\n\
                     a=candidate:9 1 udp 1686052607 203.0.113.9 40000 typ srflx raddr 0.0.0.0 rport 0\r\n\
                     a=candidate:9 2 udp 2130706431 192.168.1.20 54322 typ host\r\n\
                     a=candidate:9 1 udp 2130706431 example.com 1000 typ host\r\n\
                     a=candidate:9 1 udp 2130706431 fe80::1%eth0 1000 typ host\r\n\
                     a=candidate:9 1 UDP 2130706431 192.168.1.20 54321 typ host\r\n\
                     a=candidate:9 1 udp 2130706431 192.168.1.21 70000 typ host\r\n\
                     a=candidate:broken\r\n";
        let at = sdp.find("a=end-of-candidates").unwrap();
        sdp.insert_str(at, extra);
        assert_eq!(Signal::from_sdp(Role::Offer, &sdp), Ok(sample()));
    }

    #[test]
    fn candidates_sorted_by_priority() {
        let base = Signal {
            candidates: Vec::new(),
            ..sample()
        }
        .to_sdp();
        let lines = "a=candidate:1 1 udp 100 10.0.0.1 1 typ host\r\n\
                     a=candidate:2 1 udp 300 10.0.0.2 2 typ host\r\n\
                     a=candidate:3 1 udp x 10.0.0.9 9 typ host\r\n\
                     a=candidate:4 1 udp 200 10.0.0.3 3 typ host\r\n\
                     a=candidate:5 1 udp 300 10.0.0.4 4 typ host\r\n";
        let at = base.find("a=end-of-candidates").unwrap();
        let mut sdp = base.clone();
        sdp.insert_str(at, lines);
        let signal = Signal::from_sdp(Role::Offer, &sdp).unwrap();
        let ports: Vec<u16> = signal.candidates.iter().map(|c| c.port).collect();
        assert_eq!(ports, [2, 4, 3, 1]);

        // Chromium ranks its IPv6 candidate above the IPv4 one although it lists it second.
        let (_, role, fixture) = FIXTURES[2];
        let signal = Signal::from_sdp(role, fixture).unwrap();
        assert!(matches!(signal.candidates[0].address, Address::Ipv6(_)));
        assert!(matches!(signal.candidates[1].address, Address::Ipv4(_)));
    }

    #[test]
    fn sdp_errors() {
        let good = sample().to_sdp();
        let without = |prefix: &str| -> String {
            good.lines()
                .filter(|l| !l.starts_with(prefix))
                .map(|l| format!("{l}\r\n"))
                .collect()
        };
        let replaced = |from: &str, to: &str| good.replace(from, to);
        let offer = |sdp: &str| Signal::from_sdp(Role::Offer, sdp);

        assert_eq!(
            offer(""),
            Err(OfferError::UnsupportedSdp(
                "expected exactly one m= section"
            ))
        );
        assert_eq!(
            offer(&without("a=ice-ufrag")),
            Err(OfferError::MissingAttribute("ice-ufrag"))
        );
        assert_eq!(
            offer(&without("a=ice-pwd")),
            Err(OfferError::MissingAttribute("ice-pwd"))
        );
        assert_eq!(
            offer(&without("a=fingerprint")),
            Err(OfferError::MissingAttribute("fingerprint:sha-256"))
        );
        assert_eq!(
            offer(&without("a=setup")),
            Err(OfferError::MissingAttribute("setup"))
        );
        // Each SDP with one line changed, and why it is refused.
        let changed: [(&str, &str, Result<Signal, OfferError>); 10] = [
            (
                "a=fingerprint:sha-256",
                "a=fingerprint:sha-1",
                Err(OfferError::MissingAttribute("fingerprint:sha-256")),
            ),
            (
                "a=fingerprint:sha-256 00:",
                "a=fingerprint:sha-256 0G:",
                Err(OfferError::InvalidAttribute("fingerprint:sha-256")),
            ),
            (
                "a=fingerprint:sha-256 00:",
                "a=fingerprint:sha-256 +0:",
                Err(OfferError::InvalidAttribute("fingerprint:sha-256")),
            ),
            (
                "a=fingerprint:sha-256 00:",
                "a=fingerprint:sha-256 ",
                Err(OfferError::InvalidAttribute("fingerprint:sha-256")),
            ),
            (
                "a=mid:0\r\n",
                "a=mid:0\r\na=fingerprint:sha-256 00:11\r\n",
                Err(OfferError::InvalidAttribute("fingerprint:sha-256")),
            ),
            (
                "a=mid:0\r\n",
                "a=mid:0\r\na=fingerprint:\r\n",
                Err(OfferError::InvalidAttribute("fingerprint")),
            ),
            (
                "a=ice-ufrag:a+/Z",
                "a=ice-ufrag:abc",
                Err(OfferError::InvalidAttribute("ice-ufrag")),
            ),
            (
                "a=ice-ufrag:a+/Z",
                "a=ice-ufrag:ab-cd",
                Err(OfferError::InvalidAttribute("ice-ufrag")),
            ),
            (
                "a=ice-pwd:0123456789",
                "a=ice-pwd:0123456789 ",
                Err(OfferError::InvalidAttribute("ice-pwd")),
            ),
            (
                "a=mid:0\r\n",
                "a=mid:0\r\na=ice-ufrag:Zzzz\r\n",
                Err(OfferError::ConflictingAttribute("ice-ufrag")),
            ),
        ];
        for (from, to, refused) in changed {
            assert_eq!(offer(&replaced(from, to)), refused, "{from:?} -> {to:?}");
        }
        // The same value twice (session and media level) is fine.
        assert_eq!(
            offer(&replaced("a=mid:0\r\n", "a=mid:0\r\na=ice-ufrag:a+/Z\r\n")),
            Ok(sample())
        );
        assert!(matches!(
            offer(&replaced("a=mid:0", "a=mid:data")),
            Err(OfferError::UnsupportedSdp(_))
        ));
        assert!(matches!(
            offer(&replaced("a=sctp-port:5000", "a=sctp-port:5001")),
            Err(OfferError::UnsupportedSdp(_))
        ));
        assert!(matches!(
            offer(&replaced("a=setup:actpass", "a=setup:passive")),
            Err(OfferError::UnsupportedSdp(_))
        ));
        assert!(matches!(
            offer(&format!("{good}m=audio 9 UDP/TLS/RTP/SAVPF 111\r\n")),
            Err(OfferError::UnsupportedSdp(_))
        ));
        assert!(matches!(
            offer(&replaced(
                "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
                "m=video 9 UDP/TLS/RTP/SAVPF 96"
            )),
            Err(OfferError::UnsupportedSdp(_))
        ));
        assert!(matches!(
            Signal::from_sdp(Role::Answer, &good),
            Err(OfferError::UnsupportedSdp(_))
        ));
    }

    /// Decodes the bytes of a code, for tests that tamper with them.
    fn raw(code: &str) -> Vec<u8> {
        URL_SAFE_NO_PAD.decode(code).unwrap()
    }

    fn encode(bytes: &[u8]) -> String {
        URL_SAFE_NO_PAD.encode(bytes)
    }

    #[test]
    fn rejects_empty_and_bad_base64() {
        assert_eq!(Signal::from_code(""), Err(OfferError::EmptyCode));
        assert_eq!(Signal::from_code(" \n\t"), Err(OfferError::EmptyCode));
        let code = sample().to_code();
        for bad in [
            format!("{code}="),
            format!("{code}=="),
            format!("+{}", &code[1..]),
            format!("/{}", &code[1..]),
            format!("{}!{}", &code[..10], &code[11..]),
            format!("{} {}", &code[..10], &code[10..]),
            "A".to_owned(),
            "é".to_owned(),
            "\u{0}".to_owned(),
        ] {
            assert!(
                matches!(Signal::from_code(&bad), Err(OfferError::Base64(_))),
                "{bad:?} gave {:?}",
                Signal::from_code(&bad)
            );
        }
        // Non-zero unused bits in the last character are refused too.
        let short = encode(&[0x10]);
        assert_eq!(short, "EA");
        assert!(matches!(
            Signal::from_code("EB"),
            Err(OfferError::Base64(_))
        ));
        // The error says what went wrong and exposes the base64 error as its source.
        let err = Signal::from_code("E!").unwrap_err();
        assert!(err.to_string().contains("base64"));
        assert!(std::error::Error::source(&err).is_some());
    }

    #[test]
    fn rejects_every_truncation() {
        for (_, role, sdp) in FIXTURES {
            let code = Signal::from_sdp(role, sdp).unwrap().to_code();
            let bytes = raw(&code);
            for len in 0..bytes.len() {
                let result = Signal::from_code(&encode(&bytes[..len]));
                let expected = if len == 0 {
                    Err(OfferError::EmptyCode)
                } else {
                    Err(OfferError::Truncated)
                };
                assert_eq!(result, expected, "cut at {len} bytes");
            }
            for len in 0..code.len() {
                assert!(
                    Signal::from_code(&code[..len]).is_err(),
                    "cut at {len} chars"
                );
            }
        }
    }

    #[test]
    fn rejects_trailing_bytes() {
        let mut bytes = raw(&sample().to_code());
        bytes.push(0);
        assert_eq!(
            Signal::from_code(&encode(&bytes)),
            Err(OfferError::TrailingBytes(1))
        );
        bytes.extend_from_slice(&[1, 2, 3]);
        assert_eq!(
            Signal::from_code(&encode(&bytes)),
            Err(OfferError::TrailingBytes(4))
        );
    }

    #[test]
    fn rejects_other_versions_and_header_bits() {
        let bytes = raw(&sample().to_code());
        for version in (0..16u8).filter(|&v| v != CODE_VERSION) {
            for low in [0u8, 1, 0x0f] {
                let mut changed = bytes.clone();
                changed[0] = (version << 4) | low;
                assert_eq!(
                    Signal::from_code(&encode(&changed)),
                    Err(OfferError::UnsupportedVersion(version))
                );
            }
        }
        // The version is checked before anything else, even a lone header byte.
        assert_eq!(
            Signal::from_code(&encode(&[0x20])),
            Err(OfferError::UnsupportedVersion(2))
        );
        let err = Signal::from_code(&encode(&[0x21, 0xff])).unwrap_err();
        assert!(err.to_string().contains("version 2"), "{err}");
        for bit in [0x02, 0x04, 0x08] {
            let mut changed = bytes.clone();
            changed[0] |= bit;
            assert_eq!(
                Signal::from_code(&encode(&changed)),
                Err(OfferError::Malformed("unknown header bits"))
            );
        }
    }

    #[test]
    fn rejects_non_canonical_fields() {
        let signal = Signal {
            candidates: vec![Candidate {
                address: Address::Ipv4(Ipv4Addr::LOCALHOST),
                port: 1,
            }],
            ..sample()
        };
        let bytes = raw(&signal.to_code());
        // Layout: [0] header, [1] ufrag length 4, [2..5] ufrag, [5] pwd length 24, [6..24] pwd,
        // [24..56] fingerprint, [56] count, [57] tag, [58..62] IPv4, [62..64] port.
        assert_eq!(
            (bytes.len(), bytes[1], bytes[5], bytes[56], bytes[57]),
            (64, 4, 24, 1, 0)
        );

        let with = |at: usize, value: u8| {
            let mut changed = bytes.clone();
            changed[at] = value;
            Signal::from_code(&encode(&changed))
        };
        // "a+/Z" is 26, 62, 63, 25: 011010 111110 111111 011001, exactly 3 bytes, no padding.
        assert_eq!(&bytes[2..5], &[0x6b, 0xef, 0xd9]);
        // The password's 24 characters fill 18 bytes exactly; lengths that leave padding bits
        // are checked with a 23-character password below.
        let mut odd = signal.clone();
        odd.pwd.pop();
        let mut odd_bytes = raw(&odd.to_code());
        assert_eq!(odd_bytes[6 + 17] & 0x03, 0);
        odd_bytes[6 + 17] |= 0x01;
        assert_eq!(
            Signal::from_code(&encode(&odd_bytes)),
            Err(OfferError::Malformed("non-zero padding bits"))
        );

        assert_eq!(
            with(57, 4),
            Err(OfferError::Malformed("unknown candidate address tag"))
        );
        assert_eq!(
            with(57, 0xff),
            Err(OfferError::Malformed("unknown candidate address tag"))
        );
        // Shortening the ufrag's length to 3 leaves the last character's bits as padding.
        assert_eq!(
            with(1, 3),
            Err(OfferError::Malformed("non-zero padding bits"))
        );
        // A ufrag that decodes cleanly but is too short for RFC 8839 ("abcA" read as "abc").
        let mut short = raw(&Signal {
            ufrag: "abcA".to_owned(),
            ..signal.clone()
        }
        .to_code());
        short[1] = 3;
        assert_eq!(
            Signal::from_code(&encode(&short)),
            Err(OfferError::Malformed("ice-ufrag"))
        );
        // A count of candidates the code cannot hold.
        assert_eq!(with(56, 0x7f), Err(OfferError::Truncated));
        assert_eq!(with(56, 0), Err(OfferError::TrailingBytes(7)));

        // A non-minimal varint: 4 written as [0x84, 0x00].
        let mut long = bytes.clone();
        long.splice(1..2, [0x84, 0x00]);
        assert_eq!(
            Signal::from_code(&encode(&long)),
            Err(OfferError::Malformed("number not minimally encoded"))
        );
        // A varint longer than 64 bits.
        let mut huge = bytes[..1].to_vec();
        huge.extend_from_slice(&[0xff; 10]);
        huge.push(0x01);
        assert_eq!(
            Signal::from_code(&encode(&huge)),
            Err(OfferError::Malformed("number too large"))
        );
        let mut huge = bytes[..1].to_vec();
        huge.extend_from_slice(&[0xff; 9]);
        huge.push(0x01);
        // 2^64 - 1 characters cannot be there.
        assert_eq!(
            Signal::from_code(&encode(&huge)),
            Err(OfferError::Truncated)
        );

        // mDNS names: one spelled like a UUID name must use the UUID tag, one with a space or
        // without `.local` is refused.
        let named = |name: &str| {
            let mut out = bytes[..56].to_vec();
            out.extend_from_slice(&[1, TAG_MDNS_NAME, name.len() as u8]);
            out.extend_from_slice(name.as_bytes());
            out.extend_from_slice(&[0, 1]);
            Signal::from_code(&encode(&out))
        };
        assert!(named("host.local").is_ok());
        assert!(named("HOST.LOCAL").is_ok());
        assert_eq!(
            named("00112233-4455-6677-8899-aabbccddeeff.local"),
            Err(OfferError::Malformed("candidate"))
        );
        assert!(named("00112233-4455-6677-8899-AABBCCDDEEFF.local").is_ok());
        assert_eq!(
            named("host.example"),
            Err(OfferError::Malformed("candidate"))
        );
        assert_eq!(named(".local"), Err(OfferError::Malformed("candidate")));
        assert_eq!(
            named("a b.local"),
            Err(OfferError::Malformed("mDNS name is not visible ASCII"))
        );
        assert_eq!(
            named("a\r\nb.local"),
            Err(OfferError::Malformed("mDNS name is not visible ASCII"))
        );
    }

    /// SplitMix64: a small deterministic generator, so the property tests need no dependency
    /// and fail the same way every run.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }

        fn bytes<const N: usize>(&mut self) -> [u8; N] {
            core::array::from_fn(|_| self.next() as u8)
        }

        fn ice_string(&mut self, len: std::ops::RangeInclusive<usize>) -> String {
            let len = *len.start() + self.below((len.end() - len.start() + 1) as u64) as usize;
            (0..len)
                .map(|_| char::from(ICE_CHARS[self.below(64) as usize]))
                .collect()
        }

        fn signal(&mut self) -> Signal {
            let role = if self.below(2) == 0 {
                Role::Offer
            } else {
                Role::Answer
            };
            // Mostly realistic lengths, sometimes anything RFC 8839 allows.
            let (ufrag, pwd) = if self.below(4) == 0 {
                (self.ice_string(UFRAG_LEN), self.ice_string(PWD_LEN))
            } else {
                (self.ice_string(4..=8), self.ice_string(22..=32))
            };
            let count = self.below(6) as usize;
            let candidates = (0..count)
                .map(|_| Candidate {
                    address: match self.below(4) {
                        0 => Address::Ipv4(Ipv4Addr::from(self.bytes::<4>())),
                        1 => Address::Ipv6(Ipv6Addr::from(self.bytes::<16>())),
                        2 => Address::MdnsUuid(self.bytes::<16>()),
                        _ => {
                            let len = 1 + self.below(40) as usize;
                            let stem: String = (0..len)
                                .map(|_| char::from(b'!' + self.below(94) as u8))
                                .collect();
                            Address::MdnsName(format!("{stem}.local"))
                        }
                    },
                    port: self.next() as u16,
                })
                .collect();
            Signal {
                role,
                ufrag,
                pwd,
                fingerprint: self.bytes::<32>(),
                candidates,
            }
        }
    }

    #[test]
    fn random_signals_round_trip() {
        let mut rng = Rng(0x7ab1_e000);
        for _ in 0..3000 {
            let signal = rng.signal();
            assert_eq!(signal.validate(), Ok(()), "{signal:?}");
            let code = signal.to_code();
            assert!(code
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
            assert_eq!(Signal::from_code(&code).as_ref(), Ok(&signal), "{code}");

            let sdp = signal.to_sdp();
            assert_eq!(
                Signal::from_sdp(signal.role, &sdp).as_ref(),
                Ok(&signal),
                "{sdp}"
            );
        }
    }

    #[test]
    fn random_damage_never_panics_and_decodes_canonically() {
        let mut rng = Rng(42);
        let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ !";
        for _ in 0..3000 {
            let signal = rng.signal();
            let mut bytes = raw(&signal.to_code());
            // Flip, drop or insert a few bytes.
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(bytes.len() as u64 + 1) as usize;
                match rng.below(3) {
                    0 if at < bytes.len() => bytes[at] ^= 1 << rng.below(8),
                    1 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    _ => bytes.insert(at, rng.next() as u8),
                }
            }
            let code = encode(&bytes);
            if let Ok(decoded) = Signal::from_code(&code) {
                // Whatever is accepted has exactly this one spelling.
                assert_eq!(decoded.to_code(), code);
                assert_eq!(decoded.validate(), Ok(()));
            }

            // Random text, mostly from the base64url alphabet.
            let len = rng.below(200) as usize;
            let text: String = (0..len)
                .map(|_| char::from(alphabet[rng.below(alphabet.len() as u64) as usize]))
                .collect();
            if let Ok(decoded) = Signal::from_code(&text) {
                assert_eq!(decoded.to_code(), text.trim());
            }
            // Random SDP-like text.
            let _ = Signal::from_sdp(Role::Offer, &text);
        }
    }
}
