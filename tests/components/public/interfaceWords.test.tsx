/**
 * The header, the footer, a grid of photos and the photo viewer say their own words in the page's
 * language: English by default, the language's table where the page is wrapped in WordsContext.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { Footer } from '../../../src/components/Footer';
import { Header } from '../../../src/components/Header';
import { PhotoGrid } from '../../../src/components/PhotoGrid';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import { WordsContext } from '../../../src/components/words';
import type { MenuEntry } from '../../../src/domain/menu';
import type { GalleryImage } from '../../../src/domain/types';
import type { Translation } from '../../../src/words/en';
import { loadTranslation } from '../../../src/words/translations';

const HINDI = await loadTranslation('hi');

const MENU: MenuEntry[] = [
  { label: 'Home', to: '/', activeOn: ['/'] },
  {
    label: 'Office',
    to: '/bishop',
    activeOn: ['/bishop'],
    submenu: [{ label: 'Bishop', to: '/bishop', activeOn: ['/bishop'] }],
  },
];

function renderChrome(words: Translation | null) {
  return render(
    <WordsContext value={words}>
      <PublishedSiteContext
        value={{
          details: { ...BUILT_IN_SITE_DETAILS, facebook: 'https://facebook.com/youth' },
          banner: BUILT_IN_BANNER,
        }}
      >
        <MemoryRouter>
          <Header menu={MENU} />
          <Footer />
        </MemoryRouter>
      </PublishedSiteContext>
    </WordsContext>,
  );
}

describe("the header's and the footer's own words", () => {
  it.each([
    {
      language: 'English, the default',
      words: null,
      nav: 'Main',
      menu: 'Menu',
      submenu: 'Office submenu',
      entries: ['Home', 'Office'],
      siteName: 'Youth Commission of Agra Archdiocese',
      other: { name: 'हिंदी', lang: 'hi', href: '/hi' },
      headings: ['About Us', 'Contact', 'Follow Us'],
      links: ['Facebook (opens in a new tab)', 'Admin', 'Privacy'],
      labels: ['Phone:', 'E-mail:'],
    },
    {
      language: 'Hindi',
      words: HINDI,
      nav: 'मुख्य',
      menu: 'मेन्यू',
      submenu: 'पदाधिकारी की सूची',
      entries: ['होम', 'पदाधिकारी'],
      siteName: 'आगरा महाधर्मप्रांत युवा आयोग',
      other: { name: 'English', lang: 'en', href: '/' },
      headings: ['हमारे बारे में', 'संपर्क', 'हमें फ़ॉलो करें'],
      links: ['Facebook (नए टैब में खुलता है)', 'एडमिन', 'गोपनीयता'],
      labels: ['फ़ोन:', 'ई-मेल:'],
    },
  ])(
    'are in $language',
    ({ words, nav, menu, submenu, entries, siteName, other, headings, links, labels }) => {
    renderChrome(words);
    const navigation = screen.getByRole('navigation', { name: nav });
    expect(within(navigation).getByRole('button', { name: menu })).toBeInTheDocument();
    expect(within(navigation).getByRole('button', { name: submenu })).toBeInTheDocument();
    for (const name of entries)
      expect(within(navigation).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: siteName })).toHaveAttribute('href', '/');
    // The same page in the other language, named in it.
    const languageLink = within(navigation).getByRole('link', { name: other.name });
    expect(languageLink).toHaveAttribute('href', other.href);
    expect(languageLink).toHaveAttribute('lang', other.lang);
    expect(languageLink).toHaveAttribute('hreflang', other.lang);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('heading').map((h) => h.textContent)).toEqual(headings);
    for (const name of links) expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    for (const label of labels) expect(within(footer).getByText(label)).toBeInTheDocument();
  },
  );
});

const photo = (n: number): GalleryImage => ({
  id: `photo-${n}`,
  title: `Picture ${n}`,
  imageUrl: `https://images.example/${n}.jpeg`,
  fileName: `${n}.jpeg`,
  programmeId: 'camp',
  createdAt: new Date('2025-05-01T00:00:00Z'),
});

describe('the Hindi site, under its prefix', () => {
  it("keeps its links in Hindi, but for the team's pages, which are English only", () => {
    render(
      <WordsContext value={HINDI}>
        <MemoryRouter basename="/hi" initialEntries={['/hi/gallery']}>
          <Header menu={MENU} />
          <Footer />
        </MemoryRouter>
      </WordsContext>,
    );
    const navigation = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(navigation).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    expect(within(navigation).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/gallery',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'गोपनीयता' })).toHaveAttribute(
      'href',
      '/hi/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'एडमिन' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });
});

describe('a grid of photos and the photo viewer', () => {
  // jsdom has no modal dialogs.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  it.each([
    {
      language: 'English, the default',
      words: null,
      open: 'Open photo 2 of 3: Picture 2',
      more: 'Show more photos',
      where: '2 of 3',
      buttons: ['Close', 'Previous photo', 'Next photo'],
    },
    {
      language: 'Hindi',
      words: HINDI,
      open: '3 में से फ़ोटो 2 खोलें: Picture 2',
      more: 'और फ़ोटो दिखाएँ',
      where: '3 में से 2',
      buttons: ['बंद करें', 'पिछली फ़ोटो', 'अगली फ़ोटो'],
    },
  ])('say their words in $language', async ({ words, open, more, where, buttons }) => {
    render(
      <WordsContext value={words}>
        <PhotoGrid
          first={{ items: [photo(1), photo(2)], next: [{ timestamp: '2025-05-01T00:00:00Z' }, 'photo-2'] }}
          total={3}
          readAfter={() => new Promise(() => {})}
          sizes="100vw"
          pageUrl="https://youth.example/gallery"
        />
      </WordsContext>,
    );
    expect(screen.getByRole('button', { name: more })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: open }));
    const viewer = within(await screen.findByRole('dialog'));
    expect(viewer.getByText(where)).toBeInTheDocument();
    for (const name of buttons) expect(viewer.getByRole('button', { name })).toBeInTheDocument();
  });
});
