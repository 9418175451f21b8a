//! The browser's clock, for every layer: the games' timers, the phones' pings and reckoning.

/// The browser's monotonic clock in milliseconds.
pub fn wall_ms() -> u64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0, |p| p.now() as u64)
}
