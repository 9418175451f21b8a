// scratch: screenshots at phone/tablet
import { launchBrowser, newRecordedContext } from './browser.mjs';
import { startServer } from './server.mjs';
import { startGame } from './flows.mjs';
const server = await startServer({ root: process.env.DIST_DIR });
const browser = await launchBrowser();
const sizes = { phone: { width: 390, height: 844 }, tablet: { width: 820, height: 1180 }, phoneL: { width: 844, height: 390 }, tabletL: { width: 1180, height: 820 } };
for (const [name, viewport] of Object.entries(sizes)) {
  const s = await newRecordedContext(browser, server.url, { viewport, reducedMotion: 'reduce' });
  const page = await s.context.newPage();
  await startGame(page, 'tweak', [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'normal' }, { name: 'Cy', who: 'normal' }], { seed: '2024' });
  await page.waitForTimeout(500);
  console.log(name, 'tweak', await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight, document.documentElement.scrollWidth]));
  await page.screenshot({ path: `/tmp/shots/tweak-${name}.png` });
  await startGame(page, 'tuefteln', [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'easy' }, { name: 'Cy', who: 'easy' }], { seed: '2024' });
  await page.waitForTimeout(500);
  console.log(name, 'tuefteln', await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight, document.documentElement.scrollWidth]));
  await page.screenshot({ path: `/tmp/shots/tuefteln-${name}.png` });
  await s.close();
}
await browser.close(); await server.close();
