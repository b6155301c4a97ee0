/**
 * The public site in Hindi, as a Hindi-reading parent meets it at /hi: every page published in
 * Hindi (its language, its title, its twin in English named for search engines), readable by
 * axe's rules on a phone, with no interface text left in English and its Hindi headings given the
 * room Devanagari needs; the language link both ways;
 * links inside the Hindi site that stay in Hindi.
 */
import type { Page } from '@playwright/test';
import { ROUTES as TABLE, documentTitleFor, prerenderedRoutes } from '../../src/app/routes';
import { SITE, pageTitle } from '../../src/config/site';
import type { Translation } from '../../src/words/en';
import { INTERFACE_HI } from '../../src/words/hi';
import { pathInLanguage } from '../../src/words/languages';
import { loadTranslation, translatedName } from '../../src/words/translations';
import { expect, expectNoAxeViolations, lookTest, openHydrated, test } from './fixtures';
import { HEADINGS } from './routes';

const PHONE = { width: 360, height: 740 };

/** The Hindi words, as the pages in Hindi load them. */
const hindi = async () => (await loadTranslation('hi')) as Translation;

/**
 * The document title of a page in Hindi: the route's name in Hindi, or an editable page's saved
 * title (the team's, in English), with the site's name in Hindi.
 */
async function hindiTitle(path: string, page?: string): Promise<string> {
  const words = await hindi();
  return page
    ? pageTitle(
        HEADINGS[path] ?? TABLE.find((r) => r.path === path)?.title ?? '',
        translatedName(words, SITE.title),
      )
    : documentTitleFor(path, TABLE, words);
}

/**
 * The interface's English texts (those without blanks) shown on the page outside the parts marked
 * English (the team's own texts): a text node, or an accessible label, that is exactly one of
 * them.
 */
async function englishInterfaceTexts(page: Page): Promise<string[]> {
  const english = Object.entries(INTERFACE_HI)
    .filter(([text, inHindi]) => !text.includes('{') && text !== inHindi)
    .map(([text]) => text);
  return page.evaluate((texts) => {
    const known = new Set(texts);
    const found = new Set<string>();
    const outsideEnglish = (element: Element | null) =>
      element !== null && element.closest('[lang]')?.getAttribute('lang') !== 'en';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (known.has(text) && outsideEnglish(node.parentElement)) found.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title]'))
      for (const name of ['aria-label', 'alt', 'title']) {
        const text = element.getAttribute(name)?.trim() ?? '';
        if (known.has(text) && outsideEnglish(element)) found.add(`${name}: ${text}`);
      }
    return [...found];
  }, english);
}

/**
 * Where the page's Hindi words are set in a way that harms them: a heading whose lines are too
 * close for Devanagari's vowel signs (which reach above and below a Latin line: less than 1.4
 * times its size clips them when it wraps), or Hindi slanted as italic (Devanagari has none; the
 * browser would only tilt it).
 */
async function hindiTypographyFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !/[\u0900-\u097F]/.test(text) || element.closest('[hidden]')) continue;
      const style = getComputedStyle(element);
      if (style.fontStyle === 'italic') faults.add(`italic: ${text}`);
      const heading = element.closest('h1, h2, h3, h4, h5, h6');
      if (heading) {
        const { lineHeight, fontSize } = getComputedStyle(heading);
        const ratio = parseFloat(lineHeight) / parseFloat(fontSize);
        if (!(ratio >= 1.4)) faults.add(`line height ${lineHeight} of ${fontSize}: ${text}`);
      }
    }
    return [...faults];
  });
}

test.describe('every published page in Hindi', () => {
  for (const { path, props } of prerenderedRoutes(TABLE)) {
    const hindiPath = pathInLanguage(path, 'hi');
    lookTest(hindiPath, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openHydrated(page, hindiPath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page).toHaveTitle(await hindiTitle(path, props?.['page']));
      const words = await hindi();
      await expect(page.getByRole('banner')).toContainText(translatedName(words, SITE.title));
      // Its twins, for search engines, and the link to the English one for people.
      const alternate = (hreflang: string) =>
        page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
      await expect(alternate('hi')).toHaveAttribute('href', new RegExp(`${hindiPath}$`));
      await expect(alternate('en')).toHaveAttribute(
        'href',
        new RegExp(`[^i]${path === '/' ? '/' : path}$`),
      );
      await expect(alternate('x-default')).toHaveAttribute(
        'href',
        (await alternate('en').getAttribute('href')) ?? '',
      );
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute(
        'content',
        'hi_IN',
      );
      await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
        'href',
        path,
      );
      await expect(page.getByRole('status').filter({ hasText: 'लोड हो रहा है...' })).toHaveCount(0);
      expect(await englishInterfaceTexts(page), 'English interface texts on a Hindi page').toEqual(
        [],
      );
      expect(await hindiTypographyFaults(page), 'Hindi set too tight or slanted').toEqual([]);
      await expectNoAxeViolations(page, `${hindiPath} (${PHONE.width} px)`);
    });
  }
});

test('the language link leads to the same page in the other language, and links stay in it', async ({
  page,
}) => {
  await openHydrated(page, '/gallery');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'हिंदी' }).click();
  await expect(page).toHaveURL(/\/hi\/gallery$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('गैलरी');

  // A link of the Hindi site leads to a page of the Hindi site, taken over by the app.
  await page
    .getByRole('navigation', { name: 'मुख्य' })
    .getByRole('link', { name: 'कार्यक्रम' })
    .click();
  await expect(page).toHaveURL(/\/hi\/programmes$/);
  await expect(page).toHaveTitle(await hindiTitle('/programmes'));
  await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
    'href',
    '/programmes',
  );

  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/programmes$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('href', '/hi/programmes');
});

test('the sitemap names every page with its twin, and each programme has its page in Hindi', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  const english = pages.filter((url) => !new URL(url).pathname.startsWith('/hi'));
  expect(english.length).toBeGreaterThan(10);
  for (const url of english) {
    const { pathname } = new URL(url);
    expect(pages, pathname).toContain(new URL(pathInLanguage(pathname, 'hi'), url).href);
  }
  const programme = english.find((url) => new URL(url).pathname.startsWith('/programmes/'));
  expect(programme).toBeDefined();
  const hindiProgramme = pathInLanguage(new URL(programme ?? '').pathname, 'hi');
  expect(sitemap).toContain(`hreflang="hi" href="${new URL(hindiProgramme, programme).href}"`);
  const html = await (await request.get(hindiProgramme)).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('<meta property="og:locale" content="hi_IN">');
});
