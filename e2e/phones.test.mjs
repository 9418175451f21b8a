// End-to-end tests of one table on several phones with no server: two separate
// browser contexts (two phones: their own storage, their own page) pair through real
// RTCPeerConnections by the two codes the screens show (the guest opens the address of the
// host's QR code; the host's camera, faked by a canvas showing the guest's QR code, reads the
// answer), play across them, and neither page ever holds the other's hand. The phones' code is
// an entry of its own (served under /phones/): the app's pages never fetch it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newRecordedContext } from './browser.mjs';
import { findPair } from './engine-flows.mjs';
import { wrapPlaywright } from './engines.mjs';
import { startGame, useBuiltApp } from './flows.mjs';
import { hostReadsAnswer as readAnswer, recordLinks, waitOrDescribe } from './pairing.mjs';
import { placeOneRoll } from './tuefteln-flows.mjs';
import { ids, playTurn } from './tweak-flows.mjs';

/**
 * The guest's phone shows its answer and the host's camera reads it (`e2e/pairing.mjs`, over
 * the pages of any engine). Returns the answer's text.
 */
function hostReadsAnswer(host, guest) {
  const baseURL = new URL(host.url()).origin;
  return readAnswer(wrapPlaywright(host, baseURL), wrapPlaywright(guest, baseURL));
}

/**
 * The host invites `seat` again (its phone is away) and `context`'s new page opens the address
 * of the new QR code: a phone that sat there before needs nothing more (no name, no button),
 * and is back at its seat once the host's camera read its answer. Returns the new page.
 */
async function comeBack(host, context, game, seat) {
  if (!(await host.locator('.phones-body:not([hidden])').count())) await host.click('[data-testid="phones-toggle"]');
  await host.click(`[data-testid="invite-${seat}"]`);
  await host.waitForSelector('.phones-qr svg');
  const url = new URL(await host.inputValue('[data-testid="phone-offer"]'));
  const page = await context.newPage();
  await page.goto(url.pathname + url.hash);
  // The code is read once: it leaves the address, so a reload asks for the host's next one.
  await page.waitForFunction(() => location.hash === '');
  await hostReadsAnswer(host, page);
  await page.waitForSelector(`[data-testid="${game}-table"]`, { timeout: 20_000 });
  await host.waitForSelector(`.phones-seat[data-seat="${seat}"]:has-text("✓")`, { state: 'attached' });
  if (await host.locator('.phones-body:not([hidden])').count()) await host.click('[data-testid="phones-close"]');
  return page;
}

/** Before the app starts: each buzz the page asks for (`navigator.vibrate`) goes into `window.__buzzes`. */
function recordBuzzes() {
  window.__buzzes = [];
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (ms) => window.__buzzes.push(ms) > 0 });
}

/**
 * Two phones at one table of `game`: the host starts it on several phones from the new-game
 * form (`seats`, `seed`, `configure` as for startGame), then pairs the guest's phone to seat
 * `guestSeat` (named `guestName`). Returns both phones' contexts and pages once the guest's
 * table is drawn.
 */
