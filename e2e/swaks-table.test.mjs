// End-to-end tests of Swaks's table, played through the built app in Chromium: a round against
// two bots with a combination played by the person, a reload in the middle of it, bots that jump
// in or call "Swaks!" on their own time; and two people passing one phone, where no hand is ever
// in the page while another seat holds the device.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { openFixture, reportTimings, resetTimings, startGame, useBuiltApp, watchLongTasks } from './flows.mjs';

const PHONE = { width: 390, height: 844 };
const TABLE = '[data-testid="swaks-table"]';

/** The round's log, one line per move. */
const logLines = (page) => page.$$eval('[data-testid="swaks-log"] li', (lis) => lis.map((li) => li.textContent));

/** The seat badge of `name`: its cards in hand, as a screen reader hears it. */
async function handCount(page, name) {
  const spoken = await page
    .locator('.seat-badge', { has: page.locator('.seat-name', { hasText: name }) })
    .locator('.sr-only')
    .textContent();
  const found = spoken.match(/(\d+) cards? in hand/);
  assert.ok(found, `the badge of ${name} reads "${spoken}"`);
  return Number(found[1]);
}

/**
 * One move of the person whose hand is shown, if it is their turn: the first lifted card that
 * plays alone, else drawing. Returns what it did, or null when it was not their turn or the
 * table moved on under it (the game runs in real time: a bot may change the hand at any moment).
 */
async function playSomething(page) {
  try {
    const due = await page.$('.swaks-own .small-title');
    if (!due || !(await due.textContent()).includes('Your turn')) return null;
    for (const card of await page.$$('.swaks-hand-card--playable')) {
      await card.click({ timeout: 2_000 });
      const play = await page.$('.swaks-plays .button--primary');
      if (play) {
        const label = await play.textContent();
        await play.click({ timeout: 2_000 });
        return label;
      }
      await card.click({ timeout: 2_000 }); // put it back: it plays only with others
    }
    const draw = await page.$('[data-testid="swaks-draw"]');
    if (draw) {
      await draw.click({ timeout: 2_000 });
      return 'draw';
    }
  } catch (e) {
    if (!/not attached|detached|Timeout/i.test(String(e))) throw e;
  }
  return null;
}

describe('Swaks table', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('against two bots: a combination, a reload mid-round, bots jumping in or calling out', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: PHONE });
    const page = await session.context.newPage();
    await watchLongTasks(page);
    const play = JSON.parse(await readFile(new URL('../src/games/swaks/fixtures/combination.play.json', import.meta.url), 'utf8'));
    await openFixture(page, 'swaks', 'combination.json', 'swaks-combo');
    await page.waitForSelector('[data-testid="swaks-hand"]');
    await resetTimings(page);
    await assertNoSeriousA11yViolations(page, { include: TABLE });

    // A reload mid-countdown: the time left goes on from where it stood, not from the start.
    const secondsLeft = async () => Number((await page.textContent('[data-testid="swaks-countdown"]')).match(/\d+/)[0]);
    const atOpening = await secondsLeft();
    await page.waitForTimeout(2_500);
    const beforeReload = await secondsLeft();
    assert.ok(beforeReload <= atOpening - 2, `the countdown runs (${atOpening} s, then ${beforeReload} s)`);
    await page.reload();
    await page.waitForSelector('[data-testid="swaks-hand"]');
    const afterReload = await secondsLeft();
    console.log(`# Swaks countdown: ${atOpening} s at opening, ${beforeReload} s before a reload, ${afterReload} s after`);
    assert.ok(afterReload <= beforeReload + 1, 'the countdown did not start again after the reload');

    // The person picks the combination's cards in play order and plays it.
    const before = await handCount(page, 'Ana');
    for (const id of play.cards) await page.click(`.swaks-hand-card[data-card="${id}"]`);
    const button = page.locator('.swaks-plays .button--primary').first();
    assert.match(await button.textContent(), /Triple|Four of a kind|Run/);
    await button.click();
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="swaks-log"] li')].some((li) => li.textContent.startsWith('Ana plays')),
    );
    const played = (await logLines(page)).find((line) => line.startsWith('Ana plays'));
    assert.match(played, /Triple/);
    assert.equal(await handCount(page, 'Ana'), before - play.cards.length);

    // A reload in the middle of the round: the same table, the same log.
    const logBefore = await logLines(page);
    await page.reload();
    await page.waitForSelector(TABLE);
    const logAfter = await logLines(page);
    assert.deepEqual(logAfter.slice(0, logBefore.length), logBefore, 'the log survives the reload');

    // Play on until a bot jumps in or calls "Swaks!" on someone, and the table woke for the
    // bots at least 25 times since the reload (for the timings; at most three minutes).
    const botReacted = (lines) => lines.some((l) => /^(Bo|Cy) (jumps in|calls)/.test(l));
    const wakes = () => page.evaluate(() => performance.getEntriesByName('tablee-bot').length);
    const deadline = Date.now() + 180_000;
    let moves = 0;
    while ((!botReacted(await logLines(page)) || (await wakes()) < 25) && Date.now() < deadline) {
      const next = await page.$('[data-testid="swaks-next-round"]');
      if (next) await next.click();
      if (await page.$('[data-testid="swaks-end"]')) break;
      if (await playSomething(page)) moves++;
      await page.waitForTimeout(150);
    }
    const lines = await logLines(page);
    console.log(`# ${moves} moves by Ana; the bots' reactions: ${lines.filter((l) => /jumps in|calls/.test(l)).join(' | ')}`);
    assert.ok(botReacted(lines) || (await page.$('[data-testid="swaks-end"]')), 'a bot jumped in or called out');
    await reportTimings(page, 'a Swaks round against two bots');
    session.assertNoPageErrors();
    session.assertOnlyLocalRequests();
    await session.close();
  });

  test('two people on one phone: no hand in the page while the other holds it', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: PHONE });
    const page = await session.context.newPage();
    await startGame(page, 'swaks', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'human' },
      { name: 'Cy', who: 'normal' },
    ], { seed: '31' });
    let handovers = 0;
    for (let step = 0; step < 200 && handovers < 6; step++) {
      const privacy = await page.$('.privacy-screen');
      if (privacy) {
        assert.equal(await page.$('[data-testid="swaks-hand"]'), null, 'a hand is in the page behind the privacy screen');
        assert.equal(await page.$('.swaks-hand-card'), null);
        const to = (await page.textContent('#privacy-title')).replace('Pass the tablet to ', '');
        await page.click('.privacy-ready');
        await page.waitForSelector('[data-testid="swaks-hand"]');
        // Read both in one go, so no move can come between them.
        const { shown, spoken } = await page.evaluate((name) => {
          const badge = [...document.querySelectorAll('.seat-badge')]
            .find((b) => b.querySelector('.seat-name')?.textContent === name);
          return {
            shown: document.querySelectorAll('.swaks-hand-card').length,
            spoken: badge?.querySelector('.sr-only')?.textContent ?? '',
          };
        }, to);
        const count = Number((spoken.match(/(\d+) cards? in hand/) ?? [])[1]);
        assert.equal(shown, count, `the hand shown is ${to}'s (${spoken})`);
        handovers++;
      }
      const next = await page.$('[data-testid="swaks-next-round"]');
      if (next) await next.click();
      await playSomething(page);
      await page.waitForTimeout(100);
    }
    assert.ok(handovers >= 4, `the device went round (${handovers} handovers)`);
    session.assertNoPageErrors();
    await session.close();
  });
});
