// Steps shared by the TWEAK end-to-end tests: reading the cards on screen and playing a turn.
import assert from 'node:assert/strict';

/** T1/T2: card ids 0..53 are number cards, colour * 9 + k, values 1,1,2,2,3,3,4,5,6. */
const VALUES = [1, 1, 2, 2, 3, 3, 4, 5, 6];

/** The value of card `id` (0 for [T!] cards). */
export const valueOf = (id) => (id < 54 ? VALUES[id % 9] : 0);

/** Table card ids adding up to `wanted`, or null (plain subset search). */
export function findSubset(table, wanted) {
  for (let mask = 1; mask < 1 << Math.min(table.length, 16); mask++) {
    const picked = table.filter((_, i) => mask & (1 << i));
    if (picked.reduce((sum, id) => sum + valueOf(id), 0) === wanted) return picked;
  }
  return null;
}

/** The ids of the cards shown under `selector` (a Playwright page, or any page of e2e/engines.mjs). */
export const ids = (page, selector) =>
  page.evaluate((sel) => [...document.querySelectorAll(`${sel} [data-card]`)].map((e) => Number(e.dataset.card)), selector);

/**
 * Plays the person's turn: a sum when one exists (checking that the announced sum reaches the
 * target), else the first hand card placed. Returns the cards won (0 for a placed card).
 */
export async function playTurn(page) {
  const hand = await ids(page, '[data-testid="hand"]');
  const table = await ids(page, '[data-testid="table-cards"]');
  const target = Number((await page.textContent('[data-testid="target"] strong')).match(/\d+/)[0]);
  for (const card of hand) {
    const rest = findSubset(table, target - valueOf(card));
    if (valueOf(card) > 0 && rest) {
      await page.click(`[data-testid="hand"] [data-card="${card}"]`);
      for (const t of rest) await page.click(`[data-testid="table-cards"] [data-card="${t}"]`);
      const announced = await page.textContent('[data-testid="announcement"]');
      assert.match(announced, new RegExp(`= ${target}`), `the running sum reaches ${target}: ${announced}`);
      await page.click('[data-testid="take-sum"]');
      return 1 + rest.length;
    }
  }
  await page.click(`[data-testid="hand"] [data-card="${hand[0]}"]`);
  await page.click('[data-testid="place-card"]');
  return 0;
}
