//! The SDP reader: which candidates it keeps and in what order, and every SDP it refuses.

use super::*;

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
