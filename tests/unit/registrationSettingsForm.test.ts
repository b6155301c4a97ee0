import { describe, expect, it } from 'vitest';
import {
  SETTINGS_MESSAGES as M,
  dayBefore,
  draftOf,
  newQuestion,
  sameSettings,
  settingsFromDraft,
  withKind,
  type QuestionDraft,
  type SettingsDraft,
} from '../../src/admin/programmes/registrationSettingsForm';
import type { RegistrationSettings } from '../../src/domain/registration/registrations';

const START = '2026-03-12';

/** The fields of a programme taking registrations: these values, with `over` in their place. */
const draft = (over: Partial<SettingsDraft> = {}): SettingsDraft => ({
  ...draftOf(null),
  take: true,
  ...over,
});

const text = (label: string, id: QuestionDraft['id'] = 'q1'): QuestionDraft => ({
  id,
  label,
  kind: 'text',
  options: [],
  labelHi: '',
  optionsHi: [],
});
const choice = (
  label: string,
  options: string[],
  id: QuestionDraft['id'] = 'q1',
): QuestionDraft => ({
  id,
  label,
  kind: 'choice',
  options,
  labelHi: '',
  optionsHi: [],
});

/** A question's Hindi as saved when none is given. */
const NO_HINDI = { options: [], labelHi: '', optionsHi: [] };

describe('settingsFromDraft', () => {
  it('makes the settings, an empty closing date being the day before the start', () => {
    expect(
      settingsFromDraft(
        draft({
          capacity: ' 40 ',
          minAge: '15',
          maxAge: '25',
          fee: ' Pay ₹300 at the venue ',
          feeHi: ' स्थल पर ₹300 दें ',
          questions: [
            { ...text(' T-shirt name '), labelHi: ' टी-शर्ट पर नाम ' },
            // Hindi options one for each English option, trimmed.
            { ...choice('Size', [' S ', 'M', 'L'], 'q3'), optionsHi: [' छोटा ', 'मध्यम', 'बड़ा'] },
            // A question once a choice keeps its options while it is a text, and saves none.
            { ...text('Food', 'q2'), options: ['Veg'] },
          ],
        }),
        START,
      ),
    ).toEqual({
      settings: {
        open: true,
        closesOn: '2026-03-11',
        capacity: 40,
        minAge: 15,
        maxAge: 25,
        fee: 'Pay ₹300 at the venue',
        feeHi: 'स्थल पर ₹300 दें',
        questions: [
          { ...NO_HINDI, id: 'q1', label: 'T-shirt name', kind: 'text', labelHi: 'टी-शर्ट पर नाम' },
          {
            id: 'q3',
            label: 'Size',
            kind: 'choice',
            options: ['S', 'M', 'L'],
            labelHi: '',
            optionsHi: ['छोटा', 'मध्यम', 'बड़ा'],
          },
          { ...NO_HINDI, id: 'q2', label: 'Food', kind: 'text' },
        ],
      },
    });
  });

  it('keeps a closing date given, and empty bounds as none', () => {
    expect(
      settingsFromDraft(draft({ open: false, closesOn: '2026-03-12', capacity: '' }), START),
    ).toEqual({
      settings: {
        open: false,
        closesOn: '2026-03-12',
        capacity: null,
        minAge: null,
        maxAge: null,
        fee: '',
        feeHi: '',
        questions: [],
      },
    });
  });

  it('saves Hindi options all empty as none', () => {
    expect(
      settingsFromDraft(
        draft({ questions: [{ ...choice('Size', ['S', 'M']), optionsHi: [' ', ''] }] }),
        START,
      ),
    ).toMatchObject({ settings: { questions: [{ options: ['S', 'M'], optionsHi: [] }] } });
  });

  it.each<[string, Partial<SettingsDraft>, string, string]>([
    ['a closing date that is no date', { closesOn: '2026-02-30' }, START, M.closesOn],
    ['no closing date and no start date', { closesOn: '' }, '', M.closesOn],
    ['a capacity of 0', { capacity: '0' }, START, M.capacity],
    ['a capacity above 10000', { capacity: '10001' }, START, M.capacity],
    ['a capacity with a fraction', { capacity: '12.5' }, START, M.capacity],
    ['a capacity in words', { capacity: 'forty' }, START, M.capacity],
    ['a negative age', { minAge: '-1' }, START, M.ages],
    ['an age above 120', { maxAge: '121' }, START, M.ages],
    ['a youngest age above the oldest', { minAge: '26', maxAge: '25' }, START, M.ageOrder],
    ['a fee note too long', { fee: 'x'.repeat(201) }, START, M.fee],
    [
      'six questions',
      { questions: ['q1', 'q2', 'q3', 'q4', 'q5', 'q5'].map((id) => text('Q', id as 'q1')) },
      START,
      M.tooManyQuestions,
    ],
    [
      'a blank question',
      { questions: [text('Size'), text('  ', 'q2')] },
      START,
      M.blankQuestion(2),
    ],
    ['a question too long', { questions: [text('x'.repeat(201))] }, START, M.longQuestion(1)],
    ['a choice of one option', { questions: [choice('Size', ['M'])] }, START, M.fewOptions(1)],
    [
      'a choice of eleven options',
      { questions: [choice('N', [...'abcdefghijk'])] },
      START,
      M.manyOptions(1),
    ],
    ['a blank option', { questions: [choice('Size', ['M', ' '])] }, START, M.blankOption(1)],
    [
      'an option too long',
      { questions: [choice('Size', ['M', 'x'.repeat(101)])] },
      START,
      M.longOption(1),
    ],
    ['the same option twice', { questions: [choice('Size', ['M', ' m'])] }, START, M.sameOption(1)],
    ['a fee note in Hindi too long', { feeHi: 'श'.repeat(201) }, START, M.feeHi],
    [
      'a question in Hindi too long',
      { questions: [{ ...text('Size'), labelHi: 'क'.repeat(201) }] },
      START,
      M.longQuestionHi(1),
    ],
    [
      'a choice with some of its options in Hindi',
      { questions: [{ ...choice('Size', ['S', 'M']), optionsHi: ['छोटा'] }] },
      START,
      M.someOptionsHi(1),
    ],
    [
      'an option in Hindi too long',
      { questions: [{ ...choice('Size', ['S', 'M']), optionsHi: ['छोटा', 'क'.repeat(101)] }] },
      START,
      M.longOptionHi(1),
    ],
  ])('refuses %s', (_, over, startDate, problem) => {
    expect(settingsFromDraft(draft(over), startDate)).toEqual({ problem });
  });

  it('says the first problem in the form’s order', () => {
    expect(
      settingsFromDraft(draft({ capacity: '0', minAge: 'x', questions: [text('')] }), START),
    ).toEqual({ problem: M.capacity });
  });

  it.each([
    ['1', 1],
    ['10000', 10000],
  ])('takes a capacity of %s', (typed, capacity) => {
    expect(settingsFromDraft(draft({ capacity: typed }), START)).toMatchObject({
      settings: { capacity },
    });
  });
});

