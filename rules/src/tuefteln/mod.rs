//! Tüfteln (being written).
