// Temporary: screenshots of Twin It! screens (not committed).
import { launchBrowser, newRecordedContext } from './browser.mjs';
import { startServer } from './server.mjs';
import { openFixture } from './flows.mjs';
const server = await startServer({ root: process.env.DIST_DIR });
const browser = await launchBrowser();
const sizes = { phone: { width: 390, height: 844 }, tablet: { width: 1180, height: 820 } };
const which = process.argv.slice(2);
for (const [name, viewport] of Object.entries(sizes)) {
  for (const [file, id] of [['alone.json', 'twinit-alone'], ['two-people.json', 'twinit-two'], ['together.json', 'twinit-together']]) {
    const s = await newRecordedContext(browser, server.url, { viewport });
    const page = await s.context.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
    await openFixture(page, 'twinit', file, id);
    await page.waitForSelector('[data-testid="twinit-table"]', { timeout: 15000 }).catch(() => {});
    await page.screenshot({ path: `/tmp/shots/${name}-${id}-0.png` });
    const start = await page.$('[data-testid="tw-start"]');
    if (start) { await start.click(); await page.waitForTimeout(4000); }
    await page.screenshot({ path: `/tmp/shots/${name}-${id}-1.png` });
    await s.close();
  }
}
for (const route of ['/rules/twinit', '/new/twinit']) {
  const s = await newRecordedContext(browser, server.url, { viewport: sizes.tablet });
  const page = await s.context.newPage();
  await page.goto(route);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${route.replaceAll('/', '_')}.png`, fullPage: route.includes('rules') });
  await s.close();
}
await browser.close();
await server.close?.();
process.exit(0);