async function twoPhones(app, game, seats, { seed, configure, guestName, guestSeat = 1 }) {
  const hostPhone = await newRecordedContext(app.browser, app.server.url);
  const guestPhone = await newRecordedContext(app.browser, app.server.url);
  await Promise.all([hostPhone, guestPhone].map((phone) => phone.context.addInitScript(recordLinks)));
  await guestPhone.context.addInitScript(recordBuzzes);
  const host = await hostPhone.context.newPage();
  const guest = await guestPhone.context.newPage();
  const phonesCode = [];
  host.on('request', (r) => {
    if (/_phones-[0-9a-f]{8}\.wasm$/.test(new URL(r.url()).pathname)) phonesCode.push(r.url());
  });
  // The new-game form offers to start on several phones: the table opens with the host's
  // phones panel, whose code (the game's phones' module) the form had not fetched.
  await host.goto(`/new/${game}`);
  await host.waitForSelector('[data-testid="start-game"]:not([disabled])');
  assert.deepEqual(phonesCode, [], 'the app fetches no phones code');
  await startGame(host, game, seats, { seed, configure, start: 'start-on-phones' });
  assert.match(new URL(host.url()).pathname, new RegExp(`^/phones/play/${game}/[\\w-]+$`));
  await host.waitForSelector('[data-testid="phones"]', { state: 'attached' });
  assert.equal(phonesCode.length, 1, 'the game\'s phones\' module is fetched once chosen');

  // Several people share the host's device so far: whoever is due taps through the privacy
  // screen. Then the host invites a phone for the guest's seat: a QR code of the app's address
  // with the code.
  if (await host.locator('.privacy-ready').count()) await host.click('.privacy-ready');
  await host.click(`[data-testid="invite-${guestSeat}"]`);
  await host.waitForSelector('.phones-qr svg');
  const address = await host.inputValue('[data-testid="phone-offer"]');
  const url = new URL(address);
  assert.equal(url.pathname, `/phones/play/${game}/join`);
  assert.ok(url.hash.length > 40 && url.hash.length < 300, `a short code: ${url.hash.length} chars`);

  // The guest's phone opens that address, gives a name and shows its answer.
  const opened = Date.now();
  await guest.goto(url.pathname + url.hash);
  await guest.fill('[data-testid="join-name"]', guestName);
  await guest.click('[data-testid="join-go"]');
  const answer = await hostReadsAnswer(host, guest);
  const origin = new URL(host.url()).origin;
  await waitOrDescribe(wrapPlaywright(guest, origin), `[data-testid="${game}-table"]`, {
    host: wrapPlaywright(host, origin),
    guest: wrapPlaywright(guest, origin),
  });
  console.log(`${game}: paired and seated in ${Date.now() - opened} ms (offer ${url.hash.length - 1} chars, answer ${answer.length})`);
  // Every seat offered has its phone: the panel folds into its bar under the table.
  await host.waitForSelector(`.phones-seat[data-seat="${guestSeat}"]:has-text("✓")`, { state: 'attached' });
  // Seats left on the host's device keep the sheet open; the host folds it to play.
  if (await host.locator('.phones-body:not([hidden])').count()) await host.click('[data-testid="phones-close"]');
  return { hostPhone, guestPhone, host, guest };
}

