// End-to-end tests of learning a game by playing it: the lesson is offered on the
// home screen and, on a first visit, on the new-game form; its coach says each step, points at
// what it speaks of, waits for the student's own move on the table (or plays it with "Show
// me"), resumes after a reload where it was left, and ends on an offer of a real game.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { useBuiltApp } from './flows.mjs';
import { placeOneRoll, round } from './tuefteln-flows.mjs';

const say = (page) => page.textContent('[data-testid="coach-say"]');
const stepText = (page) => page.textContent('[data-testid="coach-step"]');

/** Waits for the coach to be at step `n` (of any count). */
async function atStep(page, n) {
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="coach-step"]')?.textContent.startsWith(`Step ${n} of`),
    n,
  );
}

/** The coach's step number now. */
async function stepNumber(page) {
  return Number((await stepText(page)).match(/^Step (\d+) of/)[1]);
}

/**
 * Does the coach's step `n` with "Show me", as often as it takes: when the move the step asks
 * for is not there yet (no sum reaches the target, no jump-in is open), "Show me" plays the
 * move the lesson falls back on, and the step waits for its chance.
 */
async function showMeUntilDone(page, n, { within = 180_000 } = {}) {
  const end = Date.now() + within;
  while (Date.now() < end) {
    if ((await stepNumber(page)) > n || (await page.locator('[data-testid="coach-real-game"]').count()) > 0) return;
    try {
      await page.click('[data-testid="coach-show"]:not([disabled])', { timeout: 1_000 });
    } catch {
      // Not the student's move now: the bots are playing.
    }
    await page.waitForTimeout(200);
  }
  assert.fail(`step ${n} was not done in ${within} ms`);
}

/** Walks a whole lesson: "Next" on the steps to read, "Show me" on the steps to do. */
async function walkLesson(page) {
  for (;;) {
    if ((await page.locator('[data-testid="coach-real-game"]').count()) > 0) return;
    const n = await stepNumber(page);
    if ((await page.locator('[data-testid="coach-next"]').count()) > 0) {
      await page.click('[data-testid="coach-next"]');
      await page.waitForFunction((n) => {
        const step = document.querySelector('[data-testid="coach-step"]')?.textContent ?? '';
        return !step.startsWith(`Step ${n} of`) || document.querySelector('[data-testid="coach-real-game"]');
      }, n);
    } else {
      await showMeUntilDone(page, n);
    }
  }
}

