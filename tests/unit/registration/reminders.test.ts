import { describe, expect, it } from 'vitest';
import {
  emailReminderDue,
  programmeRemindersFromFields,
  reminderDays,
  reminderEmail,
  reminderFacts,
  reminderSendFromFields,
  remindedStarts,
  whatsAppMessageUrl,
  whatsAppNumber,
  whatsAppReminderText,
} from '../../../src/domain/registration/reminders';
import type { Registration } from '../../../src/domain/registration/registrations';

/** A programme starting on Sunday 14 June 2026. */
const FIRST_DAY = '2026-06-14';

describe('emailReminderDue: one e-mail two days before the first day', () => {
  const due = (
    today: string,
    registration: Partial<Pick<Registration, 'status' | 'email'>> = {},
    { emailed = false, remindersOn = true } = {},
  ) =>
    emailReminderDue(
      { status: 'confirmed', email: 'parent@example.org', ...registration },
      { firstDay: FIRST_DAY, today, emailed, remindersOn },
    );

  it.each<[string, string, Partial<Pick<Registration, 'status' | 'email'>>, object, boolean]>([
    ['three days before: too early', '2026-06-11', {}, {}, false],
    ['two days before: sent', '2026-06-12', {}, {}, true],
    [
      'the day before, for one made after the second day before (or not sent then): sent',
      '2026-06-13',
      {},
      {},
      true,
    ],
    ['the first day: none once it has come', '2026-06-14', {}, {}, false],
    ['after the first day', '2026-06-15', {}, {}, false],
    ['already e-mailed: never two', '2026-06-13', {}, { emailed: true }, false],
    ['reminders switched off by the team', '2026-06-12', {}, { remindersOn: false }, false],
    ['someone waiting', '2026-06-12', { status: 'waiting' }, {}, false],
    ['a cancelled registration', '2026-06-12', { status: 'cancelled' }, {}, false],
    ['a walk-in, who has no address', '2026-06-12', { email: '' }, {}, false],
  ])('%s', (_case, today, registration, options, expected) => {
    expect(due(today, registration, options)).toBe(expected);
  });

  it('sends none for a programme whose first day is not a date', () => {
    expect(
      emailReminderDue(
        { status: 'confirmed', email: 'a@example.org' },
        { firstDay: 'soon', today: '2026-06-12', emailed: false, remindersOn: true },
      ),
    ).toBe(false);
  });

  it.each([
    ['2026-06-14', { from: '2026-06-12', to: '2026-06-13' }],
    ['2026-03-01', { from: '2026-02-27', to: '2026-02-28' }],
    ['2028-03-01', { from: '2028-02-28', to: '2028-02-29' }],
    ['2027-01-01', { from: '2026-12-30', to: '2026-12-31' }],
    ['not a date', null],
  ])(
    'reminds a programme starting on %s from the second day before to the day before',
    (first, days) => {
      expect(reminderDays(first)).toEqual(days);
    },
  );

  it('looks, on a day, at the programmes starting in the next two days', () => {
    expect(remindedStarts('2026-12-30')).toEqual({ after: '2026-12-30', until: '2027-01-01' });
  });
});