describe('one table on several phones', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('a TWEAK round across two phones, each hand only on its own phone, through a lost phone and a reloaded host', async () => {
    // eslint-disable-next-line prefer-const
    let { hostPhone, guestPhone, host, guest } = await twoPhones(app, 'tweak', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'human' },
    ], { seed: '31', guestName: 'Bo' });
    await guest.waitForSelector('[data-testid="tweak-table"] [data-testid="hand"] [data-card]', { timeout: 20_000 });

    // From now on each page shows one hand, its own, and never the other's; the host's device
    // shows no privacy screen between turns any more.
    const checkHands = async () => {
      const hostHand = await ids(host, '[data-testid="hand"]');
      const guestHand = await ids(guest, '[data-testid="hand"]');
      assert.equal(await host.locator('[data-testid="hand"]').count(), 1, 'one hand on the host');
      assert.equal(await guest.locator('[data-testid="hand"]').count(), 1, 'one hand on the phone');
      // A hand may be empty near the end of a round; never shared.
      assert.deepEqual(hostHand.filter((c) => guestHand.includes(c)), [], 'no card in both hands');
      assert.match(await guest.textContent('#own-hand-title'), /Bo/);
      assert.match(await host.textContent('#own-hand-title'), /Ana/);
      assert.equal(await host.locator('.privacy-ready').count(), 0, 'no privacy screen on the host');
    };
    await host.waitForSelector('[data-testid="hand"] [data-card]');
    await checkHands();

    let turns = 0;
    let cameBack = false;
    let hostReloaded = false;
    // The phone's buzzes when play was last elsewhere (null: not seen on this page yet), and
    // how many times play came to it and it buzzed.
    let buzzesAway = null;
    let buzzed = 0;
    for (let step = 0; step < 200; step++) {
      if (turns === 2 && !cameBack) {
        // Bo's phone locks, or its page is closed, mid-round: the host's panel says the seat
        // waits. The host invites the seat again and Bo's phone (the same browser, a new page)
        // reads the new code: nothing else to do, and Bo is back at his seat, his hand as it was.
        const handBefore = await ids(guest, '[data-testid="hand"]');
        await guest.close();
        await host.waitForSelector('.phones-seat[data-seat="1"]:has-text("phone away")', { timeout: 20_000, state: 'attached' });
        guest = await comeBack(host, guestPhone.context, 'tweak', 1);
        buzzesAway = null;
        await guest.waitForSelector('[data-testid="hand"] [data-card]', { timeout: 20_000 });
        assert.deepEqual((await ids(guest, '[data-testid="hand"]')).sort(), handBefore.sort(), 'the same hand back');
        cameBack = true;
      }
      if (turns === 4 && !hostReloaded) {
        // The host's page reloads: the game resumes from its save, and the panel remembers that
        // seat 1 is on a phone (its hand is not shown here, nobody is asked to pass the device).
        await host.reload();
        await host.waitForSelector('[data-testid="hand"] [data-card]');
        await host.waitForSelector('.phones-seat[data-seat="1"]:has-text("phone away")', { state: 'attached' });
        assert.equal(await host.locator('[data-testid="hand"]').count(), 1, 'Ana\'s hand only');
        assert.match(await host.textContent('#own-hand-title'), /Ana/);
        assert.equal(await host.locator('.privacy-ready').count(), 0, 'no privacy screen on the host');
        // Bo's phone says its link is lost, and how to come back.
        await guest.waitForSelector('[data-testid="phone-lost"] [data-testid="phone-scan-again"]', { timeout: 20_000 });
        await guest.close();
        guest = await comeBack(host, guestPhone.context, 'tweak', 1);
        buzzesAway = null;
        hostReloaded = true;
      }
      const which = await Promise.race([
        host.waitForSelector('.own-hand[data-my-turn="true"]', { timeout: 30_000 }).then(() => 'host'),
        guest.waitForSelector('.own-hand[data-my-turn="true"]', { timeout: 30_000 }).then(() => 'guest'),
        host.waitForSelector('.round-end', { timeout: 30_000 }).then(() => 'end'),
      ]);
      if (which === 'end') break;
      // Bo's phone buzzes once each time play comes to it, and not while it is elsewhere.
      const buzzes = await guest.evaluate(() => window.__buzzes);
      if (which === 'host') {
        assert.ok(buzzesAway === null || buzzes.length === buzzesAway, `no buzz while play is elsewhere: ${buzzes}`);
        buzzesAway = buzzes.length;
      } else if (buzzesAway !== null) {
        assert.equal(buzzes.length, buzzesAway + 1, 'one buzz as play came to the phone');
        assert.equal(buzzes.at(-1), 200);
        buzzed++;
        buzzesAway = null;
      }
      await checkHands();
      const page = which === 'host' ? host : guest;
      const before = await page.locator('[data-testid="event-log"] li').count();
      await playTurn(page);
      turns++;
      // The move reaches both screens before the next one.
      for (const p of [host, guest]) {
        await p.waitForFunction(
          (n) => document.querySelectorAll('[data-testid="event-log"] li').length > n,
          before,
          { timeout: 10_000 },
        );
      }
    }
    // The round's end reaches the phone too, with the same totals as the host's.
    await host.waitForSelector('.round-end');
    await guest.waitForSelector('.round-end', { timeout: 10_000 });
    const totals = async (p) => p.$$eval('[data-testid="match-total"]', (els) => els.map((e) => e.textContent));
    assert.deepEqual(await totals(guest), await totals(host));
    assert.ok(turns >= 4, `a round of at least four turns: ${turns}`);
    assert.ok(cameBack && hostReloaded, 'the phone came back twice in the round');
    assert.ok(buzzed >= 1, `the phone buzzed as play came to it (${buzzed} times seen)`);
    // Every action from the phone was played: none refused as one it had sent before.
    assert.equal(await guest.locator('[role="alert"]').count(), 0, 'no refusal on the phone');
    assert.deepEqual(guestPhone.pageErrors, []);

    // Bo's phone leaves the table (closed, locked, out of the network): the host says the seat
    // waits, and lets a bot play it; the next round goes on with the bot in Bo's seat.
    await guestPhone.context.close();
    await host.waitForSelector('.phones-seat[data-seat="1"]:has-text("phone away")', { timeout: 20_000 });
    // The panel opened by itself when the phone went away.
    await host.click('[data-testid="bot-1"]');
    await host.waitForSelector('.phones-seat[data-seat="1"]:has-text("a bot plays it")');
    await host.click('[data-testid="phones-close"]');
    await host.click('[data-testid="next-round"]');
    const botMoves = () => host.$$eval('[data-testid="event-log"] li', (lis) => lis.filter((li) => /Bo/.test(li.textContent)).length);
    for (let step = 0; step < 40 && (await botMoves()) < 2; step++) {
      const mine = await host.waitForSelector('.own-hand[data-my-turn="true"], .round-end', { timeout: 30_000 });
      if (await mine.evaluate((e) => e.classList.contains('round-end'))) break;
      const before = await host.locator('[data-testid="event-log"] li').count();
      await playTurn(host);
      await host.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="event-log"] li').length > n,
        before,
        { timeout: 10_000 },
      );
    }
    assert.ok((await botMoves()) >= 2, 'the bot plays Bo\'s seat');
    // The host gives the seat back: it waits for Bo's phone again.
    await host.click('[data-testid="phones-toggle"]');
    await host.click('[data-testid="give-back-1"]');
    await host.waitForSelector('.phones-seat[data-seat="1"]:has-text("phone away")');
    assert.deepEqual(hostPhone.pageErrors, []);
    await hostPhone.context.close();
  });
});

