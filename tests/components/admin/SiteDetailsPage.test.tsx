/** Settings' 'Site details' page, as an owner sees and uses it (only owners open it). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteDetailsPage } from '../../../src/admin/settings/SiteDetailsPage';
import { BUILT_IN_SITE_DETAILS } from '../../../src/components/siteDetails';
import type { SavedSiteDetails } from '../../../src/domain/siteDetails';
import { readSiteDetails } from '../../../src/services/siteDetails';
import { saveSiteDetails } from '../../../src/services/siteSettings';
import { deferred, findToast, permissionDenied, renderScreen, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/siteDetails', () => import('./serviceMocks/siteDetails'));
vi.mock('../../../src/services/siteSettings', () => import('./serviceMocks/siteSettings'));

setUpScreenTests();

const SAVED: SavedSiteDetails = {
  addressLines: ['Parish Hall', 'Mathura 281001'],
  phone: '0565 240 0000',
  email: 'mathura@example.org',
  secondaryEmail: '',
  about: 'Young people of Mathura.',
  mapPlace: 'Parish Hall, Mathura',
  facebook: '',
  instagram: 'https://www.instagram.com/mathurayouth',
  youtube: '',
  updatedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
  updatedBy: 'uid-bea',
};

beforeEach(() => {
  vi.mocked(readSiteDetails).mockResolvedValue(SAVED);
  vi.mocked(saveSiteDetails).mockImplementation(async (details) => ({
    ...details,
    updatedAt: new Date(),
    updatedBy: 'uid-anita',
  }));
});

const section = () => within(screen.getByRole('region', { name: 'Site details' }));
/** The line that says whether and when the details were saved, once it reads `text`. */
const savedLine = (text: RegExp) =>
  screen.findByText(
    (_, element) =>
      element?.getAttribute('role') === 'status' && text.test(element.textContent ?? ''),
  );
const field = (label: string) => section().getByLabelText(label);
const save = (user: UserEvent) =>
  user.click(section().getByRole('button', { name: 'Save site details' }));
