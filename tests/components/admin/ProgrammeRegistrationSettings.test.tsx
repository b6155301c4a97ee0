/**
 * Events (admin): a programme's registration on this site, in its form ('Take registrations
 * here' and its settings, saved after the programme) and on its card ('Registrations (12
 * confirmed, 3 waiting)').
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImageResize from '../../../src/admin/flow/imageResize';
import { resizeImage } from '../../../src/admin/flow/imageResize';
import { ProgrammesAdmin } from '../../../src/admin/programmes/ProgrammesAdmin';
import type {
  ProgrammeRegistration,
  RegistrationSettings,
} from '../../../src/domain/registration/registrations';
import { deleteUnreferencedFiles, uploadImage } from '../../../src/services/images';
import type * as ProgrammesService from '../../../src/services/programmes';
import { listProgrammes } from '../../../src/services/programmes';
import { programmePhotoIds } from '../../../src/services/galleryWrites';
import { addProgramme, updateProgramme } from '../../../src/services/records';
import {
  readProgrammeReminders,
  saveProgrammeReminders,
} from '../../../src/services/registration/reminders';
import {
  RegistrationRefused,
  moveRegistrationsExpiry,
  readProgrammeRegistration,
  saveRegistrationSettings,
} from '../../../src/services/registration/registrations';
import {
  deferred,
  findToast,
  imageFile,
  permissionDenied,
  programme,
  renderScreen,
  setUpScreenTests,
} from './helpers';

vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/galleryWrites', () => import('./serviceMocks/galleryWrites'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/images', () => import('./serviceMocks/images'));
vi.mock(
  '../../../src/services/registration/registrations',
  () => import('./serviceMocks/registrations'),
);
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof ProgrammesService>()),
  listProgrammes: vi.fn(),
}));
vi.mock('../../../src/admin/flow/imageResize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  resizeImage: vi.fn(),
}));

const camp = programme({
  id: 'camp',
  title: 'Youth Leadership Camp',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const retreat = programme({
  id: 'retreat',
  title: 'Lenten Retreat',
  startDate: '2026-04-02',
  endDate: '2026-04-02',
});

/** The stored question, as a programme without Hindi has it. */
const TSHIRT = {
  id: 'q2',
  label: 'T-shirt size',
  kind: 'choice',
  options: ['S', 'M', 'L'],
} as const satisfies RegistrationSettings['questions'][number];
/** A question as the form saves it, its Hindi empty. */
const TEXT_QUESTION = { kind: 'text', options: [], labelHi: '', optionsHi: [] } as const;

const CAMP_SETTINGS: ProgrammeRegistration = {
  programmeId: 'camp',
  open: true,
  closesOn: '2026-03-10',
  capacity: 40,
  minAge: 15,
  maxAge: 30,
  fee: 'Pay ₹300 at the venue',
  questions: [TSHIRT],
  confirmed: 12,
  waiting: 3,
  nextWait: 4,
  lastChange: 'camp_uid_2008-01-01_0a0b0c0d',
};

setUpScreenTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 1, 9, 30) });
  vi.mocked(listProgrammes).mockResolvedValue([camp, retreat]);
  vi.mocked(readProgrammeRegistration).mockImplementation(async (id) =>
    id === 'camp' ? CAMP_SETTINGS : null,
  );
  vi.mocked(saveRegistrationSettings).mockResolvedValue();
  vi.mocked(moveRegistrationsExpiry).mockResolvedValue(0);
  vi.mocked(addProgramme).mockResolvedValue('new-id');
  vi.mocked(updateProgramme).mockResolvedValue();
  vi.mocked(programmePhotoIds).mockResolvedValue([]);
  vi.mocked(uploadImage).mockResolvedValue('https://files/new.webp');
  vi.mocked(deleteUnreferencedFiles).mockResolvedValue();
  vi.mocked(resizeImage).mockResolvedValue(new Blob(['webp'], { type: 'image/webp' }));
});

