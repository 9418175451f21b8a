// End-to-end tests of watching a game again. For each game, a finished game of bots
// (the fixture `src/games/<game>/fixtures/finished.json`, which a native test keeps equal to
// what today's code plays) is opened from its save, watched from the deal to its end, and the
// replay's final score is checked against the saved one; then it is shared as a link and as a
// file and opened on another device (a fresh browser context, offline for the link).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext, waitForServiceWorkerControl } from './browser.mjs';
import { openFixture, useBuiltApp } from './flows.mjs';

/** Where each game's end screen shows the final score. */
const SCORES = {
  tuefteln: '.end-screen [data-testid="final-total"]',
  tweak: '[data-testid="match-total"]',
  swaks: '[data-testid="swaks-end"] .score-table td',
  twinit: '[data-testid="tw-end"] .score-table td, [data-testid="tw-final-score"]',
};

/** Where the hand of the seat looked through is drawn, in the games with hidden hands. */
const OWN_HANDS = {
  tweak: '[data-testid="hand"]',
  swaks: '[data-testid="swaks-hand"]',
};

const texts = (page, selector) => page.$$eval(selector, (els) => els.map((e) => e.textContent.trim()));
const stepText = (page) => page.textContent('[data-testid="replay-step"]');

/** The step counter's "Step N of M", as [N, M]. */
async function stepOf(page) {
  const [, n, m] = (await stepText(page)).match(/^Step (\d+) of (\d+)$/);
  return [Number(n), Number(m)];
}

/** The ids of the cards (`data-card`) under `selector`, sorted. */
const cardsIn = (page, selector) =>
  page.$$eval(`${selector} [data-card]`, (els) => els.map((e) => Number(e.dataset.card)).sort((a, b) => a - b));

/** Waits until the cards under `selector` are `want`, sorted ids (the table redraws after a
 *  choice in the bar). */
async function waitForCards(page, selector, want) {
  await page.waitForFunction(
    ([sel, ids]) => {
      const shown = [...document.querySelectorAll(`${sel} [data-card]`)].map((e) => Number(e.dataset.card));
      return JSON.stringify(shown.sort((a, b) => a - b)) === JSON.stringify(ids);
    },
    [selector, want],
  );
}

/** Goes to the replay's last step and returns the final score shown there. */
async function scoresAtTheEnd(page, game) {
  await page.click('[data-testid="replay-last"]');
  await page.waitForSelector(SCORES[game]);
  return texts(page, SCORES[game]);
}

