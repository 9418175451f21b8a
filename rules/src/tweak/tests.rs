//! Tests for TWEAK, named after the rulings (T1-T18) they check.
