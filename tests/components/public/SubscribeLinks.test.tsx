/**
 * 'Subscribe to all programmes' on /programmes and /calendar: the links to the calendar the build
 * writes (/programmes.ics) on the site's public address, and 'Copy the address' with the
 * clipboard, or without it.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscribeLinks, feedAddresses } from '../../../src/components/SubscribeLinks';

// The component reads the site's public address when it is loaded.
vi.hoisted(() => {
  vi.stubEnv('VITE_SITE_URL', 'https://youth.example.org/');
});

const FEED = 'https://youth.example.org/programmes.ics';
const WEBCAL = 'webcal://youth.example.org/programmes.ics';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('feedAddresses', () => {
  it.each([
    [
      'https://youth.example.org',
      FEED,
      WEBCAL,
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fyouth.example.org%2Fprogrammes.ics',
    ],
    [
      'https://demo-youth-commission.web.app//',
      'https://demo-youth-commission.web.app/programmes.ics',
      'webcal://demo-youth-commission.web.app/programmes.ics',
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fdemo-youth-commission.web.app%2Fprogrammes.ics',
    ],
    [
      'http://127.0.0.1:5000',
      'http://127.0.0.1:5000/programmes.ics',
      'webcal://127.0.0.1:5000/programmes.ics',
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2F127.0.0.1%3A5000%2Fprogrammes.ics',
    ],
  ])('%s', (site, https, webcal, google) => {
    expect(feedAddresses(site)).toEqual({ https, webcal, google });
  });
});

const group = () => screen.getByRole('region', { name: 'Subscribe to all programmes' });

/** The clipboard the page sees (user-event puts in its own at setup, so this comes after). */
function clipboard(writeText: ((text: string) => Promise<void>) | null) {
  const board = writeText ? { writeText: vi.fn(writeText) } : undefined;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: board });
  return board;
}

describe('SubscribeLinks', () => {
  it('links to the calendar on the site’s address, for calendar apps and Google Calendar', () => {
    render(<SubscribeLinks />);
    const links = within(group());
    expect(links.getByRole('link', { name: 'Phone, Outlook or Apple Calendar' })).toHaveAttribute(
      'href',
      WEBCAL,
    );
    const google = links.getByRole('link', { name: /^Google Calendar/ });
    expect(google).toHaveTextContent('Google Calendar (opens in a new tab)');
    expect(google).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(WEBCAL)}`,
    );
    expect(google).toHaveAttribute('target', '_blank');
    expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links.getByRole('button', { name: 'Copy the address' })).toBeEnabled();
    expect(
      links.getByText('Calendar apps refresh subscribed calendars about once a day.'),
    ).toBeVisible();
    // Some calendar apps ignore the reminders of subscribed calendars: none is promised.
    expect(group()).not.toHaveTextContent(/remind/i);
    expect(links.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the address and says so', async () => {
    const user = userEvent.setup();
    const board = clipboard(() => Promise.resolve());
    render(<SubscribeLinks />);
    await user.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(board?.writeText).toHaveBeenCalledExactlyOnceWith(FEED);
    expect(within(group()).getByRole('status')).toHaveTextContent(/^Address copied\./);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each<[string, ((text: string) => Promise<void>) | null]>([
    ['the browser refuses to copy', () => Promise.reject(new DOMException('Denied'))],
    ['the browser has no clipboard (not a secure context)', null],
  ])('when %s, shows the address selected in a read-only field and says so', async (_, write) => {
    const user = userEvent.setup();
    clipboard(write);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<SubscribeLinks />);
    await user.click(screen.getByRole('button', { name: 'Copy the address' }));
    const field = within(group()).getByRole<HTMLInputElement>('textbox', {
      name: 'Address of the programmes calendar',
    });
    expect(field).toHaveValue(FEED);
    expect(field).toHaveAttribute('readonly');
    // The field is focused and selected by an effect after it is drawn, which a busy machine
    // runs a moment after the click's own work.
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, FEED.length]);
    expect(within(group()).getByRole('status')).toHaveTextContent(
      /did not let the page copy the address: it is selected in the field below/,
    );
    expect(warn).toHaveBeenCalled();
  });

  it('renders the same markup at build time and in the browser’s first render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SubscribeLinks />);
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <SubscribeLinks />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('link', { name: /Apple Calendar/ })).toHaveAttribute(
      'href',
      WEBCAL,
    );
    act(() => root.unmount());
    container.remove();
  });
});
