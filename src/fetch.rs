//! Fetching a file of the site (rules texts, the Tüfteln models): one place that turns the
//! browser's promises and HTTP statuses into a `Result`.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The successful response to a GET of `url`.
///
/// # Errors
/// The reason, in words for the console, when the network fails or the status is not 2xx.
pub async fn response(url: &str) -> Result<web_sys::Response, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| format!("{url}: {e:?}"))?
        .dyn_into()
        .map_err(|_| format!("{url}: not a response"))?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    Ok(response)
}

/// The body of `url` as text.
///
/// # Errors
/// As [`response`], or when the body cannot be read.
pub async fn text(url: &str) -> Result<String, String> {
    let body = response(url).await?.text().map_err(|e| format!("{e:?}"))?;
    JsFuture::from(body)
        .await
        .map_err(|e| format!("{url}: {e:?}"))?
        .as_string()
        .ok_or_else(|| format!("{url}: not text"))
}

/// The body of `url` as bytes.
///
/// # Errors
/// As [`response`], or when the body cannot be read.
pub async fn bytes(url: &str) -> Result<Vec<u8>, String> {
    let buffer = response(url)
        .await?
        .array_buffer()
        .map_err(|e| format!("{e:?}"))?;
    let buffer = JsFuture::from(buffer)
        .await
        .map_err(|e| format!("{url}: {e:?}"))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}
