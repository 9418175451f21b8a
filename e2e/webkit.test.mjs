// The app in WebKitGTK (Safari's engine: Debian's MiniBrowser driven by WebKitWebDriver through
// selenium-webdriver, on an Xvfb display each test starts and stops): for each game, the
// new-game form, a start, one move through the screen, a reload that resumes the table under
// the service worker's control; the game's lesson with its first step to do done by hand; a
// finished game's replay shared as a link and opened in another tab. Debian builds WebKitGTK
// without WebRTC (no RTCPeerConnection): the phones' join screen and the host's phones panel
// say so in words, the invite buttons are off, and the table started "on several phones" is
// still played on the one device.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { closeAllEngines, launchWebKit } from './engines.mjs';
import {
  GAMES,
  ids,
  onEngine,
  playTweakTurn,
  smokeOneGame,
  startGame,
} from './engine-flows.mjs';
import { DIST } from './flows.mjs';
import { startServer } from './server.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WebKitGTK', { timeout: 600_000 }, () => {
  let server;
  before(async () => {
    server = await startServer({ root: DIST });
  });
  after(async () => {
    await closeAllEngines();
    await server?.close();
  });

  for (const game of GAMES) {
    test(`${game}: form, start, a move, a reload that resumes under the service worker; the lesson's first step by hand; a shared replay link`, async (t) => {
      await smokeOneGame(t, launchWebKit, server.url, game);
    });
  }

  test('no WebRTC: the join screen and the host\'s phones panel say so, and the table plays on the one device', async (t) => {
    await onEngine(t, launchWebKit, server.url, 'no-webrtc', async (engine) => {
      const page = await engine.newPage();
      await page.goto('/');
      assert.equal(await page.evaluate(() => typeof RTCPeerConnection), 'undefined', 'this WebKitGTK has no WebRTC');

      // A guest opening the address of a host's QR code: words, and no way to a dead end.
      await page.goto('/phones/play/tweak/join#not-a-real-code');
      await page.waitFor('[data-testid="join"] [data-testid="no-webrtc"]', { timeout: 60_000 });
      const joinWords = (await page.textContent('[data-testid="no-webrtc"]')).trim();
      assert.ok(joinWords.length > 20, `the join screen says why: "${joinWords}"`);
      assert.equal(await page.count('[data-testid="join-go"]'), 0, 'no Join button that cannot work');
      t.diagnostic(`join screen: ${joinWords}`);

      // A host starting a table on several phones: the panel says so, the invites are off.
      await startGame(page, 'tweak', [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'human' }], {
        seed: '31',
        start: 'start-on-phones',
      });
      assert.match(new URL(await page.url()).pathname, /^\/phones\/play\/tweak\/[\w-]+$/);
      await page.waitFor('[data-testid="phones"]', { state: 'attached' });
      if (!(await page.count('.phones-body:not([hidden])'))) await page.click('[data-testid="phones-toggle"]');
      await page.waitFor('[data-testid="phones"] [data-testid="no-webrtc"]');
      const hostWords = (await page.textContent('[data-testid="phones"] [data-testid="no-webrtc"]')).trim();
      assert.ok(hostWords.length > 20, `the host's panel says why: "${hostWords}"`);
      t.diagnostic(`host panel: ${hostWords}`);
      const invites = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid^="invite-"]')].map((b) => b.disabled));
      assert.ok(invites.length > 0 && invites.every(Boolean), `every invite button is off: ${invites}`);

      // Everything else works: the two people pass the device, and a reload resumes.
      await page.click('[data-testid="phones-close"]');
      const end = Date.now() + 60_000;
      for (let moves = 0; moves < 2;) {
        assert.ok(Date.now() < end, `two moves on the one device within a minute (${moves} made)`);
        if (await page.count('[data-testid="tweak-moment-continue"]')) {
          await page.click('[data-testid="tweak-moment-continue"]');
        } else if (await page.count('.privacy-ready')) {
          await page.click('.privacy-ready');
        } else if (await page.count('.own-hand[data-my-turn="true"]')) {
          const before = await page.count('[data-testid="event-log"] li');
          await playTweakTurn(page);
          await page.waitFor((n) => document.querySelectorAll('[data-testid="event-log"] li').length > n, { arg: before });
          moves++;
        } else {
          await pause(100);
        }
      }
      const log = await page.evaluate(() => [...document.querySelectorAll('[data-testid="event-log"] li')].map((li) => li.textContent));
      await page.reload();
      await page.waitFor('[data-testid="tweak-table"]', { timeout: 60_000 });
      await page.waitFor('.privacy-ready, [data-testid="tweak-moment-continue"], [data-testid="hand"] [data-card]');
      if (await page.count('[data-testid="tweak-moment-continue"]')) await page.click('[data-testid="tweak-moment-continue"]');
      if (await page.count('.privacy-ready')) await page.click('.privacy-ready');
      await page.waitFor('[data-testid="hand"] [data-card]');
      const after = await page.evaluate(() => [...document.querySelectorAll('[data-testid="event-log"] li')].map((li) => li.textContent));
      assert.deepEqual(after, log, 'the table resumes after a reload');
      assert.ok((await ids(page, '[data-testid="hand"]')).length > 0);
      await page.waitFor('[data-testid="phones"] [data-testid="no-webrtc"]', { state: 'attached' });
    });
  });
});
