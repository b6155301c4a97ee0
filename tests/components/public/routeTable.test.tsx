/**
 * The route table is the one place a page is declared: a route added to it alone is routed,
 * titled, rendered at build time, listed in the sitemap and checked by the budget. The new route
 * here reuses an existing page module, as a volunteer's new page would have its own.
 */
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { RecordHeadBuilder } from '../../../publish/heads/recordHead';
import { budgetRoutes, budgetsFor, headBuilders } from '../../../scripts/checkBudget';
import { KB } from '../../../scripts/budget';
import { AppRoutes, pageComponent } from '../../../src/app/App';
import { renderPage } from '../../../src/app/prerender';
import {
  ROUTES,
  descriptionOf,
  documentTitleFor,
  perRecordRoutes,
  prerenderedRoutes,
  readsFirestore,
  type SiteRoute,
} from '../../../src/app/routes';

vi.mock('../../../src/services/analytics', () => ({ logPageView: vi.fn(async () => {}) }));
// An editable page opened in the app (not published) reads its text: here, none arrives.
vi.mock('../../../src/services/pageText', () => ({
  readShownPage: vi.fn(() => new Promise(() => {})),
}));

const NEW_ROUTE: SiteRoute = {
  path: '/our-story',
  page: 'pages/PrivacyPage',
  title: 'Our Story',
  prerender: true,
};
const WITH_NEW_ROUTE = [...ROUTES.slice(0, -1), NEW_ROUTE, ...ROUTES.slice(-1)];

describe('a page of the table', () => {
  it('marks the document once React has it on screen: from then on a tap is handled', async () => {
    document.documentElement.removeAttribute('data-taken-over');
    render(
      <MemoryRouter initialEntries={['/history']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'History' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-taken-over'));
  });
});

describe('a route added to the table alone', () => {
  it('is routed, and the page gets its title', async () => {
    render(
      <MemoryRouter initialEntries={['/our-story']}>
        <AppRoutes routes={WITH_NEW_ROUTE} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Our Story | Youth Commission of Agra Archdiocese');
    expect(documentTitleFor('/our-story', WITH_NEW_ROUTE)).toBe(document.title);
  });

  it('is rendered at build time, so it is in the sitemap too', async () => {
    expect(prerenderedRoutes(WITH_NEW_ROUTE).map((route) => route.path)).toContain('/our-story');
    const { html, title } = await renderPage('/our-story', WITH_NEW_ROUTE);
    expect(html).toContain('Privacy');
    expect(title).toBe('Our Story | Youth Commission of Agra Archdiocese');
  });

  it('is checked by the budget, as a page of plain text, in English and in Hindi', () => {
    expect(budgetRoutes(WITH_NEW_ROUTE)).toContainEqual({
      path: '/our-story',
      page: 'src/pages/PrivacyPage.tsx',
      readsFirestore: false,
      language: 'en',
    });
    expect(budgetRoutes(WITH_NEW_ROUTE)).toContainEqual({
      path: '/hi/our-story',
      page: 'src/pages/PrivacyPage.tsx',
      readsFirestore: false,
      language: 'hi',
    });
    expect(budgetsFor(WITH_NEW_ROUTE)['/our-story']).toEqual({ js: 100 * KB, jsFiles: 6 });
    // Its Hindi twin: the same, and the Hindi words in one file beyond it.
    expect(budgetsFor(WITH_NEW_ROUTE)['/hi/our-story']).toEqual({ js: 106 * KB, jsFiles: 7 });
  });

  it('fails clearly when the page module it names does not exist', () => {
    expect(() => pageComponent('pages/NoSuchPage')).toThrow(
      'The route table names src/pages/NoSuchPage.tsx, which does not exist.',
    );
  });
});

describe('the table', () => {
  it('names every route once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page rendered at build time a description for link previews', () => {
    // An editable page's is the one its team saved (tests/e2e/published.spec.ts).
    for (const route of prerenderedRoutes().filter((r) => !r.props?.['page']))
      expect(descriptionOf(route.path)?.length, route.path).toBeGreaterThan(20);
  });

  it('marks the pages that show Firestore data, and only those', () => {
    expect(ROUTES.filter(readsFirestore).map((route) => route.path)).toEqual([
      '/',
      // An editable page reads its text when it was saved since the publish.
      '/about-us',
      '/history',
      '/mission',
      '/vision',
      '/objectives',
      '/chairman',
      '/bishop',
      '/youth-director',
      '/associate-director',
      '/lady-animator',
      '/programmes',
      '/programmes/:id',
      '/calendar',
      '/gallery',
    ]);
  });

  it('names, for each route rendered per record, a head builder of the publish', async () => {
    expect(perRecordRoutes().map((route) => route.path)).toEqual(['/programmes/:id']);
    expect(headBuilders()).toEqual(['publish/heads/programmeHead.ts']);
    for (const { perRecord } of perRecordRoutes()) {
      // The export the publish takes: the one with the module's own name.
      const name = path.basename(perRecord.head, path.extname(perRecord.head));
      const module = (await import(path.resolve(import.meta.dirname, '../../..', perRecord.head))) as
        Record<string, RecordHeadBuilder<unknown> | undefined>;
      expect(typeof module[name]?.head, perRecord.head).toBe('function');
    }
  });

  it('keeps the admin area out of the pages rendered at build time', () => {
    expect(prerenderedRoutes().filter((route) => route.path.startsWith('/admin'))).toEqual([]);
  });
});
