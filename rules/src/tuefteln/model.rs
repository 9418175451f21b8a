//! A learned correction to the judgement of a tile, for the strong bot.
//!
//! The judgement (`eval`) values each square on its own and guesses the bonus from independent
//! chances; it cannot see that two squares wait for the same number or that the cells left must
//! take whatever comes. The model learns what it misses: a small network over the nine square
//! contents and the rounds left, trained on self-play (see [`train`]), whose output is added to
//! the judgement.
//!
//! Shape: each square's contents pick one row of `hidden` small integers (one table per square);
//! the nine rows, a row for the rounds left and a bias are summed, cut at zero and weighed into
//! one number. Changing one square changes one row, so judging a placement costs a few hundred
//! additions.
//!
//! The weights are data, not code: the app downloads them after the first screen, and the strong
//! bot plays by the judgement alone until they are there.

pub mod train;

use super::cell::{CellId, Corner};
use super::eval::{digits, Code, CODES, HORIZONS};
use super::layout::{Layout, Side};
use super::value::Correction;
use std::fmt;

/// The widest hidden layer a model may have.
pub const MAX_HIDDEN: usize = 128;
/// Running sums in the output layer.
const LANES: usize = 8;
/// The first bytes of a model file.
const MAGIC: &[u8; 4] = b"TUFN";
/// The file format's version.
const VERSION: u8 = 1;

/// Why a model file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModelError {
    /// The file does not start with the model's magic bytes.
    NotAModel,
    /// The file was written by another version of the format.
    Version(u8),
    /// The side byte names no side.
    Side(u8),
    /// The hidden layer is empty or wider than [`MAX_HIDDEN`].
    Hidden(usize),
    /// The file ends early or goes on after the model.
    Length {
        /// The bytes a model of this shape takes.
        expected: usize,
        /// The bytes the file has.
        found: usize,
    },
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelError::NotAModel => write!(f, "not a Tüfteln model file"),
            ModelError::Version(v) => write!(f, "model format version {v} is not supported"),
            ModelError::Side(s) => write!(f, "model side byte {s} names no side"),
            ModelError::Hidden(h) => {
                write!(f, "model hidden layer of {h} is not 1 to {MAX_HIDDEN}")
            }
            ModelError::Length { expected, found } => {
                write!(
                    f,
                    "model file has {found} bytes, its shape needs {expected}"
                )
            }
        }
    }
}

impl std::error::Error for ModelError {}

/// A trained model for one side of the tile.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    side: Side,
    hidden: usize,
    /// What one step of a row's integers is worth.
    scale: f32,
    /// One row of `hidden` integers per square and contents: `rows[(square * CODES + code) * hidden + j]`.
    /// Contents that cannot occur (a printed cell holding another number) keep a row of zeros.
    rows: Vec<i8>,
    /// One row per rounds left, already scaled.
    horizon: Vec<f32>,
    /// The hidden layer's bias.
    bias: Vec<f32>,
    /// The weights of the hidden layer in the output.
    out: Vec<f32>,
    /// The output's bias.
    out_bias: f32,
}

/// Whether a square holding `code` can occur on `layout`: its printed cell holds its number (U1).
fn possible(layout: &Layout, square: usize, code: usize) -> bool {
    Corner::ALL
        .iter()
        .zip(digits(code))
        .all(|(&corner, digit)| {
            layout
                .printed(CellId::new(square as u8, corner))
                .is_none_or(|die| digit == die.value())
        })
}

/// The hidden layer before it is cut at zero.
#[derive(Clone, Copy)]
pub(crate) struct Accumulator([f32; MAX_HIDDEN]);

/// `weights · max(values, 0)` over equal-length slices, in eight running sums so the loop does
/// not wait on each addition.
pub(crate) fn relu_dot(values: &[f32], weights: &[f32]) -> f32 {
    let mut lanes = [0f32; LANES];
    let mut value_chunks = values.chunks_exact(LANES);
    let mut weight_chunks = weights.chunks_exact(LANES);
    for (v, w) in (&mut value_chunks).zip(&mut weight_chunks) {
        for lane in 0..LANES {
            lanes[lane] += w[lane] * v[lane].max(0.0);
        }
    }
    let rest: f32 = value_chunks
        .remainder()
        .iter()
        .zip(weight_chunks.remainder())
        .map(|(v, w)| w * v.max(0.0))
        .sum();
    lanes.iter().sum::<f32>() + rest
}

