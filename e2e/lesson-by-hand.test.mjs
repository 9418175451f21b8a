// End-to-end test of the lessons done by hand: every lesson walked with the student's
// own taps on the table, never "Show me", on a small phone (360x640), a phone (390x844) and a
// tablet both ways (820x1180, 1180x820). At every step, what the coach points at, and every
// control the student taps (the coach's "Next" included), is checked in the viewport and the
// topmost element at its centre: the coach never covers what it asks for.
//
// The move of a step to do is the one "Show me" would play: the coach writes it out
// (`data-show-me`, the rules' action as JSON) and the test makes it with the table's own
// controls (the cards, the dice, the buttons), so the lesson takes the path its native test
// walks (src/table/lesson/mod.rs) and ends within a few moves.
//
// Bots play at the relaxed pace in a lesson, and real-time tables run at half speed, so a whole
// walk takes a while: every lesson is walked to its end on both phones (the tightest screens),
// and on the tablets only until its first step to do is done by hand (their room is larger, and
// the coach sits in the same place at every step). About 2.5 minutes in all on two cores; whole
// walks on the tablets too would add about 2 more.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newRecordedContext } from './browser.mjs';
import { useBuiltApp } from './flows.mjs';

const SIZES = [
  { width: 360, height: 640, whole: true },
  { width: 390, height: 844, whole: true },
  { width: 820, height: 1180, whole: false },
  { width: 1180, height: 820, whole: false },
];

const GAMES = ['tuefteln', 'tweak', 'swaks', 'twinit'];

/** How long one step to do may take, bots' turns included. */
const STEP_TIME = 240_000;

/** Errors of a table that moved under a tap (a real-time game): the move is tried again. */
const moved = (e) => /not attached|detached|Timeout|Element is not|outside of the viewport/i.test(String(e?.message ?? e));

/** The coach's step number now, or Infinity once the lesson is done. */
async function stepNumber(page) {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid="coach-real-game"]')) return Infinity;
    const text = document.querySelector('[data-testid="coach-step"]')?.textContent ?? '';
    return Number(text.match(/^Step (\d+) of/)?.[1] ?? NaN);
  });
}

/**
 * Checks that the first element `selector` matches is in the viewport (scrolled into view first
 * if a box of the page scrolls) and is what a tap at its centre reaches; returns that centre.
 */
async function reachable(page, selector, what) {
  const el = page.locator(selector).first();
  try {
    await el.scrollIntoViewIfNeeded({ timeout: 2_000 });
  } catch (e) {
    // Gone meanwhile, the table having moved on: the caller tries again. Still in the page but
    // never shown: hidden, which no tap can reach.
    const still = (await el.count()) > 0 && !(await el.isVisible());
    assert.ok(!still, `${what} (${selector}) is in the page but not shown`);
    throw e;
  }
  const at = await el.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    const name = (e) => e ? `<${e.tagName.toLowerCase()} class="${e.className?.baseVal ?? e.className}"${e.dataset.testid ? ` data-testid="${e.dataset.testid}"` : ''}>` : 'nothing';
    return {
      x, y, box: [r.left, r.top, r.width, r.height].map(Math.round).join(' '),
      inside: r.width > 0 && r.height > 0 && x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight,
      hit: !!top && (top === el || el.contains(top)),
      found: name(top?.closest('button, a, label, input') ?? top),
    };
  }, null, { timeout: 2_000 });
  assert.ok(at.inside, `${what} (${selector}) is in the viewport: its box is ${at.box} (left top width height)`);
  assert.ok(at.hit, `${what} (${selector}) is the topmost element at its centre, not ${at.found}`);
  return at;
}

/** Taps what `selector` finds, as a finger would: at its centre, once it is checked reachable. */
async function tap(page, selector, what) {
  const { x, y } = await reachable(page, selector, what);
  await page.mouse.click(x, y);
}

/** Checks what the coach points at now (what is drawn of it) can be seen and reached. */
async function checkPointed(page, step) {
  const count = await page.locator('.lesson-point').count();
  for (let i = 0; i < count; i++) {
    const shown = await page.locator('.lesson-point').nth(i).evaluate((el) => el.getClientRects().length > 0).catch(() => false);
    if (!shown) continue;
    await page.evaluate((i) => document.querySelectorAll('.lesson-point')[i]?.setAttribute('data-pointed', ''), i);
    try {
      await reachable(page, '[data-pointed]', `step ${step}: what the coach points at`);
    } finally {
      await page.evaluate(() => document.querySelector('[data-pointed]')?.removeAttribute('data-pointed'));
    }
  }
}