describe('the reminder’s words', () => {
  const camp = {
    id: 'camp',
    title: 'Youth Camp',
    startDate: '2026-06-14',
    endDate: '2026-06-16',
    time: '9:00 AM',
    place: 'St. Peter’s College, Agra',
    description: '',
    titleHi: 'युवा शिविर',
    placeHi: '',
    descriptionHi: '',
  };
  const person = (noticeLanguage: 'en' | 'hi') => ({
    id: 'camp_3f9a2c0000000000',
    name: 'Asha Verma',
    noticeLanguage,
  });
  const settings = { whatToBring: 'A Bible\n\nA water bottle  ', whatToBringHi: '' };
  const facts = (language: 'en' | 'hi', things = settings) =>
    reminderFacts(camp, person(language), things, 'https://youth.example.org/');

  it('says the programme, its days and time, place, what to bring, name and reference, in English', () => {
    expect(facts('en')).toEqual({
      language: 'en',
      name: 'Asha Verma',
      reference: '3F9-A2C',
      title: 'Youth Camp',
      when: '14–16 Jun 2026, 9:00 AM',
      place: 'St. Peter’s College, Agra',
      whatToBring: ['A Bible', 'A water bottle'],
      pageUrl: 'https://youth.example.org/programmes/camp',
      myRegistrationsUrl: 'https://youth.example.org/my-registrations',
      site: 'youth.example.org',
    });
  });

  it('says them in Hindi for a registration made in Hindi: the Hindi title, months and pages', () => {
    expect(facts('hi', { whatToBring: 'A Bible', whatToBringHi: 'बाइबिल' })).toMatchObject({
      title: 'युवा शिविर',
      when: '14–16 जून 2026, 9:00 AM',
      // No Hindi place was given: the English one.
      place: 'St. Peter’s College, Agra',
      whatToBring: ['बाइबिल'],
      pageUrl: 'https://youth.example.org/hi/programmes/camp',
      myRegistrationsUrl: 'https://youth.example.org/hi/my-registrations',
    });
    // No Hindi of what to bring: the English.
    expect(facts('hi').whatToBring).toEqual(['A Bible', 'A water bottle']);
  });

  it('writes the e-mail: subject, text and its HTML twin, with why the address gets it', () => {
    const email = reminderEmail(facts('en'));
    expect(email.subject).toBe('Reminder: Youth Camp, 14–16 Jun 2026, 9:00 AM');
    expect(email.text).toBe(
      [
        'Hello,',
        '',
        'A reminder: Youth Camp starts soon, and Asha Verma is registered for it.',
        '',
        'When: 14–16 Jun 2026, 9:00 AM',
        'Where: St. Peter’s College, Agra',
        'Reference: 3F9-A2C',
        '',
        'What to bring:',
        'A Bible',
        'A water bottle',
        '',
        'The programme: https://youth.example.org/programmes/camp',
        '',
        'To see it or cancel it, go to https://youth.example.org/my-registrations and sign in with the same e-mail address.',
        '',
        'You get this e-mail because this address registered Asha Verma for Youth Camp on youth.example.org. It is the only reminder sent by e-mail.',
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain('<p>What to bring:<br>A Bible<br>A water bottle</p>');
    expect(email.html).toContain(
      '<a href="https://youth.example.org/programmes/camp">https://youth.example.org/programmes/camp</a>',
    );
  });

  it('writes the e-mail in Hindi', () => {
    const email = reminderEmail(facts('hi'));
    expect(email.subject).toBe('रिमाइंडर: युवा शिविर, 14–16 जून 2026, 9:00 AM');
    expect(email.text).toContain('नमस्ते,');
    expect(email.text).toContain(
      'याद दिला दें: युवा शिविर जल्द ही शुरू हो रहा है, और इसके लिए Asha Verma का रजिस्ट्रेशन हुआ है।',
    );
    expect(email.text).toContain('साथ क्या लाएँ:\nA Bible');
    expect(email.text).toContain('रेफ़रेंस: 3F9-A2C');
    expect(email.text).toContain('https://youth.example.org/hi/programmes/camp');
    expect(email.text).toContain('ई-मेल से सिर्फ़ यही एक रिमाइंडर भेजा जाता है।');
    expect(email.html).toContain('<html lang="hi">');
  });

  it('escapes what the team and the registrant typed in the HTML', () => {
    const email = reminderEmail({
      ...facts('en'),
      name: 'Asha <b>Verma</b>',
      whatToBring: ['A "torch" & <batteries>'],
    });
    expect(email.html).toContain('A &quot;torch&quot; &amp; &lt;batteries&gt;');
    expect(email.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(email.html).not.toContain('<b>');
  });

  it('leaves out the place and what to bring when there are none', () => {
    const text = whatsAppReminderText({ ...facts('en'), place: '', whatToBring: [] });
    expect(text).toBe(
      [
        'A reminder: Youth Camp starts soon, and Asha Verma is registered for it.',
        '',
        'When: 14–16 Jun 2026, 9:00 AM',
        'Reference: 3F9-A2C',
        '',
        'https://youth.example.org/programmes/camp',
      ].join('\n'),
    );
  });

  it('writes the WhatsApp message with what to bring, in the registration’s language', () => {
    expect(whatsAppReminderText(facts('hi'))).toContain('कब: 14–16 जून 2026, 9:00 AM');
    expect(whatsAppReminderText(facts('en'))).toContain('What to bring:\nA Bible\nA water bottle');
  });
});

describe('whatsAppNumber: the number WhatsApp knows a phone by', () => {
  it.each<[string, string, string | null]>([
    ['with its country code', '+91 98765 43210', '919876543210'],
    ['ten digits, as most people type a mobile', '98765 43210', '919876543210'],
    ['with a trunk 0', '098765-43210', '919876543210'],
    ['the country code without a +', '91 98765 43210', '919876543210'],
    ['as dialled abroad', '0091 98765 43210', '919876543210'],
    ['a landline with its area code', '(0562) 246-1234', '915622461234'],
    ["another country's, with its +", '+44 20 7946 0958', '442079460958'],
    ['too short to be a number', '+91 123', null],
    ['too long to be a number', '+91 98765 43210 98765', null],
    ['none', '', null],
  ])('%s: %s', (_case, phone, expected) => {
    expect(whatsAppNumber(phone, '91')).toBe(expected);
  });

  it('writes the message into the link, or gives none without a number', () => {
    expect(whatsAppMessageUrl('98765 43210', 'A reminder & more', '91')).toBe(
      'https://wa.me/919876543210?text=A%20reminder%20%26%20more',
    );
    expect(whatsAppMessageUrl('123', 'A reminder', '91')).toBeNull();
  });
});

describe('the documents as stored', () => {
  it('reads a programme’s reminder settings, the e-mail on unless set off', () => {
    expect(programmeRemindersFromFields('camp', {})).toMatchObject({
      programmeId: 'camp',
      email: true,
      whatToBring: '',
      whatToBringHi: '',
    });
    expect(
      programmeRemindersFromFields('camp', { email: false, whatToBring: 'A Bible' }),
    ).toMatchObject({ email: false, whatToBring: 'A Bible' });
  });

  it('reads what was sent to a registration, the WhatsApp fields missing until the team reminds', () => {
    const at = new Date('2026-06-12T21:47:00.000Z');
    expect(
      reminderSendFromFields('camp_1', { programmeId: 'camp', emailedAt: at, expiresAt: at }),
    ).toEqual({
      id: 'camp_1',
      programmeId: 'camp',
      emailedAt: '2026-06-12T21:47:00.000Z',
      whatsappAt: null,
      whatsappBy: '',
      expiresAt: '2026-06-12T21:47:00.000Z',
    });
  });
});
