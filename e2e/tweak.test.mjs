// End-to-end tests of TWEAK through the release build: a round against two bots played through
// the screen (with at least one sum and one placed card), and a two-person pass-and-play match
// in which a hand is never on screen while another seat has the device.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { reportTimings, resetTimings, startGame, useBuiltApp, watchLongTasks } from './flows.mjs';
import { ids, playTurn } from './tweak-flows.mjs';



async function startTweak(page, seats) {
  await startGame(page, 'tweak', seats, { seed: '2024' });
}


describe('TWEAK', { timeout: 900_000 }, () => {
  const app = useBuiltApp();

  test('a round against two bots, through the screen, with a sum and a placed card', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    await watchLongTasks(page);
    await startTweak(page, [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'strong' },
      { name: 'Cy', who: 'normal' },
    ]);
    // Count only what happens while the match is played, not the app's first load.
    await resetTimings(page);
    await assertNoSeriousA11yViolations(page);
    const done = new Set();
    let rounds = 0;
    for (let step = 0; step < 400 && !(done.has('sum') && done.has('place') && rounds >= 1); step++) {
      const which = await Promise.race([
        page.waitForSelector('.own-hand[data-my-turn="true"]', { timeout: 60_000 }).then(() => 'turn'),
        page.waitForSelector('.round-end', { timeout: 60_000 }).then(() => 'end'),
      ]);
      if (which === 'end') {
        rounds += 1;
        await assertNoSeriousA11yViolations(page);
        const next = await page.$('[data-testid="next-round"]');
        if (!next) break;
        await next.click();
        continue;
      }
      const bomb = await page.$('[data-testid="bomb-discard"]');
      if (bomb) {
        const hand = await ids(page, '[data-testid="hand"]');
        await page.click(`[data-testid="hand"] [data-card="${hand[0]}"]`);
        await page.click('[data-testid="bomb-discard"]');
        continue;
      }
      done.add((await playTurn(page)) > 0 ? 'sum' : 'place');
      // The turn passes to a bot (or the round ends).
      await page.waitForSelector('.own-hand[data-my-turn="false"], .round-end');
    }
    assert.ok(done.has('sum'), 'made a sum');
    assert.ok(done.has('place'), 'placed a card');
    assert.ok(rounds >= 1, 'a whole round ended');
    await reportTimings(page, 'TWEAK (strong and normal bots)');
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('pass-and-play: a hand is never visible to the other seat', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    await startTweak(page, [
      { name: 'Alice', who: 'human' },
      { name: 'Bob', who: 'human' },
    ]);
    for (let turn = 0; turn < 6; turn++) {
      // The privacy screen comes first, and no hand is in the page behind it.
      await page.waitForSelector('.privacy-screen');
      assert.equal(await page.locator('[data-testid="hand"]').count(), 0);
      const who = (await page.textContent('.privacy-screen h2')).trim();
      assert.match(who, /Alice|Bob/);
      await assertNoSeriousA11yViolations(page);
      await page.click('.privacy-ready');
      await page.waitForSelector('[data-testid="hand"]');
      const title = await page.textContent('#own-hand-title');
      assert.ok(title.includes(who.includes('Alice') ? 'Alice' : 'Bob'), `${title} after ${who}`);
      const hand = await ids(page, '[data-testid="hand"]');
      if (await page.$('[data-testid="bomb-discard"]')) {
        await page.click(`[data-testid="hand"] [data-card="${hand[0]}"]`);
        await page.click('[data-testid="bomb-discard"]');
      } else {
        await playTurn(page);
      }
      // As soon as the turn is over, the hand is gone from the page.
      await page.waitForSelector('.privacy-screen, .round-end');
      const visible = await ids(page, '[data-testid="hand"]');
      assert.deepEqual(visible, [], 'no hand on screen between turns');
      const stillShown = await page.$$eval('.own-hand [data-card]', (els) => els.length);
      assert.equal(stillShown, 0);
      if (await page.$('.round-end')) break;
      // The cards that stayed in the previous hand are nowhere in the page.
      const onPage = await page.$$eval('[data-card]', (els) => els.map((e) => Number(e.dataset.card)));
      const table = await ids(page, '[data-testid="table-cards"]');
      for (const card of hand) {
        if (!table.includes(card)) assert.ok(!onPage.includes(card), `card ${card} of the previous hand is visible`);
      }
    }
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });
});
