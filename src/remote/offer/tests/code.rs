//! The compact code: its length, and every code it refuses (bad base64, cut short, extra bytes,
//! other versions, non-canonical fields).

use super::*;
use crate::remote::offer::compact::TAG_MDNS_NAME;

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
