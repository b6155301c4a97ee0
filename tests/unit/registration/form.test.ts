import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  askParentText,
  firstStep,
  formProblems,
  nextChildForm,
  registeringOf,
  type FormContext,
  type Registering,
  type RegistrationFormValues,
} from '../../../src/domain/registration/form';
import { registrantStatus } from '../../../src/domain/registration/registrantStatus';
import { registrationShareText } from '../../../src/domain/registration/shareText';
import { signInEmailWords } from '../../../src/domain/registration/signInEmail';
import { longDate, placesText } from '../../../src/domain/registration/facts';
import type { PlaceCounts } from '../../../src/domain/registration/registrations';
import { FILLED, QUESTIONS } from './formSamples';

const counts = (confirmed: number, waiting = 0): PlaceCounts => ({
  confirmed,
  waiting,
  nextWait: waiting + 1,
  lastChange: '',
});

describe("placesText: what a programme's page says of its places", () => {
  it.each<[string, number | null, PlaceCounts, string]>([
    ['no capacity', null, counts(40), ''],
    ['none taken', 12, counts(0), '12 places left'],
    ['some taken', 12, counts(10), '2 places left'],
    ['one left', 12, counts(11), '1 place left'],
    ['all taken', 12, counts(12), 'Full: you can join the waiting list'],
    ['all taken, people waiting', 12, counts(12, 3), 'Full: you can join the waiting list'],
    // A place freed goes to the waiting list first: a new registrant would wait.
    ['a place freed while people wait', 12, counts(11, 2), 'Full: you can join the waiting list'],
    [
      'more confirmed than the capacity (lowered)',
      10,
      counts(12),
      'Full: you can join the waiting list',
    ],
  ])('%s → %j', (_case, capacity, taken, expected) => {
    expect(placesText(capacity, taken)).toBe(expected);
  });
});

describe('longDate', () => {
  it.each([
    ['2026-03-14', '14 March 2026'],
    ['2026-12-01', '1 December 2026'],
    ['not a date', 'not a date'],
  ])('%s → %s', (date, expected) => expect(longDate(date)).toBe(expected));
});