describe('the fields', () => {
  const stored: RegistrationSettings = {
    open: false,
    closesOn: '2026-03-10',
    capacity: 30,
    minAge: null,
    maxAge: 25,
    fee: 'Free',
    questions: [choice('Size', ['S', 'M']), text('Parish priest', 'q4')],
  };

  it('are filled from the stored settings, and make them again unchanged', () => {
    const filled = draftOf(stored);
    expect(filled).toMatchObject({ take: true, capacity: '30', minAge: '', maxAge: '25' });
    const made = settingsFromDraft(filled, START);
    expect('settings' in made && sameSettings(made.settings, stored)).toBe(true);
    expect(sameSettings({ ...stored, capacity: 31 }, stored)).toBe(false);
  });

  it('start unticked, open, without a closing date, for a programme without settings', () => {
    expect(draftOf(null)).toMatchObject({ take: false, open: true, closesOn: '' });
  });

  it.each([
    ['2026-03-12', '2026-03-11'],
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2027-01-01', '2026-12-31'],
    ['', ''],
  ])('the day before %s is %s', (start, before) => {
    expect(dayBefore(start)).toBe(before);
  });

  it('give a new question the first id no other uses, up to five', () => {
    expect(newQuestion([])?.id).toBe('q1');
    expect(newQuestion([text('a', 'q1'), text('b', 'q3')])?.id).toBe('q2');
    expect(
      newQuestion(['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => text('x', id as 'q1'))),
    ).toBeNull();
  });

  it('start a choice with two empty options, and keep those typed', () => {
    expect(withKind(text('Size'), 'choice').options).toEqual(['', '']);
    expect(withKind(choice('Size', ['S', 'M', 'L']), 'text').options).toEqual(['S', 'M', 'L']);
    expect(withKind({ ...text('Size'), options: ['S'] }, 'choice').options).toEqual(['S']);
  });
});
