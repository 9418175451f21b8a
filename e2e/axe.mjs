// Accessibility check with axe-core through @axe-core/playwright.
//
//   import { assertNoSeriousA11yViolations } from './axe.mjs';
//   await assertNoSeriousA11yViolations(page);                       // whole page
//   await assertNoSeriousA11yViolations(page, { include: '#app', disableRules: ['region'] });
//
// Fails listing every violation whose impact is "serious" or "critical" (rule id, help text,
// help URL and the offending elements). Minor/moderate ones are returned, not fatal.
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

export const FATAL_IMPACTS = ['serious', 'critical'];

/**
 * Runs axe on the page; returns the full axe results. The scan runs inside the page, so it is
 * bracketed by `axe-start` / `axe-end` User Timing marks: timing reports leave its long tasks out.
 */
export async function runAxe(page, { include, exclude, disableRules = [], tags } = {}) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  if (disableRules.length) builder = builder.disableRules(disableRules);
  if (tags) builder = builder.withTags(tags);
  await page.evaluate(() => performance.mark('axe-start'));
  try {
    return await builder.analyze();
  } finally {
    await page.evaluate(() => performance.mark('axe-end'));
  }
}

export function formatViolations(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map((n) => `      ${n.target.join(' ')}  ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 10 ? `\n      ... and ${v.nodes.length - 10} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Fails when axe finds serious or critical violations; returns the full results otherwise. */
export async function assertNoSeriousA11yViolations(page, options = {}) {
  const results = await runAxe(page, options);
  const fatal = results.violations.filter((v) => FATAL_IMPACTS.includes(v.impact));
  assert.equal(
    fatal.length,
    0,
    `axe found ${fatal.length} serious/critical accessibility violation(s) on ${page.url()}:\n` +
      formatViolations(fatal),
  );
  return results;
}
