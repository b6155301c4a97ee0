/**
 * The Privacy page: what the website keeps about visitors (said for a build with page counts and
 * one without) and about those who register for a programme, what it shows, the map, and whom to
 * write to about a photo or a registration; reached from the footer, not the menu, and rendered
 * at build time like the other pages of plain text.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { budgetsFor } from '../../../scripts/checkBudget';
import { KB } from '../../../scripts/budget';
import { AppRoutes } from '../../../src/app/App';
import { renderPage } from '../../../src/app/prerender';
import { MENU, ROUTES, descriptionOf, prerenderedRoutes } from '../../../src/app/routes';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import { PrivacyPage } from '../../../src/pages/PrivacyPage';

vi.mock('../../../src/services/analytics', () => ({ logPageView: vi.fn(async () => {}) }));

afterEach(() => vi.unstubAllEnvs());

/** The page, once its text (a chunk of its own) has arrived. */
async function renderPrivacy() {
  await act(async () =>
    render(
      <MemoryRouter>
        <Suspense>
          <PrivacyPage />
        </Suspense>
      </MemoryRouter>,
    ),
  );
  await screen.findByRole('heading', { level: 1, name: 'Privacy' });
}

const section = (heading: string) =>
  within(screen.getByRole('heading', { level: 2, name: heading }).closest('section')!);