describe('Swaks on several phones', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('a jump-in from a phone, raced at the host, and each hand only on its own phone', async () => {
    // Seed 3, no timer, three people: Ana starts (on the host) with card 27, whose twin only Bo
    // (on the phone, seat 2) holds; Dee (seat 1, also on the host) is due next and waits behind
    // the privacy screen, so Bo's phone has all the time it needs to jump in.
    const { hostPhone, guestPhone, host, guest } = await twoPhones(app, 'swaks', [
      { name: 'Ana', who: 'human' },
      { name: 'Dee', who: 'human' },
      { name: 'Bo', who: 'human' },
    ], {
      seed: '3',
      guestName: 'Bo',
      guestSeat: 2,
      configure: (page) => page.selectOption('#swaks-timer', 'off'),
    });
    const cards = (page) => page.$$eval('.swaks-hand-card', (els) => els.map((e) => Number(e.dataset.card)));
    const checkHands = async () => {
      const [here, bo] = [await cards(host), await cards(guest)];
      assert.deepEqual(here.filter((c) => bo.includes(c)), [], 'no card in both hands');
      assert.ok((await host.locator('[data-testid="swaks-hand"]').count()) <= 1, 'at most one hand on the host');
      assert.equal(await guest.locator('[data-testid="swaks-hand"]').count(), 1, 'one hand on the phone');
      assert.match(await guest.textContent('#swaks-hand-title'), /Bo|Your/);
    };
    await guest.waitForSelector('.swaks-hand-card');
    await host.waitForSelector('.swaks-hand-card[data-card="27"]');
    await checkHands();

    // Ana plays card 27: Bo's phone offers the jump-in with its twin; Bo takes it, and the host,
    // which decides every race by arrival, plays it for Bo's seat.
    await host.click('.swaks-hand-card[data-card="27"]');
    await host.click('.swaks-plays .button--primary');
    const jump = await guest.waitForSelector('[data-testid="swaks-jump"]', { timeout: 10_000 });
    const sent = Date.now();
    await jump.click();
    const jumpedIn = () => [...document.querySelectorAll('[data-testid="swaks-log"] li')]
      .some((li) => /Bo/.test(li.textContent) && /jump/i.test(li.textContent));
    await host.waitForFunction(jumpedIn, null, { timeout: 10_000 });
    console.log(`swaks: a jump-in from the phone reached the host's log in ${Date.now() - sent} ms`);
    // The same line reaches the phone's log, and the hands are still each on their own phone.
    await guest.waitForFunction(jumpedIn, null, { timeout: 10_000 });
    await checkHands();
    for (const phone of [hostPhone, guestPhone]) {
      assert.deepEqual(phone.pageErrors, []);
      await phone.context.close();
    }
  });
});