afterEach(() => {
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

async function show() {
  const user = userEvent.setup();
  renderScreen(<ProgrammesAdmin />, '/admin/events');
  await screen.findByText('Youth Leadership Camp');
  return user;
}

async function openAdd() {
  const user = await show();
  await user.click(screen.getByRole('button', { name: 'Add New Event' }));
  const form = screen.getByRole('form', { name: 'Add New Event' });
  await user.type(within(form).getByLabelText('Title'), 'Youth Day');
  await user.type(within(form).getByLabelText('Start date'), '2026-05-03');
  return { user, form };
}

async function openEdit(title = 'Youth Leadership Camp') {
  const user = await show();
  await user.click(screen.getByRole('button', { name: `Edit ${title}` }));
  const form = screen.getByRole('form', { name: 'Edit Event' });
  await within(form).findByRole('group', { name: 'Registration on this site' });
  return { user, form };
}

const section = (form: HTMLElement) =>
  within(within(form).getByRole('group', { name: 'Registration on this site' }));

async function typeIn(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** What a programme with only 'Take registrations here' ticked saves. */
const PLAIN: RegistrationSettings = {
  open: true,
  closesOn: '2026-05-02',
  capacity: null,
  minAge: null,
  maxAge: null,
  fee: '',
  feeHi: '',
  questions: [],
};

describe('the form of a new programme', () => {
  it('takes no registrations unless asked, and then writes no settings', async () => {
    const { user, form } = await openAdd();
    const take = section(form).getByRole('checkbox', { name: 'Take registrations here' });
    expect(take).not.toBeChecked();
    expect(section(form).queryByLabelText('Closing date')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    await findToast('Event added successfully');
    expect(saveRegistrationSettings).not.toHaveBeenCalled();
  });

  it('saves the settings after the programme, the closing date the day before its start', async () => {
    const { user, form } = await openAdd();
    await user.click(section(form).getByRole('checkbox', { name: 'Take registrations here' }));
    expect(section(form).getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(section(form).getByLabelText('Closing date')).toHaveAccessibleDescription(
      "Registration closes at the end of this day (India's time). Empty: the day before the event starts.",
    );
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    await findToast('Event added successfully');
    expect(saveRegistrationSettings).toHaveBeenCalledWith('new-id', PLAIN);
    expect(vi.mocked(addProgramme).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(saveRegistrationSettings).mock.invocationCallOrder[0]!,
    );
    // The toast shows first; the form closes in a later render.
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('saves every setting as typed: closed, a date, capacity, ages, fee and questions', async () => {
    const { user, form } = await openAdd();
    const s = () => section(form);
    await user.click(s().getByRole('checkbox', { name: 'Take registrations here' }));
    await user.click(s().getByRole('radio', { name: 'Closed' }));
    await user.type(s().getByLabelText('Closing date'), '2026-04-30');
    await user.type(s().getByLabelText('Capacity (optional)'), '40');
    await user.type(s().getByLabelText('Youngest age (optional)'), '15');
    await user.type(s().getByLabelText('Oldest age (optional)'), '30');
    expect(s().getByLabelText('Fee (optional)')).toHaveAttribute(
      'placeholder',
      'Pay ₹300 at the venue',
    );
    await user.type(s().getByLabelText('Fee (optional)'), 'Pay ₹300 at the venue');

    await user.click(s().getByRole('button', { name: 'Add a question' }));
    const first = within(s().getByRole('group', { name: 'Question 1' }));
    await user.type(first.getByLabelText('Question'), 'Name on your badge');
    await user.click(s().getByRole('button', { name: 'Add a question' }));
    const second = within(s().getByRole('group', { name: 'Question 2' }));
    await user.type(second.getByLabelText('Question'), 'T-shirt size');
    await user.selectOptions(second.getByLabelText('Answer'), 'A choice');
    await user.type(second.getByLabelText('Option 1'), 'S');
    await user.type(second.getByLabelText('Option 2'), 'XXL');
    await user.click(second.getByRole('button', { name: 'Add an option to question 2' }));
    await user.type(second.getByLabelText('Option 3'), 'M');
    await user.click(second.getByRole('button', { name: 'Remove option 2 of question 2' }));
    await user.click(s().getByRole('button', { name: 'Add a question' }));
    await user.click(s().getByRole('button', { name: 'Remove question 3' }));

    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    await findToast('Event added successfully');
    expect(saveRegistrationSettings).toHaveBeenCalledWith('new-id', {
      open: false,
      closesOn: '2026-04-30',
      capacity: 40,
      minAge: 15,
      maxAge: 30,
      fee: 'Pay ₹300 at the venue',
      feeHi: '',
      questions: [
        { ...TEXT_QUESTION, id: 'q1', label: 'Name on your badge' },
        { ...TEXT_QUESTION, id: 'q2', label: 'T-shirt size', kind: 'choice', options: ['S', 'M'] },
      ],
    });
  });

  it('offers five questions at most', async () => {
    const { user, form } = await openAdd();
    await user.click(section(form).getByRole('checkbox', { name: 'Take registrations here' }));
    const add = section(form).getByRole('button', { name: 'Add a question' });
    for (let i = 0; i < 5; i++) await user.click(add);
    expect(section(form).getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
  });

  it.each<[string, (user: User, form: HTMLElement) => Promise<void>, string]>([
    [
      'a closing date that is no date',
      async (user, form) => {
        // What a browser without a date picker lets through.
        const field = section(form).getByLabelText('Closing date');
        field.setAttribute('type', 'text');
        await typeIn(user, field, '2026-02-30');
      },
      'The closing date must be a real date (YYYY-MM-DD)',
    ],
    [
      'a capacity of 0',
      (user, form) => typeIn(user, section(form).getByLabelText('Capacity (optional)'), '0'),
      'The capacity must be a whole number from 1 to 10000, or empty for no limit',
    ],
    [
      'a capacity with a fraction',
      (user, form) => typeIn(user, section(form).getByLabelText('Capacity (optional)'), '12.5'),
      'The capacity must be a whole number from 1 to 10000, or empty for no limit',
    ],
    [
      'a youngest age above the oldest',
      async (user, form) => {
        await typeIn(user, section(form).getByLabelText('Youngest age (optional)'), '30');
        await typeIn(user, section(form).getByLabelText('Oldest age (optional)'), '15');
      },
      'The youngest age cannot be above the oldest',
    ],
    [
      'a blank question',
      (user, form) => user.click(section(form).getByRole('button', { name: 'Add a question' })),
      'Question 1 is blank: write it, or remove it',
    ],
    [
      'a choice of one option',
      async (user, form) => {
        await user.click(section(form).getByRole('button', { name: 'Add a question' }));
        const question = within(section(form).getByRole('group', { name: 'Question 1' }));
        await user.type(question.getByLabelText('Question'), 'Size');
        await user.selectOptions(question.getByLabelText('Answer'), 'A choice');
        await user.type(question.getByLabelText('Option 1'), 'M');
        await user.click(question.getByRole('button', { name: 'Remove option 2 of question 1' }));
      },
      'Question 1 is a choice: give it at least two options',
    ],
    [
      'a blank option',
      async (user, form) => {
        await user.click(section(form).getByRole('button', { name: 'Add a question' }));
        const question = within(section(form).getByRole('group', { name: 'Question 1' }));
        await user.type(question.getByLabelText('Question'), 'Size');
        await user.selectOptions(question.getByLabelText('Answer'), 'A choice');
        await user.type(question.getByLabelText('Option 1'), 'M');
      },
      'Question 1 has a blank option: write it, or remove it',
    ],
  ])('refuses %s, inline and as a toast, and saves nothing', async (_, change, message) => {
    const { user, form } = await openAdd();
    await user.click(section(form).getByRole('checkbox', { name: 'Take registrations here' }));
    await change(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(addProgramme).not.toHaveBeenCalled();
    expect(saveRegistrationSettings).not.toHaveBeenCalled();
  });

  it('says when the settings could not be saved, keeps the form, and saving again adds nothing twice', async () => {
    vi.mocked(saveRegistrationSettings).mockRejectedValueOnce(permissionDenied());
    const { user, form } = await openAdd();
    await user.upload(within(form).getByLabelText('Poster (optional)'), imageFile('poster.jpg'));
    await user.click(section(form).getByRole('checkbox', { name: 'Take registrations here' }));
    await user.type(section(form).getByLabelText('Capacity (optional)'), '40');
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    const message =
      "The event is saved, but not its registration settings (Missing or insufficient permissions.). Press 'Update Event' to try again.";
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(addProgramme).toHaveBeenCalledTimes(1);
    // The list shows the programme saved (read again once the form has said so), while the form
    // stays as typed.
    await waitFor(() => expect(listProgrammes).toHaveBeenCalledTimes(2));
    const again = screen.getByRole('form', { name: 'Edit Event' });
    expect(section(again).getByLabelText('Capacity (optional)')).toHaveValue('40');

    await user.click(within(again).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(addProgramme).toHaveBeenCalledTimes(1);
    // The poster went up once; the update keeps it.
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(updateProgramme).toHaveBeenCalledWith(
      'new-id',
      expect.objectContaining({ title: 'Youth Day', imageUrl: '' }),
    );
    expect(saveRegistrationSettings).toHaveBeenLastCalledWith('new-id', {
      ...PLAIN,
      capacity: 40,
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });
});

describe('the form of a programme taking registrations', () => {
  it('shows its stored settings, and cannot stop taking them but by closing', async () => {
    const { form } = await openEdit();
    const s = section(form);
    expect(s.queryByRole('checkbox', { name: 'Take registrations here' })).not.toBeInTheDocument();
    expect(s.getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(s.getByLabelText('Closing date')).toHaveValue('2026-03-10');
    expect(s.getByLabelText('Capacity (optional)')).toHaveValue('40');
    expect(s.getByLabelText('Youngest age (optional)')).toHaveValue('15');
    expect(s.getByLabelText('Oldest age (optional)')).toHaveValue('30');
    expect(s.getByLabelText('Fee (optional)')).toHaveValue('Pay ₹300 at the venue');
    const question = within(s.getByRole('group', { name: 'Question 1' }));
    expect(question.getByLabelText('Question')).toHaveValue('T-shirt size');
    expect(question.getByLabelText('Answer')).toHaveValue('choice');
    expect(question.getByLabelText('Option 3')).toHaveValue('L');
  });

  it("moves its registrations' expiry after saving a new last day", async () => {
    const { user, form } = await openEdit();
    await user.clear(within(form).getByLabelText('End date (optional)'));
    await user.type(within(form).getByLabelText('End date (optional)'), '2026-03-20');
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(moveRegistrationsExpiry).toHaveBeenCalledWith('camp', '2026-03-20');
    expect(vi.mocked(updateProgramme).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(moveRegistrationsExpiry).mock.invocationCallOrder[0]!,
    );
  });

  it('moves no expiry when the last day stays', async () => {
    const { user, form } = await openEdit();
    await user.type(within(form).getByLabelText('Place (optional)'), ', Agra');
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(updateProgramme).toHaveBeenCalled();
    expect(moveRegistrationsExpiry).not.toHaveBeenCalled();
  });

  it('says why its registrations keep their expiry, the event saved with its new dates', async () => {
    vi.mocked(moveRegistrationsExpiry).mockRejectedValue(
      new RegistrationRefused(
        'its registrations keep the date they are deleted on: its new dates would have them deleted within 30 days.',
      ),
    );
    const { user, form } = await openEdit();
    await user.clear(within(form).getByLabelText('Start date'));
    await user.type(within(form).getByLabelText('Start date'), '2024-01-10');
    await user.clear(within(form).getByLabelText('End date (optional)'));
    await user.type(within(form).getByLabelText('End date (optional)'), '2024-01-12');
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    const message =
      'The event is saved with its new dates, but its registrations keep the date they are deleted on: its new dates would have them deleted within 30 days.';
    await findToast(message);
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(updateProgramme).toHaveBeenCalled();
  });

  it('writes no settings when they did not change', async () => {
    const { user, form } = await openEdit();
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(updateProgramme).toHaveBeenCalled();
    expect(saveRegistrationSettings).not.toHaveBeenCalled();
  });

  it('saves changed settings, the question keeping its id', async () => {
    const { user, form } = await openEdit();
    await user.click(section(form).getByRole('radio', { name: 'Closed' }));
    await typeIn(user, section(form).getByLabelText('Capacity (optional)'), '');
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(saveRegistrationSettings).toHaveBeenCalledWith('camp', {
      open: false,
      closesOn: '2026-03-10',
      capacity: null,
      minAge: 15,
      maxAge: 30,
      fee: 'Pay ₹300 at the venue',
      feeHi: '',
      questions: [{ ...TSHIRT, labelHi: '', optionsHi: [] }],
    });
  });

  it("saves the fee note and the questions in Hindi, under 'हिंदी (Hindi)', and shows them again", async () => {
    const { user, form } = await openEdit();
    const hindi = within(section(form).getByRole('group', { name: 'हिंदी (Hindi)' }));
    expect(hindi.getByLabelText('Fee in Hindi (optional)')).toHaveAttribute('lang', 'hi');
    await user.type(hindi.getByLabelText('Fee in Hindi (optional)'), 'स्थल पर ₹300 दें');
    await user.type(hindi.getByLabelText('Question 1 in Hindi (optional)'), 'टी-शर्ट का साइज़');
    expect(hindi.getByLabelText('Question 1 in Hindi (optional)')).toHaveAccessibleDescription(
      'In English: T-shirt size',
    );
    await user.type(hindi.getByLabelText('Option 1 of question 1 in Hindi'), 'छोटा');
    await user.type(hindi.getByLabelText('Option 2 of question 1 in Hindi'), 'मध्यम');
    await user.type(hindi.getByLabelText('Option 3 of question 1 in Hindi'), 'बड़ा');
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    const saved: RegistrationSettings = {
      open: true,
      closesOn: '2026-03-10',
      capacity: 40,
      minAge: 15,
      maxAge: 30,
      fee: 'Pay ₹300 at the venue',
      feeHi: 'स्थल पर ₹300 दें',
      questions: [{ ...TSHIRT, labelHi: 'टी-शर्ट का साइज़', optionsHi: ['छोटा', 'मध्यम', 'बड़ा'] }],
    };
    expect(saveRegistrationSettings).toHaveBeenCalledWith('camp', saved);
  });

  it('shows the stored Hindi, and saves it emptied as empty', async () => {
    const saved: RegistrationSettings = {
      ...CAMP_SETTINGS,
      feeHi: 'स्थल पर ₹300 दें',
      questions: [{ ...TSHIRT, labelHi: 'टी-शर्ट का साइज़', optionsHi: ['छोटा', 'मध्यम', 'बड़ा'] }],
    };
    vi.mocked(readProgrammeRegistration).mockResolvedValue({ ...CAMP_SETTINGS, ...saved });
    const again = await openEdit();
    const stored = within(section(again.form).getByRole('group', { name: 'हिंदी (Hindi)' }));
    expect(stored.getByLabelText('Fee in Hindi (optional)')).toHaveValue('स्थल पर ₹300 दें');
    expect(stored.getByLabelText('Question 1 in Hindi (optional)')).toHaveValue('टी-शर्ट का साइज़');
    expect(stored.getByLabelText('Option 2 of question 1 in Hindi')).toHaveValue('मध्यम');
    await again.user.clear(stored.getByLabelText('Fee in Hindi (optional)'));
    for (const k of [1, 2, 3])
      await again.user.clear(stored.getByLabelText(`Option ${k} of question 1 in Hindi`));
    await again.user.click(within(again.form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(saveRegistrationSettings).toHaveBeenCalledWith('camp', {
      open: true,
      closesOn: '2026-03-10',
      capacity: 40,
      minAge: 15,
      maxAge: 30,
      fee: 'Pay ₹300 at the venue',
      feeHi: '',
      questions: [{ ...TSHIRT, labelHi: 'टी-शर्ट का साइज़', optionsHi: [] }],
    });
  });

  it.each([
    [
      'some options in Hindi but not all',
      'छोटा',
      'Question 1: give every option in Hindi, or none (the English then shows)',
    ],
    [
      'a Hindi option of 101 characters',
      'क'.repeat(101),
      'The Hindi options of question 1 must be at most 100 characters each',
    ],
  ])('refuses %s, inline and as a toast, and saves nothing', async (_, typed, message) => {
    const { user, form } = await openEdit();
    const hindi = within(section(form).getByRole('group', { name: 'हिंदी (Hindi)' }));
    // Typed in one go: a field of a hundred letters typed one by one takes long.
    await user.click(hindi.getByLabelText('Option 1 of question 1 in Hindi'));
    await user.paste(typed);
    if (typed.length > 100)
      for (const k of [2, 3]) {
        await user.click(hindi.getByLabelText(`Option ${k} of question 1 in Hindi`));
        await user.paste('ख');
      }
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast(message);
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(updateProgramme).not.toHaveBeenCalled();
    expect(saveRegistrationSettings).not.toHaveBeenCalled();
  });

  it('says while the settings are read, and saves the programme alone when they cannot be', async () => {
    const reading = deferred<ProgrammeRegistration | null>();
    vi.mocked(readProgrammeRegistration).mockImplementation((id) =>
      id === 'camp' ? reading.promise : Promise.resolve(null),
    );
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Youth Leadership Camp' }));
    const form = screen.getByRole('form', { name: 'Edit Event' });
    expect(section(form).getByRole('status')).toHaveTextContent(
      'Reading the registration settings…',
    );
    reading.reject(new Error('offline'));
    expect(
      await section(form).findByText(/^The registration settings could not be read \(offline\)\./),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(saveRegistrationSettings).not.toHaveBeenCalled();
  });
});

describe('the reminders, saved with the settings', () => {
  const EMAIL = 'Send an e-mail reminder two days before';

  it('sends the e-mail by default, and writes no reminders while nothing is changed', async () => {
    const { user, form } = await openAdd();
    await user.click(section(form).getByRole('checkbox', { name: 'Take registrations here' }));
    const email = section(form).getByRole('checkbox', { name: EMAIL });
    expect(email).toBeChecked();
    expect(email).toHaveAccessibleDescription(
      'To each confirmed person, at the address they registered with, in the language they registered in: two days before the first day, or the day before for someone who registers later.',
    );
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    await findToast('Event added successfully');
    expect(saveRegistrationSettings).toHaveBeenCalled();
    expect(saveProgrammeReminders).not.toHaveBeenCalled();
  });

  it('saves what to bring and its Hindi after the settings, each line a thing', async () => {
    const { user, form } = await openAdd();
    await user.click(section(form).getByRole('checkbox', { name: 'Take registrations here' }));
    await user.type(
      section(form).getByLabelText('What to bring (optional)'),
      '  A Bible{Enter}A water bottle  ',
    );
    const hindi = within(section(form).getByRole('group', { name: 'हिंदी (Hindi)' }));
    expect(hindi.getByLabelText('What to bring in Hindi (optional)')).toHaveAttribute('lang', 'hi');
    await user.type(hindi.getByLabelText('What to bring in Hindi (optional)'), 'बाइबिल');
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    await findToast('Event added successfully');
    expect(saveProgrammeReminders).toHaveBeenCalledWith('new-id', {
      email: true,
      whatToBring: 'A Bible\nA water bottle',
      whatToBringHi: 'बाइबिल',
    });
    expect(vi.mocked(saveRegistrationSettings).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(saveProgrammeReminders).mock.invocationCallOrder[0]!,
    );
  });

  it('shows the stored reminders, and saves the e-mail switched back on', async () => {
    vi.mocked(readProgrammeReminders).mockResolvedValue({
      programmeId: 'camp',
      email: false,
      whatToBring: 'A Bible',
      whatToBringHi: 'बाइबिल',
      updatedAt: '2026-02-20T09:30:00.000Z',
      updatedBy: 'uid-anita',
    });
    const { user, form } = await openEdit();
    expect(readProgrammeReminders).toHaveBeenCalledWith('camp');
    expect(section(form).getByLabelText('What to bring (optional)')).toHaveValue('A Bible');
    expect(section(form).getByLabelText('What to bring in Hindi (optional)')).toHaveValue('बाइबिल');
    const email = section(form).getByRole('checkbox', { name: EMAIL });
    expect(email).not.toBeChecked();
    await user.click(email);
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(saveRegistrationSettings).not.toHaveBeenCalled();
    expect(saveProgrammeReminders).toHaveBeenCalledWith('camp', {
      email: true,
      whatToBring: 'A Bible',
      whatToBringHi: 'बाइबिल',
    });
  });

  it('saves the e-mail switched off', async () => {
    const { user, form } = await openEdit();
    await user.click(section(form).getByRole('checkbox', { name: EMAIL }));
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(saveProgrammeReminders).toHaveBeenCalledWith('camp', {
      email: false,
      whatToBring: '',
      whatToBringHi: '',
    });
  });

  it('refuses what to bring of 501 characters, inline and as a toast, and saves nothing', async () => {
    const { user, form } = await openEdit();
    await user.click(section(form).getByLabelText('What to bring (optional)'));
    await user.paste('a'.repeat(501));
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    const message = "'What to bring' must be at most 500 characters";
    await findToast(message);
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(updateProgramme).not.toHaveBeenCalled();
    expect(saveProgrammeReminders).not.toHaveBeenCalled();
  });

  it('says when the reminders could not be saved, keeps the form, and saves them again', async () => {
    vi.mocked(saveProgrammeReminders).mockRejectedValueOnce(permissionDenied());
    const { user, form } = await openEdit();
    await user.type(section(form).getByLabelText('What to bring (optional)'), 'A torch');
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    const message =
      "The event is saved, but not its reminder settings (Missing or insufficient permissions.). Press 'Update Event' to try again.";
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    const again = screen.getByRole('form', { name: 'Edit Event' });
    expect(section(again).getByLabelText('What to bring (optional)')).toHaveValue('A torch');
    await user.click(within(again).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(saveProgrammeReminders).toHaveBeenCalledTimes(2);
    expect(saveProgrammeReminders).toHaveBeenLastCalledWith('camp', {
      email: true,
      whatToBring: 'A torch',
      whatToBringHi: '',
    });
  });

  it('saves the programme alone when the reminders cannot be read', async () => {
    vi.mocked(readProgrammeReminders).mockRejectedValue(new Error('offline'));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Youth Leadership Camp' }));
    const form = screen.getByRole('form', { name: 'Edit Event' });
    expect(
      await section(form).findByText(/^The registration settings could not be read \(offline\)\./),
    ).toBeInTheDocument();
    expect(section(form).queryByLabelText('What to bring (optional)')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(saveProgrammeReminders).not.toHaveBeenCalled();
  });
});

describe('the card', () => {
  /** A programme's card, once the list shows it (after a save, the list is read again). */
  const card = async (title: string) =>
    (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

  it('leads to the registrations of a programme taking them, with its counts', async () => {
    await show();
    const link = await within(await card('Youth Leadership Camp')).findByRole('link', {
      name: 'Youth Leadership Camp: Registrations (12 confirmed, 3 waiting)',
    });
    expect(link).toHaveTextContent(/^Registrations \(12 confirmed, 3 waiting\)$/);
    expect(link).toHaveAttribute('href', '/admin/events/camp/registrations');
    expect(readProgrammeRegistration).toHaveBeenCalledWith('retreat');
    expect(
      within(await card('Lenten Retreat')).queryByRole('link', { name: /Registrations/ }),
    ).not.toBeInTheDocument();
  });

  it('shows no link when the counts cannot be read (only logged)', async () => {
    vi.mocked(readProgrammeRegistration).mockRejectedValue(new Error('offline'));
    await show();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Registrations/ })).not.toBeInTheDocument();
  });

  it('shows the link on the card of a programme just added taking registrations, at once', async () => {
    const { user, form } = await openAdd();
    await user.click(section(form).getByRole('checkbox', { name: 'Take registrations here' }));
    const youthDay = programme({
      id: 'new-id',
      title: 'Youth Day',
      startDate: '2026-05-03',
      endDate: '2026-05-03',
    });
    vi.mocked(listProgrammes).mockResolvedValue([camp, retreat, youthDay]);
    vi.mocked(readProgrammeRegistration).mockImplementation(async (id) =>
      id === 'camp'
        ? CAMP_SETTINGS
        : id === 'new-id'
          ? { ...CAMP_SETTINGS, programmeId: id, confirmed: 0, waiting: 0 }
          : null,
    );
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    await findToast('Event added successfully');
    expect(
      await within(await card('Youth Day')).findByRole('link', {
        name: 'Youth Day: Registrations (0 confirmed, 0 waiting)',
      }),
    ).toHaveAttribute('href', '/admin/events/new-id/registrations');
    // Read after its settings were saved, not before.
    expect(vi.mocked(saveRegistrationSettings).mock.invocationCallOrder[0]!).toBeLessThan(
      vi.mocked(readProgrammeRegistration).mock.invocationCallOrder.at(-1)!,
    );
  });

  it('reads the counts again once the programme is saved', async () => {
    const { user, form } = await openEdit('Lenten Retreat');
    await user.click(section(form).getByRole('checkbox', { name: 'Take registrations here' }));
    vi.mocked(readProgrammeRegistration).mockImplementation(async (id) =>
      id === 'camp'
        ? CAMP_SETTINGS
        : { ...CAMP_SETTINGS, programmeId: id, confirmed: 0, waiting: 0 },
    );
    vi.mocked(listProgrammes).mockResolvedValue([
      camp,
      { ...retreat, updatedAt: '2026-03-01T09:30:00.000Z' },
    ]);
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(
      await within(await card('Lenten Retreat')).findByRole('link', {
        name: 'Lenten Retreat: Registrations (0 confirmed, 0 waiting)',
      }),
    ).toHaveAttribute('href', '/admin/events/retreat/registrations');
  });
});
