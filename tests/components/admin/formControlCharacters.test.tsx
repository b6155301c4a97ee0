/**
 * Control characters nobody can see never reach a save: an old record that holds them is shown
 * and saved cleaned (a run of them in a one-line field becomes a space; a message or description
 * keeps its line breaks as '\n', a tab becomes a space, anything else goes), and what is pasted
 * into a field is cleaned the same way.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberForm } from '../../../src/admin/members/MemberForm';
import { MessageForm } from '../../../src/admin/messages/MessageForm';
import { ProgrammeForm } from '../../../src/admin/programmes/ProgrammeForm';
import type { Member, Message, Programme } from '../../../src/domain/types';
import { readProgrammeRegistration } from '../../../src/services/registration/registrations';
import { findToast, renderScreen, setUpScreenTests } from './helpers';
import {
  addMember,
  addMessage,
  addProgramme,
  updateMember,
  updateMessage,
  updateProgramme,
} from '../../../src/services/records';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/images', () => import('./serviceMocks/images'));
// No programme takes registrations here: the form and cards read none from a backend.
vi.mock(
  '../../../src/services/registration/registrations',
  () => import('./serviceMocks/registrations'),
);

const legacyProgramme: Programme = {
  id: 'legacy',
  title: 'Youth\r\nDay\tCamp',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  time: '9 AM\u0000– 5 PM',
  place: 'St Peter\u0085s Hall',
  description: 'Three days.\r\n\r\nBring a torch.\rAnd a\tBible.\u0007',
  registrationUrl: 'https://forms.example.org/camp\r\n',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const legacyMessage: Message = {
  id: 'old',
  kind: 'bishop',
  year: '2022-2023\t',
  name: 'Fr.\r\nJohn',
  title: 'Walk\r\n\ttogether',
  fullMessage: 'First paragraph.\r\n\r\nSecond\tparagraph.\u001B',
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
};

const legacyMember: Member = {
  id: 'anna',
  name: 'Anna\r\nMaria',
  role: 'Pre\u007Fsident\t',
  startYear: 2023,
  endYear: 2025,
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
};

setUpScreenTests();

beforeEach(() => {
  vi.mocked(readProgrammeRegistration).mockResolvedValue(null);
  vi.mocked(updateProgramme).mockResolvedValue();
  vi.mocked(addProgramme).mockResolvedValue('new-id');
  vi.mocked(updateMessage).mockResolvedValue();
  vi.mocked(addMessage).mockResolvedValue('new-id');
  vi.mocked(updateMember).mockResolvedValue();
  vi.mocked(addMember).mockResolvedValue('new-id');
});

/** Empties a field, then pastes `text` into it, as a person pasting from another program. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('editing an old record that holds control characters', () => {
  it('a programme: shown and saved cleaned', async () => {
    const user = userEvent.setup();
    renderScreen(<ProgrammeForm record={legacyProgramme} onSaved={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Edit Event' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Youth Day Camp');
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue(
      'Three days.\n\nBring a torch.\nAnd a Bible.',
    );
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast('Event updated successfully');
    expect(updateProgramme).toHaveBeenCalledWith('legacy', {
      title: 'Youth Day Camp',
      startDate: '2026-03-12',
      endDate: '2026-03-14',
      time: '9 AM – 5 PM',
      place: 'St Peter s Hall',
      description: 'Three days.\n\nBring a torch.\nAnd a Bible.',
      titleHi: '',
      placeHi: '',
      descriptionHi: '',
      registrationUrl: 'https://forms.example.org/camp',
      imageUrl: '',
    });
  });

  it('a message: shown and saved cleaned', async () => {
    const user = userEvent.setup();
    renderScreen(<MessageForm kind="bishop" record={legacyMessage} onSaved={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Edit Message' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Walk together');
    await user.click(within(form).getByRole('button', { name: 'Update Message' }));
    await findToast('Message updated successfully');
    expect(updateMessage).toHaveBeenCalledWith('bishop', 'old', {
      year: '2022-2023',
      name: 'Fr. John',
      title: 'Walk together',
      fullMessage: 'First paragraph.\n\nSecond paragraph.',
      titleHi: '',
      fullMessageHi: '',
      imageUrl: '',
    });
  });

  it('a member: shown and saved cleaned', async () => {
    const user = userEvent.setup();
    renderScreen(<MemberForm record={legacyMember} onSaved={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Edit Member' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Anna Maria');
    expect(within(form).getByLabelText('Role')).toHaveValue('Pre sident ');
    await user.click(within(form).getByRole('button', { name: 'Update Member' }));
    await findToast('Member updated successfully');
    expect(updateMember).toHaveBeenCalledWith('anna', {
      name: 'Anna Maria',
      role: 'Pre sident',
      startYear: 2023,
      endYear: 2025,
      imageUrl: '',
    });
  });
});

describe('pasting text that holds control characters', () => {
  it('a programme: a tab in the title becomes a space; the description keeps its lines', async () => {
    const user = userEvent.setup();
    renderScreen(<ProgrammeForm record={null} onSaved={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Add New Event' });
    await paste(user, within(form).getByLabelText('Title'), 'Youth\tRally');
    await user.type(within(form).getByLabelText('Start date'), '2026-05-01');
    await paste(user, within(form).getByLabelText('Place (optional)'), 'Agra\u0000Cathedral');
    await paste(
      user,
      within(form).getByLabelText('Description (optional)'),
      'Come along.\r\n\r\nBring\ta friend.\u0085',
    );
    expect(within(form).getByLabelText('Title')).toHaveValue('Youth Rally');
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    await findToast('Event added successfully');
    expect(addProgramme).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Youth Rally',
        place: 'Agra Cathedral',
        description: 'Come along.\n\nBring a friend.',
      }),
    );
  });

  it('a message: a tab in the name becomes a space', async () => {
    const user = userEvent.setup();
    renderScreen(<MessageForm kind="bishop" record={null} onSaved={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Add New Message' });
    await paste(user, within(form).getByLabelText('Year'), '2025-2026');
    await paste(user, within(form).getByLabelText('Name'), 'Fr.\tPaul');
    await paste(user, within(form).getByLabelText('Title'), 'Rise\t\tup');
    await paste(user, within(form).getByLabelText('Message'), 'Dear friends,\r\n\tRise up.');
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await findToast('Message added successfully');
    expect(addMessage).toHaveBeenCalledWith('bishop', {
      year: '2025-2026',
      name: 'Fr. Paul',
      title: 'Rise up',
      fullMessage: 'Dear friends,\n Rise up.',
      titleHi: '',
      fullMessageHi: '',
      imageUrl: '',
    });
  });

  it('a member: a tab in the name or role becomes a space', async () => {
    const user = userEvent.setup();
    renderScreen(<MemberForm record={null} onSaved={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Add New Member' });
    await paste(user, within(form).getByLabelText('Name'), 'Anna\tMaria');
    await paste(user, within(form).getByLabelText('Role'), 'Vice\u0085President');
    expect(within(form).getByLabelText('Name')).toHaveValue('Anna Maria');
    expect(within(form).getByLabelText('Role')).toHaveValue('Vice President');
  });
});
