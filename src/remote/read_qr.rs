//! Reading a QR code from a camera frame with no help from the browser: the frame's pixels made
//! grey, then the `rqrr` crate's detector and decoder. The camera screen ([`super::scan`]) uses
//! the browser's own `BarcodeDetector` where there is one (Chrome on Android) and this
//! everywhere else (Safari, Firefox, desktop Chromium on Linux).

/// How a frame is read: [`from_rgba`].
pub type Reader = fn(usize, usize, &[u8]) -> Option<String>;

/// The reader, in code of its own in the shipped app (feature `split`, turned
/// on by `scripts/build-wasm.sh`): it is large (the decoder's tables), fetched the
/// first time a camera scans where the browser has no `BarcodeDetector`.
///
/// # Errors
/// [`LoadError`](crate::loading::LoadError) when its code could not be fetched.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(qr_reader, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn reader() -> Result<Reader, crate::loading::LoadError> {
    Ok(from_rgba)
}

/// The reader, in the same wasm: where nothing splits it (the browser tests load their wasm
/// whole, and a split point's loader would be missing there).
///
/// # Errors
/// Never: the reader is already here.
#[cfg(not(feature = "split"))]
pub async fn reader() -> Result<Reader, crate::loading::LoadError> {
    Ok(from_rgba)
}

/// The text of the first QR code found in a `width` x `height` frame of RGBA pixels (as a
/// canvas gives them), if any.
pub fn from_rgba(width: usize, height: usize, rgba: &[u8]) -> Option<String> {
    if width == 0 || height == 0 || rgba.len() < width * height * 4 {
        return None;
    }
    let grey = |x: usize, y: usize| {
        let at = (y * width + x) * 4;
        let (r, g, b) = (
            u32::from(rgba[at]),
            u32::from(rgba[at + 1]),
            u32::from(rgba[at + 2]),
        );
        // Luma by the usual weights (ITU-R BT.601), in integers.
        ((r * 299 + g * 587 + b * 114) / 1000) as u8
    };
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, grey);
    image
        .detect_grids()
        .into_iter()
        .find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use qrcodegen::{QrCode, QrCodeEcc};

    /// `text` as a QR code drawn as a camera would see a screen: `scale` pixels a module, a
    /// quiet zone, on a grey-ish ground, in RGBA.
    fn frame(text: &str, scale: usize, margin: usize) -> (usize, Vec<u8>) {
        let code = QrCode::encode_text(text, QrCodeEcc::Medium).unwrap();
        let modules = code.size() as usize;
        let side = (modules + 8) * scale + 2 * margin;
        let mut rgba = vec![0u8; side * side * 4];
        for y in 0..side {
            for x in 0..side {
                let module = |p: usize| (p as isize - margin as isize) / scale as isize - 4;
                let (mx, my) = (module(x), module(y));
                let dark = (0..modules as isize).contains(&mx)
                    && (0..modules as isize).contains(&my)
                    && code.get_module(mx as i32, my as i32);
                let inside = x >= margin && y >= margin && x < side - margin && y < side - margin;
                let shade = match (dark, inside) {
                    (true, _) => 20,
                    (false, true) => 250,
                    (false, false) => 140,
                };
                rgba[(y * side + x) * 4..][..4].copy_from_slice(&[shade, shade, shade, 255]);
            }
        }
        (side, rgba)
    }

    #[test]
    fn a_pairing_address_drawn_as_a_qr_code_reads_back() {
        let address = format!(
            "https://tablee.example/phones/play/tweak/join#{}",
            "Ab0-_".repeat(25)
        );
        for scale in [3, 5] {
            let (side, rgba) = frame(&address, scale, 17);
            assert_eq!(
                from_rgba(side, side, &rgba).as_deref(),
                Some(address.as_str())
            );
        }
    }

    #[test]
    fn a_frame_with_no_code_or_too_few_pixels_reads_nothing() {
        assert_eq!(from_rgba(40, 40, &vec![200; 40 * 40 * 4]), None);
        assert_eq!(from_rgba(40, 40, &[0; 10]), None);
        assert_eq!(from_rgba(0, 0, &[]), None);
    }
}
