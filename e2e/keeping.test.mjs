// Nothing lost, nobody where they do not belong (issue 53), through the built app in Chromium:
// two tabs on one game lose no move; a full storage is said, the game kept in memory and saved
// once room is made; a watcher's invitation cannot take a seat.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '../scripts/precache.mjs';
import { newRecordedContext, waitForServiceWorkerControl } from './browser.mjs';
import { startServer } from './server.mjs';
import { wrapPlaywright } from './engines.mjs';
import { hostReadsAnswer, recordLinks } from './pairing.mjs';
import { DIST, startGame, useBuiltApp } from './flows.mjs';
import { placeOneRoll, round } from './tuefteln-flows.mjs';

/** The number of moves the save `id` holds on the device. */
const savedMoves = (page, id) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"summary":{}}').summary.moves ?? null, `tablee.save.${id}`);

/** Waits until the table shows round `n`. */
const waitRound = (page, n) =>
  page.waitForFunction((n) => Number(document.querySelector('[data-testid="round"]')?.textContent.match(/\d+/)?.[0]) === n, n);

/** The save id of the table `page` shows. */
const saveId = (page) => new URL(page.url()).pathname.split('/').pop();

/**
 * Fills the page's storage until `left` characters (UTF-16 units, key included) are left: a
 * filler key of the largest size that fits, then smaller ones, to a unit.
 */
