//! What fetching code of the app's own (a wasm module of a split point) can fail with, for every
//! layer that fetches some: the games' screens, the phones' QR reader.

/// Why some of the app's code could not be loaded: the network failed before the service worker
/// had cached it. A later attempt starts afresh.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadError;

impl From<leptos::wasm_split::SplitLoaderError> for LoadError {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        LoadError
    }
}