impl Model {
    /// The side this model was trained on.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The width of the hidden layer.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    fn row(&self, square: usize, code: Code) -> &[i8] {
        let start = (square * CODES + code as usize) * self.hidden;
        &self.rows[start..start + self.hidden]
    }

    /// The correction for squares with `codes`, `horizon` rounds before the end.
    #[cfg(test)]
    pub(crate) fn correction(&self, codes: &[Code; 9], horizon: usize) -> f32 {
        self.output(&self.accumulate(codes, horizon))
    }

    /// The model as a file: magic, version, side, hidden width, scale, the float layers, then
    /// the rows of the contents that can occur, in square and contents order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let layout = Layout::for_side(self.side);
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.push(match self.side {
            Side::A => 0,
            Side::B => 1,
        });
        out.extend_from_slice(&(self.hidden as u16).to_le_bytes());
        let floats = std::iter::once(self.scale)
            .chain(self.horizon.iter().copied())
            .chain(self.bias.iter().copied())
            .chain(self.out.iter().copied())
            .chain(std::iter::once(self.out_bias));
        floats.for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
        for square in 0..9 {
            for code in (0..CODES).filter(|&c| possible(layout, square, c)) {
                out.extend(self.row(square, code as Code).iter().map(|&w| w as u8));
            }
        }
        out
    }

    /// Reads a model written by [`Model::to_bytes`].
    ///
    /// # Errors
    /// A [`ModelError`] when the bytes are not a whole model of this format.
    pub fn from_bytes(bytes: &[u8]) -> Result<Model, ModelError> {
        if bytes.len() < 8 || &bytes[..4] != MAGIC {
            return Err(ModelError::NotAModel);
        }
        if bytes[4] != VERSION {
            return Err(ModelError::Version(bytes[4]));
        }
        let side = match bytes[5] {
            0 => Side::A,
            1 => Side::B,
            other => return Err(ModelError::Side(other)),
        };
        let hidden = usize::from(u16::from_le_bytes([bytes[6], bytes[7]]));
        if hidden == 0 || hidden > MAX_HIDDEN {
            return Err(ModelError::Hidden(hidden));
        }
        let layout = Layout::for_side(side);
        let possible_rows = (0..9)
            .map(|s| (0..CODES).filter(|&c| possible(layout, s, c)).count())
            .sum::<usize>();
        let float_count = 1 + HORIZONS * hidden + 2 * hidden + 1;
        let expected = 8 + 4 * float_count + possible_rows * hidden;
        if bytes.len() != expected {
            return Err(ModelError::Length {
                expected,
                found: bytes.len(),
            });
        }
        let mut floats = bytes[8..8 + 4 * float_count]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        let mut take = |n: usize| -> Vec<f32> { floats.by_ref().take(n).collect() };
        let scale = take(1)[0];
        let horizon = take(HORIZONS * hidden);
        let bias = take(hidden);
        let out = take(hidden);
        let out_bias = take(1)[0];
        let mut rows = vec![0i8; 9 * CODES * hidden];
        let mut stored = bytes[8 + 4 * float_count..].chunks_exact(hidden);
        for square in 0..9 {
            for code in (0..CODES).filter(|&c| possible(layout, square, c)) {
                let start = (square * CODES + code) * hidden;
                let row = stored.next().expect("length checked above");
                for (w, &b) in rows[start..start + hidden].iter_mut().zip(row) {
                    *w = b as i8;
                }
            }
        }
        Ok(Model {
            side,
            hidden,
            scale,
            rows,
            horizon,
            bias,
            out,
            out_bias,
        })
    }
}

impl Correction for Model {
    type Sum = Accumulator;

