//! Property tests over random signals and damaged codes, from a seeded generator.

use super::*;

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
