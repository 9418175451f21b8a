// End-to-end test of the table in the middle: a laptop or tablet holds the game and no seat,
// shows the public view large, and every person plays on their own phone; a watcher's phone
// joins mid-game and is sent the public view only. Four browser contexts (the table screen,
// two phones, a watcher), paired through real RTCPeerConnections as in e2e/phones.test.mjs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { findPair, ids, placeOneRoll, playTweakTurn, startGame, tweakTurnHere } from './engine-flows.mjs';
import { wrapPlaywright } from './engines.mjs';
import { useBuiltApp } from './flows.mjs';
import { invite, recordLinks, waitOrDescribe } from './pairing.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A device of its own (its own storage) at `viewport`, kept in `contexts` to close: its page. */
async function openDevice(app, contexts, viewport) {
  const { context } = await newRecordedContext(app.browser, app.server.url, { viewport });
  contexts.push(context);
  await context.addInitScript(recordLinks);
  return wrapPlaywright(await context.newPage(), app.server.url);
}

/**
 * `screen` starts `game` for `people` as the table in the middle (`seed`, `configure` as for
 * startGame) and waits for its board.
 */
async function startTableScreen(screen, game, people, options = {}) {
  await startGame(screen, game, people, { ...options, start: 'start-table-screen', table: '[data-testid="table-screen"]' });
  await screen.waitFor('[data-testid="table-screen"] [data-testid="middle-board"]');
}

/** The font sizes of the board's key figures (`selectors`) and whether the page scrolls. */
const fits = (page, selectors = ['[data-testid="middle-target"]', '[data-testid="middle-turn"]']) =>
  page.evaluate((selectors) => {
    const root = document.scrollingElement;
    const figures = selectors.map((selector) => {
      const e = document.querySelector(selector);
      return e ? parseFloat(getComputedStyle(e).fontSize) : 0;
    });
    return {
      scrolls: root.scrollHeight > root.clientHeight + 1 || root.scrollWidth > root.clientWidth + 1,
      figures,
    };
  }, selectors);

