//! A person's placement being built on screen: pick a die, then a cell, then the other; swap;
//! undo until it is confirmed. Pure logic, so it is tested without a browser.

use tablee_rules::tuefteln::{CellId, Placement, Roll, Tile};
use tablee_rules::Die;

/// The placement under construction for one roll on one tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    legal: Vec<Placement>,
    dice: [Die; 2],
    /// The die picked and waiting for a cell.
    picked: Option<usize>,
    /// Dice already written, in order: (die index, cell).
    written: Vec<(usize, CellId)>,
}

impl Draft {
    /// An empty draft for `roll` on `tile`.
    pub fn new(tile: &Tile, roll: Roll) -> Draft {
        Draft {
            legal: tile.legal_placements(roll),
            dice: roll.0,
            picked: None,
            written: Vec::new(),
        }
    }

    /// The two dice, in the order shown.
    pub const fn dice(&self) -> [Die; 2] {
        self.dice
    }

    /// The die waiting for a cell.
    pub const fn picked(&self) -> Option<usize> {
        self.picked
    }

    /// The cell die `index` was written into, if it was.
    pub fn cell_of(&self, index: usize) -> Option<CellId> {
        self.written
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, c)| *c)
    }

    /// The value this draft writes into `cell`, if any.
    pub fn value_at(&self, cell: CellId) -> Option<Die> {
        self.written
            .iter()
            .find(|(_, c)| *c == cell)
            .map(|(i, _)| self.dice[*i])
    }

    /// Whether die `index` can still be picked.
    pub fn can_pick(&self, index: usize) -> bool {
        index < 2 && self.cell_of(index).is_none()
    }

    /// Picks die `index` (or un-picks it when picked again).
    pub fn pick(&mut self, index: usize) {
        if self.can_pick(index) {
            self.picked = if self.picked == Some(index) {
                None
            } else {
                Some(index)
            };
        }
    }

    fn fits(&self, placement: &Placement, assignments: &[(Die, CellId)]) -> bool {
        let pairs = [
            (placement.values[0], placement.cells[0]),
            (placement.values[1], placement.cells[1]),
        ];
        match assignments {
            [one] => pairs.contains(one),
            [a, b] => (pairs[0] == *a && pairs[1] == *b) || (pairs[0] == *b && pairs[1] == *a),
            _ => false,
        }
    }

    /// The cells where the picked die may go now, keeping a legal placement possible.
    pub fn target_cells(&self) -> Vec<CellId> {
        let Some(index) = self.picked else {
            return Vec::new();
        };
        let value = self.dice[index];
        let mut cells: Vec<CellId> = self
            .legal
            .iter()
            .flat_map(|p| {
                [0, 1]
                    .into_iter()
                    .filter_map(move |k| (p.values[k] == value).then_some((p, p.cells[k])))
            })
            .filter(|(p, cell)| {
                let mut assignments: Vec<(Die, CellId)> = self
                    .written
                    .iter()
                    .map(|(i, c)| (self.dice[*i], *c))
                    .collect();
                assignments.push((value, *cell));
                self.fits(p, &assignments)
            })
            .map(|(_, cell)| cell)
            .collect();
        tablee_rules::small_sort::sort(&mut cells);
        cells.dedup();
        cells
    }

    /// Writes the picked die into `cell` when that is allowed; returns whether it was. The
    /// other die is then picked automatically.
    pub fn write(&mut self, cell: CellId) -> bool {
        let Some(index) = self.picked else {
            return false;
        };
        if !self.target_cells().contains(&cell) {
            return false;
        }
        self.written.push((index, cell));
        self.picked = (0..2).find(|&i| self.cell_of(i).is_none());
        true
    }

    /// Takes back the last written die.
    pub fn undo(&mut self) {
        if let Some((index, _)) = self.written.pop() {
            self.picked = Some(index);
        } else {
            self.picked = None;
        }
    }

    /// Whether anything can be undone.
    pub fn can_undo(&self) -> bool {
        !self.written.is_empty()
    }

    /// Whether [`Draft::swap`] does something now.
    pub fn can_swap(&self) -> bool {
        self.written.len() == 2 && self.dice[0] != self.dice[1] || self.written.is_empty()
    }

    /// Swaps the two numbers: when both are written, each takes the other's cell; before
    /// anything is written, the dice change places.
    pub fn swap(&mut self) {
        if self.written.len() == 2 {
            let cells = [self.written[0].1, self.written[1].1];
            self.written[0].1 = cells[1];
            self.written[1].1 = cells[0];
        } else if self.written.is_empty() {
            self.dice.swap(0, 1);
            self.picked = self.picked.map(|i| 1 - i);
        }
    }

    /// The finished placement, once both dice are written.
    pub fn placement(&self) -> Option<Placement> {
        match self.written.as_slice() {
            [(i, a), (j, b)] => Some(Placement {
                cells: [*a, *b],
                values: [self.dice[*i], self.dice[*j]],
            }),
            _ => None,
        }
    }

    /// Replaces the draft with `placement` written out, as the hint shows it; returns whether
    /// the placement fits this roll and tile.
    pub fn show(&mut self, placement: Placement) -> bool {
        self.written.clear();
        self.picked = None;
        for k in 0..2 {
            let Some(index) =
                (0..2).find(|&i| self.cell_of(i).is_none() && self.dice[i] == placement.values[k])
            else {
                return false;
            };
            self.picked = Some(index);
            if !self.write(placement.cells[k]) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablee_rules::tuefteln::Side;

    fn fresh(side: Side, a: u8, b: u8) -> Draft {
        Draft::new(&Tile::new(side), Roll::of(a, b).unwrap())
    }

    #[test]
    fn every_completed_draft_is_a_legal_placement() {
        for side in Side::ALL {
            let tile = Tile::new(side);
            let roll = Roll::of(2, 5).unwrap();
            let legal: Vec<Placement> = tile
                .legal_placements(roll)
                .into_iter()
                .map(Placement::canonical)
                .collect();
            let mut draft = Draft::new(&tile, roll);
            draft.pick(0);
            for first in draft.target_cells() {
                let mut d = draft.clone();
                assert!(d.write(first));
                assert_eq!(d.picked(), Some(1));
                for second in d.target_cells() {
                    let mut e = d.clone();
                    assert!(e.write(second));
                    let p = e.placement().unwrap();
                    assert!(legal.contains(&p.canonical()), "{p:?} on side {side:?}");
                    e.swap();
                    assert!(legal.contains(&e.placement().unwrap().canonical()));
                }
            }
        }
    }

    #[test]
    fn cells_outside_the_targets_are_refused_and_undo_steps_back() {
        let mut d = fresh(Side::A, 3, 4);
        assert!(!d.write(CellId(0)), "nothing picked yet");
        d.pick(1);
        let targets = d.target_cells();
        assert!(!targets.is_empty());
        let outside = CellId::all().find(|c| !targets.contains(c)).unwrap();
        assert!(!d.write(outside));
        assert!(d.write(targets[0]));
        assert_eq!(d.value_at(targets[0]).map(Die::value), Some(4));
        d.undo();
        assert_eq!(d.picked(), Some(1));
        assert!(d.placement().is_none());
        assert!(!d.can_undo());
    }

    #[test]
    fn show_writes_any_legal_placement() {
        let tile = Tile::new(Side::A);
        let roll = Roll::of(6, 6).unwrap();
        for p in tile.legal_placements(roll) {
            let mut d = Draft::new(&tile, roll);
            assert!(d.show(p), "{p:?}");
            assert_eq!(d.placement().map(Placement::canonical), Some(p.canonical()));
        }
    }

    #[test]
    fn picking_twice_unpicks() {
        let mut d = fresh(Side::B, 1, 6);
        d.pick(0);
        d.pick(0);
        assert_eq!(d.picked(), None);
        assert!(d.target_cells().is_empty());
    }
}