async function retype(user: UserEvent, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

describe('the site details section', () => {
  it('shows the saved details, who saved them and when', async () => {
    renderScreen(<SiteDetailsPage />);
    expect(await savedLine(/Last saved 3 days ago.* by Bea\.$/)).toBeInTheDocument();
    expect(field('Postal address')).toHaveValue('Parish Hall\nMathura 281001');
    expect(field('Phone')).toHaveValue('0565 240 0000');
    expect(field('Instagram page')).toHaveValue('https://www.instagram.com/mathurayouth');
    expect(field('Facebook page')).toHaveValue('');
    expect(section().getByText(/appear on the site at the next publish/)).toBeInTheDocument();
  });

  it('starts from the built-in details while none are saved', async () => {
    vi.mocked(readSiteDetails).mockResolvedValue(null);
    renderScreen(<SiteDetailsPage />);
    expect(await savedLine(/Not saved yet/)).toBeInTheDocument();
    expect(field('Postal address')).toHaveValue(BUILT_IN_SITE_DETAILS.addressLines.join('\n'));
    expect(field('E-mail address')).toHaveValue(BUILT_IN_SITE_DETAILS.email);
    expect(field('About text (footer)')).toHaveValue(BUILT_IN_SITE_DETAILS.about);
  });

  it('saves what the owner typed, the address a line each, trimmed', async () => {
    const user = userEvent.setup();
    renderScreen(<SiteDetailsPage />);
    await savedLine(/Last saved/);
    await retype(user, 'Phone', ' 0565 111 2222 ');
    await retype(user, 'Postal address', 'Parish Hall\n\n  Civil Lines \nMathura');
    await retype(user, 'YouTube page', 'https://www.youtube.com/@mathurayouth');
    await retype(user, 'Instagram page', '');
    await save(user);
    expect(
      await findToast('Site details saved. They appear on the site at the next publish.'),
    ).toBeInTheDocument();
    expect(saveSiteDetails).toHaveBeenCalledWith(
      {
        addressLines: ['Parish Hall', 'Civil Lines', 'Mathura'],
        phone: '0565 111 2222',
        email: SAVED.email,
        secondaryEmail: '',
        about: SAVED.about,
        aboutHi: '',
        mapPlace: SAVED.mapPlace,
        facebook: '',
        instagram: '',
        youtube: 'https://www.youtube.com/@mathurayouth',
      },
      SAVED,
    );
    expect(await savedLine(/Last saved just now.* by Anita\.$/)).toBeInTheDocument();
  });

  it("saves the about text in Hindi, asked under 'हिंदी (Hindi)', and empties it", async () => {
    const user = userEvent.setup();
    vi.mocked(readSiteDetails).mockResolvedValue({ ...SAVED, aboutHi: 'मथुरा के युवा।' });
    renderScreen(<SiteDetailsPage />);
    await savedLine(/Last saved/);
    const hindi = within(section().getByRole('group', { name: 'हिंदी (Hindi)' }));
    const aboutHi = hindi.getByLabelText('About text in Hindi (optional)');
    expect(aboutHi).toHaveAttribute('lang', 'hi');
    expect(aboutHi.tagName).toBe('TEXTAREA');
    expect(aboutHi).toHaveValue('मथुरा के युवा।');
    await retype(user, 'About text in Hindi (optional)', ' मथुरा के युवा।\n\nसाथ मिलकर। ');
    await save(user);
    await findToast('Site details saved. They appear on the site at the next publish.');
    expect(saveSiteDetails).toHaveBeenLastCalledWith(
      expect.objectContaining({ about: SAVED.about, aboutHi: 'मथुरा के युवा।\n\nसाथ मिलकर।' }),
      expect.objectContaining({ aboutHi: 'मथुरा के युवा।' }),
    );
    await retype(user, 'About text in Hindi (optional)', '');
    await save(user);
    await waitFor(() => expect(saveSiteDetails).toHaveBeenCalledTimes(2));
    expect(saveSiteDetails).toHaveBeenLastCalledWith(
      expect.objectContaining({ aboutHi: '' }),
      expect.anything(),
    );
  });

  it.each<[string, string, string, string]>([
    [
      'an about text in Hindi of 1,001 characters',
      'About text in Hindi (optional)',
      'क'.repeat(1001),
      'The about text in Hindi must be at most 1,000 characters',
    ],
    ['a blank phone', 'Phone', '', 'Address, phone, e-mail, about text and map place are required'],
    [
      'a blank map place',
      'Place shown on the map',
      '',
      'Address, phone, e-mail, about text and map place are required',
    ],
    [
      'an e-mail without @',
      'E-mail address',
      'mathura.example.org',
      'The e-mail address must be an address such as youth@example.org',
    ],
    [
      'a second e-mail with a space',
      'Second e-mail address (Contact page)',
      'office @example.org',
      'The second e-mail address must be empty or an address such as office@example.org',
    ],
    [
      'a Facebook link on another site',
      'Facebook page',
      'https://example.org/agra',
      'The Facebook link must be empty or an https:// address on facebook.com, such as https://www.facebook.com/yourpage',
    ],
    [
      'an Instagram link over http',
      'Instagram page',
      'http://instagram.com/agra',
      'The Instagram link must be empty or an https:// address on instagram.com, such as https://www.instagram.com/yourpage',
    ],
    [
      'a YouTube link to Facebook',
      'YouTube page',
      'https://www.facebook.com/agra',
      'The YouTube link must be empty or an https:// address on youtube.com, such as https://www.youtube.com/yourpage',
    ],
  ])('refuses %s, saying why, and saves nothing', async (_, label, text, message) => {
    const user = userEvent.setup();
    renderScreen(<SiteDetailsPage />);
    await savedLine(/Last saved/);
    await retype(user, label, text);
    await save(user);
    expect(await section().findByRole('alert')).toHaveTextContent(message);
    expect(saveSiteDetails).not.toHaveBeenCalled();
  });

  it('keeps what was typed and the saved details when a save fails', async () => {
    const user = userEvent.setup();
    vi.mocked(saveSiteDetails).mockRejectedValue(permissionDenied());
    renderScreen(<SiteDetailsPage />);
    await savedLine(/Last saved/);
    await retype(user, 'Phone', '0565 999 9999');
    await save(user);
    expect(await section().findByRole('alert')).toHaveTextContent(
      'Could not save the site details: Missing or insufficient permissions.',
    );
    expect(field('Phone')).toHaveValue('0565 999 9999');
    expect(await savedLine(/Last saved 3 days ago.* by Bea\.$/)).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Save site details' })).toBeEnabled();
  });

  it('says it is saving while the save is under way', async () => {
    const user = userEvent.setup();
    const saving = deferred<SavedSiteDetails>();
    vi.mocked(saveSiteDetails).mockReturnValue(saving.promise);
    renderScreen(<SiteDetailsPage />);
    await savedLine(/Last saved/);
    await save(user);
    expect(section().getByRole('button', { name: 'Saving...' })).toBeDisabled();
    saving.resolve({ ...SAVED, updatedAt: new Date(), updatedBy: 'uid-anita' });
    expect(await section().findByRole('button', { name: 'Save site details' })).toBeEnabled();
  });

  it('says when the details cannot be read, and reads them again on request', async () => {
    const user = userEvent.setup();
    vi.mocked(readSiteDetails).mockRejectedValueOnce(new Error('offline'));
    renderScreen(<SiteDetailsPage />);
    expect(await section().findByText('The site details could not be read.')).toBeInTheDocument();
    expect(await findToast('Could not read the site details: offline')).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Try again' }));
    expect(await savedLine(/Last saved/)).toBeInTheDocument();
    expect(field('Phone')).toHaveValue(SAVED.phone);
  });
});
