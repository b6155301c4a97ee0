/**
 * 'My registrations' where a parent looks for it again: in the footer of every public page, and in
 * the header's menu while someone is signed in to register on this browser (a flag the registrant
 * service keeps in localStorage, read once the page is hydrated, so that the published HTML, the
 * signed-out page, hydrates without a mismatch).
 */
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENU } from '../../../src/app/routes';
import { Footer } from '../../../src/components/Footer';
import { Header } from '../../../src/components/Header';
import { markRegistrantSignedIn } from '../../../src/services/registration/registrantFlag';

const page = (
  <MemoryRouter initialEntries={['/about-us']}>
    <Header menu={MENU} />
    <Footer />
  </MemoryRouter>
);

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main' }));
const menuLink = () => mainMenu().queryByRole('link', { name: 'My registrations' });

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("'My registrations' in the footer", () => {
  it('is there for everyone, signed in or not', () => {
    render(page);
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'My registrations' }),
    ).toHaveAttribute('href', '/my-registrations');
    expect(menuLink()).toBeNull();
  });
});

describe("'My registrations' in the menu", () => {
  it('shows while a registrant is signed in here, and goes at sign-out', () => {
    render(page);
    expect(menuLink()).toBeNull();
    act(() => markRegistrantSignedIn(true));
    expect(menuLink()).toHaveAttribute('href', '/my-registrations');
    expect(localStorage.getItem('registrantSignedIn')).toBe('1');
    act(() => markRegistrantSignedIn(false));
    expect(menuLink()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('follows a sign-in or sign-out in another tab', () => {
    render(page);
    act(() => {
      localStorage.setItem('registrantSignedIn', '1');
      window.dispatchEvent(new StorageEvent('storage', { key: 'registrantSignedIn' }));
    });
    expect(menuLink()).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('registrantSignedIn');
      window.dispatchEvent(new StorageEvent('storage', { key: 'registrantSignedIn' }));
    });
    expect(menuLink()).toBeNull();
  });

  it('is not in the published page, and shows once it is hydrated, without a mismatch', async () => {
    markRegistrantSignedIn(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The build renders the signed-out page, whatever this browser holds.
    expect(container.querySelector('nav a[href="/my-registrations"]')).toBeNull();
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(container.querySelector('nav a[href="/my-registrations"]')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
