//! Swaks's screens: its words, cards, ladder, rules page and refusal reasons.

pub mod cards;
pub mod explain;
pub mod ladder_view;
pub mod rules;
pub mod words;
