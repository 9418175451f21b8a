// Two phones at one table, over the page interface of ./engines.mjs, so that either phone may
// be any engine (Chromium through wrapPlaywright, Firefox, ...): the host starts a table "on
// several phones" from the new-game form, invites a seat; the guest's phone opens the address of
// the host's QR code, gives a name and shows its answer as a QR code; the host's camera (faked:
// a canvas stream drawing the guest's QR code, read by the app's own decoder, as where the
// browser has no BarcodeDetector) reads it and the link opens over a real RTCPeerConnection.
// The same steps as e2e/phones.test.mjs's, which drives two Chromium contexts through
// playwright directly.
import assert from 'node:assert/strict';
import { ids, playTweakTurn, startGame, tweakTurnHere } from './engine-flows.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The guest's phone shows its answer; the host's camera reads it from the phone's screen.
 * Returns the answer's text.
 */
export async function hostReadsAnswer(host, guest) {
  await guest.waitFor('[data-testid="join-answer"] .phones-qr svg', { timeout: 30_000 });
  const answer = await guest.inputValue('[data-testid="phone-answer-code"]');
  const qr = await guest.evaluate(() => document.querySelector('[data-testid="join-answer"] .phones-qr').innerHTML);
  await host.evaluate(async (svg) => {
    delete window.BarcodeDetector;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 480;
    const context = canvas.getContext('2d');
    const draw = () => {
      context.fillStyle = '#888';
      context.fillRect(0, 0, 480, 480);
      context.drawImage(image, 40, 40, 400, 400);
    };
    draw();
    clearInterval(window.__fakeCamera);
    window.__fakeCamera = setInterval(draw, 100);
    const stream = canvas.captureStream(10);
    navigator.mediaDevices.getUserMedia = async () => stream;
  }, qr);
  await host.click('[data-testid="scan"]');
  return answer;
}

/** The table screen invites `seat` (or a watcher, `null`); the phone `page` opens the code. */
export async function invite(screen, page, seat, { name, game = 'tweak' } = {}) {
  if (!(await screen.count('.phones-body:not([hidden])'))) await screen.click('[data-testid="phones-toggle"]');
  // The last invitation's code may still be on screen (its link still opening): this one's
  // is the code of another peer.
  const before = await screen.evaluate(() => document.querySelector('.phones-invite')?.dataset.peer ?? null);
  await screen.click(seat === null ? '[data-testid="invite-watcher"]' : `[data-testid="invite-${seat}"]`);
  await screen.waitFor((before) => {
    const shown = document.querySelector('.phones-invite');
    return shown && shown.dataset.peer !== before && shown.querySelector('.phones-qr svg');
  }, { arg: before });
  const url = new URL(await screen.inputValue('[data-testid="phone-offer"]'));
  const way = seat === null ? 'watch' : 'join';
  assert.equal(url.pathname, `/phones/play/${game}/${way}`);
  const opened = Date.now();
  await page.goto(url.pathname + url.hash);
  if (seat !== null) {
    await page.fill('[data-testid="join-name"]', name);
    await page.click('[data-testid="join-go"]');
  }
  const peer = await screen.evaluate(() => document.querySelector('.phones-invite').dataset.peer);
  await hostReadsAnswer(screen, page);
  // As a person would, the next invitation waits until the screen has read this answer
  // (its code taken down).
  await screen.waitFor((peer) => !document.querySelector(`.phones-invite[data-peer="${peer}"]`), { arg: peer, timeout: 30_000 });
  return Date.now() - opened;
}

/**
 * An init script: every RTCPeerConnection the page makes writes its state changes to
 * `window.__links`, so that a pairing that never completes can say where it stopped.
 */
export function recordLinks() {
  const Native = window.RTCPeerConnection;
  if (!Native) return;
  window.__links = [];
  window.RTCPeerConnection = function RecordedPeerConnection(...args) {
    const connection = new Native(...args);
    const at = window.__links.length;
    const started = performance.now();
    window.__links.push([]);
    const note = (what) => window.__links[at].push(`${Math.round(performance.now() - started)}ms ${what}`);
    const states = {
      connectionstatechange: 'connectionState',
      iceconnectionstatechange: 'iceConnectionState',
      icegatheringstatechange: 'iceGatheringState',
      signalingstatechange: 'signalingState',
    };
    for (const [event, state] of Object.entries(states)) {
      connection.addEventListener(event, () => note(`${state}=${connection[state]}`));
    }
    return connection;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
}

/**
 * What each page shows and what its links went through, for a failed wait's message:
 * `pages` maps a name to a page of the interface in ./engines.mjs.
 */
export async function describePhones(pages) {
  const lines = [];
  for (const [name, page] of Object.entries(pages)) {
    try {
      const seen = await page.evaluate(() => ({
        url: location.pathname,
        text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 600),
        links: window.__links ?? 'not recorded',
      }));
      lines.push(`${name} at ${seen.url}: ${JSON.stringify(seen.links)}\n  shows: ${seen.text}`);
    } catch (error) {
      lines.push(`${name}: could not be read (${error.message})`);
    }
  }
  return lines.join('\n');
}

/** Waits for `selector` on `page`; on a timeout the error says what every page in `pages` shows. */
export async function waitOrDescribe(page, selector, pages, { timeout = 30_000 } = {}) {
  try {
    await page.waitFor(selector, { timeout });
  } catch (error) {
    error.message += `\n${await describePhones(pages)}`;
    throw error;
  }
}

