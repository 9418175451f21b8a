//! Twin It!: its rules page text (the lead merges the real module list).

pub mod rules_text;
