/**
 * Builds keep only the CSS rules whose class names occur in the app's source (publish/unusedCss.ts).
 * A class name the source builds from pieces (`col-md-${n}`) would lose its rules without a word:
 * here every Bootstrap rule that applies to a rendered screen must still be among the stylesheets
 * the screen loaded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminTest, expect, test } from './fixtures';
import { ROUTES } from './routes';

/** Bootstrap's complete stylesheet, every component and utility. */
const BOOTSTRAP_CSS = readFileSync(
  path.resolve(import.meta.dirname, '../../node_modules/bootstrap/dist/css/bootstrap.css'),
  'utf8',
);

/**
 * The selectors of Bootstrap's complete stylesheet that match something on the screen (states
 * such as :hover and pseudo-elements set aside) but that no stylesheet of the screen has.
 */
async function missingRules(page: Page): Promise<string[]> {
  return page.evaluate((bootstrapCss) => {
    const selectorsOf = (rules: CSSRuleList, into: Set<string>) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const selector of rule.selectorText.split(',')) into.add(selector.trim());
        if ('cssRules' in rule) selectorsOf(rule.cssRules as CSSRuleList, into);
      }
      return into;
    };
    const served = new Set<string>();
    for (const sheet of document.styleSheets) selectorsOf(sheet.cssRules, served);
    const bootstrap = new CSSStyleSheet();
    bootstrap.replaceSync(bootstrapCss);
    return [...selectorsOf(bootstrap.cssRules, new Set())].filter((selector) => {
      // The vendor-prefixed copies of the dist file are not in Bootstrap's SCSS, which we build.
      if (served.has(selector) || /::?-(webkit|moz|ms)-/.test(selector)) return false;
      const element = selector.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim();
      if (!element.includes('.')) return false;
      try {
        return document.querySelector(element) !== null;
      } catch {
        return false;
      }
    });
  }, BOOTSTRAP_CSS);
}

test('every Bootstrap class on a public page keeps its rules', async ({ page }) => {
  for (const { path: route } of ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await missingRules(page), route).toEqual([]);
  }
  // The phone menu, open: classes that appear only on a click.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Office submenu' }).click();
  expect(await missingRules(page), 'open menu').toEqual([]);
});

adminTest('every Bootstrap class on an admin screen keeps its rules', async ({ page }) => {
  const settings = ['publishing', 'site-details', 'banner', 'backup', 'team', 'trash'];
  for (const screen of [
    ...['dashboard', 'members', 'bishop', 'gallery', 'events', 'settings'],
    ...settings.map((page) => `settings/${page}`),
  ]) {
    await page.goto(`/admin/${screen}`);
    await page.waitForLoadState('networkidle');
    expect(await missingRules(page), screen).toEqual([]);
  }
  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'Add New Member' }).click();
  expect(await missingRules(page), 'member form').toEqual([]);
});
