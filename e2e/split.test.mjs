// End-to-end tests of loading each game's code only when it is opened (the wasm is split into
// the shell and a chunk per game, see scripts/build-wasm.sh): the home screen fetches no game
// code; each game opens straight from its address, also after a reload and offline; every
// chunk the page fetches belongs to the build it was loaded with; a save opened under another
// game's address opens as its own game; and the Tüfteln model is fetched only for the side in
// play, only when a strong bot sits at the table.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { newRecordedContext, waitForAppRendered, waitForServiceWorkerControl } from './browser.mjs';
import { DIST, startGame, useBuiltApp } from './flows.mjs';
import { placeOneRoll } from './tuefteln-flows.mjs';
import { playTurn } from './tweak-flows.mjs';

/** What opening each game shows first, by address. */
const SCREENS = [
  ['/new/tuefteln', '[data-testid="start-game"]'],
  ['/rules/tuefteln', 'article.rules'],
  ['/new/tweak', '[data-testid="start-game"]'],
  ['/rules/tweak', 'article.rules'],
  ['/new/swaks', '[data-testid="start-game"]'],
  ['/rules/swaks', 'article.rules'],
  ['/new/twinit', '[data-testid="start-game"]'],
  ['/rules/twinit', 'article.rules'],
];

/** The build's directory of JS glue, `/pkg/<hash>/`, as index.html names it. */
async function buildPkgDir() {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const match = html.match(/"\/pkg\/([0-9a-f]{8})"/);
  assert.ok(match, 'index.html loads /pkg/<hash>/tablee.js');
  return `/pkg/${match[1]}/`;
}

/**
 * The build's wasm files, each named by its bytes (`/pkg/<name>-<hash>.wasm`), the shell's and
 * the pages' (the new-game forms, rules pages and settings: src/screens/pages.rs).
 */
async function buildWasm() {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const shell = html.match(/"\/pkg\/(tablee_bg-[0-9a-f]{8}\.wasm)"/);
  assert.ok(shell, 'index.html loads /pkg/tablee_bg-<hash>.wasm');
  const pages = html.match(/\/pkg\/(split_pages-[0-9a-f]{8}\.wasm)"/);
  assert.ok(pages, 'index.html preloads /pkg/split_pages-<hash>.wasm on the pages\' addresses');
  const all = (await readdir(path.join(DIST, 'pkg'))).filter((f) => f.endsWith('.wasm'));
  for (const file of all) assert.match(file, /^[\w]+-[0-9a-f]{8}\.wasm$/, 'a wasm file named by its bytes');
  return { all, shell: shell[1], pages: pages[1] };
}

/** Whether a request asks for one of `files` (wasm file names). */
const asksFor = (request, files) => files.some((file) => request.url().endsWith(`/${file}`));

/** Every path under /pkg/ that the page (not the service worker's precache) asked for. */
function recordPkgRequests(page) {
  const paths = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/pkg/') || p.startsWith('/models/')) paths.push(p);
  });
  return paths;
}

