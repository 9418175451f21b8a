// End-to-end tests of TWEAK's table on a phone: everyone's cards won and match points in the seat
// pills (yours included), the focus on the next action after every move, a round summary that
// fits 390 px, and a [T!] card that is played only once confirmed and can be taken back before.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { openTweakFixture, startGame, useBuiltApp } from './flows.mjs';
import { ids, playTurn, valueOf } from './tweak-flows.mjs';

const PHONE = { width: 390, height: 844 };


/** The seat row of `name`: its cards won this round and match points, as a screen reader says. */
async function pill(page, name) {
  const detail = await page
    .locator('.seat-badge', { has: page.locator('.seat-name', { hasText: name }) })
    .locator('.sr-only')
    .textContent();
  const found = detail.match(/(\d+) cards? won, (-?\d+) match points?/);
  assert.ok(found, `the pill of ${name} reads "${detail}"`);
  return { won: Number(found[1]), points: Number(found[2]) };
}

/** Waits until the focus is on a control of the table (not the page body), and describes it. */
async function focusedControl(page, what) {
  try {
    await page.waitForFunction(() => {
      const el = document.activeElement;
      return el && el !== document.body && /^(BUTTON|A)$/.test(el.tagName) && el.closest('[data-testid="tweak-table"]');
    }, null, { timeout: 5_000 });
  } catch {
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing');
    assert.fail(`after ${what} the focus is on ${where}`);
  }
  return page.evaluate(() => {
    const el = document.activeElement;
    return el.dataset.testid || (el.dataset.card !== undefined ? 'hand-card' : el.className);
  });
}


