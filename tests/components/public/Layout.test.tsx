/**
 * The public layout as a visitor meets it: the whole route table of src/app/App.tsx in a
 * MemoryRouter, with the services mocked at their module boundary.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../src/app/App';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import type { SiteDetails } from '../../../src/domain/siteDetails';
import { LOGOS } from '../../../src/content/images';
import { logPageView } from '../../../src/services/analytics';
import { setMedia } from './media';

vi.mock('../../../src/services/members', () => ({ listMembers: vi.fn(async () => []) }));
const NO_PAGE = { items: [], next: null };
vi.mock('../../../src/services/gallery', () => ({
  listGallery: vi.fn(async () => []),
  listGalleryPage: vi.fn(async () => NO_PAGE),
}));
vi.mock('../../../src/services/messages', () => ({
  listMessagesPage: vi.fn(async () => NO_PAGE),
}));
vi.mock('../../../src/services/programmes', () => ({
  listUpcomingProgrammes: vi.fn(async () => []),
  listPastProgrammesPage: vi.fn(async () => NO_PAGE),
  listProgrammesBetween: vi.fn(async () => []),
  getProgramme: vi.fn(async () => null),
}));
vi.mock('../../../src/services/analytics', () => ({ logPageView: vi.fn(async () => {}) }));
// The editable pages, never saved: their built-in texts.
vi.mock('../../../src/services/pageText', () => import('./builtInPageText'));

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(logPageView).mockClear();
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  scrollTo.mockRestore();
  setMedia();
  vi.unstubAllEnvs();
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, details: SiteDetails = BUILT_IN_SITE_DETAILS) {
  return render(
    <PublishedSiteContext.Provider value={{ details, banner: BUILT_IN_BANNER }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </PublishedSiteContext.Provider>,
  );
}

/** Details an owner saved in Settings, unlike the built-in ones in every field. */
const SAVED_DETAILS: SiteDetails = {
  addressLines: ['St Mary’s Hall', 'Civil Lines', 'Agra 282002'],
  phone: '+91 99999 12345',
  email: 'hello@example.org',
  secondaryEmail: '',
  about: 'Young people of Agra, together in faith.',
  mapPlace: 'St Mary’s Hall, Agra',
  facebook: 'https://www.facebook.com/agrayouth',
  instagram: '',
  youtube: '',
};

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main' }));
const location = () => screen.getByTestId('location').textContent;
/** Waits for a lazily loaded page to show its <h1>. */
const pageHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name });

