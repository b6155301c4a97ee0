import { act, screen, waitFor, within } from '@testing-library/react';
import type * as ProgrammesService from '../../../src/services/programmes';
import userEvent from '@testing-library/user-event';
import type * as ImageResize from '../../../src/admin/flow/imageResize';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgrammesAdmin } from '../../../src/admin/programmes/ProgrammesAdmin';
import { UnreadableImageError, resizeImage } from '../../../src/admin/flow/imageResize';
import { deleteUnreferencedFiles, uploadImage } from '../../../src/services/images';
import { listProgrammes } from '../../../src/services/programmes';
import { storageUrl } from '../../fixtures/documents';
import {
  answerDialog,
  changeLineOf,
  deferred,
  findToast,
  findToastBox,
  imageFile,
  programme,
  renderScreen,
  setUpScreenTests,
  trashed,
} from './helpers';
import { deleteProgrammeWithPhotos, programmePhotoIds } from '../../../src/services/galleryWrites';
import { addProgramme, updateProgramme } from '../../../src/services/records';
import type { TrashItem } from '../../../src/domain/types';
import { moveToTrash, restoreFromTrash } from '../../../src/services/trash';
import { readProgrammeRegistration } from '../../../src/services/registration/registrations';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/galleryWrites', () => import('./serviceMocks/galleryWrites'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof ProgrammesService>()),
  listProgrammes: vi.fn(),
}));
vi.mock('../../../src/services/images', () => import('./serviceMocks/images'));
vi.mock(
  '../../../src/services/registration/registrations',
  () => import('./serviceMocks/registrations'),
);
// Canvas work is tested on its own; here the resize only has to hand back a smaller image.
vi.mock('../../../src/admin/flow/imageResize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  resizeImage: vi.fn(),
}));

/** The camp's poster, as a download URL of the local emulators. */
const CAMP_POSTER_PATH = 'events/1_camp.webp';
const CAMP_POSTER = storageUrl(CAMP_POSTER_PATH);

/** The administrator's clock: 10 March 2026, in the morning, local time. */
const TODAY = new Date(2026, 2, 10, 9, 30);

// Stored as the service stores them: a programme of one day ends on the day it starts.
const camp = programme({
  id: 'camp',
  title: 'Youth Leadership Camp',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  time: '9:00 AM – 5:00 PM',
  place: 'St. Peter’s College, Agra',
  description: 'Three days together.\n\nBring a torch.',
  registrationUrl: 'https://forms.example.org/camp',
  imageUrl: CAMP_POSTER,
});
const retreat = programme({
  id: 'retreat',
  title: 'Lenten Retreat',
  startDate: '2026-04-02',
  endDate: '2026-04-02',
  place: 'Cathedral, Agra',
});
const going = programme({
  id: 'going',
  title: 'Bible Week',
  startDate: '2026-03-08',
  endDate: '2026-03-10',
});
const rally = programme({
  id: 'rally',
  title: 'Deanery Youth Rally',
  startDate: '2026-02-20',
  endDate: '2026-02-20',
  imageUrl: storageUrl('events/1_rally.webp'),
});
const carols = programme({
  id: 'carols',
  title: 'Carol Singing',
  startDate: '2025-12-20',
  endDate: '2025-12-22',
});

const resized = new Blob(['webp'], { type: 'image/webp' });

setUpScreenTests();

beforeEach(() => {
  // Only the date is faked: user-event and the toasts keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  vi.mocked(listProgrammes).mockResolvedValue([carols, retreat, rally, camp, going]);
  vi.mocked(addProgramme).mockResolvedValue('new-id');
  vi.mocked(updateProgramme).mockResolvedValue();
  vi.mocked(moveToTrash).mockResolvedValue(trashed('events', camp));
  vi.mocked(restoreFromTrash).mockResolvedValue();
  // Programmes without photos: deleting one asks the flow's question.
  vi.mocked(programmePhotoIds).mockResolvedValue([]);
  vi.mocked(uploadImage).mockResolvedValue('https://files/new.webp');
  vi.mocked(deleteUnreferencedFiles).mockResolvedValue();
  vi.mocked(resizeImage).mockResolvedValue(resized);
  // No programme takes registrations here (ProgrammeRegistrationSettings.test.tsx tests those).
  vi.mocked(readProgrammeRegistration).mockResolvedValue(null);
});