/** Whether seat `seat`'s row in the host's panel contains `text`. */
const seatSays = (host, seat, text) =>
  host.waitFor(([s, t]) => [...document.querySelectorAll(`.phones-seat[data-seat="${s}"]`)].some((e) => e.textContent.includes(t)), {
    arg: [seat, text],
    timeout: 30_000,
  });

/**
 * The host (`host`, a page) starts `game` on several phones with `seats` and invites seat
 * `guestSeat`; the guest (`guest`, a page of another browser) joins as `guestName`. Resolves
 * once the guest's table is drawn and the host's panel shows the seat on its phone.
 */
export async function pairPhones(host, guest, game, seats, { seed, configure, guestName, guestSeat = 1, log = () => {} }) {
  await startGame(host, game, seats, { seed, configure, start: 'start-on-phones' });
  assert.match(new URL(await host.url()).pathname, new RegExp(`^/phones/play/${game}/[\\w-]+$`));
  // Whoever is due on the host's device taps through the privacy screen; the host invites.
  await host.waitFor('[data-testid="phones"]', { state: 'attached' });
  if (await host.count('.privacy-ready')) await host.click('.privacy-ready');
  if (!(await host.count('.phones-body:not([hidden])'))) await host.click('[data-testid="phones-toggle"]');
  await host.click(`[data-testid="invite-${guestSeat}"]`);
  await host.waitFor('.phones-qr svg');
  const url = new URL(await host.inputValue('[data-testid="phone-offer"]'));
  assert.equal(url.pathname, `/phones/play/${game}/join`);
  assert.ok(url.hash.length > 40 && url.hash.length < 300, `a short code: ${url.hash.length} chars`);

  const opened = Date.now();
  await guest.goto(url.pathname + url.hash);
  await guest.fill('[data-testid="join-name"]', guestName);
  await guest.click('[data-testid="join-go"]');
  const answer = await hostReadsAnswer(host, guest);
  await waitOrDescribe(guest, `[data-testid="${game}-table"]`, { host, guest });
  log(`${host.engine.name} host, ${guest.engine.name} phone: paired and seated in ${Date.now() - opened} ms (offer ${url.hash.length - 1} chars, answer ${answer.length})`);
  await seatSays(host, guestSeat, '✓');
  if (await host.count('.phones-body:not([hidden])')) await host.click('[data-testid="phones-close"]');
}

/**
 * A TWEAK round across the two phones, played to its end through both screens: each page shows
 * one hand, its own, never a card of the other's; every move reaches both screens; both end on
 * the same totals. Returns { turns, totals }.
 */
export async function playTweakRound(host, guest, { hostName, guestName }) {
  const checkHands = async () => {
    const hostHand = await ids(host, '[data-testid="hand"]');
    const guestHand = await ids(guest, '[data-testid="hand"]');
    assert.equal(await host.count('[data-testid="hand"]'), 1, 'one hand on the host');
    assert.equal(await guest.count('[data-testid="hand"]'), 1, 'one hand on the phone');
    assert.deepEqual(hostHand.filter((c) => guestHand.includes(c)), [], 'no card in both hands');
    assert.match(await host.textContent('#own-hand-title'), new RegExp(hostName));
    assert.match(await guest.textContent('#own-hand-title'), new RegExp(guestName));
    assert.equal(await host.count('.privacy-ready'), 0, 'no privacy screen on the host');
  };
  await host.waitFor('[data-testid="hand"] [data-card]', { timeout: 30_000 });
  await guest.waitFor('[data-testid="hand"] [data-card]', { timeout: 30_000 });
  await checkHands();
  let turns = 0;
  for (;;) {
    assert.ok(turns < 200, 'the round ends');
    // Whose move: polled on both screens (a TWEAK's moment is let go where it shows).
    let which = null;
    const end = Date.now() + 30_000;
    while (!which) {
      assert.ok(Date.now() < end, `no one's turn on either screen after turn ${turns}`);
      if (await host.count('.round-end')) which = 'end';
      else if (await tweakTurnHere(host)) which = 'host';
      else if (await tweakTurnHere(guest)) which = 'guest';
      else await pause(100);
    }
    if (which === 'end') break;
    await checkHands();
    const page = which === 'host' ? host : guest;
    const before = await page.count('[data-testid="event-log"] li');
    await playTweakTurn(page);
    turns++;
    // The move reaches both screens before the next one.
    for (const p of [host, guest]) {
      await p.waitFor((n) => document.querySelectorAll('[data-testid="event-log"] li').length > n, { arg: before, timeout: 20_000 });
    }
  }
  await host.waitFor('.round-end');
  await guest.waitFor('.round-end', { timeout: 20_000 });
  const totals = (p) => p.evaluate(() => [...document.querySelectorAll('[data-testid="match-total"]')].map((e) => e.textContent));
  const hostTotals = await totals(host);
  assert.ok(hostTotals.length === 2, `two totals: ${hostTotals}`);
  assert.deepEqual(await totals(guest), hostTotals, 'both screens agree on the totals');
  assert.equal(await guest.count('[role="alert"]'), 0, 'no refusal on the phone');
  return { turns, totals: hostTotals };
}
