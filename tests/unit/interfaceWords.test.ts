// @vitest-environment node
/**
 * The interface's words: every language's table holds every text of the English one, with the
 * same blanks, and written in its own script; blanks are filled; counted words follow each
 * language's plural rules; paths carry their language; the names of months and weekdays are
 * CLDR's; every public route is named in Hindi (title, menu label, description); docs/translation.md
 * lists every text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MENU,
  ROUTES,
  descriptionOf,
  documentTitleFor,
  prerenderedRoutes,
  routesIn,
} from '../../src/app/routes';
import { PROFILE } from '../../src/config/profile';
import type { MenuEntry } from '../../src/domain/menu';
import { CALENDAR_EN, type CalendarNames, type EnglishText } from '../../src/words/en';
import { blanksOf, counted, fill } from '../../src/words/fill';
import { CALENDAR_HI, INTERFACE_HI } from '../../src/words/hi';
import { REGISTRATION_HI } from '../../src/words/hiRegistration';
import {
  LANGUAGE_LIST,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '../../src/words/languages';
import { sayIn, type Sentence } from '../../src/words/sentence';
import { loadTranslation, translatedName } from '../../src/words/translations';

/** Every text in Hindi: the interface's table, and the registration pages' own. */
const ALL_HI: Record<EnglishText, string> = { ...INTERFACE_HI, ...REGISTRATION_HI };
const TEXTS = Object.keys(ALL_HI) as EnglishText[];
/** A letter of the Devanagari script. */
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi table', () => {
  it.each(TEXTS)('translates %s, naming the same blanks, in Devanagari', (text) => {
    const hindi: string = ALL_HI[text];
    expect(hindi.trim()).not.toBe('');
    expect(blanksOf(hindi).sort()).toEqual(blanksOf(text).sort());
    // Left in English, it would have no Devanagari letter outside its blanks.
    expect(hindi.replace(/\{\w+\}/g, '')).toMatch(DEVANAGARI);
  });

  it('holds no text the registration pages’ table holds: each text is translated once', () => {
    expect(Object.keys(REGISTRATION_HI).filter((text) => text in INTERFACE_HI)).toEqual([]);
  });

  it('is the only list of English texts a component may say: others fail the type check', () => {
    const say = (text: EnglishText) => text;
    // @ts-expect-error: a text the table lacks is not an EnglishText.
    expect(say('A text the table lacks')).toBe('A text the table lacks');
    expect(say('Contact')).toBe('Contact');
  });
});

const words = await loadTranslation('hi');

describe('the route table in Hindi', () => {
  const menuLabels = (entries: readonly MenuEntry[]): string[] =>
    entries.flatMap((entry) => [entry.label, ...menuLabels(entry.submenu ?? [])]);

  it.each(routesIn('hi').map((route) => [route.path, route.title] as const))(
    'names %s in Hindi, in its title and with the site’s name',
    (path, title) => {
      const inHindi = documentTitleFor(path, ROUTES, words);
      expect(inHindi).toMatch(DEVANAGARI);
      if (title) expect(inHindi).not.toContain(title);
      expect(inHindi).not.toContain(PROFILE.names.title);
    },
  );

  it.each(menuLabels(MENU))('labels the menu entry %s in Hindi', (label) => {
    expect(translatedName(words, label)).toMatch(DEVANAGARI);
  });

  it.each(prerenderedRoutes().map((route) => route.path))(
    'describes %s in Hindi for link previews, where it is described in English',
    (path) => {
      if (descriptionOf(path) === undefined) return;
      expect(descriptionOf(path, words)).toMatch(DEVANAGARI);
      expect(descriptionOf(path, words)).not.toBe(descriptionOf(path));
    },
  );

  it('keeps the team’s pages in English only, at their English address', () => {
    const hindiPaths = routesIn('hi').map((route) => route.path);
    expect(hindiPaths.filter((path) => path.startsWith('/admin'))).toEqual([]);
    expect(routesIn('en')).toEqual(ROUTES);
  });
});

describe('fill', () => {
  it.each([
    ['{count} of {total}', { count: 3, total: 42 }, '3 of 42'],
    ['{network} (opens in a new tab)', { network: 'Facebook' }, 'Facebook (opens in a new tab)'],
    ['{network} (नए टैब में खुलता है)', { network: 'YouTube' }, 'YouTube (नए टैब में खुलता है)'],
    ['no blanks', {}, 'no blanks'],
    // A blank without a value stays, for a test to find.
    ['{entry} submenu', {}, '{entry} submenu'],
    ['{a}{a}', { a: 'x' }, 'xx'],
    // Only the values given fill a blank, not what every object inherits.
    ['{constructor} {toString}', {}, '{constructor} {toString}'],
  ])('%s with %o is %s', (text, values, filled) => {
    expect(fill(text, values)).toBe(filled);
  });
});

describe('a sentence made at run time', () => {
  const hindiSay = (text: EnglishText, values?: Readonly<Record<string, string | number>>) =>
    fill({ ...INTERFACE_HI, ...REGISTRATION_HI }[text], values);
  const ages: Sentence = {
    text: 'This programme is for ages {range}: on its first day the person will be {age}.',
    values: { range: { text: '{min} and over', values: { min: 15 } }, age: 14 },
  };
  it.each([
    [ages, fill, 'This programme is for ages 15 and over: on its first day the person will be 14.'],
    [
      ages,
      hindiSay,
      'यह कार्यक्रम 15 साल या उससे ज़्यादा की उम्र के लिए है: पहले दिन उस व्यक्ति की उम्र 14 साल होगी।',
    ],
    [
      { text: 'This programme has no valid dates.' } satisfies Sentence,
      hindiSay,
      'इस कार्यक्रम की तारीखें सही नहीं हैं।',
    ],
  ] as const)('%o is said, its inner sentence first', (sentence, say, said) => {
    expect(sayIn(sentence, say)).toBe(said);
  });

  it('is said in English without a say', () => {
    expect(sayIn(ages)).toBe(sayIn(ages, fill));
  });
});

