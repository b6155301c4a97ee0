/** Settings' 'Parishes' page, as an owner sees and uses it (only owners open it). */
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ParishesPage } from '../../../src/admin/settings/ParishesPage';
import { loadStartingParishes } from '../../../src/config/profile';
import type * as ProfileModule from '../../../src/config/profile';
import {
  ARCHDIOCESE_PARISHES,
  ARCHDIOCESE_PARISH_LIST,
} from '../../../src/config/profiles/agraParishes';
import type { SavedParishList } from '../../../src/domain/parishes';
import { readParishList } from '../../../src/services/parishes';
import { saveParishList } from '../../../src/services/siteSettings';
import { findToast, permissionDenied, renderScreen, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/siteSettings', () => import('./serviceMocks/siteSettings'));

/** The profile's starting list as loaded: this commission's, or a profile's that has none. */
const startingList = vi.hoisted(() => ({ none: false }));
vi.mock('../../../src/config/profile', async (importOriginal) => {
  const profile = await importOriginal<typeof ProfileModule>();
  return {
    ...profile,
    loadStartingParishes: vi.fn(() =>
      startingList.none ? Promise.resolve([]) : profile.loadStartingParishes(),
    ),
  };
});

setUpScreenTests();

const SAVED: SavedParishList = {
  deaneries: [
    { name: 'Agra', parishes: ['Cathedral', "St. Mary's"] },
    { name: 'Mathura', parishes: ['St. Dominic'] },
  ],
  updatedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
  updatedBy: 'uid-bea',
};

beforeEach(() => {
  vi.mocked(readParishList).mockResolvedValue(SAVED);
  vi.mocked(saveParishList).mockImplementation(async (deaneries) => ({
    deaneries,
    updatedAt: new Date(),
    updatedBy: 'uid-anita',
  }));
});

const section = () => within(screen.getByRole('region', { name: 'Parishes' }));
const status = (text: RegExp) =>
  screen.findByText(
    (_, element) =>
      element?.getAttribute('role') === 'status' && text.test(element.textContent ?? ''),
  );
const deanery = (name: string) => within(section().getByRole('group', { name }));
const save = (user: UserEvent) =>
  user.click(section().getByRole('button', { name: 'Save parish list' }));

describe('the parish list page', () => {
  it('shows each deanery with its parishes, and who saved the list when', async () => {
    renderScreen(<ParishesPage />);
    expect(
      await status(/2 deaneries, 3 parishes\. Last saved 2 days ago.* by Bea\.$/),
    ).toBeVisible();
    expect(deanery('Agra').getByLabelText('Name of the deanery')).toHaveValue('Agra');
    expect(deanery('Agra').getByLabelText('Its parishes, one on each line')).toHaveValue(
      "Cathedral\nSt. Mary's",
    );
    expect(deanery('Mathura').getByLabelText('Its parishes, one on each line')).toHaveValue(
      'St. Dominic',
    );
  });

  it('starts with one empty deanery while no list is saved', async () => {
    vi.mocked(readParishList).mockResolvedValue(null);
    renderScreen(<ParishesPage />);
    expect(await status(/Not saved yet: the registration forms ask for the parish/)).toBeVisible();
    expect(deanery('Deanery 1').getByLabelText('Name of the deanery')).toHaveValue('');
  });

  it('saves a deanery added, a parish added and a deanery removed, trimmed', async () => {
    const user = userEvent.setup();
    renderScreen(<ParishesPage />);
    await status(/Last saved/);
    await user.type(
      deanery('Agra').getByLabelText('Its parishes, one on each line'),
      '\n  St. Paul ',
    );
    await user.click(deanery('Mathura').getByRole('button', { name: 'Remove Mathura' }));
    await user.click(section().getByRole('button', { name: 'Add a deanery' }));
    await user.type(deanery('Deanery 2').getByLabelText('Name of the deanery'), 'Aligarh');
    await user.type(
      deanery('Aligarh').getByLabelText('Its parishes, one on each line'),
      'St. Fidelis',
    );
    await save(user);
    expect(await findToast('Parish list saved. The registration forms show it now.')).toBeVisible();
    expect(saveParishList).toHaveBeenCalledWith(
      [
        { name: 'Agra', parishes: ['Cathedral', "St. Mary's", 'St. Paul'] },
        { name: 'Aligarh', parishes: ['St. Fidelis'] },
      ],
      SAVED,
    );
    expect(await status(/^2 deaneries, 4 parishes\. Last saved .* by Anita\.$/)).toBeVisible();
  });

  it.each([
    ['a deanery twice', 'Mathura', 'Agra', 'The deanery ‘Agra’ is in the list twice.'],
    [
      'a deanery without a name',
      'Mathura',
      '',
      'Deanery 2 has parishes but no name. Give it a name.',
    ],
  ])('refuses %s with a clear message and saves nothing', async (_, name, typed, message) => {
    const user = userEvent.setup();
    renderScreen(<ParishesPage />);
    await status(/Last saved/);
    const input = deanery(name).getByLabelText('Name of the deanery');
    await user.clear(input);
    if (typed) await user.type(input, typed);
    await save(user);
    expect(await section().findByText(message)).toBeVisible();
    expect(saveParishList).not.toHaveBeenCalled();
  });

  it('refuses a deanery without parishes', async () => {
    const user = userEvent.setup();
    renderScreen(<ParishesPage />);
    await status(/Last saved/);
    await user.clear(deanery('Mathura').getByLabelText('Its parishes, one on each line'));
    await save(user);
    expect(
      await section().findByText(
        'The deanery ‘Mathura’ has no parishes. Add them, one on each line, or remove it.',
      ),
    ).toBeVisible();
    expect(saveParishList).not.toHaveBeenCalled();
  });

  it('keeps what was typed and the saved list when a save fails, and says why', async () => {
    vi.mocked(saveParishList).mockRejectedValue(permissionDenied());
    const user = userEvent.setup();
    renderScreen(<ParishesPage />);
    await status(/Last saved 2 days ago/);
    await user.type(
      deanery('Mathura').getByLabelText('Its parishes, one on each line'),
      '\nSt. Anne',
    );
    await save(user);
    expect(await section().findByText(/^Could not save the parish list: /)).toBeVisible();
    expect(deanery('Mathura').getByLabelText('Its parishes, one on each line')).toHaveValue(
      'St. Dominic\nSt. Anne',
    );
    expect(await status(/^2 deaneries, 3 parishes\. Last saved 2 days ago/)).toBeVisible();
  });

  it('says when the list cannot be read, and reads it again on request', async () => {
    vi.mocked(readParishList).mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderScreen(<ParishesPage />);
    expect(await section().findByText('The parish list could not be read.')).toBeVisible();
    await user.click(section().getByRole('button', { name: 'Try again' }));
    expect(await status(/Last saved 2 days ago/)).toBeVisible();
  });
});

describe("starting from the archdiocese's list", () => {
  const START = "Start from the archdiocese's list";
  const start = () => section().findByRole('button', { name: START });
  const parishCount = ARCHDIOCESE_PARISH_LIST.reduce((n, group) => n + group.parishes.length, 0);
  const [firstGroup] = ARCHDIOCESE_PARISH_LIST;

  beforeEach(() => {
    vi.mocked(readParishList).mockResolvedValue(null);
    startingList.none = false;
  });

  it('is not offered by a commission whose profile has no starting list', async () => {
    startingList.none = true;
    renderScreen(<ParishesPage />);
    expect(await screen.findByText(/^Not saved yet: the registration forms ask/)).toBeVisible();
    await vi.waitFor(() => expect(loadStartingParishes).toHaveReturned());
    // The list has come, and what it set is drawn.
    await act(() => vi.mocked(loadStartingParishes).mock.results[0]?.value);
    expect(section().getByLabelText('Name of the deanery')).toHaveValue('');
    expect(section().queryByRole('button', { name: START })).not.toBeInTheDocument();
    expect(section().queryByText(/You can start from the parishes/)).not.toBeInTheDocument();
  });

  it('fills the empty form with it, says what to check, and saves nothing until asked', async () => {
    const user = userEvent.setup();
    renderScreen(<ParishesPage />);
    expect(
      await section().findByText(
        new RegExp(`name: ${parishCount} parishes in ${ARCHDIOCESE_PARISHES.length} groups\\.`),
      ),
    ).toBeVisible();
    await user.click(await start());

    for (const group of ARCHDIOCESE_PARISH_LIST) {
      expect(deanery(group.name).getByLabelText('Name of the deanery')).toHaveValue(group.name);
      expect(deanery(group.name).getByLabelText('Its parishes, one on each line')).toHaveValue(
        group.parishes.join('\n'),
      );
    }
    const note = await status(/^The form now holds the archdiocese's list\. It is not saved yet\./);
    expect(note).toHaveTextContent(
      `${ARCHDIOCESE_PARISHES.length - 1} of its ${ARCHDIOCESE_PARISHES.length} groups are districts, not deaneries`,
    );
    expect(note).toHaveFocus();
    expect(section().queryByRole('button', { name: START })).not.toBeInTheDocument();
    expect(saveParishList).not.toHaveBeenCalled();
    expect(screen.getByText(/^Not saved yet: the registration forms ask/)).toBeVisible();

    await save(user);
    expect(await findToast('Parish list saved. The registration forms show it now.')).toBeVisible();
    expect(saveParishList).toHaveBeenCalledWith(ARCHDIOCESE_PARISH_LIST, null);
    expect(
      await status(
        new RegExp(
          `^${ARCHDIOCESE_PARISHES.length} deaneries, ${parishCount} parishes\\. Last saved`,
        ),
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^The form now holds/)).not.toBeInTheDocument();
  });

  it('saves the list as the owner corrected it: a group renamed, a parish added', async () => {
    const user = userEvent.setup();
    renderScreen(<ParishesPage />);
    await user.click(await start());
    const name = deanery(firstGroup!.name).getByLabelText('Name of the deanery');
    await user.clear(name);
    await user.type(name, 'Agra');
    await user.type(deanery('Agra').getByLabelText('Its parishes, one on each line'), '\nSt. Paul');
    await save(user);
    await findToast('Parish list saved. The registration forms show it now.');
    expect(saveParishList).toHaveBeenCalledWith(
      [
        { name: 'Agra', parishes: [...firstGroup!.parishes, 'St. Paul'] },
        ...ARCHDIOCESE_PARISH_LIST.slice(1),
      ],
      null,
    );
  });

  it('keeps the filled form, unsaved, when the save fails', async () => {
    vi.mocked(saveParishList).mockRejectedValue(permissionDenied());
    const user = userEvent.setup();
    renderScreen(<ParishesPage />);
    await user.click(await start());
    await save(user);
    expect(await section().findByText(/^Could not save the parish list: /)).toBeVisible();
    expect(deanery(firstGroup!.name).getByLabelText('Name of the deanery')).toHaveValue(
      firstGroup!.name,
    );
    expect(screen.getByText(/^The form now holds the archdiocese's list/)).toBeVisible();
    expect(screen.getByText(/^Not saved yet: the registration forms ask/)).toBeVisible();
  });

  it('is not offered over a saved list, nor over what the owner has begun to type', async () => {
    vi.mocked(readParishList).mockResolvedValue(SAVED);
    const user = userEvent.setup();
    const { unmount } = renderScreen(<ParishesPage />);
    await status(/Last saved/);
    expect(section().queryByRole('button', { name: START })).not.toBeInTheDocument();
    unmount();

    vi.mocked(readParishList).mockResolvedValue(null);
    renderScreen(<ParishesPage />);
    await start();
    await user.type(deanery('Deanery 1').getByLabelText('Name of the deanery'), 'Agra');
    expect(section().queryByRole('button', { name: START })).not.toBeInTheDocument();
  });

  it('is offered over a list saved empty', async () => {
    vi.mocked(readParishList).mockResolvedValue({ ...SAVED, deaneries: [] });
    renderScreen(<ParishesPage />);
    expect(await start()).toBeVisible();
  });
});
