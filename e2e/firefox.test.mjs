// The app in Firefox ESR (Debian's firefox-esr through puppeteer-core over WebDriver BiDi; no
// browser downloaded): for each game, the new-game form, a start, one move through the screen,
// a reload that resumes the table under the service worker's control; the game's lesson with
// its first step to do done by hand on the table; a finished game's replay shared as a link and
// opened in another browser context (another device). Each test has a fresh profile. The
// phones between Firefox and Chromium are in e2e/phones-engines.test.mjs.
import { after, before, describe, test } from 'node:test';
import { closeAllEngines, launchFirefox } from './engines.mjs';
import { GAMES, smokeOneGame } from './engine-flows.mjs';
import { DIST } from './flows.mjs';
import { startServer } from './server.mjs';

describe('Firefox ESR', { timeout: 600_000 }, () => {
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
      await smokeOneGame(t, launchFirefox, server.url, game, {
        otherPage: { isolated: true },
        after: (engine) => engine.assertOnlyLocalRequests(),
      });
    });
  }
});