afterEach(() => {
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

async function show(path = '/admin/events') {
  const user = userEvent.setup();
  renderScreen(<ProgrammesAdmin />, path);
  await screen.findByText('Youth Leadership Camp');
  return user;
}

const group = (name: 'Upcoming' | 'Past') => screen.getByRole('region', { name });
const titlesIn = (name: 'Upcoming' | 'Past') =>
  within(group(name))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

type Field =
  | 'Title'
  | 'Start date'
  | 'End date (optional)'
  | 'Time (optional)'
  | 'Place (optional)'
  | 'Description (optional)'
  | 'Registration link (optional)'
  | 'Title in Hindi (optional)'
  | 'Place in Hindi (optional)'
  | 'Description in Hindi (optional)';

async function fill(user: User, form: HTMLElement, values: Partial<Record<Field, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

describe('the list', () => {
  it("shows 'Manage Events', then Upcoming soonest first and Past most recent first", async () => {
    await show();
    expect(screen.getByRole('heading', { name: 'Manage Events' })).toBeInTheDocument();
    // Bible Week ends today, so it is still upcoming.
    expect(titlesIn('Upcoming')).toEqual(['Bible Week', 'Youth Leadership Camp', 'Lenten Retreat']);
    expect(titlesIn('Past')).toEqual(['Deanery Youth Rally', 'Carol Singing']);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Upcoming', 'Past']);
  });

  it.each([
    [
      'the next morning, a programme that ended yesterday is past',
      new Date(2026, 2, 11, 0, 5),
      ['Youth Leadership Camp', 'Lenten Retreat'],
      ['Bible Week', 'Deanery Youth Rally', 'Carol Singing'],
    ],
    [
      'late on its first day, a programme of three days is upcoming',
      new Date(2026, 2, 12, 23, 55),
      ['Youth Leadership Camp', 'Lenten Retreat'],
      ['Bible Week', 'Deanery Youth Rally', 'Carol Singing'],
    ],
    [
      'on the day of a one-day programme it is upcoming, the day after past',
      new Date(2026, 3, 3, 8, 0),
      null,
      [
        'Lenten Retreat',
        'Youth Leadership Camp',
        'Bible Week',
        'Deanery Youth Rally',
        'Carol Singing',
      ],
    ],
  ])('groups by the local date: %s', async (_, now, upcoming, past) => {
    vi.setSystemTime(now);
    await show();
    if (upcoming) expect(titlesIn('Upcoming')).toEqual(upcoming);
    else expect(screen.queryByRole('region', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(titlesIn('Past')).toEqual(past);
  });

  it('shows no Past group while every programme is still to come', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([retreat, camp]);
    await show();
    expect(titlesIn('Upcoming')).toEqual(['Youth Leadership Camp', 'Lenten Retreat']);
    expect(screen.queryByRole('region', { name: 'Past' })).not.toBeInTheDocument();
  });

  it('shows on each card the poster or a placeholder, the title, the dates and the place', async () => {
    await show();
    const campCard = card('Youth Leadership Camp');
    expect(
      within(campCard).getByRole('img', { name: 'Poster of Youth Leadership Camp' }),
    ).toHaveAttribute('src', CAMP_POSTER);
    expect(within(campCard).getByText('St. Peter’s College, Agra')).toBeInTheDocument();
    expect(campCard).toHaveTextContent('12–14 Mar 2026');
    expect(
      within(campCard).getByRole('button', { name: 'Edit Youth Leadership Camp' }),
    ).toBeInTheDocument();
    expect(
      within(campCard).getByRole('button', { name: 'Delete Youth Leadership Camp' }),
    ).toBeInTheDocument();

    const retreatCard = card('Lenten Retreat');
    expect(
      within(retreatCard).getByRole('img', { name: 'Lenten Retreat (no poster)' }),
    ).toBeInTheDocument();
    expect(retreatCard).toHaveTextContent('Thu 2 Apr 2026');
    expect(within(retreatCard).getByText('Cathedral, Agra')).toBeInTheDocument();

    expect(card('Carol Singing')).toHaveTextContent('20–22 Dec 2025');
  });

  it('says on each card when it was added or last edited, and by whom', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([
      {
        ...camp,
        createdBy: 'uid-anita',
        updatedAt: '2026-03-07T09:30:00.000Z',
        updatedBy: 'uid-ravi',
      },
      { ...retreat, createdBy: 'uid-bea' },
    ]);
    await show();
    expect(changeLineOf(card('Youth Leadership Camp'))).toBe('Edited 3 days ago by Ravi');
    // Added on 1 January, by the administrator's calendar.
    expect(changeLineOf(card('Lenten Retreat'))).toBe('Added 2 months ago by Bea');
  });

  it('shows the empty state', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([]);
    renderScreen(<ProgrammesAdmin />);
    expect(await screen.findByText('No events yet. Add your first event!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch events' when the list cannot be read", async () => {
    vi.mocked(listProgrammes).mockRejectedValue(new Error('offline'));
    renderScreen(<ProgrammesAdmin />);
    await findToast('Failed to fetch events');
    // The toast shows first; the list's empty state in a later render.
    expect(await screen.findByText('No events yet. Add your first event!')).toBeInTheDocument();
  });
});

describe('adding', () => {
  async function openAdd() {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add New Event' }));
    return { user, form: screen.getByRole('form', { name: 'Add New Event' }) };
  }

  it('has the labelled fields, and toggles with Cancel', async () => {
    const { user, form } = await openAdd();
    const field = (label: Field) => within(form).getByLabelText(label);
    expect(field('Title')).toHaveFocus();
    expect(field('Start date')).toHaveAttribute('type', 'date');
    expect(field('End date (optional)')).toHaveAttribute('type', 'date');
    expect(field('Time (optional)')).toHaveAttribute('placeholder', '10:00 AM – 4:00 PM');
    expect(field('Place (optional)')).toBeInTheDocument();
    expect(field('Description (optional)').tagName).toBe('TEXTAREA');
    expect(field('Description (optional)')).toHaveAccessibleDescription(
      'Leave a blank line between paragraphs.',
    );
    expect(field('Registration link (optional)')).toHaveAttribute('type', 'url');
    const poster = within(form).getByLabelText('Poster (optional)');
    expect(poster).toHaveAttribute('type', 'file');
    expect(poster).toHaveAttribute('accept', 'image/*');
    expect(within(form).getByRole('button', { name: 'Add Event' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Event' })).toBeInTheDocument();
  });

  it('opens with the add form open from ?new=1', async () => {
    renderScreen(<ProgrammesAdmin />, '/admin/events?new=1');
    const form = screen.getByRole('form', { name: 'Add New Event' });
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    await screen.findByText('Youth Leadership Camp');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it.each<[string, Partial<Record<Field, string>>, string]>([
    ['a blank title', { Title: '   ' }, 'Title and start date are required'],
    ['no start date', { 'Start date': '' }, 'Title and start date are required'],
    [
      'an end date before the start',
      { 'End date (optional)': '2026-05-01' },
      'End date cannot be before start date',
    ],
    [
      'a registration link without https://',
      { 'Registration link (optional)': 'http://forms.example.org/x' },
      'The registration link must start with https://',
    ],
    [
      'a registration link without a scheme',
      { 'Registration link (optional)': 'forms.example.org/x' },
      'The registration link must start with https://',
    ],
  ])('refuses %s, inline and as a toast', async (_, change, message) => {
    const { user, form } = await openAdd();
    await fill(user, form, { Title: 'Youth Day', 'Start date': '2026-05-03', ...change });
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(addProgramme).not.toHaveBeenCalled();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('adds a programme of one day without a poster: an empty end date, trimmed text', async () => {
    const { user, form } = await openAdd();
    await fill(user, form, {
      Title: '  Youth Day  ',
      'Start date': '2026-05-03',
      'Time (optional)': '10:00 AM – 4:00 PM',
      'Place (optional)': 'St. Mary’s Church, Mathura ',
      'Description (optional)': 'First paragraph.\n\nSecond paragraph.\n',
    });
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));

    await findToast('Event added successfully');
    expect(addProgramme).toHaveBeenCalledWith({
      title: 'Youth Day',
      startDate: '2026-05-03',
      endDate: '',
      time: '10:00 AM – 4:00 PM',
      place: 'St. Mary’s Church, Mathura',
      description: 'First paragraph.\n\nSecond paragraph.',
      titleHi: '',
      placeHi: '',
      descriptionHi: '',
      registrationUrl: '',
      imageUrl: '',
    });
    // The form closes and the list is read again in a render after the toast's.
    await waitFor(() => {
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(listProgrammes).toHaveBeenCalledTimes(2);
    });
    expect(resizeImage).not.toHaveBeenCalled();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it("adds a programme with its title, place and description in Hindi, under 'हिंदी (Hindi)'", async () => {
    const { user, form } = await openAdd();
    const hindi = within(form).getByRole('group', { name: 'हिंदी (Hindi)' });
    for (const label of [
      'Title in Hindi (optional)',
      'Place in Hindi (optional)',
      'Description in Hindi (optional)',
    ])
      expect(within(hindi).getByLabelText(label)).toHaveAttribute('lang', 'hi');
    expect(within(hindi).getByLabelText('Description in Hindi (optional)').tagName).toBe(
      'TEXTAREA',
    );
    await fill(user, form, {
      Title: 'Youth Day',
      'Start date': '2026-05-03',
      'Place (optional)': 'Cathedral, Agra',
      'Title in Hindi (optional)': ' युवा दिवस ',
      'Place in Hindi (optional)': 'कैथेड्रल, आगरा',
      'Description in Hindi (optional)': 'पहला अनुच्छेद।\n\nदूसरा अनुच्छेद।\n',
    });
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));

    await findToast('Event added successfully');
    expect(addProgramme).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Youth Day',
        place: 'Cathedral, Agra',
        titleHi: 'युवा दिवस',
        placeHi: 'कैथेड्रल, आगरा',
        descriptionHi: 'पहला अनुच्छेद।\n\nदूसरा अनुच्छेद।',
      }),
    );
  });

  it('refuses a Hindi title over 200 characters, inline and as a toast', async () => {
    const { user, form } = await openAdd();
    await fill(user, form, { Title: 'Youth Day', 'Start date': '2026-05-03' });
    // Typed as one paste: 201 letters typed one by one would be slow.
    await user.click(within(form).getByLabelText('Title in Hindi (optional)'));
    await user.paste('क'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    const message = 'Title in Hindi must be at most 200 characters';
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(addProgramme).not.toHaveBeenCalled();
  });

  it("adds a programme with a poster resized to 1600 px, stored under events/, 'Processing...' meanwhile", async () => {
    const { user, form } = await openAdd();
    await fill(user, form, {
      Title: 'Jubilee Youth Pilgrimage',
      'Start date': '2026-05-08',
      'End date (optional)': '2026-05-10',
      'Registration link (optional)': 'https://forms.example.org/jubilee',
    });
    const picked = imageFile('Jubilee Poster.png', 'image/png');
    await user.upload(within(form).getByLabelText('Poster (optional)'), picked);

    const saving = deferred<string>();
    vi.mocked(addProgramme).mockReturnValue(saving.promise);
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(await within(form).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    saving.resolve('id');

    await findToast('Event added successfully');
    expect(resizeImage).toHaveBeenCalledWith(picked, 1600);
    expect(uploadImage).toHaveBeenCalledWith(
      `events/${TODAY.getTime()}_Jubilee_Poster.webp`,
      resized,
      undefined,
    );
    expect(addProgramme).toHaveBeenCalledWith({
      title: 'Jubilee Youth Pilgrimage',
      startDate: '2026-05-08',
      endDate: '2026-05-10',
      time: '',
      place: '',
      description: '',
      titleHi: '',
      placeHi: '',
      descriptionHi: '',
      registrationUrl: 'https://forms.example.org/jubilee',
      imageUrl: 'https://files/new.webp',
    });
    expect(vi.mocked(uploadImage).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(addProgramme).mock.invocationCallOrder[0] as number,
    );
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it("says 'Failed to add event', deletes the new poster and keeps the form as typed", async () => {
    vi.mocked(addProgramme).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user, form } = await openAdd();
    await fill(user, form, { Title: 'Youth Day', 'Start date': '2026-05-03' });
    await user.upload(within(form).getByLabelText('Poster (optional)'), imageFile());
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));

    await findToast('Failed to add event');
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ url: 'https://files/new.webp' }]);
    // The form says it too, and its button comes back, in a render after the toast's.
    await waitFor(() => {
      expect(within(form).getByRole('alert')).toHaveTextContent('Failed to add event');
      expect(within(form).getByRole('button', { name: 'Add Event' })).toBeEnabled();
    });
    expect(within(form).getByLabelText('Title')).toHaveValue('Youth Day');
    expect(listProgrammes).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to add event' when the poster cannot be uploaded, and writes nothing", async () => {
    vi.mocked(uploadImage).mockRejectedValue(new Error('storage/unauthorized'));
    const { user, form } = await openAdd();
    await fill(user, form, { Title: 'Youth Day', 'Start date': '2026-05-03' });
    await user.upload(within(form).getByLabelText('Poster (optional)'), imageFile());
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));

    await findToast('Failed to add event');
    expect(addProgramme).not.toHaveBeenCalled();
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it('says which pictures work, and keeps the form, when the poster cannot be read', async () => {
    const message =
      'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.';
    vi.mocked(resizeImage).mockRejectedValue(new UnreadableImageError());
    const { user, form } = await openAdd();
    await fill(user, form, { Title: 'Youth Day', 'Start date': '2026-05-03' });
    await user.upload(
      within(form).getByLabelText('Poster (optional)'),
      imageFile('poster.heic', 'image/heic'),
    );
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));

    await findToast(message);
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(message));
    expect(uploadImage).not.toHaveBeenCalled();
    expect(addProgramme).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image before anything is uploaded', async () => {
    const { user, form } = await openAdd();
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(form).getByLabelText('Poster (optional)'),
        imageFile('programme.pdf', 'application/pdf'),
      );
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
    );
    await fill(user, form, { Title: 'Youth Day', 'Start date': '2026-05-03' });
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    await findToast('Event added successfully');
    expect(uploadImage).not.toHaveBeenCalled();
  });
});

