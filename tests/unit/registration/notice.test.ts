import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  NOTICE_VERSIONS,
  noticeSummary,
  noticeVersionIn,
  registrationNotice,
} from '../../../src/domain/registration/notice';
import { registrationNoticeInHindi } from '../../../src/domain/registration/noticeHi';
import type { Language } from '../../../src/words/languages';

describe('noticeSummary: the notice in three short lines, the full notice a tap away', () => {
  it.each<[string, string, string[]]>([
    [
      'a programme ending 15 March 2026',
      '2026-03-15',
      [
        "Only the Youth Commission's team sees these details. They are not published or shared.",
        'They are deleted on 16 March 2027, a year after the programme.',
        "You can cancel at any time on 'My registrations'.",
      ],
    ],
    [
      'a last day that is not a date',
      'not a date',
      [
        "Only the Youth Commission's team sees these details. They are not published or shared.",
        'They are deleted a year after the programme.',
        "You can cancel at any time on 'My registrations'.",
      ],
    ],
  ])('%s', (_case, lastDay, expected) => {
    expect(noticeSummary({ lastDay })).toEqual(expected);
  });
});

describe('the version of the notice: a change of its text is a new version', () => {
  /**
   * The text of the notice each language's pages show now (of a sample programme, for an adult
   * and for a parent), as a digest, under the version it is stored with. A change of the text
   * changes its digest: give it a new version, first in NOTICE_VERSIONS and in firestore.rules
   * (noticeVersions), the old one kept after it, then put the new version and digest here.
   */
  const SHOWN: Record<Language, { version: string; digest: string }> = {
    en: { version: '2026-12-01', digest: '4509a2754bef23eb' },
    hi: { version: '2026-12-01', digest: '85f30f57cc1f8d79' },
  };
  const NOTICES = { en: registrationNotice, hi: registrationNoticeInHindi };
  const digestOf = (language: Language) =>
    createHash('sha256')
      .update(
        JSON.stringify(
          [false, true].map((forChild) =>
            NOTICES[language]({
              programmeTitle: '{title}',
              lastDay: '2026-12-12',
              questions: [{ id: 'q1', label: 'T-shirt size', kind: 'text', options: [] }],
              contactEmail: '{email}',
              forChild,
            }),
          ),
        ),
      )
      .digest('hex')
      .slice(0, 16);

  it.each(Object.keys(SHOWN) as Language[])(
    '%s: the text shown is the one of its version',
    (language) => {
      expect(noticeVersionIn(language)).toBe(SHOWN[language].version);
      expect(digestOf(language)).toBe(SHOWN[language].digest);
    },
  );

  it('keeps each version once, the one shown first', () => {
    for (const versions of Object.values(NOTICE_VERSIONS))
      expect(new Set(versions).size).toBe(versions.length);
  });

  it('says that a reminder is sent before the programme, by e-mail, and may be on WhatsApp', () => {
    const why = (language: Language) =>
      NOTICES[language]({
        programmeTitle: 'Youth Camp',
        lastDay: '2026-12-12',
        questions: [],
        contactEmail: '',
        forChild: false,
      })[1]?.text;
    expect(why('en')).toContain(
      'a reminder by e-mail two days before it starts, and perhaps one on WhatsApp from the team',
    );
    expect(why('hi')).toContain(
      'कार्यक्रम शुरू होने से दो दिन पहले ई-मेल से एक रिमाइंडर, और हो सकता है टीम की ओर से WhatsApp पर भी एक',
    );
  });
});