async function fillStorage(page, left) {
  return page.evaluate((left) => {
    let n = 0;
    for (let size = 4 * 1024 * 1024; size >= 1; ) {
      const key = `filler.${n}`;
      try {
        localStorage.setItem(key, 'x'.repeat(size));
        n += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    // Free `left` units again: the last fillers first.
    let freed = 0;
    for (let i = n - 1; i >= 0 && freed < left; i--) {
      const key = `filler.${i}`;
      const value = localStorage.getItem(key);
      const need = left - freed;
      if (key.length + value.length <= need) {
        localStorage.removeItem(key);
        freed += key.length + value.length;
      } else {
        localStorage.setItem(key, value.slice(0, value.length - need));
        freed += need;
      }
    }
    return n;
  }, left);
}

describe('Nothing lost', { timeout: 300_000 }, () => {
  const app = useBuiltApp();

  test('two tabs on one game: the other tab is told, takes the game over, and no move is lost', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const a = await session.context.newPage();
    await startGame(a, 'tuefteln', [{ who: 'human', name: 'Ana' }], { seed: '777' });
    const id = saveId(a);
    // Tab B opens the same game: it holds it now, and A is told so (A's table under a screen).
    const b = await session.context.newPage();
    await b.goto(`/play/tuefteln/${id}`);
    await b.waitForSelector('[data-testid="tuefteln-table"]');
    const drawn = Date.now();
    await a.waitForSelector('[data-testid="open-elsewhere"]');
    console.log(`tab A told ${Date.now() - drawn} ms after tab B drew the table`);
    assert.match(await a.textContent('[data-testid="open-elsewhere"]'), /another tab or window/);
    // A takes it back: B is told in turn. Three rolls in A.
    await a.click('[data-testid="open-elsewhere"] button');
    await a.waitForSelector('[data-testid="tuefteln-table"]');
    await b.waitForSelector('[data-testid="open-elsewhere"]');
    for (let i = 0; i < 3; i++) await placeOneRoll(a);
    await waitRound(a, 4);
    const afterA = await savedMoves(a, id);
    // B, told, cannot write over them: even its page hiding writes nothing.
    await b.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    assert.equal(await savedMoves(a, id), afterA);
    // B takes it over: it opens A's three rolls, and rolls once.
    await b.click('[data-testid="open-elsewhere"] button');
    await b.waitForSelector('[data-testid="tuefteln-table"]');
    assert.equal(await round(b), 4, "B shows A's rolls");
    await a.waitForSelector('[data-testid="open-elsewhere"]');
    await placeOneRoll(b);
    await waitRound(b, 5);
    const afterB = await savedMoves(b, id);
    assert.ok(afterB > afterA, `${afterB} moves after B's roll, ${afterA} before`);
    // A closes (its stale copy is never written back); B reloads: every move is there.
    await a.close({ runBeforeUnload: true });
    assert.equal(await savedMoves(b, id), afterB);
    await b.reload();
    await b.waitForSelector('[data-testid="tuefteln-table"]');
    assert.equal(await round(b), 5);
    session.assertNoPageErrors();
    await session.close();
  });

  for (const left of [0, 900, 3000]) {
    test(`a full storage (${left} characters left): said, the game kept, saved once room is made`, async () => {
      const session = await newRecordedContext(app.browser, app.server.url);
      const page = await session.context.newPage();
      // An older game in progress, the one to free (a finished one would go by itself when
      // the new game starts).
      await page.goto('/');
      await page.evaluate(() => {
        const save = {
          schema: 2, kind: 'Tuefteln', id: 'old', data: {},
          summary: { players: ['Old'], round: 20, updated: 1, finished: false, moves: 40 },
        };
        localStorage.setItem('tablee.save.old', JSON.stringify(save) + ' '.repeat(20_000));
      });
      await fillStorage(page, left);
      // Ana and five bots: each round adds about 400 characters to the save.
      const bots = [...Array(5)].map(() => ({ who: 'easy' }));
      await startGame(page, 'tuefteln', [{ who: 'human', name: 'Ana' }, ...bots], { seed: '4242' });
      const id = saveId(page);
      // Rolls until the storage refuses a write (and at least 12, as the player did).
      let rolls = 0;
      while (rolls < 12 || !(await page.locator('[data-testid="storage-full"] [role="alert"]').count())) {
        assert.ok(rolls < 14, `the storage never filled in ${rolls} rolls`);
        await placeOneRoll(page);
        rolls += 1;
        await waitRound(page, rolls + 1);
      }
      // Said in words, with the saves that can be freed, each named.
      assert.match(await page.textContent('[data-testid="storage-full"]'), /storage is full/);
      await page.click('[data-testid="storage-full"] button');
      const rows = await page.locator('[data-testid="storage-full"] li').allTextContents();
      assert.ok(rows.some((r) => /Old, round 20/.test(r)), rows.join(' | '));
      await page.click('[data-testid="storage-full"] li:has-text("Old") .button--danger');
      await page.waitForSelector('[data-testid="storage-full"] [role="status"]');
      assert.match(await page.textContent('[data-testid="storage-full"]'), /everything is saved/);
      // Written: a reload comes back at round 13.
      await page.reload();
      await page.waitForSelector('[data-testid="tuefteln-table"]');
      assert.equal(await round(page), rolls + 1, `every one of the ${rolls} rolls is saved`);
      session.assertNoPageErrors();
      await session.close();
    });
  }
});

describe('Bad data and quick hands', { timeout: 300_000 }, () => {
  const app = useBuiltApp();

  test('one bad setting falls back alone, the page script takes any stored value, Start pressed five times starts one game', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('tablee.settings', JSON.stringify({ lang: { Set: 5 }, bot_pace: 'Turbo', high_contrast: true })));
    await page.goto('/new/tuefteln');
    await page.waitForFunction(() => {
      const start = document.querySelector('[data-testid="start-game"]');
      return start && !start.disabled;
    });
    assert.equal(await page.getAttribute('html', 'data-high-contrast'), 'on', 'the good setting is kept');
    assert.equal(await page.getAttribute('html', 'lang'), 'en', "the browser's language, not the bad one");
    const before = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tablee.save.')).length);
    await page.evaluate(() => {
      const start = document.querySelector('[data-testid="start-game"]');
      for (let i = 0; i < 5; i++) start.click();
    });
    await page.waitForSelector('[data-testid="tuefteln-table"]');
    const after = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tablee.save.')).length);
    assert.equal(after - before, 1, 'one game saved');
    session.assertNoPageErrors();
    await session.close();
  });

  test('a save whose header reads but whose record does not: its page offers Export and Delete, and home marks it', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    const fixture = await readFile(new URL('../src/games/tuefteln/fixtures/finished.json', import.meta.url), 'utf8');
    // Unfinished, and its first action changed into one the rules refuse.
    const damaged = fixture.replace('"finished":true', '"finished":false').replace('"cells":[5,7]', '"cells":[5,5]');
    assert.notEqual(damaged, fixture);
    await page.goto('/');
    await page.evaluate((raw) => localStorage.setItem('tablee.save.broken', raw), damaged);
    await page.goto('/play/tuefteln/broken');
    await page.waitForSelector('[data-testid="export-damaged"]');
    assert.match(await page.textContent('[role="alert"]'), /could not be read/);
    await page.click('a[href="/"]');
    await page.waitForSelector('.continue-row--error');
    assert.match(await page.textContent('.continue-row--error'), /damaged/);
    // Delete on its page takes it away.
    await page.goto('/play/tuefteln/broken');
    await page.click('[data-testid="delete-damaged"]');
    await page.waitForSelector('.game-list');
    assert.equal(await page.evaluate(() => localStorage.getItem('tablee.save.broken')), null);
    session.assertNoPageErrors();
    await session.close();
  });
});