/** What the coach says of the step to do: the move "Show me" would play, and the moves so far. */
const coachState = (page) => page.evaluate(() => {
  const coach = document.querySelector('[data-testid="coach"]');
  return { hint: coach?.getAttribute('data-show-me') ?? null, moves: coach?.getAttribute('data-moves') ?? null };
});

/** The one key and value of a serde enum variant written as JSON (`"Draw"` is `['Draw', null]`). */
const variant = (action) => (typeof action === 'string' ? [action, null] : Object.entries(action)[0]);

/** What the table asks of a person between moves, whatever the step: passed by hand. */
const INTERLUDES = {
  tweak: [
    ['[data-testid="tweak-moment-continue"]', 'the TWEAK moment\'s Continue'],
    ['[data-testid="next-round"]', 'the next round'],
  ],
  swaks: [['[data-testid="swaks-next-round"]', 'the next round']],
  tuefteln: [],
  twinit: [],
};

/** Passes an interlude if one is up; whether one was. */
async function passInterlude(page, game) {
  for (const [selector, what] of INTERLUDES[game]) {
    if ((await page.locator(selector).count()) === 0) continue;
    try {
      await tap(page, selector, what);
      await page.locator(selector).first().waitFor({ state: 'detached', timeout: 5_000 });
    } catch (e) {
      if (!moved(e)) throw e; // it closed by itself meanwhile
    }
    return true;
  }
  // TWEAK's Bomb asks the student for a card: no step asks for it, so "Show me" has none.
  if (game === 'tweak' && (await page.locator('[data-testid="bomb-discard"]').count()) > 0) {
    await tap(page, '[data-testid="hand"] [data-card]', 'a hand card for the Bomb');
    await tap(page, '[data-testid="bomb-discard"]', 'putting it on the table');
    return true;
  }
  return false;
}

/** The moves "Show me" plays, made with each table's own controls. */
const PLAY = {
  /** Tüfteln: any roll written does the step: a die, two highlighted cells, then Confirm. */
  async tuefteln(page) {
    await tap(page, '[data-testid="die-0"]', 'the first die');
    await tap(page, '.human-turn button.cell--target', 'a highlighted cell');
    await tap(page, '.human-turn button.cell--target', 'another highlighted cell');
    await tap(page, '[data-testid="confirm"]', 'Confirm');
  },

  async tweak(page, action) {
    const [kind, body] = variant(action);
    if (kind === 'MakeSum') {
      await tap(page, `[data-testid="hand"] [data-card="${body.hand}"]`, 'the sum\'s hand card');
      for (const card of body.table) await tap(page, `[data-testid="table-cards"] [data-card="${card}"]`, 'a table card of the sum');
      await tap(page, '[data-testid="take-sum"]', 'Take the sum');
    } else if (kind === 'PlaceCard') {
      await tap(page, `[data-testid="hand"] [data-card="${body.card}"]`, 'the card to put down');
      await tap(page, '[data-testid="place-card"]', 'Put it on the table');
    } else {
      // A [T!] card: its buttons list the [T!] plays in the rules' order, the first is "Show me"'s.
      await tap(page, '[data-testid="action-card"]', 'the [T!] card');
      await tap(page, '[data-testid="confirm-action"]', 'Confirm the [T!] card');
    }
  },

  async swaks(page, action) {
    const [kind, body] = variant(action);
    if (kind === 'Draw') return tap(page, '[data-testid="swaks-draw"]', 'Draw');
    if (kind === 'JumpIn') return tap(page, '[data-testid="swaks-jump"]', 'Jump in');
    // Cards left picked by a try the table moved under are put back first.
    while ((await page.locator('.swaks-hand-card[aria-pressed="true"]').count()) > 0) {
      await tap(page, '.swaks-hand-card[aria-pressed="true"]', 'a card picked before');
    }
    const card = (piece) => piece.Number ?? piece.Joker.card;
    const cards = {
      Single: () => [card(body.piece)],
      Combination: () => body.pieces.map(card),
      Boost: () => [body.card, ...(body.with ? [card(body.with)] : [])],
      UpsideDown: () => [body.card, ...(body.with ? [card(body.with)] : [])],
    }[kind]();
    for (const id of cards) await tap(page, `.swaks-hand-card[data-card="${id}"]`, 'a card of the play');
    const say = page.locator('[data-testid="swaks-say"]');
    if ((await say.count()) > 0 && (await say.isChecked()) !== body.swaks) await tap(page, '[data-testid="swaks-say"]', '"Swaks!"');
    if (kind === 'Single' && body.piece.Joker) {
      const number = body.piece.Joker.number;
      const buttons = await page.locator('.swaks-joker-picker .swaks-number').allTextContents();
      const i = buttons.findIndex((t) => t.trim() === String(number));
      assert.ok(i >= 0, `the joker's number ${number} is offered: ${buttons.join(', ')}`);
      return tap(page, `.swaks-joker-picker .swaks-number >> nth=${i}`, `the joker as ${number}`);
    }
    const plays = await page.locator('.swaks-plays .button').allTextContents();
    assert.equal(plays.length, 1, `one play for ${JSON.stringify(action)}: ${plays.join(' | ')}`);
    await tap(page, '.swaks-plays .button', plays[0]);
  },

  async twinit(page, action) {
    const [kind, body] = variant(action);
    if (kind === 'Turn') return tap(page, `[data-testid="tw-turn-${body}"], [data-testid="tw-turn-pile-${body}"]`, 'Turn over');
    assert.equal(kind, 'Claim', `a move of the lesson: ${JSON.stringify(action)}`);
    const code = (spot) => {
      const [where, at] = variant(spot);
      return { Pile: () => `p${at}`, Table: () => `t${at}`, Prise: () => `w${at.owner}-${at.motif}` }[where]();
    };
    // A hand left on a card by a claim the table moved under is lifted first.
    while ((await page.locator('.tw-card[aria-pressed="true"]').count()) > 0) {
      await tap(page, '.tw-card[aria-pressed="true"]', 'a card picked before');
    }
    for (const spot of body) await tap(page, `[data-spot="${code(spot)}"]`, `the face ${code(spot)}`);
  },
};