describe('watching a game again', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  for (const game of Object.keys(SCORES)) {
    test(`${game}: a finished game replays to its saved score, and opens from a link and a file on another device`, async () => {
      const session = await newRecordedContext(app.browser, app.server.url, { viewport: { width: 390, height: 844 } });
      const page = await session.context.newPage();
      await openFixture(page, game, 'finished.json', 'finished');
      await page.waitForSelector(SCORES[game]);
      const saved = await texts(page, SCORES[game]);
      assert.ok(saved.length > 0, 'the end screen shows the score');

      // From the end screen: the replay opens at the deal, with no score yet.
      await page.click('[data-testid="watch-again"]');
      await page.waitForSelector('[data-testid="replay"]');
      assert.equal(new URL(page.url()).pathname, `/watch/${game}/finished`);
      const [first, steps] = await stepOf(page);
      assert.equal(first, 0);
      assert.ok(steps > 10, `${steps} steps`);
      assert.equal(await page.locator(SCORES[game]).count(), 0, 'no score at the deal');
      await page.click('[data-testid="replay-forward"]');
      await page.click('[data-testid="replay-forward"]');
      assert.deepEqual(await stepOf(page), [2, steps]);
      await page.click('[data-testid="replay-back"]');
      assert.deepEqual(await stepOf(page), [1, steps]);
      // Every seat can be looked through once the game is over.
      assert.equal(await page.locator('[data-testid="replay-seat"] option').count(), 3);
      await page.selectOption('[data-testid="replay-seat"]', '2');
      // The game is over: every hand can be shown at once, the others' face up beside the own.
      const everyHand = page.locator('[data-testid="replay-every-hand"]');
      const othersShown = page.locator('[data-testid^="every-hand-"]');
      assert.equal(await everyHand.getAttribute('aria-pressed'), 'false');
      await everyHand.click();
      assert.equal(await everyHand.getAttribute('aria-pressed'), 'true');
      if (OWN_HANDS[game]) {
        await page.waitForSelector('[data-testid="every-hand-0"]');
        assert.equal(await othersShown.count(), 2, 'the two other seats');
        assert.equal(await page.locator('[data-testid="every-hand-2"]').count(), 0, 'the own hand is drawn as before');
        const own = await cardsIn(page, OWN_HANDS[game]);
        const hands = [await cardsIn(page, '[data-testid="every-hand-0"]'), await cardsIn(page, '[data-testid="every-hand-1"]'), own];
        hands.forEach((cards, seat) => assert.ok(cards.length > 0, `seat ${seat} holds cards`));
        const all = hands.flat();
        assert.equal(new Set(all).size, all.length, 'no card is in two hands');
        // Seen through seat 0, its own hand is the one shown face up before, and seat 2's is up.
        await page.selectOption('[data-testid="replay-seat"]', '0');
        await waitForCards(page, OWN_HANDS[game], hands[0]);
        await waitForCards(page, '[data-testid="every-hand-2"]', own);
        assert.equal(await page.locator('[data-testid="every-hand-0"]').count(), 0);
        await page.selectOption('[data-testid="replay-seat"]', '2');
        await waitForCards(page, OWN_HANDS[game], own);
        await waitForCards(page, '[data-testid="every-hand-0"]', hands[0]);
      } else {
        // No hidden hand in this game: the table is drawn as before.
        assert.equal(await othersShown.count(), 0);
      }
      await assertNoSeriousA11yViolations(page);
      // Pressed again, back to one seat's view.
      await everyHand.click();
      assert.equal(await everyHand.getAttribute('aria-pressed'), 'false');
      assert.equal(await othersShown.count(), 0, 'the others face down again');
      if (OWN_HANDS[game]) {
        assert.ok((await cardsIn(page, OWN_HANDS[game])).length > 0, 'the own hand stays');
      }
      // Played, the steps go on by themselves; paused, they stop.
      await page.selectOption('[data-testid="replay-speed"]', '8');
      await page.click('[data-testid="replay-play"]');
      await page.waitForFunction(() => /^Step ([4-9]|\d\d+) of/.test(document.querySelector('[data-testid="replay-step"]').textContent));
      await page.click('[data-testid="replay-play"]');
      const paused = await stepOf(page);
      await page.waitForTimeout(400);
      assert.deepEqual(await stepOf(page), paused, 'paused');

      assert.deepEqual(await scoresAtTheEnd(page, game), saved, 'the replayed final score is the saved one');
      assert.deepEqual(await stepOf(page), [steps, steps]);

      // Shared as a link: the record itself, after the '#'.
      await page.click('[data-testid="replay-more"]');
      await page.click('[data-testid="replay-share"]');
      const link = await page.locator('[data-testid="replay-link"]').inputValue();
      assert.match(link, new RegExp(`/watch/${game}#[A-Za-z0-9_-]+$`));
      // Saved as a file.
      const download = page.waitForEvent('download');
      await page.click('[data-testid="replay-save"]');
      const savedFile = await download;
      // Read now: the download is gone with its context.
      const file = {
        name: savedFile.suggestedFilename(),
        mimeType: 'application/json',
        buffer: await readFile(await savedFile.path()),
      };
      assert.match(file.name, new RegExp(`^tablee-${game}-finished\\.json$`));
      assert.equal(JSON.parse(file.buffer.toString('utf8')).kind.toLowerCase(), game);

      // Back to the table: the end screen as it was.
      await page.click('[data-testid="replay-close"]');
      await page.waitForSelector(SCORES[game]);
      assert.equal(new URL(page.url()).pathname, `/play/${game}/finished`);
      session.assertNoPageErrors();
      await session.close();

      // Another device, which has never seen the game: the link opens the replay, offline too.
      const other = await newRecordedContext(app.browser, app.server.url);
      const phone = await other.context.newPage();
      await phone.goto('/');
      await waitForServiceWorkerControl(phone);
      await other.context.setOffline(true);
      await phone.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await phone.waitForSelector('[data-testid="replay"]');
      assert.deepEqual(await stepOf(phone), [0, steps]);
      assert.deepEqual(await scoresAtTheEnd(phone, game), saved, 'the link replays to the same score');
      await other.context.setOffline(false);
      // The file opens at the game's replay address.
      await phone.goto(`/watch/${game}`);
      await phone.waitForSelector('[data-testid="replay-trouble"]');
      await phone.setInputFiles('[data-testid="replay-file"]', file);
      await phone.waitForSelector('[data-testid="replay"]');
      assert.deepEqual(await scoresAtTheEnd(phone, game), saved, 'the file replays to the same score');
      other.assertNoPageErrors();
      other.assertOnlyLocalRequests();
      await other.close();
    });
  }

  test('a save from an older build replays; a damaged link and a file that is no game say so', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    // A TWEAK match saved by schema 1, not over: watched so far, through the people's eyes only.
    await openFixture(page, 'tweak', 'schema1_bots.json', 'old');
    await page.waitForSelector('[data-testid="tweak-table"]');
    // What there is to watch is what was played since the old state: a bot moves first, after
    // its pause. Leaving before that move is saved would leave nothing to step through.
    await page.waitForFunction(() => /"actions":\[\{/.test(localStorage.getItem('tablee.save.old') ?? ''));
    await page.goto('/watch/tweak/old');
    await page.waitForSelector('[data-testid="replay"]');
    const [, steps] = await stepOf(page);
    assert.ok(steps > 0);
    await page.click('[data-testid="replay-last"]');
    assert.deepEqual(await stepOf(page), [steps, steps]);

    await page.goto('/watch/swaks#bm90IGEgZ2FtZQ');
    await page.waitForSelector('[data-testid="replay-trouble"]');
    assert.match(await page.textContent('[data-testid="replay-trouble"]'), /damaged/);
    await page.setInputFiles('[data-testid="replay-file"]', {
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": 1}'),
    });
    await page.waitForSelector('text=This file is not a Tablée game.');
    await page.goto('/watch/tweak/nowhere');
    await page.waitForSelector('[role="alert"]');
    session.assertNoPageErrors();
    await session.close();
  });
});