describe('Tüfteln on several phones', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('everyone writes the same roll at once, each on their own phone, to the end', async () => {
    // Ana on the host, Bo on his phone, Cy a bot: each round both people write at once (U5),
    // each on their own screen, and the round moves on at the host when all three have written.
    const { hostPhone, guestPhone, host, guest } = await twoPhones(app, 'tuefteln', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'human' },
      { name: 'Cy', who: 'normal' },
    ], { seed: '7', guestName: 'Bo' });
    const writing = (r) => {
      const shown = document.querySelector('[data-testid="round"]')?.textContent.match(/\d+/);
      return shown && Number(shown[0]) === r && document.querySelector('[data-testid="confirm"]') !== null;
    };
    for (let r = 1; r <= 15; r++) {
      await Promise.all([host, guest].map((p) => p.waitForFunction(writing, r, { timeout: 20_000 })));
      // Each screen offers only its own seat's roll: the host never writes for Bo.
      assert.match(await host.textContent('#turn-title'), /Ana/);
      assert.match(await guest.textContent('#turn-title'), /Bo/);
      await Promise.all([placeOneRoll(host), placeOneRoll(guest)]);
    }
    await Promise.all([host, guest].map((p) => p.waitForSelector('.end-screen', { timeout: 20_000 })));
    const totals = (p) => p.$$eval('[data-testid="final-total"]', (els) => els.map((e) => e.textContent));
    const final = await totals(host);
    assert.equal(final.length, 3);
    assert.deepEqual(await totals(guest), final, 'the same end on both phones');
    for (const phone of [hostPhone, guestPhone]) {
      assert.deepEqual(phone.pageErrors, []);
      await phone.context.close();
    }
  });
});

describe('Twin It! on several phones', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('the host starts, and a claim from the phone is raced and counted at the host', async () => {
    // Tous ensemble: Ana on the host and Bo on his phone claim pairs from the same spread.
    const { hostPhone, guestPhone, host, guest } = await twoPhones(app, 'twinit', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'human' },
    ], {
      seed: '5',
      guestName: 'Bo',
      configure: (page) => page.check('input[name="twinit-mode"][value="tous-ensemble"]'),
    });
    // Until the host starts, the phone says the host starts the game.
    await guest.waitForSelector('[data-testid="tw-host-starts"]');
    await host.click('[data-testid="tw-start"]');
    await guest.waitForSelector('[data-testid="tw-host-starts"]', { state: 'detached', timeout: 10_000 });

    // Bo taps two faces showing the same motif on his phone: the host plays the claim.
    const pair = await findPair(wrapPlaywright(guest, new URL(guest.url()).origin));
    assert.ok(pair, 'the spread shows a pair');
    const sent = Date.now();
    await guest.click(`[data-spot="${pair[0]}"]`);
    await guest.click(`[data-spot="${pair[1]}"]`);
    const boClaimed = () => /Bo/.test(document.querySelector('[data-testid="tw-log"]')?.textContent ?? '');
    await host.waitForFunction(boClaimed, null, { timeout: 10_000 });
    console.log(`twinit: a claim from the phone reached the host's log in ${Date.now() - sent} ms`);
    await guest.waitForFunction(boClaimed, null, { timeout: 10_000 });
    // The host's screen holds Ana's corner only, now that Bo plays on his phone.
    assert.equal(await host.locator('.tw-zone--person').count(), 1);
    assert.equal(await guest.locator('.tw-zone--person').count(), 1);
    for (const phone of [hostPhone, guestPhone]) {
      assert.deepEqual(phone.pageErrors, []);
      await phone.context.close();
    }
  });
});