describe('each game loads when it is opened', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('the home screen fetches no game code; each game fetches its own chunks, from this build only', async () => {
    const pkg = await buildPkgDir();
    const wasm = await buildWasm();
    const chunks = wasm.all;
    assert.ok(chunks.length >= 3, `a shell and a chunk per game (found ${chunks.join(', ')})`);
    const session = await newRecordedContext(app.browser, app.server.url, { serviceWorkers: 'block' });
    const page = await session.context.newPage();
    const fetched = recordPkgRequests(page);
    const pagesCame = page.waitForResponse((r) => r.url().endsWith(`/${wasm.pages}`));
    await page.goto('/');
    await waitForAppRendered(page);
    await page.waitForSelector('[data-testid="new-tuefteln"]');
    await pagesCame;
    const wasmOf = (paths) => paths.filter((p) => p.endsWith('.wasm')).map((p) => path.basename(p));
    assert.deepEqual(wasmOf(fetched), [wasm.shell, wasm.pages], 'the home screen loads the shell, then the pages its links open');

    // Opening each game through the app fetches its chunks; together they are every chunk.
    await page.click('[data-testid="new-tuefteln"]');
    await page.waitForSelector('[data-testid="start-game"]');
    const afterTuefteln = wasmOf(fetched).length;
    assert.ok(afterTuefteln > 1, 'opening Tüfteln fetched its code');
    await page.goto('/');
    await page.click('[data-testid="new-tweak"]');
    await page.waitForSelector('[data-testid="start-game"]');
    await page.goto('/');
    await page.click('[data-testid="new-swaks"]');
    await page.waitForSelector('[data-testid="start-game"]');
    await page.goto('/');
    await page.click('[data-testid="new-twinit"]');
    await page.waitForSelector('[data-testid="start-game"]');
    // A game's screens off the table (rules examples, lesson, replay) are a module of their
    // own, fetched after the table's; the replay and the lessons' coach another
    //, fetched only when a game is watched again or a lesson opens.
    const side = (file) => /_side-[0-9a-f]{8}\.wasm$/.test(file);
    assert.ok(!wasmOf(fetched).some(side), `the new-game forms fetched no screen off the table (${wasmOf(fetched).join(', ')})`);
    for (const game of ['tweak', 'tuefteln', 'swaks', 'twinit']) {
      const before = wasmOf(fetched).length;
      await page.goto(`/watch/${game}`);
      await page.waitForSelector('[data-testid="replay-trouble"]');
      const now = wasmOf(fetched).slice(before);
      assert.ok(now.some((f) => f.startsWith(`split_${game}_side-`)), `watching ${game} again fetched its screens off the table (${now.join(', ')})`);
    }
    assert.ok(wasmOf(fetched).some((f) => f.startsWith('split_extras-')), 'watching a game again fetched the extras');
    // The phones' code (the link, the pairing, the host's panel, the join screen) is a module of
    // each game's own, fetched only when a phone joins or a table goes on phones.
    const phones = (file) => /_phones-[0-9a-f]{8}\.wasm$/.test(file);
    assert.ok(!wasmOf(fetched).some(phones), `no screen before them fetched the phones' code (${wasmOf(fetched).join(', ')})`);
    for (const game of ['tweak', 'tuefteln', 'swaks', 'twinit']) {
      const before = wasmOf(fetched).length;
      await page.goto(`/phones/play/${game}/join`);
      await page.waitForSelector('[data-testid="join-name"]');
      const now = wasmOf(fetched).slice(before);
      assert.ok(now.some((f) => f.startsWith(`split_${game}_phones-`)), `joining ${game} fetched its phones' code (${now.join(', ')})`);
    }
    // The table in the middle and a watcher's screen (each game's board of the public view) are
    // a module of their own, fetched only when a phone comes to watch or a screen becomes the table.
    const middle = (file) => /_public-[0-9a-f]{8}\.wasm$/.test(file);
    assert.ok(!wasmOf(fetched).some(middle), `no screen before them fetched the middle's code (${wasmOf(fetched).join(', ')})`);
    for (const game of ['tweak', 'tuefteln', 'swaks', 'twinit']) {
      const before = wasmOf(fetched).length;
      await page.goto(`/phones/play/${game}/watch`);
      await page.waitForSelector('[data-testid="join-go"]');
      const now = wasmOf(fetched).slice(before);
      assert.ok(now.some((f) => f.startsWith(`split_${game}_public-`)), `watching ${game} fetched its middle's code (${now.join(', ')})`);
    }
    // The camera's QR reader is fetched only by a scan where the browser reads no QR code itself.
    const reader = (file) => file.startsWith('split_qr_reader-');
    assert.ok(!wasmOf(fetched).some(reader), 'the QR reader waits for a scan');
    assert.deepEqual([...new Set(wasmOf(fetched))].sort(), chunks.filter((f) => !reader(f)).sort(), 'every other chunk of the build was loaded');
    for (const p of fetched.filter((p) => p.startsWith('/pkg/'))) {
      const ours = p.endsWith('.wasm') ? chunks.includes(p.slice('/pkg/'.length)) : p.startsWith(pkg);
      assert.ok(ours, `${p} belongs to this build (glue in ${pkg}, wasm ${chunks.join(', ')})`);
    }
    assert.ok(!fetched.some((p) => p.startsWith('/models/')), 'no Tüfteln model without a strong bot');
    session.assertNoPageErrors();
    await session.close();
  });

  test('games opened one after another in one page play on: each brings its own copy of the code they share', async () => {
    // scripts/merge-chunks.mjs copies the code several games share into each game's file, so
    // opening a second game writes its copy over the first's (the same functions in the same
    // table slots, the same constants at the same addresses). Both games must play on after it.
    const session = await newRecordedContext(app.browser, app.server.url, { serviceWorkers: 'block' });
    const page = await session.context.newPage();
    const fetched = recordPkgRequests(page);
    const myTweakTurn = async () => {
      await page.waitForSelector('.own-hand[data-my-turn="true"]');
      assert.equal(await page.$('[data-testid="bomb-discard"]'), null, 'seed 7 deals no Bomb this early');
      await playTurn(page);
      await page.waitForSelector('.own-hand[data-my-turn="false"], .round-end');
    };
    await startGame(page, 'tweak', [{ who: 'human' }, { who: 'easy' }], { seed: '7' });
    const tweakTable = new URL(page.url()).pathname;
    await myTweakTurn();
    // Without a reload: home, Tüfteln's form (its file comes now), a game, a roll written.
    await page.click('.top-bar-home');
    await page.click('[data-testid="new-tuefteln"]');
    await page.waitForSelector('[data-testid="start-game"]:not([disabled])');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="tuefteln-table"]');
    await placeOneRoll(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="round"]').textContent.includes('2'));
    // Back to the TWEAK match, still in the same page: it plays on with Tüfteln's copy.
    await page.click('.top-bar-home');
    await page.click(`a[href="${tweakTable}"]`);
    await page.waitForSelector('[data-testid="tweak-table"]');
    await myTweakTurn();
    const wasm = fetched.filter((p) => p.endsWith('.wasm')).map((p) => path.basename(p));
    for (const game of ['tweak', 'tuefteln']) {
      assert.ok(wasm.some((f) => f.startsWith(`split_${game}-`)), `${game}'s file was fetched (${wasm.join(', ')})`);
    }
    assert.equal(new Set(wasm).size, wasm.length, `no file fetched twice (${wasm.join(', ')})`);
    session.assertNoPageErrors();
    await session.close();
  });

  test('a page whose code cannot be fetched says so, and opens when tried again', async () => {
    const { pages } = await buildWasm();
    const session = await newRecordedContext(app.browser, app.server.url, { serviceWorkers: 'block' });
    const page = await session.context.newPage();
    // The settings straight from their address, the pages' module refused once, after a while.
    let refused = 0;
    await page.route('**/pkg/*.wasm', async (route) => {
      if (asksFor(route.request(), [pages]) && refused++ === 0) {
        await new Promise((done) => setTimeout(done, 2_000));
        return route.abort();
      }
      return route.continue();
    });
    await page.goto('/settings');
    // While it comes: the page's top bar, then a loading line.
    const status = page.locator('p.loading[role="status"]');
    await status.waitFor();
    assert.equal(await status.textContent(), 'Loading…');
    assert.equal(await page.textContent('.top-bar-title'), 'Settings');
    const alert = page.locator('[role="alert"]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /This page could not be loaded/);
    assert.equal(await page.textContent('.top-bar-title'), 'Settings', 'the top bar names the page');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('#setting-language');
    // Once here, the pages open again at once, offline too.
    await session.context.setOffline(true);
    await page.click('.top-bar-home');
    await page.waitForSelector('[data-testid="new-tweak"]');
    await page.click('.top-bar-settings');
    await page.waitForSelector('#setting-language');
    await session.context.setOffline(false);
    assert.equal(refused, 2, 'the module was asked for once more, by the second try');
    session.assertNoPageErrors();
    await session.close();
  });

  test('a game whose code cannot be fetched says so, and opens when tried again', async () => {
    const { pages } = await buildWasm();
    const session = await newRecordedContext(app.browser, app.server.url, { serviceWorkers: 'block' });
    const page = await session.context.newPage();
    const pagesCame = page.waitForResponse((r) => r.url().endsWith(`/${pages}`));
    await page.goto('/');
    await page.waitForSelector('[data-testid="new-tweak"]');
    // The forms came once the home screen had painted: only the game's code is missing.
    await pagesCame;
    await session.context.setOffline(true);
    await page.click('[data-testid="new-tweak"]');
    const alert = page.locator('[role="alert"]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /TWEAK could not be loaded/);
    // The lesson's offer is the shell's: it stays while the game's code cannot come.
    assert.ok(await page.locator('[data-testid="learn-offer"]').isVisible(), 'the lesson is offered');
    await session.context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('.new-game-options fieldset.options');
    await page.waitForSelector('[data-testid="start-game"]:not([disabled])');
    session.assertNoPageErrors();
    await session.close();
  });

  test('every new-game form is drawn whole without the game’s code, which starts the game with the options chosen meanwhile', async () => {
    const { shell, pages } = await buildWasm();
    const session = await newRecordedContext(app.browser, app.server.url, {
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await session.context.newPage();
    // First every game chunk is refused: the form, its options included, is the shell's.
    let chunks = 'refused';
    await page.route('**/pkg/*.wasm', async (route) => {
      if (asksFor(route.request(), [shell, pages])) return route.continue();
      if (chunks === 'refused') return route.abort();
      // Then they come a moment after the shell, as on a slow phone.
      await new Promise((done) => setTimeout(done, 1_500));
      return route.continue();
    });
    const controls = {
      tweak: '#colour-count',
      swaks: '#swaks-timer',
      tuefteln: 'input[name="side"][value="B"]',
      twinit: 'input[name="twinit-mode"][value="clans"]',
    };
    for (const [game, control] of Object.entries(controls)) {
      await page.goto(`/new/${game}`);
      await page.waitForSelector(`.new-game-options fieldset.options ${control}`);
      assert.ok(await page.locator('[data-testid="start-game"]').isDisabled(), `${game}: no start without the code`);
      await page.locator('[role="alert"]').waitFor();
    }
    // An option chosen before the code comes is the one the game starts with; nothing moves.
    chunks = 'slow';
    await page.goto('/new/tweak');
    await page.selectOption('#colour-count', '4');
    // The option's control, marked: the code's arrival must not draw the options anew (a tap
    // on a control being replaced would be lost).
    await page.evaluate(() => { document.querySelector('#colour-count').drawnOnce = true; });
    const start = page.locator('[data-testid="start-game"]');
    const before = (await start.boundingBox()).y;
    assert.ok(await start.isDisabled(), 'the code is still on its way');
    await page.waitForSelector('[data-testid="start-game"]:not([disabled])');
    assert.equal((await start.boundingBox()).y, before, 'the Start button did not move');
    assert.ok(await page.evaluate(() => document.querySelector('#colour-count').drawnOnce), 'the options were not drawn again');
    await start.click();
    await page.waitForSelector('[data-testid="tweak-table"]');
    const setup = JSON.parse(await page.evaluate(() => localStorage.getItem('tablee.setup.tweak')));
    assert.equal(setup.options.rules.colours, 4);
    session.assertNoPageErrors();
    await session.close();
  });

  test('a rules page shows its text before, and without, the game’s code', async () => {
    const { shell, pages } = await buildWasm();
    const session = await newRecordedContext(app.browser, app.server.url, {
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await session.context.newPage();
    // Only the shell's wasm and the pages' may come: every game chunk is refused.
    const askedForChunks = [];
    await page.route('**/pkg/*.wasm', (route) => {
      if (asksFor(route.request(), [shell, pages])) return route.continue();
      askedForChunks.push(route.request().url());
      return route.abort();
    });
    let examplesAsked = 0;
    for (const game of ['swaks', 'tweak', 'tuefteln', 'twinit']) {
      askedForChunks.length = 0;
      const text = await readFile(path.join(DIST, 'text', `rules-${game}.en.md`), 'utf8');
      const firstHeading = text.match(/^## (.*)$/m)[1];
      await page.goto(`/rules/${game}`);
      await page.waitForSelector('article.rules h2');
      assert.equal(await page.textContent('article.rules h2'), firstHeading, game);
      assert.equal(
        await page.locator('article.rules h2').count(),
        (text.match(/^## /gm) || []).length,
        `${game}: every section`,
      );
      if (game === 'swaks' || game === 'twinit') {
        // A phone reading a long text does not fetch the game's code for the examples below it.
        await page.waitForTimeout(500);
        assert.deepEqual(askedForChunks, [], `${game}: no game code before the reader comes near the examples`);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // The examples could not come: said under the text, with a way to try again.
      await page.waitForSelector('article.rules [role="alert"]');
      examplesAsked += askedForChunks.length;
    }
    assert.ok(examplesAsked > 0, 'the examples asked for the game’s code');
    await page.unroute('**/pkg/*.wasm');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.click('[data-testid="tw-gallery-open"]');
    await page.waitForSelector('article.rules .tw-gallery-item');
    session.assertNoPageErrors();
    await session.close();
  });

  test('each game opens from its address, also after a reload', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    for (const [url, selector] of SCREENS) {
      await page.goto(url);
      await page.waitForSelector(selector);
      await page.reload();
      await page.waitForSelector(selector);
    }
    await startGame(page, 'tweak', [{ who: 'human' }, { who: 'easy' }], { seed: '7' });
    const table = new URL(page.url()).pathname;
    await page.reload();
    await page.waitForSelector('[data-testid="tweak-table"]');
    assert.equal(new URL(page.url()).pathname, table);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('offline, every game opens from its address once the service worker has the build', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await page.goto('/');
    await waitForAppRendered(page);
    await waitForServiceWorkerControl(page);
    // Installed with the first screen: the worker has precached every chunk by now.
    await startGame(page, 'tuefteln', [{ who: 'human' }], { seed: '3' });
    const tueftelnTable = new URL(page.url()).pathname;
    await session.context.setOffline(true);
    app.server.clearRequests();
    const fresh = await session.context.newPage();
    for (const [url, selector] of SCREENS) {
      await fresh.goto(url);
      await fresh.waitForSelector(selector);
    }
    await fresh.goto(tueftelnTable);
    await fresh.waitForSelector('[data-testid="tuefteln-table"]');
    assert.deepEqual(app.server.paths(), [], 'nothing reached the server while offline');
    await session.context.setOffline(false);
    session.assertNoPageErrors();
    await session.close();
  });

  test('a save opened under another game’s address opens as its own game', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await startGame(page, 'tuefteln', [{ who: 'human' }], { seed: '5' });
    const id = new URL(page.url()).pathname.split('/').pop();
    await page.goto(`/play/tweak/${id}`);
    await page.waitForSelector('[data-testid="tuefteln-table"]');
    assert.equal(new URL(page.url()).pathname, `/play/tuefteln/${id}`);
    session.assertNoPageErrors();
    await session.close();
  });

  test('the Tüfteln model: only the side in play, only with a strong bot', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { serviceWorkers: 'block' });
    const page = await session.context.newPage();
    const fetched = recordPkgRequests(page);
    const models = () => fetched.filter((p) => p.startsWith('/models/'));
    await startGame(page, 'tuefteln', [{ who: 'human' }, { who: 'normal' }], { seed: '9' });
    await page.waitForTimeout(500);
    assert.deepEqual(models(), [], 'no model with a normal bot');
    await startGame(page, 'tuefteln', [{ who: 'human' }, { who: 'strong' }], {
      seed: '9',
      configure: (p) => p.click('input[name="side"][value="B"]'),
    });
    await page.waitForFunction(() => performance.getEntriesByName('tablee-model-b').length > 0);
    assert.deepEqual(models(), ['/models/tuefteln-b.bin'], 'side B only');
    session.assertNoPageErrors();
    await session.close();
  });
});
