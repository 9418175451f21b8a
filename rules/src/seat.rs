//! Seats at the table and a container holding one value per seat.

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered from 0 in play order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for indexing per-seat data.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat in play order at a table of `seats` seats.
    pub const fn next(self, seats: usize) -> Seat {
        Seat(((self.0 as usize + 1) % seats) as u8)
    }
}

/// One value per seat, indexed by [`Seat`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerSeat<T>(Vec<T>);

impl<T> PerSeat<T> {
    /// A container for `seats` seats, each value made by `make`.
    pub fn new(seats: usize, make: impl FnMut(Seat) -> T) -> Self {
        Self((0..seats as u8).map(Seat).map(make).collect())
    }

    /// How many seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no seats.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The seats with their values, in play order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// The values, in play order.
    pub fn values(&self) -> &[T] {
        &self.0
    }

    /// All seats, in play order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.0.len() as u8).map(Seat)
    }
}

impl<T> std::ops::Index<Seat> for PerSeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> std::ops::IndexMut<Seat> for PerSeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_seat_wraps() {
        assert_eq!(Seat(2).next(3), Seat(0));
        assert_eq!(Seat(0).next(3), Seat(1));
    }

    #[test]
    fn per_seat_indexes_by_seat() {
        let mut p = PerSeat::new(3, |s| s.index() * 10);
        p[Seat(1)] += 1;
        assert_eq!(p.values(), &[0, 11, 20]);
        assert_eq!(p.seats().count(), 3);
    }
}
