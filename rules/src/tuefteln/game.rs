//! The game state: 15 rounds of one roll that every seat writes at once (U5).

use super::error::PlaceError;
use super::layout::Side;
use super::tile::{Placement, Roll, Tile};
use crate::{
    Die, Game, GameKind, GameRng, Millis, Outcome, PerSeat, Seat, Seed, SetupError, Status,
};
use serde::{Deserialize, Serialize};

/// The options chosen on the new-game screen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The tile face everybody plays on (U1).
    pub side: Side,
}

/// What a seat can do: write this round's roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Write the two numbers into two cells.
    Place(Placement),
}

/// A game of Tüfteln.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tuefteln {
    side: Side,
    rng: GameRng,
    round: u8,
    roll: Roll,
    roller: Seat,
    tiles: PerSeat<Tile>,
    placed: PerSeat<bool>,
}

/// What one seat sees: the [`Public`] view, which is everything but the generator (every tile is
/// on the table). It reads as the public view too (`view.roll`, `view.tiles`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking.
    pub seat: Seat,
    /// What everyone sees.
    pub public: Public,
}

crate::game::reads_as_public!(View => Public);

/// What anyone at the table may see: everything but the generator, so nobody can foresee the
/// next rolls.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Public {
    /// The tile face played.
    pub side: Side,
    /// The round, 1 to 15.
    pub round: u8,
    /// Who rolled this round's dice.
    pub roller: Seat,
    /// This round's dice.
    pub roll: Roll,
    /// Every seat's tile (all tiles are public).
    pub tiles: PerSeat<Tile>,
    /// Which seats have written this round's roll.
    pub placed: PerSeat<bool>,
}

impl Public {
    /// Whether the game is over: the last round is written by everybody.
    pub fn is_finished(&self) -> bool {
        self.round == Tuefteln::ROUNDS && self.placed.values().iter().all(|&p| p)
    }

    /// How the game ended, once it is finished (the same as [`Game::status`] says then).
    pub fn outcome(&self) -> Option<Outcome> {
        self.is_finished().then(|| final_outcome(&self.tiles))
    }
}

/// The outcome of a finished game on `tiles`: U9, equal top totals share the win.
fn final_outcome(tiles: &PerSeat<Tile>) -> Outcome {
    Outcome::highest_wins(PerSeat::new(tiles.len(), |seat| tiles[seat].score().total))
}

impl Tuefteln {
    /// Rounds in a game: 15 rolls fill the 30 free cells (U5).
    pub const ROUNDS: u8 = 15;

    /// The round, 1 to 15.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// This round's dice.
    pub fn roll(&self) -> Roll {
        self.roll
    }

    /// Who rolled this round's dice (U5: passes to the next seat each round).
    pub fn roller(&self) -> Seat {
        self.roller
    }

    /// The tile of `seat`.
    ///
    /// # Panics
    /// When `seat` is not at the table.
    pub fn tile(&self, seat: Seat) -> &Tile {
        &self.tiles[seat]
    }

    /// Every seat's tile.
    pub fn tiles(&self) -> &PerSeat<Tile> {
        &self.tiles
    }

    /// Whether `seat` has written this round's roll.
    ///
    /// # Panics
    /// When `seat` is not at the table.
    pub fn has_placed(&self, seat: Seat) -> bool {
        self.placed[seat]
    }

    /// The tile face played.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The seed the game was started from.
    pub fn seed(&self) -> Seed {
        self.rng.seed()
    }

    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.round == Self::ROUNDS && self.placed.values().iter().all(|&p| p)
    }

    fn roll_dice(rng: &mut GameRng) -> Roll {
        let a = Die::roll(rng);
        let b = Die::roll(rng);
        Roll([a, b])
    }

    /// Checks `action` for `seat` without playing it.
    ///
    /// # Errors
    /// Why the action would be refused.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), PlaceError> {
        if seat.index() >= self.tiles.len() {
            return Err(PlaceError::NoSuchSeat(seat));
        }
        if self.is_finished() {
            return Err(PlaceError::GameOver);
        }
        if self.placed[seat] {
            return Err(PlaceError::AlreadyPlaced);
        }
        let Action::Place(placement) = action;
        self.tiles[seat].check(self.roll, *placement)
    }
}

impl Game for Tuefteln {
    type Options = Options;
    type Action = Action;
    type View = View;
    type Public = Public;
    type Error = PlaceError;

    const KIND: GameKind = GameKind::Tuefteln;

    fn new(options: &Options, seats: usize, seed: Seed) -> Result<Self, SetupError> {
        SetupError::check_seats(Self::KIND, seats)?;
        let mut rng = GameRng::from_seed(seed);
        let roller = Seat(rng.range(0..seats) as u8); // U5: a random first roller
        let roll = Self::roll_dice(&mut rng);
        Ok(Tuefteln {
            side: options.side,
            rng,
            round: 1,
            roll,
            roller,
            tiles: PerSeat::new(seats, |_| Tile::new(options.side)),
            placed: PerSeat::new(seats, |_| false),
        })
    }

    fn seat_count(&self) -> usize {
        self.tiles.len()
    }

    fn status(&self) -> Status {
        if self.is_finished() {
            Status::Finished(final_outcome(&self.tiles))
        } else {
            // U5: everybody writes the same roll at once.
            Status::Acting(
                self.placed
                    .iter()
                    .filter(|(_, &p)| !p)
                    .map(|(seat, _)| seat)
                    .collect(),
            )
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat.index() >= self.tiles.len() || self.is_finished() || self.placed[seat] {
            return Vec::new();
        }
        self.tiles[seat]
            .legal_placements(self.roll)
            .into_iter()
            .map(Action::Place)
            .collect()
    }

    fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.check(seat, action).is_ok()
    }

    fn play(&mut self, seat: Seat, action: Action, _at: Millis) -> Result<(), PlaceError> {
        self.check(seat, &action)?;
        let Action::Place(placement) = action;
        self.tiles[seat].write(placement.canonical());
        self.placed[seat] = true;
        if self.placed.values().iter().all(|&p| p) && self.round < Self::ROUNDS {
            // U5: next round, rolled by the next seat.
            self.round += 1;
            self.roller = self.roller.next(self.tiles.len());
            self.roll = Self::roll_dice(&mut self.rng);
            for seat in self.placed.seats().collect::<Vec<_>>() {
                self.placed[seat] = false;
            }
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        View {
            seat,
            public: self.public_view(),
        }
    }

    fn public_view(&self) -> Public {
        Public {
            side: self.side,
            round: self.round,
            roller: self.roller,
            roll: self.roll,
            tiles: self.tiles.clone(),
            placed: self.placed.clone(),
        }
    }

    fn public_part(view: &View) -> &Public {
        &view.public
    }

    fn is_due(view: &View) -> bool {
        !view.is_finished() && !view.placed[view.seat]
    }
}
