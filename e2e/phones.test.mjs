// End-to-end test of one TWEAK table on two phones with no server (issue 23): two separate
// browser contexts (two phones: their own storage, their own page) pair through real
// RTCPeerConnections by the two codes the screens show (the test carries the text the camera
// would read), play a round across them, and neither page ever holds the other's hand. The
// phones' code is an entry of its own (served under /phones/): the app's pages never fetch it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newRecordedContext } from './browser.mjs';
import { startGame, useBuiltApp } from './flows.mjs';
import { ids, playTurn } from './tweak-flows.mjs';

describe('one table on several phones', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('a TWEAK round across two phones, each hand only on its own phone', async () => {
    const hostPhone = await newRecordedContext(app.browser, app.server.url);
    const guestPhone = await newRecordedContext(app.browser, app.server.url);
    const host = await hostPhone.context.newPage();
    const guest = await guestPhone.context.newPage();
    const phonesCode = [];
    host.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/phones/pkg/')) phonesCode.push(r.url());
    });
    // The new-game form (the app's build) offers to start on several phones: the table opens
    // in the phones' build, which the app's pages had not fetched.
    await host.goto('/new/tweak');
    await host.waitForSelector('[data-testid="start-game"]:not([disabled])');
    assert.deepEqual(phonesCode, [], 'the app fetches no phones code');
    await startGame(host, 'tweak', [
      { name: 'Ana', who: 'human' },
      { name: 'Bo', who: 'human' },
    ], { seed: '31', start: 'start-on-phones' });
    assert.match(new URL(host.url()).pathname, /^\/phones\/play\/tweak\/[\w-]+$/);
    assert.ok(phonesCode.length > 0, 'the phones\' build is fetched once chosen');

    // Two people share the host's device so far: whoever is due taps through the privacy
    // screen. Then the host invites a phone for Bo's seat: a QR code of the app's address with
    // the code.
    if (await host.locator('.privacy-ready').count()) await host.click('.privacy-ready');
    await host.click('[data-testid="invite-1"]');
    await host.waitForSelector('.phones-qr svg');
    const address = await host.inputValue('[data-testid="phone-offer"]');
    const url = new URL(address);
    assert.equal(url.pathname, '/phones/play/tweak/join');
    assert.ok(url.hash.length > 40 && url.hash.length < 300, `a short code: ${url.hash.length} chars`);

    // The guest's phone opens that address, gives a name and shows its answer.
    const opened = Date.now();
    await guest.goto(url.pathname + url.hash);
    await guest.fill('[data-testid="join-name"]', 'Bo');
    await guest.click('[data-testid="join-go"]');
    await guest.waitForSelector('[data-testid="join-answer"] .phones-qr svg');
    const answer = await guest.inputValue('[data-testid="phone-answer-code"]');

    // The host takes the answer: the link opens, the phone is seated and draws its own hand.
    await host.fill('[data-testid="phone-answer"]', answer);
    await host.click('[data-testid="phone-connect"]');
    await guest.waitForSelector('[data-testid="tweak-table"] [data-testid="hand"] [data-card]', { timeout: 20_000 });
    console.log(`paired and seated in ${Date.now() - opened} ms (offer ${url.hash.length - 1} chars, answer ${answer.length})`);
    await host.waitForSelector('.phones-seat[data-seat="1"]:has-text("✓")');

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
    for (let step = 0; step < 200; step++) {
      const which = await Promise.race([
        host.waitForSelector('.own-hand[data-my-turn="true"]', { timeout: 30_000 }).then(() => 'host'),
        guest.waitForSelector('.own-hand[data-my-turn="true"]', { timeout: 30_000 }).then(() => 'guest'),
        host.waitForSelector('.round-end', { timeout: 30_000 }).then(() => 'end'),
      ]);
      if (which === 'end') break;
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
    for (const phone of [hostPhone, guestPhone]) {
      assert.deepEqual(phone.pageErrors, []);
      await phone.context.close();
    }
  });
});