describe('header', () => {
  it('shows two logos and the site title', async () => {
    renderAt('/');
    const banner = screen.getByRole('banner');
    const header = within(banner);
    expect(header.getByRole('img', { name: LOGOS.crest.alt })).toBeInTheDocument();
    expect(header.getByRole('img', { name: LOGOS.emblem.alt })).toBeInTheDocument();
    // Drawn in the page from the profile's files: the header asks for no file.
    expect(header.getByRole('img', { name: LOGOS.crest.alt }).querySelector('clipPath')).toHaveAttribute(
      'id',
      'logo-crest-shield',
    );
    expect(banner.querySelector('[src], [href$=".svg"]')).toBeNull();
    expect(header.getByRole('link', { name: 'Youth Commission of Agra Archdiocese' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('has the menu of the site, Programmes and Calendar leading to their own pages', () => {
    renderAt('/');
    const targets = ['Home', 'About Us', 'Office', 'Programmes', 'Calendar', 'Gallery', 'Contact'].map(
      (name) => mainMenu().getByRole('link', { name }).getAttribute('href'),
    );
    expect(targets).toEqual([
      '/',
      '/about-us',
      '/chairman',
      '/programmes',
      '/calendar',
      '/gallery',
      '/contact',
    ]);
  });

  it.each<[string, string[]]>([
    ['/', ['Home']],
    ['/about-us', ['About Us']],
    ['/history', ['About Us']],
    ['/mission', ['About Us']],
    ['/vision', ['About Us']],
    ['/objectives', ['About Us']],
    ['/chairman', ['Office']],
    ['/bishop', ['Archbishop']],
    ['/lady-animator', ['Diocesan Lady Youth Animator']],
    ['/gallery', ['Gallery']],
    ['/contact', ['Contact']],
  ])('on %s marks %j as the current page', async (path, active) => {
    renderAt(path);
    await waitFor(() => expect(location()).toBe(path));
    // Submenu links count too, also while their submenu is closed.
    const current = mainMenu()
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(active);
  });

  it('opens the Office submenu by click and closes it with Escape, back on its button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = mainMenu().getByRole('button', { name: 'Office submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu().getByRole('link', { name: 'Archbishop', hidden: true })).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const submenu = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '')!);
    expect(submenu.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Archbishop', '/bishop'],
      ['Diocesan Youth Director', '/youth-director'],
      ['Associate Diocesan Youth Director', '/associate-director'],
      ['Diocesan Lady Youth Animator', '/lady-animator'],
    ]);
    // The fifth entry has no target: text, not a link.
    expect(submenu.getByText('Diocesan Executive Committee')).toHaveAttribute('aria-disabled', 'true');
    expect(submenu.queryByRole('link', { name: 'Diocesan Executive Committee' })).toBeNull();

    submenu.getByRole('link', { name: 'Diocesan Youth Director' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the Office submenu when one of its links is followed', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = mainMenu().getByRole('button', { name: 'Office submenu' });
    await user.click(toggle);
    await user.click(mainMenu().getByRole('link', { name: 'Archbishop' }));
    // The page loads lazily; the router shows the new path once it has arrived.
    await waitFor(() => expect(location()).toBe('/bishop'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu().getByRole('link', { name: 'Archbishop', hidden: true })).not.toBeVisible();
  });

  it('opens the Office submenu from the keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = mainMenu().getByRole('button', { name: 'Office submenu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('on a small screen', () => {
    const menuToggle = () => screen.getByRole('button', { name: 'Menu' });
    const menuPanel = () => document.getElementById(menuToggle().getAttribute('aria-controls')!)!;

    it('opens and closes the menu with its toggle', async () => {
      const user = userEvent.setup();
      renderAt('/');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(menuPanel()).not.toHaveClass('show');
      await user.click(menuToggle());
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(menuPanel()).toHaveClass('show');
      await user.click(menuToggle());
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(menuPanel()).not.toHaveClass('show');
    });

    it('closes the menu when a submenu link is clicked', async () => {
      const user = userEvent.setup();
      renderAt('/');
      await user.click(menuToggle());
      await user.click(mainMenu().getByRole('button', { name: 'Office submenu' }));
      await user.click(mainMenu().getByRole('link', { name: 'Diocesan Youth Director' }));
      expect(location()).toBe('/youth-director');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(mainMenu().getByRole('button', { name: 'Office submenu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it('closes the menu on any route change, even one from outside the menu', async () => {
      const user = userEvent.setup();
      renderAt('/');
      await user.click(menuToggle());
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('link', { name: /^Read More/ }));
      expect(location()).toBe('/about-us');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('becomes sticky once the page is scrolled more than 176 px', () => {
    renderAt('/');
    const header = screen.getByRole('banner');
    const scrollToY = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    scrollToY(176);
    expect(header).not.toHaveClass('is-sticky');
    scrollToY(177);
    expect(header).toHaveClass('is-sticky');
    scrollToY(0);
    expect(header).not.toHaveClass('is-sticky');
  });
});

describe('footer', () => {
  it('shows the about text, contact block, Admin button and copyright', () => {
    renderAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(BUILT_IN_SITE_DETAILS.about)).toBeInTheDocument();
    expect(footer.getByText(/Raphy Manjaly, Archbishop of Agra/)).toBeInTheDocument();
    for (const line of BUILT_IN_SITE_DETAILS.addressLines)
      expect(footer.getByText(line)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: '+91 562 285 1318' })).toHaveAttribute(
      'href',
      'tel:+915622851318',
    );
    expect(footer.getByRole('link', { name: 'youth@agraarchdiocese.org' })).toHaveAttribute(
      'href',
      'mailto:youth@agraarchdiocese.org',
    );
    expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
    expect(
      footer.getByText('© 2025 Youth Commission of Agra Archdiocese. All Right Reserved.'),
    ).toBeInTheDocument();
  });

  it('shows no social network while none is set: no heading, no icon, no link', () => {
    renderAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.queryByRole('heading', { name: 'Follow Us' })).toBeNull();
    for (const network of ['Facebook', 'Instagram', 'YouTube'])
      expect(footer.queryByText(new RegExp(network))).toBeNull();
  });

  it('shows the details as published: the saved ones, and only the social links set', () => {
    renderAt('/', SAVED_DETAILS);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(SAVED_DETAILS.about)).toBeInTheDocument();
    expect(footer.queryByText(BUILT_IN_SITE_DETAILS.about)).toBeNull();
    for (const line of SAVED_DETAILS.addressLines) expect(footer.getByText(line)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: '+91 99999 12345' })).toHaveAttribute(
      'href',
      'tel:+919999912345',
    );
    expect(footer.getByRole('link', { name: 'hello@example.org' })).toHaveAttribute(
      'href',
      'mailto:hello@example.org',
    );
    expect(footer.getByRole('heading', { name: 'Follow Us' })).toBeInTheDocument();
    const facebook = footer.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/agrayouth');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    for (const network of ['Instagram', 'YouTube'])
      expect(footer.queryByText(new RegExp(network))).toBeNull();
  });

  it('shows an address saved before the rules refused extra mailto: parts, but does not link it', () => {
    const address = 'hello@example.org?bcc=someone@evil.example';
    renderAt('/', { ...SAVED_DETAILS, email: address });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`E-mail: ${address}`)).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: address })).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});