describe('An update', { timeout: 300_000 }, () => {
  const app = useBuiltApp();

  test('a tab left on the old version reloads into the new one when a game it never opened is gone, its game kept', async () => {
    // A private copy of the build, to deploy a new version into.
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'tablee-update-'));
    await cp(DIST, tmp, { recursive: true });
    const server = await startServer({ root: tmp });
    const session = await newRecordedContext(app.browser, server.url);
    try {
      const a = await session.context.newPage();
      await startGame(a, 'tuefteln', [{ who: 'human', name: 'Ana' }], { seed: '99' });
      await waitForServiceWorkerControl(a);
      await placeOneRoll(a);
      await waitRound(a, 2);
      const id = saveId(a);
      const moves = await savedMoves(a, id);
      const b = await session.context.newPage();
      await b.goto('/');
      await waitForServiceWorkerControl(b);

      // The new version: Swaks's code has another name (its bytes changed), and the loader
      // names it; the old name is gone from the server.
      const pkg = path.join(tmp, 'pkg');
      const old = (await readdir(pkg)).find((f) => /^split_swaks-[0-9a-f]{8}\.wasm$/.test(f));
      const renamed = old.replace(/-[0-9a-f]{8}\./, '-0badf00d.');
      await rename(path.join(pkg, old), path.join(pkg, renamed));
      for (const dir of await readdir(pkg)) {
        const loader = path.join(pkg, dir, '__wasm_split.js');
        const text = await readFile(loader, 'utf8').catch(() => null);
        if (text) await writeFile(loader, text.replaceAll(old, renamed));
      }
      await cp(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sw.js'), path.join(tmp, 'sw.js'));
      await injectManifest(tmp);

      // B is told and reloads into it: the old version's cache goes.
      await b.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      await b.waitForSelector('.update-prompt button.button--primary', { timeout: 60_000 });
      await b.click('.update-prompt button.button--primary');
      await b.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 30_000 });
      await b.waitForSelector('.game-list');

      // A, still on the old version, goes home and opens Swaks's form: its old file is gone, so
      // the tab reloads itself into the new version, and the form works.
      await a.click('a[href="/"]');
      await a.click('a[href="/new/swaks"]');
      await a.waitForFunction(() => {
        const start = document.querySelector('[data-testid="start-game"]');
        return start && !start.disabled;
      }, null, { timeout: 60_000 });
      assert.equal(new URL(a.url()).pathname, '/new/swaks');
      assert.ok(!(await a.textContent('body')).includes('could not be loaded'));
      assert.equal(await savedMoves(a, id), moves, 'the game is kept');
      session.assertNoPageErrors();
    } finally {
      await session.close();
      await server.close();
      await rm(tmp, { recursive: true, force: true });
    }
  });
});

describe('Nobody where they do not belong', { timeout: 300_000 }, () => {
  const app = useBuiltApp();

  test("a watcher's invitation opened as a seat's is turned away in words, and the seat stays free", async () => {
    const hostSession = await newRecordedContext(app.browser, app.server.url);
    const guestSession = await newRecordedContext(app.browser, app.server.url);
    await hostSession.context.addInitScript(recordLinks);
    await guestSession.context.addInitScript(recordLinks);
    const hostPage = await hostSession.context.newPage();
    const guestPage = await guestSession.context.newPage();
    const host = wrapPlaywright(hostPage, app.server.url);
    const guest = wrapPlaywright(guestPage, app.server.url);
    await startGame(hostPage, 'tweak', [{ who: 'human', name: 'Ana' }, { who: 'human', name: 'Bo' }, { who: 'easy' }], {
      start: 'start-on-phones',
      tableSelector: '[data-testid="phones"]',
    });
    if (await hostPage.locator('.privacy-ready').count()) await hostPage.click('.privacy-ready');
    if (!(await hostPage.locator('.phones-body:not([hidden])').count())) await hostPage.click('[data-testid="phones-toggle"]');
    await hostPage.click('[data-testid="invite-watcher"]');
    await hostPage.waitForSelector('.phones-invite .phones-qr svg');
    const url = new URL(await hostPage.inputValue('[data-testid="phone-offer"]'));
    assert.equal(url.pathname, '/phones/play/tweak/watch');
    // The watcher's phone edits the address into a seat's and gives a name.
    await guestPage.goto(`/phones/play/tweak/join${url.hash}`);
    await guestPage.fill('[data-testid="join-name"]', 'Mallory');
    await guestPage.click('[data-testid="join-go"]');
    await hostReadsAnswer(host, guest);
    await guestPage.waitForSelector('[data-testid="phone-turned-away"]', { timeout: 30_000 });
    assert.match(await guestPage.textContent('[data-testid="phone-turned-away"]'), /for watching the table, not for a seat/);
    assert.equal(await guestPage.locator('[data-testid="tweak-table"]').count(), 0, 'no table, no hand');
    await hostPage.waitForSelector('.phones-body .form-error[role="alert"]');
    assert.match(await hostPage.textContent('.phones-body .form-error'), /asked for a seat with the watcher/);
    assert.match(await hostPage.textContent('[data-testid="phones-toggle"]'), /0 of 1/);
    assert.ok(await hostPage.isEnabled('[data-testid="invite-1"]'), "Bo's seat can still be invited");
    hostSession.assertNoPageErrors();
    guestSession.assertNoPageErrors();
    await hostSession.close();
    await guestSession.close();
  });
});
