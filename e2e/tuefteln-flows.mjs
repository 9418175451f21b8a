// Steps shared by the Tüfteln end-to-end tests: writing a roll and reading the round.

/** Writes this round's roll for the person whose turn it is, with the mouse. */
export async function placeOneRoll(page) {
  await page.click('[data-testid="die-0"]');
  await page.click('.human-turn button.cell--target');
  await page.click('.human-turn button.cell--target');
  await page.click('[data-testid="confirm"]');
}

/** The round the table shows. */
export const round = (page) => page.textContent('[data-testid="round"]').then((t) => Number(t.match(/\d+/)[0]));
