// Steps shared by the end-to-end tests of every game.

/**
 * On a new-game screen: sets the seats to `seats` ({ who: 'human' | 'easy' | 'normal' | 'strong',
 * name?: string }), types `seed`, starts, and waits for `tableSelector`.
 */
export async function startGame(page, game, seats, { seed = '12345', tableSelector } = {}) {
  await page.goto(`/new/${game}`);
  await page.waitForSelector('[data-testid="start-game"]');
  let rows = await page.$$('.seat-editor-row');
  while (rows.length > seats.length) {
    await page.click('.seat-editor-row:last-child .button--icon');
    rows = await page.$$('.seat-editor-row');
  }
  while (rows.length < seats.length) {
    await page.click('.seat-editor > .button');
    rows = await page.$$('.seat-editor-row');
  }
  for (let i = 0; i < seats.length; i++) {
    if (seats[i].name) await page.fill(`.seat-editor-row:nth-child(${i + 1}) input`, seats[i].name);
    await page.selectOption(`.seat-editor-row:nth-child(${i + 1}) select`, seats[i].who);
  }
  await page.fill('#seed-input', seed);
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector(tableSelector ?? `[data-testid="${game}-table"]`);
}