/**
 * Does step `n`, a step to do, by hand: the move "Show me" would play, as often as it takes (a
 * step may wait for its chance: no sum reaches the target, no jump-in is open), with the bots'
 * turns and the table's interludes between.
 */
async function doStep(page, game, n) {
  const end = Date.now() + STEP_TIME;
  // The last move the table moved under, to tell why a step is not done.
  let missed = 'none';
  while ((await stepNumber(page)) === n) {
    assert.ok(Date.now() < end, `${game} step ${n} was not done by hand in ${STEP_TIME} ms (last missed move: ${missed})`);
    if (await passInterlude(page, game)) continue;
    const before = await coachState(page);
    if (before.hint !== null) {
      try {
        await PLAY[game](page, JSON.parse(before.hint));
      } catch (e) {
        if (!moved(e)) throw e;
        missed = `${before.hint}: ${String(e.message ?? e).split('\n')[0]}`;
      }
    }
    // The move taken, the bots' turn over, or the table asking for something.
    const waited = await page.waitForFunction(([n, before, interludes]) => {
      const coach = document.querySelector('[data-testid="coach"]');
      const step = document.querySelector('[data-testid="coach-step"]')?.textContent ?? '';
      return document.querySelector('[data-testid="coach-real-game"]') || !step.startsWith(`Step ${n} of`)
        || (coach?.getAttribute('data-show-me') ?? null) !== before.hint
        || (coach?.getAttribute('data-moves') ?? null) !== before.moves
        || interludes.some((s) => document.querySelector(s));
    }, [n, before, [...INTERLUDES[game].map(([s]) => s), '[data-testid="bomb-discard"]']], { timeout: 60_000 }).catch(() => null);
    assert.ok(waited, `${game} step ${n}: nothing happened for a minute after ${before.hint ?? 'waiting for the student\'s move'} (last missed move: ${missed})`);
  }
}

/** Walks `game`'s lesson by hand: to its end, or (`whole` false) until its first step to do is done. */
async function walk(page, game, whole) {
  for (;;) {
    // What the table asks first: a TWEAK's moment over the whole screen, a round's summary.
    while (await passInterlude(page, game));
    const n = await stepNumber(page);
    if (n === Infinity) return;
    assert.ok(Number.isFinite(n), 'the coach says which step');
    // Every step points at something (a moment after it begins).
    await page.waitForSelector('.lesson-point', { state: 'attached' });
    await checkPointed(page, n);
    if ((await page.locator('[data-testid="coach-next"]').count()) > 0) {
      await tap(page, '[data-testid="coach-next"]', `step ${n}'s Next`);
      await page.waitForFunction((n) => !(document.querySelector('[data-testid="coach-step"]')?.textContent ?? '').startsWith(`Step ${n} of`)
        || document.querySelector('[data-testid="coach-real-game"]'), n);
      continue;
    }
    assert.equal(await page.locator('[data-testid="coach-show"]').count(), 1, `step ${n} is a step to do`);
    await doStep(page, game, n);
    if (!whole) return;
  }
}

