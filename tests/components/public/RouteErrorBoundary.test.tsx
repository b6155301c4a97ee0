/**
 * The error page that replaces a failing page inside its layout (src/components/RouteErrorBoundary),
 * the one automatic reload when a page's chunk is gone after a deploy, and how it sits in the
 * public layout and the admin shell. jsdom cannot reload a page, so each test passes a reload
 * function and plays the reloaded page by rendering afresh (sessionStorage survives, as it does in
 * a browser tab).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminShell } from '../../../src/admin/AdminShell';
import { PublicLayout } from '../../../src/app/PublicLayout';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  RouteErrorBoundary,
  isChunkLoadError,
} from '../../../src/components/RouteErrorBoundary';

vi.mock('../../../src/services/analytics', () => ({ logPageView: vi.fn(async () => {}) }));
vi.mock('../../../src/admin/useLogout', () => ({ useLogout: () => () => {} }));

/** What Chromium says when a page's chunk is missing after a deploy. */
const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://example.web.app/assets/GalleryPage-Dx1.js',
  );

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.sessionStorage.clear();
  // React reports every error a boundary catches on the console; the tests cause them on purpose.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  vi.restoreAllMocks();
});

function Broken(): ReactNode {
  throw new Error('A bug in the page');
}

/** A page whose chunk never arrives, made anew for each render as each page load makes it. */
const missingChunkPage = () =>
  lazy<() => ReactNode>(() => Promise.reject(chunkError()));

/** A small layout of its own: a banner, the boundary around the routes, and a link. */
function renderInLayout(page: ReactNode, reload: () => void, path = '/broken') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <header>
        <Link to="/fine">Fine page</Link>
      </header>
      <Suspense fallback={<p>Loading the page</p>}>
        <RouteErrorBoundary reload={reload}>
          <Routes>
            <Route path="/broken" element={page} />
            <Route path="/fine" element={<h1>A page that works</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </Suspense>
    </MemoryRouter>,
  );
}

const errorHeading = (level = 1) =>
  screen.findByRole('heading', { level, name: 'Something went wrong' });

describe('a page that throws while rendering', () => {
  it('shows the error page with Reload and a link home, and the layout stays', async () => {
    const reload = vi.fn();
    renderInLayout(<Broken />, reload);

    expect(await errorHeading()).toBeInTheDocument();
    expect(screen.getByText('Sorry, this page could not be shown. Reloading the page may help.'))
      .toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeInTheDocument();
    // A bug is not a missing chunk: no reload by itself.
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts afresh when the visitor goes to another page', async () => {
    renderInLayout(<Broken />, vi.fn());
    await errorHeading();

    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));

    expect(await screen.findByRole('heading', { name: 'A page that works' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe("a page whose chunk cannot be fetched (a tab open across a deploy)", () => {
  it('reloads once, then shows the error page when the chunk fails again', async () => {
    const firstLoad = vi.fn();
    const Page = missingChunkPage();
    const view = renderInLayout(<Page />, firstLoad);

    // The first failure reloads the page and shows the spinner meanwhile, not the error page.
    await vi.waitFor(() => expect(firstLoad).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    view.unmount();

    // The reloaded page: the chunk fails again, so the visitor is told, and nothing reloads.
    const secondLoad = vi.fn();
    const PageAgain = missingChunkPage();
    renderInLayout(<PageAgain />, secondLoad);
    expect(await errorHeading()).toBeInTheDocument();
    expect(
      screen.getByText('This page could not be loaded. Check your connection, then reload the page.'),
    ).toBeInTheDocument();
    expect(secondLoad).not.toHaveBeenCalled();

    // The visitor may still ask for a reload.
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(secondLoad).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself again once the last automatic reload is long past (a later deploy)', async () => {
    const longAgo = Date.now() - CHUNK_RELOAD_GUARD_MS - 1000;
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(longAgo));
    const reload = vi.fn();
    const Page = missingChunkPage();
    renderInLayout(<Page />, reload);

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(longAgo);
  });

  it('shows the error page instead of reloading when sessionStorage cannot remember the reload', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const reload = vi.fn();
    const Page = missingChunkPage();
    renderInLayout(<Page />, reload);

    expect(await errorHeading()).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', chunkError()],
    [
      'Firefox',
      new TypeError('error loading dynamically imported module: https://x.web.app/assets/A-1.js'),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite, for a stylesheet', new Error('Unable to preload CSS for /assets/AdminApp-C1.css')],
  ])('recognises the message of %s', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'title')")],
    ['a failed Firestore read', new Error('Failed to fetch')],
    ['something thrown that is not an Error', 'Failed to fetch dynamically imported module'],
    ['nothing', null],
  ])('does not take %s for one', (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('in the public layout', () => {
  it('keeps the header and footer around the error page', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/broken" element={<Broken />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Something went wrong' }))
      .toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('in the admin shell', () => {
  it('keeps the sidebar and header, and leads back to the dashboard', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/members']}>
        <Routes>
          <Route path="/admin" element={<AdminShell email="admin@example.com" role="owner" />}>
            <Route path="members" element={<Broken />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    const main = within(screen.getByRole('main'));
    // The shell's own <h1> names the screen; the error page's heading sits below it.
    expect(await main.findByRole('heading', { level: 2, name: 'Something went wrong' }))
      .toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