describe('a counted word', () => {
  const photos = {
    en: { one: '{count} photo', other: '{count} photos' },
    hi: { one: '{count} फ़ोटो', other: '{count} फ़ोटो' },
  } as const;
  const members = {
    en: { one: '{count} member', other: '{count} members' },
    hi: { one: '{count} सदस्य', other: '{count} सदस्य' },
  } as const;

  it.each<[Language, number, string]>([
    ['en', 0, '0 photos'],
    ['en', 1, '1 photo'],
    ['en', 2, '2 photos'],
    ['en', 60, '60 photos'],
    ['hi', 0, '0 फ़ोटो'],
    ['hi', 1, '1 फ़ोटो'],
    ['hi', 2, '2 फ़ोटो'],
  ])('in %s, %i: %s', (language, count, text) => {
    expect(counted(language, count, photos[language])).toBe(text);
  });

  // Hindi puts 0 with 1 ('one'), English with the others: the forms tell them apart.
  it.each<[Language, number, 'one' | 'other']>([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['hi', 0, 'one'],
    ['hi', 1, 'one'],
    ['hi', 2, 'other'],
  ])('in %s, %i takes the form %s', (language, count, form) => {
    const marked = { one: 'one:{count}', other: 'other:{count}' };
    expect(counted(language, count, marked)).toBe(`${form}:${count}`);
    expect(counted(language, count, members[language])).toContain(String(count));
  });
});

describe('the language of a path', () => {
  it.each<[string, Language, string, string, string]>([
    // path, its language, without it, in English, in Hindi
    ['/', 'en', '/', '/', '/hi'],
    ['/about-us', 'en', '/about-us', '/about-us', '/hi/about-us'],
    ['/programmes/abc', 'en', '/programmes/abc', '/programmes/abc', '/hi/programmes/abc'],
    ['/hi', 'hi', '/', '/', '/hi'],
    ['/hi/about-us', 'hi', '/about-us', '/about-us', '/hi/about-us'],
    ['/hi/programmes/abc', 'hi', '/programmes/abc', '/programmes/abc', '/hi/programmes/abc'],
    // Only the whole first segment names a language.
    ['/hindi', 'en', '/hindi', '/hindi', '/hi/hindi'],
    ['/history', 'en', '/history', '/history', '/hi/history'],
  ])(
    '%s is in %s, is %s without it, %s in English, %s in Hindi',
    (path, language, bare, en, hi) => {
      expect(languageOfPath(path)).toBe(language);
      expect(pathWithoutLanguage(path)).toBe(bare);
      expect(pathInLanguage(path, 'en')).toBe(en);
      expect(pathInLanguage(path, 'hi')).toBe(hi);
    },
  );

  it('lists English first, the language a missing translation falls back to', () => {
    expect(LANGUAGE_LIST).toEqual(['en', 'hi']);
  });
});

const CALENDAR_NAMES: Record<Language, CalendarNames> = { en: CALENDAR_EN, hi: CALENDAR_HI };

describe('the names of months and weekdays', () => {
  const intl = (locale: string, options: Intl.DateTimeFormatOptions, dates: Date[]) =>
    dates.map((date) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date),
    );
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 1)));
  // 1 February 2026 was a Sunday.
  const week = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 1, 1 + i)));

  it.each([
    ['en', 'en-GB'],
    ['hi', 'hi-IN'],
  ] as const)('in %s are CLDR’s (%s), written whole', (language, locale) => {
    const names = CALENDAR_NAMES[language];
    expect(names.months).toEqual(intl(locale, { month: 'long' }, months));
    expect(names.weekdays).toEqual(intl(locale, { weekday: 'long' }, week));
  });

  it.each([
    ['en', 'en-GB'],
    ['hi', 'hi-IN'],
  ] as const)('in %s, the short weekdays are CLDR’s (%s)', (language, locale) => {
    expect(CALENDAR_NAMES[language].weekdaysShort).toEqual(
      intl(locale, { weekday: 'short' }, week),
    );
  });

  it('in short: English takes three letters, Hindi writes the month whole', () => {
    expect(CALENDAR_NAMES.en.monthsShort).toEqual(
      CALENDAR_NAMES.en.months.map((m) => m.slice(0, 3)),
    );
    expect(CALENDAR_NAMES.hi.monthsShort).toEqual(CALENDAR_NAMES.hi.months);
  });
});

describe('docs/translation.md', () => {
  const doc = readFileSync(new URL('../../docs/translation.md', import.meta.url), 'utf8');
  const lines = doc.split('\n');
  const header = lines.findIndex((line) => /^\| English +\| Hindi +\| state +\|$/.test(line));
  const rows = new Map(
    lines
      .slice(header + 2)
      .filter((line) => line.startsWith('|'))
      .map((line) => {
        const [english = '', hindi, state] = line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim());
        return [english, { hindi, state }] as const;
      }),
  );

  it.each(TEXTS)('lists %s with its Hindi and whether it is reviewed', (text) => {
    expect(header).toBeGreaterThan(0);
    expect(rows.get(text)).toEqual({
      hindi: ALL_HI[text],
      state: expect.stringMatching(/^(drafted|reviewed)$/),
    });
  });

  it('lists no text the table does not have', () => {
    expect([...rows.keys()].filter((text) => !(text in ALL_HI))).toEqual([]);
  });
});