describe('editing', () => {
  async function openEdit(title = 'Youth Leadership Camp') {
    const user = await show();
    await user.click(screen.getByRole('button', { name: `Edit ${title}` }));
    return { user, form: screen.getByRole('form', { name: 'Edit Event' }) };
  }

  it('fills the form from the programme and keeps its poster when none is picked', async () => {
    const { user, form } = await openEdit();
    const field = (label: Field) => within(form).getByLabelText(label);
    expect(field('Title')).toHaveValue('Youth Leadership Camp');
    expect(field('Start date')).toHaveValue('2026-03-12');
    expect(field('End date (optional)')).toHaveValue('2026-03-14');
    expect(field('Time (optional)')).toHaveValue('9:00 AM – 5:00 PM');
    expect(field('Place (optional)')).toHaveValue('St. Peter’s College, Agra');
    expect(field('Description (optional)')).toHaveValue('Three days together.\n\nBring a torch.');
    expect(field('Registration link (optional)')).toHaveValue('https://forms.example.org/camp');
    expect(within(form).getByRole('img', { name: 'Current poster' })).toHaveAttribute(
      'src',
      CAMP_POSTER,
    );

    await fill(user, form, { 'Place (optional)': 'Cathedral Grounds, Agra' });
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(updateProgramme).toHaveBeenCalledWith('camp', {
      title: 'Youth Leadership Camp',
      startDate: '2026-03-12',
      endDate: '2026-03-14',
      time: '9:00 AM – 5:00 PM',
      place: 'Cathedral Grounds, Agra',
      description: 'Three days together.\n\nBring a torch.',
      titleHi: '',
      placeHi: '',
      descriptionHi: '',
      registrationUrl: 'https://forms.example.org/camp',
      // Empty: the service keeps the stored poster.
      imageUrl: '',
    });
    await waitFor(() => {
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(listProgrammes).toHaveBeenCalledTimes(2);
    });
    expect(uploadImage).not.toHaveBeenCalled();
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it('keeps the Hindi title, place and description on an edit, and empties one when cleared', async () => {
    vi.mocked(listProgrammes).mockResolvedValue([
      {
        ...camp,
        titleHi: 'युवा नेतृत्व शिविर',
        placeHi: 'सेंट पीटर्स कॉलेज, आगरा',
        descriptionHi: 'तीन दिन साथ।',
      },
    ]);
    const { user, form } = await openEdit();
    expect(within(form).getByLabelText('Title in Hindi (optional)')).toHaveValue('युवा नेतृत्व शिविर');
    expect(within(form).getByLabelText('Description in Hindi (optional)')).toHaveValue(
      'तीन दिन साथ।',
    );
    await fill(user, form, { 'Place in Hindi (optional)': '' });
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(updateProgramme).toHaveBeenCalledWith(
      'camp',
      expect.objectContaining({
        title: 'Youth Leadership Camp',
        titleHi: 'युवा नेतृत्व शिविर',
        placeHi: '',
        descriptionHi: 'तीन दिन साथ।',
      }),
    );
  });

  it('shows a programme of one day with an empty end date', async () => {
    const { user, form } = await openEdit('Lenten Retreat');
    expect(within(form).getByLabelText('Start date')).toHaveValue('2026-04-02');
    expect(within(form).getByLabelText('End date (optional)')).toHaveValue('');
    expect(within(form).queryByRole('img', { name: 'Current poster' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(updateProgramme).toHaveBeenCalledWith(
      'retreat',
      expect.objectContaining({ startDate: '2026-04-02', endDate: '' }),
    );
  });

  it('with a new poster replaces the old one only after the update', async () => {
    const { user, form } = await openEdit();
    await user.upload(within(form).getByLabelText('Poster (optional)'), imageFile('camp-v2.jpg'));
    expect(within(form).queryByRole('img', { name: 'Current poster' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));

    await findToast('Event updated successfully');
    expect(uploadImage).toHaveBeenCalledWith(
      `events/${TODAY.getTime()}_camp-v2.webp`,
      resized,
      undefined,
    );
    expect(updateProgramme).toHaveBeenCalledWith(
      'camp',
      expect.objectContaining({ imageUrl: 'https://files/new.webp' }),
    );
    expect(deleteUnreferencedFiles).toHaveBeenCalledTimes(1);
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ url: CAMP_POSTER }]);
    expect(vi.mocked(updateProgramme).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(deleteUnreferencedFiles).mock.invocationCallOrder[0] as number,
    );
  });

  it('still says it is updated when the old poster cannot be deleted (only logged)', async () => {
    vi.mocked(deleteUnreferencedFiles).mockRejectedValue(new Error('storage/object-not-found'));
    const { user, form } = await openEdit();
    await user.upload(within(form).getByLabelText('Poster (optional)'), imageFile());
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(console.error).toHaveBeenCalledWith(
      'Could not delete the image',
      { url: CAMP_POSTER },
      expect.any(Error),
    );
  });

  it("loses nothing when the update fails: 'Failed to update event'", async () => {
    vi.mocked(updateProgramme).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user, form } = await openEdit();
    await fill(user, form, { Title: 'Changed' });
    await user.upload(within(form).getByLabelText('Poster (optional)'), imageFile());
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));

    await findToast('Failed to update event');
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ url: 'https://files/new.webp' }]);
    await waitFor(() => {
      expect(within(form).getByRole('alert')).toHaveTextContent('Failed to update event');
      expect(within(form).getByRole('button', { name: 'Update Event' })).toBeEnabled();
    });
    expect(deleteUnreferencedFiles).not.toHaveBeenCalledWith([{ url: CAMP_POSTER }]);
    expect(within(form).getByLabelText('Title')).toHaveValue('Changed');
  });

  it('validates an edit as it does an addition', async () => {
    const { user, form } = await openEdit();
    await fill(user, form, { 'End date (optional)': '2026-03-11' });
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('End date cannot be before start date');
    expect(updateProgramme).not.toHaveBeenCalled();
  });
});