describe('lessons done by hand', { timeout: 1_800_000 }, () => {
  const app = useBuiltApp();

  for (const { width, height, whole } of SIZES) {
    for (const game of GAMES) {
      test(`${game} at ${width}x${height}: ${whole ? 'every step' : 'up to the first step to do'} by the student's own taps`, async () => {
        const started = Date.now();
        const session = await newRecordedContext(app.browser, app.server.url, { viewport: { width, height } });
        const page = await session.context.newPage();
        await page.goto(`/learn/${game}`);
        await page.waitForSelector('[data-testid="coach"]');
        try {
          await walk(page, game, whole);
        } catch (e) {
          // Where the table stood, to tell a covered control from a lesson that lost its way.
          const latest = await page.$$eval('.event-log li', (lis) => lis.slice(-6).map((li) => li.textContent).join(' | ')).catch(() => '');
          e.message += `\n  coach: ${JSON.stringify(await coachState(page).catch(() => null))}\n  log: ${latest}`;
          throw e;
        }
        if (whole) {
          assert.match(await page.textContent('[data-testid="coach-say"]'), /Lesson done/);
          await reachable(page, '[data-testid="coach-real-game"]', 'the lesson\'s end: Start a real game');
        }
        const { moves } = await coachState(page);
        console.log(`# ${game} lesson at ${width}x${height} by hand: ${((Date.now() - started) / 1000).toFixed(1)} s, ${moves} moves at the table`);
        session.assertNoPageErrors();
        await session.close();
      });
    }
  }

  test('on a phone the coach folds to a line, and keeps Skip and Start over behind "More"', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: { width: 360, height: 640 } });
    const page = await session.context.newPage();
    await page.goto('/learn/tuefteln');
    await page.waitForSelector('[data-testid="coach-next"]');
    const expanded = (testid) => page.getAttribute(`[data-testid="${testid}"]`, 'aria-expanded');
    const tableHeight = () => page.$eval('[data-testid="tuefteln-table"]', (t) => t.getBoundingClientRect().height);
    // Skip and Start over wait behind "More".
    assert.equal(await page.isVisible('[data-testid="coach-skip"]'), false, 'Skip waits behind More');
    await tap(page, '[data-testid="coach-more"]', 'More');
    assert.equal(await expanded('coach-more'), 'true');
    await reachable(page, '[data-testid="coach-skip"]', 'Skip');
    await reachable(page, '[data-testid="coach-start-over"]', 'Start over');
    await tap(page, '[data-testid="coach-more"]', 'More, again');
    assert.equal(await page.isVisible('[data-testid="coach-skip"]'), false, 'More closes');
    // Folded: the table gets the room, the step's button stays, the words stay for a screen reader.
    const unfolded = await tableHeight();
    assert.equal(await expanded('coach-fold'), 'true');
    await tap(page, '[data-testid="coach-fold"]', 'the coach\'s title');
    assert.equal(await expanded('coach-fold'), 'false');
    assert.ok((await tableHeight()) > unfolded + 40, `the table grows when the coach folds (${unfolded} px before)`);
    assert.match(await page.textContent('[data-testid="coach-say"]'), /nine squares/, 'the words are still in the page');
    // By keyboard too; and a new step unfolds the coach, so its words are seen.
    await page.focus('[data-testid="coach-fold"]');
    await page.keyboard.press('Enter');
    assert.equal(await expanded('coach-fold'), 'true');
    await page.keyboard.press('Enter');
    assert.equal(await expanded('coach-fold'), 'false');
    await tap(page, '[data-testid="coach-next"]', 'Next, folded');
    await page.waitForFunction(() => document.querySelector('[data-testid="coach-step"]').textContent.startsWith('Step 2 of'));
    assert.equal(await expanded('coach-fold'), 'true', 'a new step unfolds the coach');
    session.assertNoPageErrors();
    await session.close();
  });
});
