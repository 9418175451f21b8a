//! The seeded random number generator that every game state holds.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A game seed: the number that, with the players' actions, fixes a whole game.
///
/// It is shown in the UI and can be set in the URL (`?seed=...`) to replay a deal.
pub type Seed = u64;

/// The random number generator held inside every game state.
///
/// ChaCha8 gives the same sequence for the same seed on every platform (native and wasm32),
/// and its state serialises with the game, so a saved game resumes with the same future rolls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRng {
    seed: Seed,
    inner: ChaCha8Rng,
}

/// A generator as saves hold it: the shape `rand_chacha`'s own serde gives (every save written
/// so far reads and writes the same), with the ChaCha key read through a `Vec`. serde's reader
/// of a `[u8; 32]` is unrolled for each of the 32 bytes, in every game's wasm.
#[derive(Serialize, Deserialize)]
struct Saved {
    seed: Seed,
    inner: SavedChaCha,
}

/// A ChaCha stream's state: its key, stream number and position in words.
#[derive(Serialize, Deserialize)]
struct SavedChaCha {
    seed: Vec<u8>,
    stream: u64,
    word_pos: u128,
}

impl Serialize for GameRng {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Saved {
            seed: self.seed,
            inner: SavedChaCha {
                seed: self.inner.get_seed().to_vec(),
                stream: self.inner.get_stream(),
                word_pos: self.inner.get_word_pos(),
            },
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameRng {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let saved = Saved::deserialize(deserializer)?;
        let key: [u8; 32] = saved.inner.seed.try_into().map_err(|key: Vec<u8>| {
            serde::de::Error::invalid_length(key.len(), &"a ChaCha key of 32 bytes")
        })?;
        let mut inner = ChaCha8Rng::from_seed(key);
        inner.set_stream(saved.inner.stream);
        inner.set_word_pos(saved.inner.word_pos);
        Ok(GameRng {
            seed: saved.seed,
            inner,
        })
    }
}

impl GameRng {
    /// A generator started from `seed`.
    pub fn from_seed(seed: Seed) -> Self {
        Self {
            seed,
            inner: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The seed this generator was started from.
    pub const fn seed(&self) -> Seed {
        self.seed
    }

    /// A uniformly random number in `range`.
    pub fn range(&mut self, range: std::ops::Range<usize>) -> usize {
        self.inner.random_range(range)
    }

    /// A uniformly random number in `low..=high`.
    pub fn inclusive(&mut self, low: u8, high: u8) -> u8 {
        self.inner.random_range(low..=high)
    }

    /// A uniformly random `u64`, for deriving seeds (for example a bot's own generator).
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.range(0..i + 1);
            items.swap(i, j);
        }
    }

    /// One element of `items` chosen uniformly, or `None` when it is empty.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.range(0..items.len())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = GameRng::from_seed(42);
        let mut b = GameRng::from_seed(42);
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(GameRng::from_seed(43).next_u64(), xs[0]);
    }

    #[test]
    fn known_first_value_is_stable_across_platforms() {
        // ChaCha8 is specified: this value must be the same natively and in wasm32.
        // If it changes, saved games and shared seeds would replay differently.
        let first = GameRng::from_seed(1).next_u64();
        assert_eq!(first, GameRng::from_seed(1).next_u64());
        assert_eq!(first, KNOWN_FIRST_VALUE_SEED_1);
    }

    /// The first `u64` of seed 1, recorded once; the browser test checks the same constant.
    pub const KNOWN_FIRST_VALUE_SEED_1: u64 = 7_424_550_030_962_593_201;

    #[test]
    fn serde_round_trip_keeps_the_future() {
        let mut rng = GameRng::from_seed(7);
        rng.next_u64();
        let json = serde_json::to_string(&rng).unwrap();
        let mut back: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(back.next_u64(), rng.next_u64());
        assert_eq!(back.seed(), 7);
    }

    /// A generator as a save of 2026-11-25 holds it (`src/session/fixtures/swaks_v1.json`),
    /// written by `rand_chacha`'s own serde: read, it goes on where it was, and written again
    /// it is the same text.
    #[test]
    fn a_saved_generator_reads_and_writes_as_before() {
        let saved = r#"{"seed":11260116532100,"inner":{"seed":[209,60,244,63,223,189,171,196,156,27,176,122,49,193,12,89,231,146,255,173,202,119,90,138,239,226,204,70,116,210,101,207],"stream":0,"word_pos":25}}"#;
        let rng: GameRng = serde_json::from_str(saved).unwrap();
        assert_eq!(serde_json::to_string(&rng).unwrap(), saved);
        let mut fresh = GameRng::from_seed(11_260_116_532_100);
        for _ in 0..25 {
            fresh.inner.next_u32();
        }
        assert_eq!(
            rng, fresh,
            "word 25 of the stream seeded by the save's seed"
        );
        let short = saved.replace("[209,60,", "[");
        assert!(
            serde_json::from_str::<GameRng>(&short).is_err(),
            "a key of 30 bytes"
        );
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = GameRng::from_seed(3);
        let mut v: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted, "a 50-card shuffle left the deck in order");
    }
}
