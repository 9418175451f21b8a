//! A pairing code as it is handed over: the signal's compact code ([`super::offer`]), a dot,
//! and a check. The check is a 16-bit Fletcher sum of what comes before it, so a code with a
//! character changed, cut or added is refused as damaged rather than read as another code; an
//! answer's check also names the invitation it answers (the [`tag`] of the offer's code), so an
//! answer to another invitation, or to an older one, is refused before the browser sees it.
//!
//! ```text
//! offer:  <offer code>.<base64url(sum: 2 bytes)>
//! answer: <answer code>.<base64url(tag of the offer: 2 bytes, sum: 2 bytes)>
//! ```

use super::offer::{OfferError, Role, Signal};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

/// Why a pairing code was not read.
#[derive(Clone, Debug, PartialEq)]
pub enum CodeError {
    /// Empty, cut, or a character changed: it does not match its check.
    Damaged,
    /// A code with no check: written by an older version of the app.
    OtherVersion,
    /// It checks, but its signal cannot be read (the offer module's reason).
    Signal(OfferError),
}

impl std::fmt::Display for CodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CodeError::Damaged => f.write_str("the code does not match its check"),
            CodeError::OtherVersion => f.write_str("a code of another version"),
            CodeError::Signal(e) => write!(f, "{e}"),
        }
    }
}

/// A code read: its signal, the invitation it answers (an answer's), and its own tag.
#[derive(Clone, Debug, PartialEq)]
pub struct Read {
    /// The offer or answer.
    pub signal: Signal,
    /// For an answer: the tag of the offer it answers.
    pub answers: Option<u16>,
    /// The tag of this code (what an answer to it names).
    pub tag: u16,
}

/// The tag of a signal's code: what an answer names its invitation by.
pub fn tag(code: &str) -> u16 {
    // FNV-1a, folded to 16 bits.
    let hash = code.bytes().fold(0x811c_9dc5_u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    (hash >> 16) as u16 ^ (hash as u16)
}

/// Fletcher-16 of `parts`, one after the other.
fn sum(parts: &[&[u8]]) -> u16 {
    let (mut a, mut b) = (0_u16, 0_u16);
    for &byte in parts.iter().flat_map(|p| p.iter()) {
        a = (a + u16::from(byte)) % 255;
        b = (b + a) % 255;
    }
    (b << 8) | a
}

/// `signal` as a code to hand over; an answer names the offer it answers by its tag.
pub fn write(signal: &Signal, answers: Option<u16>) -> String {
    let code = signal.to_code();
    let named = answers.map(u16::to_be_bytes);
    let named: &[u8] = named.as_ref().map_or(&[], |n| n.as_slice());
    let mut check = named.to_vec();
    check.extend_from_slice(&sum(&[code.as_bytes(), named]).to_be_bytes());
    format!("{code}.{}", URL_SAFE_NO_PAD.encode(check))
}

/// Reads a code written by [`write()`] (white space around it is ignored).
///
/// # Errors
/// [`CodeError`]: damaged, of another version, or an unreadable signal.
pub fn read(text: &str) -> Result<Read, CodeError> {
    let text = text.trim();
    let Some((code, check)) = text.rsplit_once('.') else {
        // A whole code of the version before checks reads as a signal: say "another version".
        return Err(match Signal::from_code(text) {
            Ok(_) => CodeError::OtherVersion,
            Err(_) => CodeError::Damaged,
        });
    };
    let check = URL_SAFE_NO_PAD
        .decode(check)
        .map_err(|_| CodeError::Damaged)?;
    let (named, stated) = match check.as_slice() {
        [s1, s2] => (None, u16::from_be_bytes([*s1, *s2])),
        [n1, n2, s1, s2] => (Some([*n1, *n2]), u16::from_be_bytes([*s1, *s2])),
        _ => return Err(CodeError::Damaged),
    };
    let named_bytes: &[u8] = named.as_ref().map_or(&[], |n| n.as_slice());
    if sum(&[code.as_bytes(), named_bytes]) != stated {
        return Err(CodeError::Damaged);
    }
    let signal = Signal::from_code(code).map_err(CodeError::Signal)?;
    // An offer names no invitation; an answer always does.
    if named.is_some() != (signal.role == Role::Answer) {
        return Err(CodeError::Damaged);
    }
    Ok(Read {
        signal,
        answers: named.map(u16::from_be_bytes),
        tag: tag(code),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::remote::offer::{Address, Candidate};

    fn signal(role: Role, ufrag: &str) -> Signal {
        Signal {
            role,
            ufrag: ufrag.into(),
            pwd: "abcdefghijklmnopqrstuvwx".into(),
            fingerprint: [7; 32],
            candidates: vec![Candidate {
                address: Address::MdnsUuid([3; 16]),
                port: 50_000,
            }],
        }
    }

    #[test]
    fn a_code_reads_back_and_an_answer_names_its_invitation() {
        let offer = write(&signal(Role::Offer, "AbCd"), None);
        let read_offer = read(&offer).unwrap();
        assert_eq!(read_offer.answers, None);
        let answer = write(&signal(Role::Answer, "WxYz"), Some(read_offer.tag));
        let read_answer = read(&format!(" {answer}\n")).unwrap();
        assert_eq!(read_answer.answers, Some(read_offer.tag));
        assert_eq!(read_answer.signal, signal(Role::Answer, "WxYz"));
        // Another invitation's offer has another tag.
        let other = read(&write(&signal(Role::Offer, "Zzzz"), None)).unwrap();
        assert_ne!(other.tag, read_offer.tag);
    }

    #[test]
    fn every_changed_cut_or_added_character_is_refused_as_damaged() {
        let answer = write(&signal(Role::Answer, "WxYz"), Some(0xbeef));
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
        for (at, old) in answer.char_indices() {
            for new in alphabet.chars().filter(|&c| c != old) {
                let mut changed = answer.clone();
                changed.replace_range(at..at + 1, &new.to_string());
                // A changed character either fails the check or no longer reads at all.
                assert!(read(&changed).is_err(), "{at}: {changed}");
            }
        }
        for end in 0..answer.len() {
            assert!(read(&answer[..end]).is_err(), "cut at {end}");
        }
        assert_eq!(read(&format!("{answer}A")), Err(CodeError::Damaged));
        assert_eq!(read(""), Err(CodeError::Damaged));
    }

    #[test]
    fn a_code_of_the_version_before_checks_is_said_to_be_another_version() {
        let old = signal(Role::Offer, "AbCd").to_code();
        assert_eq!(read(&old), Err(CodeError::OtherVersion));
    }
}
