// The tables scripts/long-tasks.mjs and scripts/trace-play.mjs play, and how the person plays each.
import { placeOneRoll } from '../e2e/tuefteln-flows.mjs';
import { playTurn } from '../e2e/tweak-flows.mjs';

/** Each game's table: who sits there, and what the person does while the clock runs. */
export const GAMES = {
  tuefteln: {
    seats: [{ who: 'human', name: 'Ana' }, ...Array.from({ length: 14 }, () => ({ who: 'strong' }))],
    // Everyone writes each roll at once: the person writes, the 14 bots write beside.
    async play(page) {
      await page.waitForSelector('[data-testid="confirm"], .end-screen', { timeout: 30_000 });
      if (await page.locator('.end-screen').count()) return false;
      await placeOneRoll(page);
      return true;
    },
  },
  tweak: {
    seats: [{ who: 'human', name: 'Ana' }, { who: 'strong' }, { who: 'strong' }, { who: 'strong' }],
    async play(page) {
      const next = await page.waitForSelector('.own-hand[data-my-turn="true"], .round-end', { timeout: 30_000 });
      if (await next.evaluate((e) => e.classList.contains('round-end'))) {
        await page.click('[data-testid="next-round"]');
        return true;
      }
      await playTurn(page);
      return true;
    },
  },
  swaks: {
    // The person lets the 5-second timer run out on each turn: the bots play on between.
    seats: [{ who: 'human', name: 'Ana' }, { who: 'strong' }, { who: 'strong' }, { who: 'strong' }],
    async play(page) {
      await page.waitForTimeout(1_000);
      return true;
    },
  },
  twinit: {
    seats: [{ who: 'human', name: 'Ana' }, { who: 'strong' }, { who: 'strong' }, { who: 'strong' }],
    start: async (page) => page.click('[data-testid="tw-start"]'),
    async play(page) {
      await page.waitForTimeout(1_000);
      return true;
    },
  },
};

