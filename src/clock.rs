//! The browser's clock, for every layer: the games' timers, the phones' pings and reckoning,
//! and the User Timing measures the benchmarks read.

/// The browser's monotonic clock in milliseconds.
pub fn wall_ms() -> u64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0, |p| p.now() as u64)
}

/// Runs `work` inside a User Timing measure called `name` (seen by the end-to-end tests and in
/// the browser's profiler), and returns what it returns.
pub fn measured_returning<T>(name: &str, work: impl FnOnce() -> T) -> T {
    let performance = web_sys::window().and_then(|w| w.performance());
    let start = format!("{name}-start");
    if let Some(p) = &performance {
        let _ = p.mark(&start);
    }
    let value = work();
    if let Some(p) = &performance {
        let _ = p.measure_with_start_mark(name, &start);
    }
    value
}