    /// Rounds left are read as 1..=14: with none left the bots use the exact total instead.
    fn accumulate(&self, codes: &[Code; 9], horizon: usize) -> Accumulator {
        let h = self.hidden;
        let horizon = horizon.clamp(1, HORIZONS - 1);
        let mut acc = [0f32; MAX_HIDDEN];
        let offsets = &self.horizon[horizon * h..(horizon + 1) * h];
        for ((a, o), b) in acc.iter_mut().zip(offsets).zip(&self.bias) {
            *a = o + b;
        }
        for (square, &code) in codes.iter().enumerate() {
            for (a, &w) in acc.iter_mut().zip(self.row(square, code)) {
                *a += f32::from(w) * self.scale;
            }
        }
        Accumulator(acc)
    }

    fn change(&self, acc: &mut Accumulator, square: usize, old: Code, new: Code) {
        let (from, to) = (self.row(square, old), self.row(square, new));
        for ((a, &f), &t) in acc.0.iter_mut().zip(from).zip(to) {
            *a += (f32::from(t) - f32::from(f)) * self.scale;
        }
    }

    fn output(&self, acc: &Accumulator) -> f32 {
        self.out_bias + relu_dot(&acc.0[..self.hidden], &self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuefteln::eval::Judge;
    use crate::tuefteln::Tile;

    /// A small model with every weight set from a counter, for format tests.
    fn sample(side: Side, hidden: usize) -> Model {
        let layout = Layout::for_side(side);
        let mut rows = vec![0i8; 9 * CODES * hidden];
        for square in 0..9 {
            for code in (0..CODES).filter(|&c| possible(layout, square, c)) {
                for j in 0..hidden {
                    rows[(square * CODES + code) * hidden + j] =
                        ((code * 7 + j + square) % 255) as i8;
                }
            }
        }
        Model {
            side,
            hidden,
            scale: 0.01,
            rows,
            horizon: (0..HORIZONS * hidden).map(|i| i as f32 * 0.001).collect(),
            bias: vec![0.05; hidden],
            out: (0..hidden).map(|j| j as f32 * 0.1 - 0.2).collect(),
            out_bias: 0.3,
        }
    }

    #[test]
    fn a_model_survives_its_file() {
        for side in Side::ALL {
            let model = sample(side, 5);
            let bytes = model.to_bytes();
            assert_eq!(Model::from_bytes(&bytes), Ok(model));
        }
    }

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        let bytes = sample(Side::A, 4).to_bytes();
        assert_eq!(Model::from_bytes(b"PNG"), Err(ModelError::NotAModel));
        let mut other = bytes.clone();
        other[4] = 9;
        assert_eq!(Model::from_bytes(&other), Err(ModelError::Version(9)));
        let mut other = bytes.clone();
        other[5] = 2;
        assert_eq!(Model::from_bytes(&other), Err(ModelError::Side(2)));
        let mut other = bytes.clone();
        other[6] = 0;
        assert_eq!(Model::from_bytes(&other), Err(ModelError::Hidden(0)));
        let short = &bytes[..bytes.len() - 1];
        assert!(matches!(
            Model::from_bytes(short),
            Err(ModelError::Length { .. })
        ));
    }

    #[test]
    fn a_changed_square_equals_a_fresh_sum() {
        let model = sample(Side::A, 6);
        let tile = Tile::new(Side::A);
        let codes = Judge::codes(&tile);
        let mut acc = model.accumulate(&codes, 5);
        let mut after = codes;
        after[1] += 3 * 7; // a 3 in square 1's top-right cell
        model.change(&mut acc, 1, codes[1], after[1]);
        let fresh = model.correction(&after, 5);
        assert!((model.output(&acc) - fresh).abs() < 1e-4);
    }

    #[test]
    fn only_contents_that_can_occur_are_stored() {
        // U1: a printed cell always holds its number, so a square with one has 7^3 contents.
        let layout = Layout::for_side(Side::A);
        let counts: Vec<usize> = (0..9)
            .map(|s| (0..CODES).filter(|&c| possible(layout, s, c)).count())
            .collect();
        assert_eq!(counts.iter().filter(|&&c| c == 343).count(), 6);
        assert_eq!(counts.iter().filter(|&&c| c == CODES).count(), 3);
    }
}
