//! A pairing code drawn as a QR code, for the other phone's camera: an SVG of one path, dark
//! modules on a light ground with the four-module quiet zone readers need, so it reads the
//! same in dark mode and high contrast.

use qrcodegen::{QrCode, QrCodeEcc};

/// The light border around the code, in modules (readers need four).
const QUIET_ZONE: i32 = 4;

/// `text` as an SVG image (medium error correction: a phone screen read by a camera), or
/// `None` when it is too long for a QR code.
pub fn svg(text: &str) -> Option<String> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let size = code.size();
    let side = size + 2 * QUIET_ZONE;
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + QUIET_ZONE, y + QUIET_ZONE));
            }
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
         shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pairing_address_makes_a_square_svg_with_its_quiet_zone() {
        let address = format!("https://tablee.example/join#{}", "A".repeat(200));
        let svg = svg(&address).unwrap();
        let code = QrCode::encode_text(&address, QrCodeEcc::Medium).unwrap();
        let side = code.size() + 8;
        assert!(
            svg.contains(&format!("viewBox=\"0 0 {side} {side}\"")),
            "{svg}"
        );
        // One square per dark module, none in the quiet zone.
        let dark = (0..code.size())
            .flat_map(|y| (0..code.size()).map(move |x| (x, y)))
            .filter(|&(x, y)| code.get_module(x, y))
            .count();
        assert_eq!(svg.matches("h1v1h-1z").count(), dark);
        assert!(!svg.contains("M0,") && !svg.contains("M3,"));
    }

    #[test]
    fn text_too_long_for_a_qr_code_is_none() {
        assert!(svg(&"x".repeat(5_000)).is_none());
    }
}
