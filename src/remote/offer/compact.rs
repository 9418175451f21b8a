//! The compact code: a [`Signal`] packed into the versioned binary layout of the module
//! documentation (`crate::remote::offer`), written as unpadded base64url text, and read back.

use std::net::{Ipv4Addr, Ipv6Addr};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use super::{ice_value, Address, Candidate, OfferError, Role, Signal, CODE_VERSION, ICE_CHARS};

/// Header bit 0: set for an answer, clear for an offer.
const HEADER_ANSWER_BIT: u8 = 0x01;
/// Header bits that version 1 does not use; they must be zero.
const HEADER_RESERVED_BITS: u8 = 0x0e;

/// Candidate address tags in the binary layout.
const TAG_IPV4: u8 = 0;
const TAG_IPV6: u8 = 1;
const TAG_MDNS_UUID: u8 = 2;
pub(super) const TAG_MDNS_NAME: u8 = 3;

impl Signal {
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
