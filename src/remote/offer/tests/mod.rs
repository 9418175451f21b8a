//! Tests of the pairing code: the captured Chromium fixtures and a hand-made sample through
//! every reading and writing, here; the SDP reader's filtering and refusals (`sdp`); the compact
//! code's sizes and refusals (`code`); random signals and damaged codes (`random`).

use super::sdp_write::format_fingerprint;
use super::*;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

mod code;
mod random;
mod sdp;

// Captured from Chromium on a test machine (see the fixtures' folder, `src/remote/fixtures`): a
// data-channel-only offer and answer each, with local addresses hidden behind mDNS names
// (Chromium's default) and with plain addresses (`--disable-features=WebRtcHideLocalIpsWithMdns`).
const FIXTURES: [(&str, Role, &str); 4] = [
    (
        "chromium-offer-mdns",
        Role::Offer,
        include_str!("../../fixtures/chromium-offer-mdns.sdp"),
    ),
    (
        "chromium-answer-mdns",
        Role::Answer,
        include_str!("../../fixtures/chromium-answer-mdns.sdp"),
    ),
    (
        "chromium-offer-ip",
        Role::Offer,
        include_str!("../../fixtures/chromium-offer-ip.sdp"),
    ),
    (
        "chromium-answer-ip",
        Role::Answer,
        include_str!("../../fixtures/chromium-answer-ip.sdp"),
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

/// Decodes the bytes of a code, for tests that tamper with them.
fn raw(code: &str) -> Vec<u8> {
    URL_SAFE_NO_PAD.decode(code).unwrap()
}

fn encode(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
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