describe('the link preview after a save', () => {
  const LINK_PREVIEW = /Its link preview .* follows at the next publish, every night\./;

  it.each([
    ['adding', 'Add New Event', 'Add Event'],
    ['editing', 'Edit Youth Leadership Camp', 'Update Event'],
  ])(
    'after %s, says the page shows it now and its link preview at the next publish',
    async (_, open, save) => {
      const user = await show();
      await user.click(screen.getByRole('button', { name: open }));
      const form = screen.getByRole('form');
      expect(screen.queryByText(LINK_PREVIEW)).not.toBeInTheDocument();
      if (open === 'Add New Event')
        await fill(user, form, { Title: 'Youth Day', 'Start date': '2026-05-03' });
      await user.click(within(form).getByRole('button', { name: save }));
      expect(await screen.findByText(LINK_PREVIEW)).toHaveTextContent(
        /^The programme's page shows the saved event now\./,
      );
      // Opening the form again puts it away.
      await user.click(screen.getByRole('button', { name: 'Add New Event' }));
      expect(screen.queryByText(LINK_PREVIEW)).not.toBeInTheDocument();
    },
  );

  it('says nothing of it when the save fails', async () => {
    vi.mocked(updateProgramme).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Youth Leadership Camp' }));
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    await findToast('Failed to update event');
    expect(screen.queryByText(LINK_PREVIEW)).not.toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('asks first; Cancel deletes nothing', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth Leadership Camp' }));
    await screen.findByRole('alertdialog');
    await answerDialog(user, 'Are you sure you want to delete this event?', 'Cancel');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(moveToTrash).not.toHaveBeenCalled();
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it('moves the programme to the Trash, keeps its poster, reads the list again, and Undo puts it back', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth Leadership Camp' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const toast = await findToastBox('Event deleted successfully');
    expect(moveToTrash).toHaveBeenCalledWith('events', 'camp');
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
    await waitFor(() => expect(listProgrammes).toHaveBeenCalledTimes(2));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await findToast('Event put back: Youth Leadership Camp');
    expect(restoreFromTrash).toHaveBeenCalledWith(trashed('events', camp));
    await waitFor(() => expect(listProgrammes).toHaveBeenCalledTimes(3));
  });

  it("says 'Failed to delete event' and keeps the poster", async () => {
    vi.mocked(moveToTrash).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth Leadership Camp' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete event');
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Youth Leadership Camp' })).toBeInTheDocument();
  });
});

describe('deleting a programme with photos', () => {
  const QUESTION = '“Youth Leadership Camp” has 3 photos. What should happen to them?';
  const KEEP = 'Keep its 3 photos in the gallery';
  const TRASH = 'Move its 3 photos to the Trash too';

  beforeEach(() => {
    vi.mocked(programmePhotoIds).mockResolvedValue(['p1', 'p2', 'p3']);
  });

  async function askToDelete() {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth Leadership Camp' }));
    const dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    return { user, dialog };
  }

  it('asks what becomes of them, keeping them by default; Cancel changes nothing', async () => {
    const { user, dialog } = await askToDelete();
    expect(programmePhotoIds).toHaveBeenCalledWith('camp');
    expect(within(dialog).getByRole('radio', { name: KEEP })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: TRASH })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteProgrammeWithPhotos).not.toHaveBeenCalled();
    expect(moveToTrash).not.toHaveBeenCalled();
  });

  it('moves the photos as chosen with their progress, then says the event is deleted', async () => {
    const moving = deferred<TrashItem>();
    let report: ((done: number, total: number) => void) | undefined;
    vi.mocked(deleteProgrammeWithPhotos).mockImplementation((_id, _photos, onProgress) => {
      report = onProgress;
      return moving.promise;
    });
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('radio', { name: TRASH }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleteProgrammeWithPhotos).toHaveBeenCalledWith('camp', 'trash', expect.any(Function));
    act(() => report?.(2, 3));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Moving photos: 2 of 3');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    moving.resolve(trashed('events', camp));
    await findToast('Event deleted successfully');
    // The dialog closes once the deletion's toast is up: under a full run's load, a moment later.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listProgrammes).toHaveBeenCalledTimes(2));
  });

  it('says what to do when interrupted, and Delete again finishes the job', async () => {
    vi.mocked(deleteProgrammeWithPhotos).mockRejectedValueOnce(new Error('Failed to fetch'));
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some photos were not moved. Delete the programme again to finish.',
    );
    expect(deleteProgrammeWithPhotos).toHaveBeenCalledWith('camp', 'keep', expect.any(Function));

    vi.mocked(deleteProgrammeWithPhotos).mockResolvedValueOnce(trashed('events', camp));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Event deleted successfully');
    expect(deleteProgrammeWithPhotos).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to delete event' when its photos cannot be counted, and deletes nothing", async () => {
    vi.mocked(programmePhotoIds).mockRejectedValue(new Error('Failed to fetch'));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth Leadership Camp' }));
    await findToast('Failed to delete event: Failed to fetch');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteProgrammeWithPhotos).not.toHaveBeenCalled();
    expect(moveToTrash).not.toHaveBeenCalled();
  });
});
