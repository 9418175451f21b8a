// One table on two phones of different engines: Chromium (playwright-core, as
// e2e/phones.test.mjs) and Firefox ESR (puppeteer-core), both ways: each pairs with the other
// through the two codes the screens show (the host's camera faked by a canvas of the phone's QR
// code, read by the app's own decoder: neither headless engine has a BarcodeDetector here), over
// real RTCPeerConnections, and a round of a two-person TWEAK match is played to its end, each
// hand only on its own phone, both screens ending on the same totals.
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, newRecordedContext } from './browser.mjs';
import { closeAllEngines, launchFirefox, wrapPlaywright } from './engines.mjs';
import { onEngine, playTweakTurn, startGame, tweakTurnHere } from './engine-flows.mjs';
import { DIST } from './flows.mjs';
import { invite, pairPhones, playTweakRound, recordLinks } from './pairing.mjs';
import { startServer } from './server.mjs';

const SEATS = [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'human' }];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first number in `text`, or undefined. */
const number = (text) => text?.match(/\d+/)?.[0];

describe('phones across engines: Chromium and Firefox', { timeout: 600_000 }, () => {
  let server;
  let chromium;
  before(async () => {
    server = await startServer({ root: DIST });
    chromium = await launchBrowser();
  });
  after(async () => {
    await closeAllEngines();
    await chromium?.close();
    await server?.close();
  });

  test('a Firefox table screen and a Chromium phone: a TWEAK round to its end, the middle following each move', async (t) => {
    // A laptop in Firefox is the table in the middle (it holds no seat); Ana sits down on her
    // phone in Chromium; Bo has no phone, so the table screen gives his seat to a bot.
    const session = await newRecordedContext(chromium, server.url, { viewport: { width: 390, height: 844 } });
    try {
      await session.context.addInitScript(recordLinks);
      await onEngine(t, launchFirefox, server.url, 'table-screen', async (firefox) => {
        const screen = await firefox.newPage();
        const ana = wrapPlaywright(await session.context.newPage(), server.url);
        await startGame(screen, 'tweak', SEATS, { seed: '31', start: 'start-table-screen', table: '[data-testid="table-screen"]' });
        await screen.waitFor('[data-testid="table-screen"] [data-testid="middle-board"]');
        await invite(screen, ana, 0, { name: 'Ana' });
        await ana.waitFor('[data-testid="tweak-table"] [data-testid="hand"] [data-card]', { timeout: 30_000 });
        assert.equal(await screen.count('[data-testid="hand"]'), 0, 'no hand on the table screen');
        await screen.click('[data-testid="bot-1"]');
        await screen.waitFor('[data-testid="give-back-1"]');
        if (await screen.count('.phones-body:not([hidden])')) await screen.click('[data-testid="phones-close"]');

        let turns = 0;
        const end = Date.now() + 120_000;
        while (!(await ana.count('.round-end'))) {
          assert.ok(Date.now() < end, `the round ends within two minutes (${turns} turns by Ana)`);
          if (!(await tweakTurnHere(ana))) {
            await pause(100);
            continue;
          }
          await playTweakTurn(ana);
          turns++;
          // The table screen follows the move: its target is the one the phone shows.
          const agree = Date.now() + 20_000;
          for (;;) {
            const phone = await ana.textContent('[data-testid="target"] strong').catch(() => null);
            if (!phone && (await ana.count('.round-end'))) break;
            const middle = await screen.textContent('[data-testid="middle-target"]').catch(() => null);
            if (phone && number(middle) === number(phone)) break;
            assert.ok(Date.now() < agree, `the table screen shows target ${middle} while the phone shows ${phone}`);
            await pause(100);
          }
        }
        t.diagnostic(`a round with ${turns} turns by Ana on her phone, Bo's by a bot on the table screen`);
        assert.ok(turns >= 2, `Ana played at least twice: ${turns}`);
        // The round's summary holds play at the table screen until "Go on" is tapped there.
        await screen.click('[data-testid="middle-go-on"]');
        await screen.waitFor(() => /Round 2\b/.test(document.querySelector('[data-testid="middle-board"] .middle-round')?.textContent ?? ''), { timeout: 20_000 });
        firefox.assertOnlyLocalRequests();
      });
      session.assertNoPageErrors();
      session.assertOnlyLocalRequests();
    } finally {
      await session.close();
    }
  });

  for (const hostIsChromium of [true, false]) {
    const title = hostIsChromium ? 'a Chromium host and a Firefox phone' : 'a Firefox host and a Chromium phone';
    test(`${title}: paired, and a TWEAK round to its end with each hand on its own phone`, async (t) => {
      const session = await newRecordedContext(chromium, server.url);
      try {
        await onEngine(t, launchFirefox, server.url, hostIsChromium ? 'phone' : 'host', async (firefox) => {
          t.diagnostic(`${firefox.name} ${firefox.version}`);
          const chrome = wrapPlaywright(await session.context.newPage(), server.url);
          const fox = await firefox.newPage();
          const [host, guest] = hostIsChromium ? [chrome, fox] : [fox, chrome];
          let round;
          try {
            await pairPhones(host, guest, 'tweak', SEATS, { seed: '31', guestName: 'Bo', log: (l) => t.diagnostic(l) });
            round = await playTweakRound(host, guest, { hostName: 'Ana', guestName: 'Bo' });
          } catch (e) {
            const file = path.join(os.tmpdir(), `tablee-Chromium-${hostIsChromium ? 'host' : 'phone'}.png`);
            await chrome.screenshot(file).then(() => t.diagnostic(`screenshot: ${file}`), () => {});
            throw e;
          }
          const { turns, totals } = round;
          t.diagnostic(`a round of ${turns} turns; totals on both screens: ${totals.join(', ')}`);
          assert.ok(turns >= 4, `a round of at least four turns: ${turns}`);
          firefox.assertOnlyLocalRequests();
        });
        session.assertNoPageErrors();
        session.assertOnlyLocalRequests();
      } finally {
        await session.close();
      }
    });
  }
});
