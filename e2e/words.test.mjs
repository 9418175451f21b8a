// End-to-end tests of the words and the shell around the games: deleting a game in progress from
// the home screen (it asks first), the privacy screen's button drawn as a button, a seat that
// changes from bot to person taking a person's default name, and the Tüfteln rules captions
// saying each kind's points once, in the right number.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { focusMovesTo, startGame, useBuiltApp } from './flows.mjs';

/** The keys of the saves in the page's local storage. */
async function saveKeys(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tablee.save.')));
}

/** `rgb(a, b, c)` or `rgba(a, b, c, d)` as [r, g, b, alpha]. */
function parseColour(css) {
  const [r, g, b, a = 1] = css.match(/[\d.]+/g).map(Number);
  return [r, g, b, a];
}

/** WCAG contrast ratio of two opaque colours. */
function contrast(a, b) {
  const lum = ([r, g, bl]) => {
    const lin = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('Words and the shell', { timeout: 300_000 }, () => {
  const app = useBuiltApp();

  test('a game in progress can be deleted from the home screen, after a confirmation', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await startGame(page, 'tuefteln', [{ who: 'human', name: 'Ana' }]);
    await startGame(page, 'tweak', [{ who: 'human', name: 'Ben' }, { who: 'normal' }]);
    await page.goto('/');
    await page.waitForSelector('.continue-link');
    assert.equal(await page.locator('.continue-row').count(), 2);
    assert.equal((await saveKeys(page)).length, 2);

    // Each row has its own delete button, named after its game and players.
    const tuefteln = page.locator('.continue-row', { hasText: 'Ana' });
    const deleteButton = tuefteln.locator('.continue-delete');
    const name = await deleteButton.getAttribute('aria-label');
    assert.ok(name.includes('Tüfteln') && name.includes('Ana'), name);
    assert.ok(name.toLowerCase().includes('delete'), `the visible word is in the name: ${name}`);

    // It asks first; keeping the game changes nothing and gives the focus back.
    await deleteButton.click();
    const question = tuefteln.locator('.continue-confirm');
    await question.waitFor();
    assert.match(await question.textContent(), /for good/);
    // The app moves the focus on the next animation frame after the row changes: wait for that
    // frame rather than reading the focus at once (the race that made this test flaky).
    await focusMovesTo(page, '[data-testid="keep-game"]', 'while it asks, "Keep it" has the focus');
    await assertNoSeriousA11yViolations(page);
    await page.click('[data-testid="keep-game"]');
    await page.waitForSelector('.continue-confirm', { state: 'detached' });
    assert.equal(await page.locator('.continue-row').count(), 2);
    assert.equal((await saveKeys(page)).length, 2);
    await focusMovesTo(page, '.continue-delete', 'a kept game gives the focus back to its delete button');

    // Confirming deletes that save only.
    await deleteButton.click();
    await page.click('[data-testid="confirm-delete"]');
    await page.waitForFunction(() => document.querySelectorAll('.continue-row').length === 1);
    assert.ok((await page.textContent('.continue-row')).includes('Ben'));
    await focusMovesTo(page, '.continue-link', 'the focus moves to the next game in progress');
    assert.equal((await saveKeys(page)).length, 1);

    // The other one too; with no game left, the "Continue" section goes.
    await page.click('.continue-delete');
    await page.click('[data-testid="confirm-delete"]');
    await page.waitForSelector('.continue', { state: 'detached' });
    assert.deepEqual(await saveKeys(page), []);
    await page.reload();
    await page.waitForSelector('.game-list');
    assert.equal(await page.locator('.continue-row').count(), 0);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('the privacy screen offers a real, visible button', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    await startGame(page, 'tweak', [{ who: 'human', name: 'Alice' }, { who: 'human', name: 'Bob' }], {
      seed: '2024',
    });
    await page.waitForSelector('.privacy-screen');
    const look = await page.evaluate(() => {
      const screen = getComputedStyle(document.querySelector('.privacy-screen'));
      const button = document.querySelector('.privacy-ready');
      const style = getComputedStyle(button);
      return {
        tag: button.tagName,
        type: button.type,
        screenBackground: screen.backgroundColor,
        background: style.backgroundColor,
        colour: style.color,
        border: style.borderTopWidth,
        borderColour: style.borderTopColor,
        cursor: style.cursor,
        focused: document.activeElement === button,
      };
    });
    assert.equal(look.tag, 'BUTTON');
    assert.equal(look.type, 'button');
    assert.ok(look.focused, 'the button has the focus');
    assert.equal(look.cursor, 'pointer');
    assert.ok(parseFloat(look.border) >= 2, `border ${look.border}`);
    const felt = parseColour(look.screenBackground);
    const face = parseColour(look.background);
    assert.equal(face[3], 1, 'the button has an opaque face');
    assert.ok(contrast(face, felt) >= 3, `the button stands out from the felt: ${look.background} on ${look.screenBackground}`);
    assert.ok(contrast(parseColour(look.colour), face) >= 4.5, `its text is readable: ${look.colour} on ${look.background}`);
    assert.ok(contrast(parseColour(look.borderColour), felt) >= 3, `its edge shows: ${look.borderColour}`);
    await assertNoSeriousA11yViolations(page);
    await page.click('.privacy-ready');
    await page.waitForSelector('[data-testid="hand"]');
    session.assertNoPageErrors();
    await session.close();
  });

  test('Chinese table headers keep their words whole on a phone', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, {
      locale: 'zh-CN',
      viewport: { width: 390, height: 700 },
    });
    const page = await session.context.newPage();
    await page.goto('/');
    await page.waitForSelector('.game-list');
    // The round-end table's markup and headers (src/games/tweak/play.rs), with the app's styles.
    const heads = ['', '数字牌 × 1', '非红色 5 × 4', '红色牌 × 3', '红色 5 × 5', '[T!] 牌 × 2', '分数', '总分'];
    const lines = await page.evaluate((heads) => {
      const section = document.createElement('section');
      section.className = 'panel round-end';
      section.innerHTML =
        `<table class="tally tweak-summary"><thead><tr>${heads.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>` +
        `<tbody><tr><th scope="row">电脑 1</th>${'<td>13</td>'.repeat(7)}</tr></tbody></table>`;
      (document.querySelector('.app-main') ?? document.body).prepend(section);
      return [...section.querySelectorAll('thead th')].slice(1).map((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return [th.textContent, tops.size];
      });
    }, heads);
    for (const [text, count] of lines) {
      const words = text.split(' ').length;
      assert.ok(count <= words, `"${text}" wraps onto ${count} lines`);
    }
    assert.deepEqual(lines.slice(-2).map(([, n]) => n), [1, 1], JSON.stringify(lines));
    session.assertNoPageErrors();
    await session.close();
  });

  test('a seat switched from bot to person takes a person’s name; rules captions count right', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { locale: 'fr-FR' });
    const page = await session.context.newPage();
    await page.goto('/new/tweak');
    await page.waitForSelector('.seat-editor-row');
    const second = '.seat-editor-row:nth-child(2)';
    assert.equal(await page.inputValue(`${second} input`), 'Robot 1');
    await page.selectOption(`${second} select`, 'human');
    assert.equal(await page.inputValue(`${second} input`), 'Joueur 2');
    await page.selectOption(`${second} select`, 'strong');
    assert.equal(await page.inputValue(`${second} input`), 'Robot 1');
    // A name someone typed stays.
    await page.fill(`${second} input`, 'Zoé');
    await page.selectOption(`${second} select`, 'human');
    assert.equal(await page.inputValue(`${second} input`), 'Zoé');

    await page.goto('/rules/tuefteln');
    await page.waitForSelector('article.rules h2');
    // The examples come once the reader is near them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('.rules-example');
    const captions = await page.$$eval('.rules-example > span', (spans) => spans.map((s) => s.textContent));
    assert.ok(captions.includes('triplé · 0 point'), captions.join(' | '));
    assert.ok(captions.includes('Mix · 1 point'), captions.join(' | '));
    assert.ok(captions.includes('Str (suite) · 6 points'), captions.join(' | '));
    assert.ok(captions.every((c) => !c.includes('(0)')), captions.join(' | '));
    // French punctuation: a narrow no-break space before the colon.
    const sideA = await page.textContent('.rules-side figcaption');
    assert.ok(sideA.includes('Face A\u202f:'), sideA);
    session.assertNoPageErrors();
    await session.close();
  });
});