describe('routes', () => {
  it('redirects an unknown path to /', async () => {
    renderAt('/no/such/page');
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('heading', { name: 'About the Youth Commission' })).toBeInTheDocument();
  });

  it.each<[string, string, string]>([
    ['/', 'Youth Commission of Agra Archdiocese', 'Youth Commission of Agra Archdiocese'],
    ['/about-us', 'About Us', 'About Us | Youth Commission of Agra Archdiocese'],
    ['/history', 'History', 'History | Youth Commission of Agra Archdiocese'],
    // An editable page is titled as its team saved it (here: its built-in text).
    ['/mission', 'Our Mission', 'Our Mission | Youth Commission of Agra Archdiocese'],
    ['/vision', 'Our Vision', 'Our Vision | Youth Commission of Agra Archdiocese'],
    ['/objectives', 'Our Objectives', 'Our Objectives | Youth Commission of Agra Archdiocese'],
    [
      '/chairman',
      'Message from the Chairman',
      'Message from the Chairman | Youth Commission of Agra Archdiocese',
    ],
    [
      '/bishop',
      'Messages from Archbishop',
      'Messages from Archbishop | Youth Commission of Agra Archdiocese',
    ],
    [
      '/youth-director',
      'Messages from Diocesan Youth Director',
      'Messages from Diocesan Youth Director | Youth Commission of Agra Archdiocese',
    ],
    [
      '/associate-director',
      'Messages from Associate Diocesan Youth Director',
      'Messages from Associate Diocesan Youth Director | Youth Commission of Agra Archdiocese',
    ],
    [
      '/lady-animator',
      'Messages from Diocesan Lady Youth Animator',
      'Messages from Diocesan Lady Youth Animator | Youth Commission of Agra Archdiocese',
    ],
    ['/contact', 'Contact Us', 'Contact | Youth Commission of Agra Archdiocese'],
    ['/gallery', 'Gallery', 'Gallery | Youth Commission of Agra Archdiocese'],
  ])('%s shows %j and is titled %j', async (path, heading, title) => {
    renderAt(path);
    expect(await pageHeading(heading)).toBeInTheDocument();
    // The title is set by an effect run after the render that shows the heading.
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('on every route change', () => {
  it('scrolls smoothly to the top and moves focus to the main content, not on first load', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const main = screen.getByRole('main');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(main).not.toHaveFocus();

    await user.click(mainMenu().getByRole('link', { name: 'Contact' }));
    await pageHeading('Contact Us');
    // The scroll and the focus are effects of the new page's render, run after it.
    await waitFor(() => {
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
      expect(main).toHaveFocus();
    });
  });

  it('scrolls instantly for visitors who prefer reduced motion', async () => {
    setMedia({ reducedMotion: true });
    const user = userEvent.setup();
    renderAt('/');
    await user.click(mainMenu().getByRole('link', { name: 'Gallery' }));
    // The page loads lazily; the route changes once it has arrived.
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }),
    );
  });

  it('logs a page view with path, title and host, once per page, when analytics is set up', async () => {
    vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', 'G-TEST');
    const user = userEvent.setup();
    renderAt('/');
    await waitFor(() => expect(logPageView).toHaveBeenCalledTimes(1));
    expect(logPageView).toHaveBeenLastCalledWith({
      path: '/',
      title: 'Youth Commission of Agra Archdiocese',
      host: window.location.host,
    });
    await user.click(mainMenu().getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(logPageView).toHaveBeenCalledTimes(2));
    expect(logPageView).toHaveBeenLastCalledWith({
      path: '/about-us',
      title: 'About Us | Youth Commission of Agra Archdiocese',
      host: window.location.host,
    });
  });

  it('loads nothing for page views in a build without a measurement id', async () => {
    vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', '');
    const user = userEvent.setup();
    renderAt('/');
    await user.click(mainMenu().getByRole('link', { name: 'About Us' }));
    await pageHeading('About Us');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logPageView).not.toHaveBeenCalled();
  });

  it('offers a skip link to the main content', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    await act(async () => {});
  });
});