describe('learning to play', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('Tüfteln: the lesson from the home screen to its end, resumed after a reload', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: { width: 390, height: 844 } });
    const page = await session.context.newPage();
    // A first visit to the new-game form offers the lesson first.
    await page.goto('/new/tuefteln');
    await page.waitForSelector('.learn-offer--first [data-testid="learn-offer"]');
    await page.goto('/');
    await page.click('[data-testid="learn-tuefteln"]');
    await page.waitForSelector('[data-testid="coach"]');
    assert.equal(new URL(page.url()).pathname, '/learn/tuefteln');
    assert.match(await stepText(page), /^Step 1 of 8$/);
    assert.match(await say(page), /nine squares/);
    // The coach points at what it speaks of: the tile.
    await page.waitForSelector('.turn-board .tile.lesson-point');
    await assertNoSeriousA11yViolations(page);

    await page.click('[data-testid="coach-next"]');
    await atStep(page, 2);
    await page.waitForSelector('.dice-picker.lesson-point');
    await page.click('[data-testid="coach-next"]');
    // Step 3 waits for the student's own roll, written on the table.
    await atStep(page, 3);
    assert.equal(await page.locator('[data-testid="coach-next"]').count(), 0, 'no "Next": the step is done at the table');
    assert.equal(await round(page), 1);
    await placeOneRoll(page);
    await atStep(page, 4);
    assert.equal(await round(page), 2);
    await page.click('[data-testid="coach-next"]');
    await atStep(page, 5);
    await page.waitForSelector('.side-panel--score.lesson-point');
    await page.click('[data-testid="coach-next"]');
    // "Show me" writes a roll for the student.
    await atStep(page, 6);
    await page.click('[data-testid="coach-show"]');
    await atStep(page, 7);
    assert.equal(await round(page), 3);
    await page.click('[data-testid="coach-next"]');
    await atStep(page, 8);

    // Left and come back: the lesson is where it was, and listed as a game to continue.
    await page.goto('/');
    await page.click('.continue-link');
    await page.waitForSelector('[data-testid="coach"]');
    assert.equal(new URL(page.url()).pathname, '/learn/tuefteln');
    await atStep(page, 8);
    assert.equal(await round(page), 3);
    await placeOneRoll(page);
    await page.waitForSelector('[data-testid="coach-real-game"]');
    assert.match(await say(page), /Lesson done/);
    assert.equal(await round(page), 4, 'the game goes on');
    await page.click('[data-testid="coach-real-game"]');
    await page.waitForSelector('[data-testid="start-game"]');
    // Once learned, the offer is a quiet link.
    assert.equal(await page.locator('.learn-offer--first').count(), 0);
    assert.equal(await page.locator('[data-testid="learn-offer"]').count(), 1);
    session.assertNoPageErrors();
    await session.close();
  });

  test('Tüfteln: skipping leaves for a real game; starting over deals the lesson again', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await page.goto('/learn/tuefteln');
    await page.waitForSelector('[data-testid="coach"]');
    await page.click('[data-testid="coach-next"]');
    await page.click('[data-testid="coach-next"]');
    await atStep(page, 3);
    await placeOneRoll(page);
    await atStep(page, 4);
    await page.click('[data-testid="coach-start-over"]');
    await page.waitForSelector('[data-testid="coach"]');
    await atStep(page, 1);
    assert.equal(await round(page), 1, 'dealt again');
    // The keyboard reaches the coach's buttons.
    await page.focus('[data-testid="coach-next"]');
    await page.keyboard.press('Enter');
    await atStep(page, 2);
    await page.click('[data-testid="coach-skip"]');
    await page.waitForSelector('[data-testid="start-game"]');
    assert.equal(new URL(page.url()).pathname, '/new/tuefteln');
    assert.equal(await page.locator('.learn-offer--first').count(), 0, 'skipped: no longer offered first');
    session.assertNoPageErrors();
    await session.close();
  });

  for (const [game, steps] of [['tweak', 6], ['swaks', 7], ['twinit', 6]]) {
    test(`${game}: the lesson walked to its end with "Show me"`, async () => {
      const session = await newRecordedContext(app.browser, app.server.url, { viewport: { width: 390, height: 844 } });
      const page = await session.context.newPage();
      await page.goto('/');
      await page.click(`[data-testid="learn-${game}"]`);
      await page.waitForSelector('[data-testid="coach"]');
      assert.match(await stepText(page), new RegExp(`^Step 1 of ${steps}$`));
      await page.waitForSelector('.lesson-point');
      await assertNoSeriousA11yViolations(page);
      if (game === 'swaks') {
        assert.equal(await page.locator('[data-testid="swaks-countdown"]').count(), 0, 'no timer during the lesson');
      }
      if (game === 'twinit') {
        // The lesson starts at once (no ready panel), and game time stands still while the
        // coach speaks: the bot, due to turn first on this deal, turns nothing meanwhile.
        assert.equal(await page.locator('[data-testid="tw-start"]').count(), 0, 'no ready panel');
        await page.waitForTimeout(3_000);
        assert.equal(await page.locator('.tw-card[data-spot^="t"]').count(), 0, 'nothing moved while the coach spoke');
      }
      // The student's seat has a name the table's messages can use ("Player 1 steals…").
      assert.doesNotMatch(await page.textContent('main'), /\bYou’s\b|\bYou (steals|plays|made)\b/);
      await walkLesson(page);
      assert.match(await say(page), /Lesson done/);
      session.assertNoPageErrors();
      await session.close();
    });
  }
});