describe('TWEAK table', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('solo on a phone: own cards won and points shown, focus follows, the summary fits', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: PHONE, reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    await startGame(page, 'tweak', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'normal' },
      { name: 'Cy', who: 'normal' },
    ], { seed: '2024' });
    for (const name of ['Ana', 'Bo', 'Cy']) assert.deepEqual(await pill(page, name), { won: 0, points: 0 });

    let won = 0;
    let sums = 0;
    let ended = false;
    for (let step = 0; step < 300 && !ended; step++) {
      const which = await Promise.race([
        page.waitForSelector('.own-hand[data-my-turn="true"]', { timeout: 60_000 }).then(() => 'turn'),
        page.waitForSelector('.round-end', { timeout: 60_000 }).then(() => 'end'),
      ]);
      if (which === 'end') {
        ended = true;
        break;
      }
      if (await page.$('[data-testid="bomb-discard"]')) {
        assert.equal((await page.textContent('[data-testid="announcement"]')).trim(), '', 'no sum line for the Bomb');
        const hand = await ids(page, '[data-testid="hand"]');
        await page.click(`[data-testid="hand"] [data-card="${hand[0]}"]`);
        await page.click('[data-testid="bomb-discard"]');
        await focusedControl(page, 'a card put down for the Bomb');
        continue;
      }
      const taken = await playTurn(page);
      const move = taken ? 'Take' : 'Place';
      let focus = await focusedControl(page, move);
      if (focus === 'tweak-moment-continue') {
        // Ana's TWEAK: its moment holds the focus, then gives it on to the next action.
        await page.locator('[data-testid="tweak-moment"]').waitFor({ state: 'detached' });
        focus = await focusedControl(page, 'the TWEAK\'s moment');
      }
      assert.ok(['hand-card', 'next-round'].includes(focus), `after ${move} the focus is on ${focus}`);
      if (taken) {
        won += taken;
        sums += 1;
        // Ana's own pile is counted in her pill, as the bots' are in theirs.
        await page.waitForFunction(
          (n) => [...document.querySelectorAll('.seat-badge')].some((b) => b.textContent.includes('Ana') && b.textContent.includes(`${n} cards won`)),
          won,
        );
      }
      await page.waitForSelector('.own-hand[data-my-turn="false"], .round-end');
    }
    assert.ok(ended, 'the round ended');
    assert.ok(sums >= 1, 'Ana made a sum');

    // The round summary: no sideways scrolling on a 390 px phone; the focus waits on Next round.
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    assert.ok(widths.scroll <= widths.inner, `the page is ${widths.scroll} px wide in a ${widths.inner} px window`);
    assert.equal(await focusedControl(page, 'the last move of the round'), 'next-round');
    await assertNoSeriousA11yViolations(page);
    // One column per player, in seat order: Ana's is the first.
    assert.equal((await page.textContent('.tweak-summary thead th')).trim(), 'Ana');
    const anaTotal = Number(await page.textContent('.tweak-summary [data-testid="match-total"]'));

    await page.keyboard.press('Enter');
    await page.waitForSelector('.own-hand');
    assert.notEqual(await focusedControl(page, 'Next round'), 'next-round');
    const ana = await pill(page, 'Ana');
    assert.deepEqual(ana, { won: 0, points: anaTotal }, 'the match points carry over, the pile starts again');
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('a [T!] card is played only once confirmed, and can be taken back before', async () => {
    // Ana to play in round 1, with a Joker or a Shifter she may play now (the save is checked
    // natively: src/games/tweak/turn.rs).
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: PHONE, reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    await openTweakFixture(page, 'action_card.json', 'tweak-action');
    await page.waitForSelector('.own-hand[data-my-turn="true"]');
    const stored = () => page.evaluate(() => localStorage.getItem('tablee.save.tweak-action'));
    const actions = async () => JSON.parse(await stored()).data.actions;
    const before = await stored();
    const logLines = await page.locator('.event-log li').count();
    const card = page.locator('[data-testid="action-card"]', { hasText: /Joker|Shifter/ }).first();
    const label = (await card.textContent()).trim();

    // Chosen: marked, waiting for confirmation, and nothing else can be played meanwhile.
    await card.click();
    assert.equal(await card.getAttribute('aria-pressed'), 'true');
    assert.equal(await focusedControl(page, 'choosing a [T!] card'), 'confirm-action');
    assert.ok((await page.textContent('.tweak-pending')).includes('confirm'));
    assert.ok(await page.isDisabled('[data-testid="take-sum"]'));
    assert.ok(await page.isDisabled('[data-testid="place-card"]'));
    await assertNoSeriousA11yViolations(page);
    await page.waitForTimeout(400);
    assert.equal(await stored(), before, 'a chosen card is not played');

    // Taken back: the game never heard of it.
    await page.click('[data-testid="take-back-action"]');
    await page.waitForSelector('[data-testid="confirm-action"]', { state: 'detached' });
    assert.equal(await card.getAttribute('aria-pressed'), 'false');
    assert.equal(await focusedControl(page, 'Take back'), 'hand-card');
    await page.waitForTimeout(400);
    assert.equal(await stored(), before, 'a card taken back is not played');
    assert.equal(await page.locator('.event-log li').count(), logLines);

    // Chosen again and confirmed: played once, told in the log, and the focus goes to the hand.
    await card.click();
    await page.click('[data-testid="confirm-action"]');
    await page.waitForFunction((raw) => localStorage.getItem('tablee.save.tweak-action') !== raw, before);
    const after = await actions();
    assert.equal(after.length, JSON.parse(before).data.actions.length + 1);
    const played = after.at(-1);
    assert.equal(played.seat, 0);
    assert.ok(label.includes('Joker') ? 'PlayJoker' in Object(played.action) : played.action === 'PlayShifter', JSON.stringify(played));
    assert.equal(await focusedControl(page, 'Confirm'), 'hand-card');
    assert.equal(await page.locator('[data-testid="action-card"]').count(), 0, 'one [T!] card a turn (T6)');
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('a bot\'s move stays on the table, with who made it, before the next player acts', async () => {
    // The normal pace a player gets: each bot move stays on the table a moment.
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: PHONE, botPace: 'Normal' });
    const page = await session.context.newPage();
    await startGame(page, 'tweak', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'normal' },
      { name: 'Cy', who: 'normal' },
    ], { seed: '2024' });
    await page.waitForSelector('.own-hand[data-my-turn="true"]');
    await playTurn(page);
    // Bo's move, on the table: the cards Bo took (highlighted, with the sum in words) or the card
    // Bo put down (marked with Bo's name), while Cy has not moved yet.
    await page.waitForFunction(() => document.querySelector('[data-testid="latest-move"]')?.textContent.includes('Bo'));
    const seenAt = Date.now();
    const shown = await page.evaluate(() => ({
      words: document.querySelector('[data-testid="latest-move"]').textContent,
      taken: document.querySelectorAll('[data-testid="latest-move"] .move-taken .card').length,
      landedBy: document.querySelector('.card-landed-by')?.textContent ?? null,
      log: [...document.querySelectorAll('[data-testid="event-log"] li')].map((li) => li.textContent),
    }));
    assert.ok(shown.taken >= 2 || shown.landedBy === 'Bo', `Bo's move is on the table: ${JSON.stringify(shown)}`);
    if (shown.taken) assert.match(shown.words, /Bo: .*= \d+/, 'the sum in words');
    // The log's last move is Bo's (a refill of an emptied table may follow it).
    const lastMove = shown.log.filter((line) => !line.startsWith('The table was empty')).at(-1);
    assert.ok(lastMove.startsWith('Bo'), `the log's last move is Bo's: ${lastMove}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="latest-move"]')?.textContent.includes('Cy'), null, { timeout: 10_000 });
    const stayed = Date.now() - seenAt;
    console.log(`# Bo's move stayed on the table ${stayed} ms before Cy moved`);
    assert.ok(stayed >= 700, `Bo's move stayed ${stayed} ms`);
    // The whole round is in the log, from the deal on.
    const log = await page.$$eval('[data-testid="event-log"] li', (lis) => lis.map((li) => li.textContent));
    assert.match(log[0], /dealt round 1/);
    assert.ok(log.length >= 4, `the log tells every move: ${log.join(' | ')}`);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('a TWEAK gets its moment, seen by everyone before the device passes on', async () => {
    // Ana and Bo pass the tablet; Ana can take the whole table (checked natively:
    // src/games/tweak/moves.rs).
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: { width: 820, height: 1180 }, reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    await openTweakFixture(page, 'tweak_ready.json', 'tweak-ready');
    await page.click('.privacy-ready');
    await page.waitForSelector('.own-hand[data-my-turn="true"]');
    const hand = await ids(page, '[data-testid="hand"]');
    const table = await ids(page, '[data-testid="table-cards"]');
    const target = Number((await page.textContent('[data-testid="target"] strong')).match(/\d+/)[0]);
    const tableSum = table.reduce((sum, id) => sum + valueOf(id), 0);
    const card = hand.find((id) => valueOf(id) > 0 && valueOf(id) + tableSum === target);
    assert.ok(card !== undefined, `a hand card takes the whole table (${hand} on ${table}, target ${target})`);
    await page.click(`[data-testid="hand"] [data-card="${card}"]`);
    for (const t of table) await page.click(`[data-testid="table-cards"] [data-card="${t}"]`);
    await page.click('[data-testid="take-sum"]');

    // The moment covers the table and the privacy screen waiting for Bo.
    const moment = page.locator('[data-testid="tweak-moment"]');
    await moment.waitFor();
    const text = await moment.textContent();
    assert.match(text, /TWEAK/);
    assert.match(text, /Ana took every card on the table/);
    assert.equal(await moment.locator('.move-taken .card').count(), 1 + table.length, 'every card taken is shown');
    assert.match(text, /\[T!\] card won|stack is empty/);
    const onTop = await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('[data-testid="tweak-moment"]') !== null);
    assert.ok(onTop, 'the moment is on top of everything');
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'tweak-moment-continue');
    await assertNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await moment.waitFor({ state: 'detached' });
    // Then the handover: Bo's privacy screen, and Ana's hand is not in the page.
    assert.match(await page.textContent('.privacy-screen'), /Bo/);
    assert.equal(await page.locator('[data-testid="hand"]').count(), 0);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });
});
