//! Numbers written into SVG attributes (`translate(10 19) scale(0.94)`) without Rust's float
//! formatter: `f32`'s `Display` brings the shortest-digits algorithms and their tables
//! (several KB of wasm; docs/measurements.md) into every game that draws with it.

/// `value` with at most two decimals, trailing zeros dropped: `10`, `0.94`, `21.5`, `-3.25`.
pub fn svg_number(value: f32) -> String {
    // Hundredths as an integer: the drawings' numbers are small, and two decimals are finer
    // than a pixel at any size they are drawn.
    let hundredths = (value * 100.0).round() as i32;
    let sign = if hundredths < 0 { "-" } else { "" };
    let (whole, part) = (hundredths.abs() / 100, hundredths.abs() % 100);
    match part {
        0 => format!("{sign}{whole}"),
        p if p % 10 == 0 => format!("{sign}{whole}.{}", p / 10),
        p => format!("{sign}{whole}.{p:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::svg_number;

    #[test]
    fn numbers_read_as_the_float_formatter_writes_them() {
        for value in [
            0.0_f32, 10.0, 19.0, 0.94, 1.1, 21.5, 28.5, 16.0, 19.5, -3.25, 0.05, 32.0,
        ] {
            assert_eq!(svg_number(value), value.to_string(), "{value}");
        }
        assert_eq!(svg_number(-0.0), "0");
    }
}
