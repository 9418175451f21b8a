//! A replay as a link: the game's record, compressed with the browser's own deflate
//! (`CompressionStream`, no compressor in the wasm) and written in base64url after the `#` of
//! `/watch/<game>`. The part after `#` never leaves the device that opens it, so no server is
//! involved and the link opens offline once the app is installed.
//!
//! The record is the save's whole text, read by the same readers as a save: a link written by an
//! older build opens as its save would.

use js_sys::{Array, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Why a link's record could not be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedLink(pub String);

impl From<JsValue> for DamagedLink {
    fn from(value: JsValue) -> Self {
        DamagedLink(format!("{value:?}"))
    }
}

/// The link's code for `record` (the save's text).
///
/// # Errors
/// When the browser cannot compress (too old a browser: the replay can still be saved as a file).
pub async fn pack(record: &str) -> Result<String, DamagedLink> {
    let deflated = through("CompressionStream", record.as_bytes()).await?;
    Ok(to_base64url(&deflated))
}

/// The record (the save's text) in a link's `code`.
///
/// # Errors
/// When the code is not base64url of deflated UTF-8 (cut short or changed on its way).
pub async fn unpack(code: &str) -> Result<String, DamagedLink> {
    let deflated = from_base64url(code)?;
    let bytes = through("DecompressionStream", &deflated).await?;
    String::from_utf8(bytes).map_err(|e| DamagedLink(e.to_string()))
}

/// `bytes` through the browser's `CompressionStream` or `DecompressionStream` in raw deflate.
/// The streams are reached by name, as web-sys has them only behind its unstable APIs.
async fn through(stream: &str, bytes: &[u8]) -> Result<Vec<u8>, DamagedLink> {
    let make: js_sys::Function = Reflect::get(&js_sys::global(), &stream.into())?
        .dyn_into()
        .map_err(|_| DamagedLink(format!("this browser has no {stream}")))?;
    let transform = Reflect::construct(&make, &Array::of1(&"deflate-raw".into()))?;
    let blob = web_sys::Blob::new_with_u8_array_sequence(&Array::of1(&Uint8Array::from(bytes)))?;
    let piped = blob.stream().pipe_through(transform.unchecked_ref());
    let response = web_sys::Response::new_with_opt_readable_stream(Some(&piped))?;
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

/// `bytes` in base64url without padding, by the browser's `btoa` (each byte one character).
fn to_base64url(bytes: &[u8]) -> String {
    let binary: String = bytes.iter().map(|&b| char::from(b)).collect();
    let base64 = leptos::prelude::window().btoa(&binary).unwrap_or_default();
    base64
        .trim_end_matches('=')
        .chars()
        .map(|c| match c {
            '+' => '-',
            '/' => '_',
            c => c,
        })
        .collect()
}

/// The bytes of base64url `code` (padded or not), by the browser's `atob`.
fn from_base64url(code: &str) -> Result<Vec<u8>, DamagedLink> {
    let base64: String = code
        .trim()
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            c => c,
        })
        .collect();
    let binary = leptos::prelude::window().atob(&base64)?;
    binary
        .chars()
        .map(|c| u8::try_from(u32::from(c)).map_err(|_| DamagedLink("not base64".into())))
        .collect()
}
