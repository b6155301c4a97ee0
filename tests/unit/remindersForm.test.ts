import { describe, expect, it } from 'vitest';
import {
  REMINDERS_MESSAGES,
  remindersDraftOf,
  remindersFromDraft,
  remindersToWrite,
} from '../../src/admin/programmes/remindersForm';

const STORED = { email: false, whatToBring: 'A Bible', whatToBringHi: 'बाइबिल' };

describe("the programme form's reminder fields", () => {
  it('fills them from the stored reminders, or sends the e-mail for a programme without any', () => {
    expect(remindersDraftOf(null)).toEqual({ email: true, whatToBring: '', whatToBringHi: '' });
    expect(remindersDraftOf(STORED)).toEqual(STORED);
  });

  it.each<[string, { email: boolean; whatToBring: string; whatToBringHi: string }, object]>([
    [
      'trims what to bring at its ends, keeping its lines',
      { email: true, whatToBring: '\n A Bible\nA torch \n', whatToBringHi: ' ' },
      { reminders: { email: true, whatToBring: 'A Bible\nA torch', whatToBringHi: '' } },
    ],
    [
      'takes 500 characters',
      { email: true, whatToBring: 'a'.repeat(500), whatToBringHi: 'क'.repeat(500) },
      {
        reminders: { email: true, whatToBring: 'a'.repeat(500), whatToBringHi: 'क'.repeat(500) },
      },
    ],
    [
      'refuses 501',
      { email: true, whatToBring: 'a'.repeat(501), whatToBringHi: '' },
      { problem: REMINDERS_MESSAGES.whatToBring },
    ],
    [
      'refuses 501 in Hindi',
      { email: true, whatToBring: '', whatToBringHi: 'क'.repeat(501) },
      { problem: "'What to bring' in Hindi must be at most 500 characters" },
    ],
  ])('%s', (_case, draft, expected) => {
    expect(remindersFromDraft(draft)).toEqual(expected);
  });

  it.each([
    ['nothing, for a programme without any left as it is', null, remindersDraftOf(null), null],
    [
      'what is new for a programme without any',
      null,
      { ...STORED, email: true },
      { ...STORED, email: true },
    ],
    ['nothing when they say what is stored', STORED, STORED, null],
    ['the e-mail switched on', STORED, { ...STORED, email: true }, { ...STORED, email: true }],
    [
      'the Hindi emptied',
      STORED,
      { ...STORED, whatToBringHi: '' },
      { ...STORED, whatToBringHi: '' },
    ],
  ])('writes %s', (_case, stored, made, expected) => {
    expect(remindersToWrite(stored, made)).toEqual(expected);
  });
});
