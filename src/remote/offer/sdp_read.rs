//! Reading a browser's SDP into a [`Signal`]: its ICE credentials, its certificate fingerprint
//! and its UDP host candidates, refusing an SDP of a shape `to_sdp` could not rebuild.

use std::net::{Ipv4Addr, Ipv6Addr};

use super::{is_other_mdns_name, Address, Candidate, OfferError, Role, Signal, SCTP_PORT};

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
        tablee_rules::small_sort::sort_by_key(&mut candidates, |(priority, _)| {
            std::cmp::Reverse(*priority)
        });
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
pub(super) fn parse_uuid_name(text: &str) -> Option<[u8; 16]> {
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