describe('the table in the middle', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('a TWEAK round with the table screen, two phones and a watcher joining mid-game', async () => {
    const contexts = [];
    const open = (viewport) => openDevice(app, contexts, viewport);
    const screen = await open({ width: 1920, height: 1080 });
    const ana = await open({ width: 390, height: 844 });
    const bo = await open({ width: 390, height: 844 });
    const watcher = await open({ width: 390, height: 844 });

    await startTableScreen(screen, 'tweak', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'human' },
    ], { seed: '31' });
    assert.match(new URL(await screen.url()).pathname, /^\/phones\/table\/tweak\/[\w-]+$/);
    // The table screen holds no seat: no hand on it, ever.
    assert.equal(await screen.count('[data-testid="hand"]'), 0, 'no hand on the table screen');

    // Both people, the host's own player included, sit down on their phones.
    const paired = [await invite(screen, ana, 0, { name: 'Ana' }), await invite(screen, bo, 1, { name: 'Bo' })];
    for (const phone of [ana, bo]) await phone.waitFor('[data-testid="tweak-table"] [data-testid="hand"] [data-card]', { timeout: 30_000 });
    console.log(`# table screen: two phones paired in ${paired.join(' and ')} ms`);
    if (await screen.count('.phones-body:not([hidden])')) await screen.click('[data-testid="phones-close"]');

    let turns = 0;
    let watching = false;
    // How long a phone's move took to reach the watcher's board (and the table screen's).
    const reached = [];
    for (;;) {
      assert.ok(turns < 200, 'the round ends');
      if (turns === 4 && !watching) {
        // A friend's phone joins as a watcher mid-game: no name, no seat, the board only.
        const took = await invite(screen, watcher, null);
        await watcher.waitFor('[data-testid="watching"] [data-testid="middle-board"]', { timeout: 30_000 });
        console.log(`# a watcher joined in ${took} ms`);
        assert.equal(await watcher.count('[data-testid="hand"]'), 0, 'no hand on the watcher');
        await screen.waitFor(() => /Watching: 1/.test(document.querySelector('[data-testid="watchers"]')?.textContent ?? ''), { timeout: 20_000 });
        if (await screen.count('.phones-body:not([hidden])')) await screen.click('[data-testid="phones-close"]');
        watching = true;
      }
      let which = null;
      const end = Date.now() + 30_000;
      while (!which) {
        assert.ok(Date.now() < end, `no one's turn on either phone after turn ${turns}`);
        if (await ana.count('.round-end')) which = 'end';
        else if (await tweakTurnHere(ana)) which = ana;
        else if (await tweakTurnHere(bo)) which = bo;
        else await pause(100);
      }
      if (which === 'end') break;
      // Neither phone's hand shares a card with the other's.
      const [a, b] = [await ids(ana, '[data-testid="hand"]'), await ids(bo, '[data-testid="hand"]')];
      assert.deepEqual(a.filter((c) => b.includes(c)), [], 'no card in both hands');
      await playTweakTurn(which);
      const moved = Date.now();
      turns++;
      // The table screen follows every move: its target is the one the phones show.
      const screens = watching ? [screen, watcher] : [screen];
      const agree = Date.now() + 20_000;
      for (;;) {
        const phone = await which.textContent('[data-testid="target"] strong').catch(() => null);
        const middles = await Promise.all(screens.map((p) => p.textContent('[data-testid="middle-target"]').catch(() => null)));
        const number = (text) => text?.match(/\d+/)?.[0];
        if (phone && middles.every((m) => number(m) === number(phone))) {
          if (watching) reached.push(Date.now() - moved);
          break;
        }
        if (!phone && (await which.count('.round-end'))) break; // the round's summary is up
        assert.ok(Date.now() < agree, `the middle shows target ${middles} while the phone shows ${phone}`);
        await pause(100);
      }
    }
    assert.ok(turns > 4, `the watcher came mid-game (${turns} turns)`);
    reached.sort((a, b) => a - b);
    console.log(`# a phone's move reached the watcher's board in ${reached[Math.floor(reached.length / 2)]} ms (median of ${reached.length}, slowest ${reached.at(-1)} ms; polled every 100 ms)`);
    // Both screens in the middle read the same board at the end of the round.
    const board = (page) => page.textContent('[data-testid="middle-board"]');
    await pause(500);
    assert.equal(await board(watcher), await board(screen), 'the watcher sees the table screen\'s board');
    assert.equal(await watcher.count('[data-testid="hand"]'), 0, 'still no hand on the watcher');
    // The round's summary holds play at the table screen until someone taps "Go on" there;
    // then round 2 is dealt, on the table screen, the watcher's board and both phones.
    await screen.click('[data-testid="middle-go-on"]');
    for (const page of [screen, watcher]) {
      await page.waitFor(() => /Round 2\b/.test(document.querySelector('[data-testid="middle-board"] .middle-round')?.textContent ?? ''), { timeout: 20_000 });
    }
    assert.equal(await screen.count('[data-testid="middle-go-on"]'), 0, 'play goes on');

    // Readable from two metres, with no scrolling, at a TV's, a laptop's and a tablet's size.
    for (const [width, height] of [[1920, 1080], [1280, 800], [1180, 820]]) {
      await screen.page.setViewportSize({ width, height });
      await pause(200);
      const { scrolls, figures } = await fits(screen);
      assert.ok(!scrolls, `the table screen scrolls at ${width}x${height}`);
      for (const size of figures) assert.ok(size >= 28, `a key figure of ${size}px at ${width}x${height}`);
    }
    await assertNoSeriousA11yViolations(screen.page, { include: '[data-testid="table-screen"]' });
    for (const context of contexts) await context.close();
  });

  test('a Swaks jump-in from a phone, raced at the table screen, shown in the middle', async () => {
    // Seed 3, no timer, three people: Ana (seat 0) starts with card 27, whose twin only Bo
    // (seat 2) holds; Dee (seat 1) is due next but her phone never comes, so Bo's phone has
    // all the time it needs to jump in.
    const contexts = [];
    const open = (viewport) => openDevice(app, contexts, viewport);
    const screen = await open({ width: 1280, height: 800 });
    const ana = await open({ width: 390, height: 844 });
    const bo = await open({ width: 390, height: 844 });
    await startTableScreen(screen, 'swaks', [
      { name: 'Ana', who: 'human' },
      { name: 'Dee', who: 'human' },
      { name: 'Bo', who: 'human' },
    ], {
      seed: '3',
      configure: (page) => page.select('#swaks-timer', 'off'),
    });
    await screen.waitFor('[data-testid="middle-board"] [data-testid="middle-top"]');
    // A misclick first: Bo's seat invited, then Ana's at once. Bo's code goes at once, before
    // Ana's is made, so that no phone can open a code shown for another seat.
    if (!(await screen.count('.phones-body:not([hidden])'))) await screen.click('[data-testid="phones-toggle"]');
    await screen.click('[data-testid="invite-2"]');
    await screen.waitFor('.phones-invite .phones-qr svg');
    const misclicked = await screen.evaluate(() => document.querySelector('.phones-invite').dataset.peer);
    assert.match(misclicked ?? '', /^\d+$/, 'a code says whose peer it is');
    await screen.click('[data-testid="invite-0"]');
    assert.equal(await screen.count(`.phones-invite[data-peer="${misclicked}"]`), 0, 'the misclicked seat\'s code taken down at once');
    await invite(screen, ana, 0, { name: 'Ana', game: 'swaks' });
    await invite(screen, bo, 2, { name: 'Bo', game: 'swaks' });
    await waitOrDescribe(ana, '.swaks-hand-card[data-card="27"]', { screen, ana, bo });
    await waitOrDescribe(bo, '.swaks-hand-card', { screen, ana, bo });
    assert.equal(await screen.count('.swaks-hand-card'), 0, 'no hand on the table screen');
    if (await screen.count('.phones-body:not([hidden])')) await screen.click('[data-testid="phones-close"]');

    await ana.click('.swaks-hand-card[data-card="27"]');
    await ana.click('.swaks-plays .button--primary');
    // The middle shows the jump-in chance to everyone looking at it, and Bo's phone offers it.
    await screen.waitFor('[data-testid="middle-jump"]', { timeout: 10_000 });
    await bo.waitFor('[data-testid="swaks-jump"]', { timeout: 10_000 });
    const sent = Date.now();
    await bo.click('[data-testid="swaks-jump"]');
    const jumpedIn = () => /Bo/.test(document.querySelector('[data-testid="middle-latest"]')?.textContent ?? '')
      && /jump/i.test(document.querySelector('[data-testid="middle-latest"]')?.textContent ?? '');
    await screen.waitFor(jumpedIn, { timeout: 10_000 });
    console.log(`# swaks: a jump-in from a phone reached the table screen in ${Date.now() - sent} ms`);
    assert.equal(await screen.count('.swaks-hand-card'), 0, 'still no hand on the table screen');
    for (const context of contexts) await context.close();
  });

  test('a Twin It! claim from a phone, raced at the table screen, shown in the middle', async () => {
    // Tous ensemble, two people each on a phone: the table screen starts the game ("Go on")
    // and shows the claim Bo makes on his phone, counted at the table screen.
    const contexts = [];
    const open = (viewport) => openDevice(app, contexts, viewport);
    const screen = await open({ width: 1280, height: 800 });
    const ana = await open({ width: 390, height: 844 });
    const bo = await open({ width: 390, height: 844 });
    await startTableScreen(screen, 'twinit', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'human' },
    ], {
      seed: '5',
      configure: (page) => page.click('input[name="twinit-mode"][value="tous-ensemble"]'),
    });
    await screen.waitFor('[data-testid="middle-board"] [data-testid="middle-centre"]');
    await invite(screen, ana, 0, { name: 'Ana', game: 'twinit' });
    await invite(screen, bo, 1, { name: 'Bo', game: 'twinit' });
    await bo.waitFor('[data-testid="tw-host-starts"]', { timeout: 30_000 });
    if (await screen.count('.phones-body:not([hidden])')) await screen.click('[data-testid="phones-close"]');
    await screen.click('[data-testid="middle-go-on"]');
    await bo.waitFor(() => !document.querySelector('[data-testid="tw-host-starts"]'), { timeout: 10_000 });
    const pair = await findPair(bo);
    assert.ok(pair, 'the spread shows a pair');
    const sent = Date.now();
    await bo.click(`[data-spot="${pair[0]}"]`);
    await bo.click(`[data-spot="${pair[1]}"]`);
    await screen.waitFor(() => /Bo/.test(document.querySelector('[data-testid="middle-latest"]')?.textContent ?? ''), { timeout: 10_000 });
    console.log(`# twinit: a claim from a phone reached the table screen in ${Date.now() - sent} ms`);
    await ana.waitFor(() => /Bo/.test(document.querySelector('[data-testid="tw-log"]')?.textContent ?? ''), { timeout: 10_000 });
    assert.equal(await screen.count('.tw-zone--person'), 0, 'no player’s corner on the table screen');
    for (const context of contexts) await context.close();
  });

  test('every game\'s table screen fits a TV, a laptop and a tablet, and reads from two metres', async () => {
    const tables = {
      swaks: { seats: 6, figures: ['[data-testid="middle-turn"]'], key: 'middle-top' },
      tuefteln: { seats: 15, figures: ['[data-testid="middle-turn"] strong', '[data-testid="middle-round"]'], key: 'middle-roll' },
      twinit: { seats: 6, figures: ['[data-testid="middle-turn"] .middle-now'], key: 'middle-centre' },
    };
    for (const [game, { seats, figures, key }] of Object.entries(tables)) {
      const { context } = await newRecordedContext(app.browser, app.server.url, { viewport: { width: 1920, height: 1080 } });
      const screen = wrapPlaywright(await context.newPage(), app.server.url);
      const people = Array.from({ length: seats }, (_, i) => ({ name: `Person ${i + 1}`, who: 'human' }));
      await startTableScreen(screen, game, people, { seed: '7' });
      await screen.waitFor(`[data-testid="middle-board"] [data-testid="${key}"]`);
      if (await screen.count('.phones-body:not([hidden])')) await screen.click('[data-testid="phones-close"]');
      for (const [width, height] of [[1920, 1080], [1280, 800], [1180, 820]]) {
        await screen.page.setViewportSize({ width, height });
        await pause(200);
        const { scrolls, figures: sizes } = await fits(screen, figures);
        assert.ok(!scrolls, `${game}: the table screen scrolls at ${width}x${height}`);
        for (const size of sizes) assert.ok(size >= 28, `${game}: a key figure of ${size}px at ${width}x${height}`);
      }
      await assertNoSeriousA11yViolations(screen.page, { include: '[data-testid="table-screen"]' });
      await context.close();
    }
  });

  test('a Tüfteln roll written on a phone shows on the table screen; a seat with no phone is given to a bot', async () => {
    const contexts = [];
    const open = (viewport) => openDevice(app, contexts, viewport);
    const screen = await open({ width: 1280, height: 800 });
    const ana = await open({ width: 390, height: 844 });
    await startTableScreen(screen, 'tuefteln', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'human' },
    ], { seed: '5' });
    await screen.waitFor('[data-testid="middle-board"] [data-testid="middle-roll"]');
    await invite(screen, ana, 0, { name: 'Ana', game: 'tuefteln' });
    await ana.waitFor('[data-testid="tuefteln-table"] [data-testid="die-0"]', { timeout: 30_000 });
    const turn = () => screen.textContent('[data-testid="middle-turn"]');
    assert.match(await turn(), /0 of 2 have written/);
    await placeOneRoll(ana);
    // Ana's roll reaches the table screen; Bo, whose phone has not come, is still writing.
    await screen.waitFor(() => /1 of 2 have written/.test(document.querySelector('[data-testid="middle-turn"]')?.textContent ?? ''), { timeout: 20_000 });
    assert.match(await turn(), /Bo/);
    // Bo has no phone at all: the table screen lets a bot write for him, and the game goes on.
    if (!(await screen.count('.phones-body:not([hidden])'))) await screen.click('[data-testid="phones-toggle"]');
    await screen.click('[data-testid="bot-1"]');
    await screen.waitFor('[data-testid="give-back-1"]');
    const roundTwo = () => Number(document.querySelector('[data-testid="round"]')?.textContent.match(/\d+/)?.[0]) === 2;
    await ana.waitFor(roundTwo, { timeout: 20_000 });
    await screen.waitFor(() => /\b2\b/.test(document.querySelector('[data-testid="middle-round"]')?.textContent ?? ''), { timeout: 20_000 });
    for (const context of contexts) await context.close();
  });
});