describe('the privacy page', () => {
  it('says what it covers, under its five headings', async () => {
    await renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What the website keeps about you',
      'Registering for a programme',
      'What the website shows',
      'The map on the Contact page',
      'Having a photo taken down',
    ]);
    expect(screen.getByText(/written for parents and for the young people/)).toBeInTheDocument();
  });

  it('says the website keeps nothing about visitors in a build without page counts', async () => {
    vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', '');
    await renderPrivacy();
    const keeps = section('What the website keeps about you');
    expect(keeps.getByText(/^Nothing\./)).toHaveTextContent(
      'sets no cookies and keeps no record of your visit',
    );
    expect(keeps.queryByText(/Google Analytics/)).not.toBeInTheDocument();
  });

  it('says only anonymous page counts without cookies are kept in a build that counts them', async () => {
    vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', 'G-TEST123');
    await renderPrivacy();
    const keeps = section('What the website keeps about you');
    const counts = keeps.getByText(/counts how many times each page is viewed/);
    expect(counts).toHaveTextContent('Google Analytics');
    expect(counts).toHaveTextContent('no cookies');
    expect(counts).toHaveTextContent('nothing for advertising');
    expect(counts).toHaveTextContent('Only anonymous counts of page views are kept.');
    expect(keeps.queryByText(/^Nothing\./)).not.toBeInTheDocument();
  });

  it.each(['', 'G-TEST123'])(
    'says, with a measurement id of %j, that registering is the one exception to keeping nothing',
    async (measurementId) => {
      vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', measurementId);
      await renderPrivacy();
      expect(
        section('What the website keeps about you').getByText(
          /Registering for a programme is the one exception/,
        ),
      ).toBeInTheDocument();
    },
  );

  it("says what registering keeps, why, who sees it, a parent's consent, how long, and how to withdraw", async () => {
    await renderPrivacy();
    const registering = section('Registering for a programme');
    const what = registering.getByText(/^Some programmes take registrations/);
    for (const item of [
      'name, date of birth, phone number, parish and deanery',
      "an emergency contact's name and phone",
      "the answers to the programme's own questions",
      'a note on health or diet only if you give one',
      'the e-mail address you signed in with',
      'which version of it you saw',
    ])
      expect(what).toHaveTextContent(item);
    expect(registering.getByText(/^We keep it to hold the place/)).toHaveTextContent(
      "Only you (signed in with the same address) and the commission's team, who run the programme, can see it.",
    );
    expect(registering.getByText(/^Two days before the programme,/)).toHaveTextContent(
      'one reminder is e-mailed to the address you signed in with, through the commission\'s e-mail service; the team may also send one on WhatsApp to the phone number given.',
    );
    expect(registering.getByText(/^Someone under 18 is registered by a parent/)).toHaveTextContent(
      'asked only for a parent\'s e-mail address',
    );
    const keeping = registering.getByText(/^A registration is kept until a year after/);
    expect(keeping).toHaveTextContent('then deleted automatically');
    expect(keeping).toHaveTextContent(
      'an account with none left is deleted automatically during the night',
    );
    expect(registering.getByText(/^To cancel a registration or withdraw/)).toHaveTextContent(
      'the registration is deleted at once',
    );
    expect(registering.getByRole('link', { name: 'My registrations' })).toHaveAttribute(
      'href',
      '/my-registrations',
    );
    expect(registering.getByRole('link', { name: BUILT_IN_SITE_DETAILS.email })).toHaveAttribute(
      'href',
      `mailto:${BUILT_IN_SITE_DETAILS.email}`,
    );
  });

  it('names what the administrators put on the website', async () => {
    await renderPrivacy();
    const shows = section('What the website shows');
    for (const what of ['names, roles and photos', 'messages', 'programmes', 'gallery'])
      expect(shows.getByText(new RegExp(what))).toBeInTheDocument();
  });

  it("says the map is Google's, and what Google receives", async () => {
    await renderPrivacy();
    const map = section('The map on the Contact page');
    expect(map.getByText(/The map on the Contact page is Google's\./)).toHaveTextContent(
      'Google receives what any visit to a Google map sends it',
    );
  });

  it("says how to ask for a photo to be taken down, by the viewer's link or the commission's e-mail, and how fast", async () => {
    await renderPrivacy();
    const photo = section('Having a photo taken down');
    expect(photo.getByRole('link', { name: BUILT_IN_SITE_DETAILS.email })).toHaveAttribute(
      'href',
      `mailto:${BUILT_IN_SITE_DETAILS.email}`,
    );
    expect(photo.getByText(/"Ask to remove this photo" writes an e-mail/)).toHaveTextContent(
      'the website stores nothing about your request',
    );
    expect(
      photo.getByText(
        'We take the photo down within two days of your message. The photo and every copy of it on the website are removed at once, and it does not come back when the website is restored from a backup.',
      ),
    ).toBeInTheDocument();
  });

  it('gives the contact address of the site details as published', async () => {
    const details = { ...BUILT_IN_SITE_DETAILS, email: 'photos@example.org' };
    await act(async () =>
      render(
        <PublishedSiteContext.Provider value={{ details, banner: BUILT_IN_BANNER }}>
          <MemoryRouter>
            <Suspense>
              <PrivacyPage />
            </Suspense>
          </MemoryRouter>
        </PublishedSiteContext.Provider>,
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    const photo = section('Having a photo taken down');
    expect(photo.getByRole('link', { name: 'photos@example.org' })).toHaveAttribute(
      'href',
      'mailto:photos@example.org',
    );
    expect(photo.queryByText(BUILT_IN_SITE_DETAILS.email)).toBeNull();
  });
});

describe('its place in the site', () => {
  it("is reached from the footer's Privacy link, and titled", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy' }),
    ).toBeInTheDocument();
    // The title is an effect of the new page's render, run after it.
    await waitFor(() => expect(document.title).toBe('Privacy | Youth Commission of Agra Archdiocese'));
  });

  it('is not in the header menu', () => {
    const entries = MENU.flatMap((entry) => [entry, ...(entry.submenu ?? [])]);
    expect(entries.map((entry) => entry.label)).not.toContain('Privacy');
    expect(entries.flatMap((entry) => entry.activeOn)).not.toContain('/privacy');
  });

  it('is rendered at build time with a description, within the budget of plain text', async () => {
    expect(prerenderedRoutes().map((route) => route.path)).toContain('/privacy');
    expect(descriptionOf('/privacy')).toMatch(/photo taken down/);
    expect(budgetsFor(ROUTES)['/privacy']).toEqual({ js: 100 * KB, jsFiles: 6 });
    const { html } = await renderPage('/privacy');
    expect(html).toContain('Having a photo taken down');
  });

  it('is rendered at build time in Hindi with its Hindi text only', async () => {
    const { html } = await renderPage('/hi/privacy');
    expect(html).toContain('कोई फ़ोटो हटवाना');
    expect(html).toContain('दो दिन के अंदर हम फ़ोटो हटा देते हैं');
    expect(html).not.toContain('Having a photo taken down');
    // Nothing of the notice is marked as English (the footer's about text may be, untranslated).
    const notice = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(notice).toContain('वेबसाइट आपके बारे में क्या रखती है');
    expect(notice).not.toContain('lang="en"');
  });
});
