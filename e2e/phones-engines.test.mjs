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
import { onEngine } from './engine-flows.mjs';
import { DIST } from './flows.mjs';
import { pairPhones, playTweakRound } from './pairing.mjs';
import { startServer } from './server.mjs';

const SEATS = [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'human' }];

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
