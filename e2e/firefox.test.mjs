// The app in Firefox ESR (Debian's firefox-esr through puppeteer-core over WebDriver BiDi; no
// browser downloaded): for each game, the new-game form, a start, one move through the screen,
// a reload that resumes the table under the service worker's control; the game's lesson with
// its first step to do done by hand on the table; a finished game's replay shared as a link and
// opened in another browser context (another device). Each test has a fresh profile. The
// phones between Firefox and Chromium are in e2e/phones-engines.test.mjs.
import { after, before, describe, test } from 'node:test';
import { closeAllEngines, launchFirefox } from './engines.mjs';
import { GAMES, lessonFirstDo, onEngine, playOneMoveAndResume, sharedReplayLink } from './engine-flows.mjs';
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
      await onEngine(t, launchFirefox, server.url, game, async (engine) => {
        t.diagnostic(`${engine.name} ${engine.version}`);
        let at = Date.now();
        const took = () => {
          const seconds = ((Date.now() - at) / 1000).toFixed(1);
          at = Date.now();
          return `${seconds} s`;
        };
        const page = await engine.newPage();
        t.diagnostic(`launched and ready in ${took()}`);
        await playOneMoveAndResume(page, game, { log: (line) => t.diagnostic(line) });
        t.diagnostic(`${game}: form, move, reload and service worker in ${took()}`);
        const step = await lessonFirstDo(page, game);
        t.diagnostic(`${game}: the lesson's step ${step} done by hand in ${took()}`);
        const other = await engine.newPage({ isolated: true });
        const { steps } = await sharedReplayLink(page, other, game);
        t.diagnostic(`${game}: a shared link replayed ${steps} steps in another browser context in ${took()}`);
        engine.assertOnlyLocalRequests();
      });
    });
  }
});
