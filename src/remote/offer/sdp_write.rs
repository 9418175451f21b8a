//! Writing a [`Signal`] back as a minimal SDP that Chromium accepts in `setRemoteDescription`.

use std::fmt;

use super::{Address, Signal, SCTP_PORT};

/// Largest data channel message the rebuilt SDP announces the peer can receive. This is
/// Chromium's own value; a Firefox peer accepts more, so this errs on the safe side.
const MAX_MESSAGE_SIZE: u32 = 262_144;

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

impl Signal {
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
}

/// Formats a fingerprint the way browsers write it: uppercase hex pairs joined by colons.
pub(super) fn format_fingerprint(bytes: &[u8; 32]) -> String {
    let pairs: Vec<String> = bytes.iter().map(|b| format!("{b:02X}")).collect();
    pairs.join(":")
}