describe('registeringOf: the step in the address', () => {
  it.each([
    ['self', 'self'],
    ['child', 'child'],
    ['young', 'young'],
    ['parent', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => expect(registeringOf(value)).toBe(expected));
});

/** A programme for ages 15 to 25 starting on Saturday 14 March 2026, with two questions. */
const ADULT: FormContext = {
  firstDay: '2026-03-14',
  settings: { minAge: 15, maxAge: 25, questions: QUESTIONS },
  forChild: false,
  guardianConfirmed: false,
};
const CHILD: FormContext = { ...ADULT, forChild: true, guardianConfirmed: true };

const FILLED_CHILD: RegistrationFormValues = { ...FILLED, dob: '2010-01-20' };

describe('formProblems: each field said in words, in the form’s order', () => {
  it('finds none in a form filled in well, for an adult and for a child', () => {
    expect(formProblems(FILLED, ADULT)).toEqual([]);
    expect(formProblems(FILLED_CHILD, CHILD)).toEqual([]);
  });

  it('says what each empty field needs, and a child’s form needs the parent’s tick', () => {
    expect(formProblems(EMPTY_FORM, { ...CHILD, guardianConfirmed: false })).toEqual([
      ['name', "Enter your child's full name."],
      ['dob', 'Enter the date of birth.'],
      ['phone', 'Enter a phone number.'],
      ['parish', 'Enter the parish.'],
      ['deanery', 'Enter the deanery.'],
      ['emergencyName', "Enter the emergency contact's name."],
      ['emergencyPhone', "Enter the emergency contact's phone number."],
      ['q1', "Choose an answer to 'T-shirt size'."],
      ['q2', "Enter an answer to 'Your parish priest'."],
      ['guardian', "Tick the box to say you are the child's parent or guardian and 18 or over."],
    ]);
  });

  it.each<[string, Partial<RegistrationFormValues>, FormContext, Array<[string, string]>]>([
    ['spaces alone are empty', { name: '   ' }, ADULT, [['name', 'Enter your full name.']]],
    [
      'a name too long',
      { name: 'a'.repeat(101) },
      ADULT,
      [['name', 'Shorten your full name to 100 characters at most.']],
    ],
    [
      'a phone with letters',
      { phone: '98765 abcde' },
      ADULT,
      [
        [
          'phone',
          'Enter a phone number with at least 7 digits (only digits, spaces and + - ( ), at most 20 characters).',
        ],
      ],
    ],
    [
      'an answer not among the choices',
      { answers: { q1: 'XXL', q2: 'Fr Joseph' } },
      ADULT,
      [['q1', "Choose an answer to 'T-shirt size'."]],
    ],
    [
      'a note on health too long',
      { health: 'x'.repeat(501) },
      ADULT,
      [['health', 'Shorten the note on health or diet to 500 characters at most.']],
    ],
    [
      'the tick missing, naming the child',
      {},
      { ...CHILD, guardianConfirmed: false },
      [
        [
          'guardian',
          "Tick the box to say you are Asha Thomas's parent or guardian and 18 or over.",
        ],
      ],
    ],
  ])('%s', (_case, change, context, expected) => {
    const base = context.forChild ? FILLED_CHILD : FILLED;
    expect(formProblems({ ...base, ...change }, context)).toEqual(expected);
  });

  it('takes a note on health of several lines', () => {
    expect(formProblems({ ...FILLED, health: 'Asthma.\nNo peanuts.' }, ADULT)).toEqual([]);
  });
});

describe('registrantStatus: what My registrations says', () => {
  it.each<[Parameters<typeof registrantStatus>[0], string]>([
    [{ status: 'confirmed', waitNumber: null, cancelReason: '' }, 'Registered'],
    [{ status: 'waiting', waitNumber: 3, cancelReason: '' }, 'On the waiting list, number 3'],
    [
      { status: 'cancelled', waitNumber: null, cancelReason: 'The programme moved' },
      'Cancelled by the team: The programme moved',
    ],
  ])('%j → %s', (registration, expected) => {
    expect(registrantStatus(registration)).toBe(expected);
  });
});

const EMAIL = {
  sender: 'noreply@youth-agra.firebaseapp.com',
  subject: 'Sign in to Youth Day site',
};

describe('askParentText', () => {
  it('asks to be registered, says what the e-mail looks like and what to do, and ends with the page', () => {
    const text = askParentText(
      { title: 'Youth Day', dates: 'Sat 14 Mar 2026' },
      EMAIL,
      'https://example.org/programmes/p1',
    );
    expect(text).toBe(
      'Please register me for Youth Day (Sat 14 Mar 2026).\n' +
        'A parent or guardian must register anyone under 18. So I asked the Youth Commission website to send you an e-mail with a sign-in link.\n' +
        'It comes from noreply@youth-agra.firebaseapp.com, and its subject starts with "Sign in to Youth Day site". If you do not see it, look in Spam.\n' +
        'Tap the link in it. The form opens: fill it in for me.\n' +
        'https://example.org/programmes/p1',
    );
    expect(text).not.toMatch(/firebase(?!app\.com)/i);
  });
});

describe('signInEmailWords: what the sign-in e-mail looks like', () => {
  it("is sent from noreply@ the project's firebaseapp.com, its subject naming the site", () => {
    expect(signInEmailWords({ projectId: 'youth-agra', appName: 'Youth Commission' })).toEqual({
      sender: 'noreply@youth-agra.firebaseapp.com',
      subject: 'Sign in to Youth Commission',
    });
  });
});

describe('firstStep: who is registering, and the age on the first day, before any e-mail', () => {
  const context = {
    firstDay: '2026-03-14',
    settings: { minAge: 13, maxAge: 25, questions: [] },
  };
  it.each<[string, Registering | null, string, ReturnType<typeof firstStep>]>([
    [
      'nobody chosen',
      null,
      '',
      { kind: 'problem', problem: { field: 'who', text: 'Choose who is registering.' } },
    ],
    [
      'a young person who says so (no date asked)',
      'young',
      '',
      { kind: 'go', registering: 'young' },
    ],
    ['an adult, 18 on the first day', 'self', '2008-03-14', { kind: 'go', registering: 'self' }],
    [
      "'18 or over' but 16 on the first day: asks a parent",
      'self',
      '2009-06-01',
      {
        kind: 'ask-parent',
        youngBecause:
          "You will be 16 on 14 March 2026, the programme's first day. Someone under 18 is registered by a parent or guardian.",
      },
    ],
    [
      "'18 or over' but 17, the day before the birthday",
      'self',
      '2008-03-15',
      {
        kind: 'ask-parent',
        youngBecause:
          "You will be 17 on 14 March 2026, the programme's first day. Someone under 18 is registered by a parent or guardian.",
      },
    ],
    ['a parent of a 16-year-old', 'child', '2009-06-01', { kind: 'go', registering: 'child' }],
    [
      'a parent of someone 18 on the first day: told at once',
      'child',
      '2008-03-14',
      {
        kind: 'problem',
        problem: {
          field: 'dob',
          text: "Your child will be 18 on 14 March 2026, the programme's first day. Someone 18 or over registers themselves, with their own e-mail address.",
        },
      },
    ],
    [
      'no date for oneself',
      'self',
      '  ',
      { kind: 'problem', problem: { field: 'dob', text: 'Enter the date of birth.' } },
    ],
    [
      'a child too young for the programme',
      'child',
      '2015-01-01',
      {
        kind: 'problem',
        problem: {
          field: 'dob',
          text: 'This programme is for ages 13 to 25: on its first day the person will be 11.',
        },
      },
    ],
    [
      'an adult too old for the programme',
      'self',
      '1990-01-01',
      {
        kind: 'problem',
        problem: {
          field: 'dob',
          text: 'This programme is for ages 13 to 25: on its first day the person will be 36.',
        },
      },
    ],
  ])('%s', (_case, choice, dob, expected) => {
    expect(firstStep(choice, dob, context)).toEqual(expected);
  });
});

describe("nextChildForm: a brother's or sister's form", () => {
  it('keeps the phone, parish, deanery and emergency contact; empties the rest', () => {
    const asha: RegistrationFormValues = {
      ...FILLED,
      name: 'Asha Thomas',
      dob: '2010-01-20',
      answers: { q1: 'M', q2: 'Fr Joseph' },
      health: 'No peanuts.',
    };
    expect(nextChildForm(asha)).toEqual({
      ...EMPTY_FORM,
      phone: FILLED.phone,
      parish: FILLED.parish,
      deanery: FILLED.deanery,
      emergencyName: FILLED.emergencyName,
      emergencyPhone: FILLED.emergencyPhone,
    });
  });
});

describe('registrationShareText: what the answer shares on WhatsApp', () => {
  const programme = {
    title: 'Leadership Camp',
    dates: '14–15 Mar 2026',
    time: '9 am',
    place: 'Mathura',
  };
  const page = 'https://example.org/programmes/camp';
  const ID = 'camp_3f9a2c0011223344';
  it.each<[string, Parameters<typeof registrationShareText>[0], string]>([
    [
      'registered: who, what, when, where, the reference, the page',
      {
        name: 'Asha Thomas',
        programme,
        place: { id: ID, status: 'confirmed', waitNumber: null },
        pageUrl: page,
      },
      `Asha Thomas is registered for Leadership Camp.\nWhen: 14–15 Mar 2026, 9 am\nWhere: Mathura\nReference: 3F9-A2C\n${page}`,
    ],
    [
      'waiting, with the number; no time or place given',
      {
        name: 'Ravi Kumar',
        programme: { ...programme, time: '', place: ' ' },
        place: { id: ID, status: 'waiting', waitNumber: 3 },
        pageUrl: page,
      },
      `Ravi Kumar is on the waiting list for Leadership Camp, number 3.\nWhen: 14–15 Mar 2026\nReference: 3F9-A2C\n${page}`,
    ],
  ])('%s', (_case, input, expected) => {
    expect(registrationShareText(input)).toBe(expected);
  });
});
