import { describe, expect, it } from 'vitest';
import { programmeTextIn, type ShownText } from '../../src/domain/programmes';
import type { Programme } from '../../src/domain/types';
import type { Language } from '../../src/words/languages';

type Texts = Pick<
  Programme,
  'title' | 'place' | 'description' | 'titleHi' | 'placeHi' | 'descriptionHi'
>;

const ENGLISH: Texts = {
  title: 'Youth Day',
  place: 'Cathedral, Agra',
  description: 'A day of prayer.\n\nBring a friend.',
};
const HINDI = {
  titleHi: 'युवा दिवस',
  placeHi: 'कैथेड्रल, आगरा',
  descriptionHi: 'प्रार्थना का दिन।\n\nएक मित्र को साथ लाएँ।',
};

const en = (text: string): ShownText => ({ text, lang: 'en' });
const hi = (text: string): ShownText => ({ text });

describe('programmeTextIn', () => {
  it.each<[string, Texts, Language, Record<'title' | 'place' | 'description', ShownText>]>([
    [
      'an English page shows the English, unmarked, even with Hindi given',
      { ...ENGLISH, ...HINDI },
      'en',
      { title: hi(ENGLISH.title), place: hi(ENGLISH.place), description: hi(ENGLISH.description) },
    ],
    [
      'a Hindi page shows the Hindi, unmarked',
      { ...ENGLISH, ...HINDI },
      'hi',
      { title: hi(HINDI.titleHi), place: hi(HINDI.placeHi), description: hi(HINDI.descriptionHi) },
    ],
    [
      'a Hindi page without Hindi (fields absent) shows the English marked en',
      ENGLISH,
      'hi',
      { title: en(ENGLISH.title), place: en(ENGLISH.place), description: en(ENGLISH.description) },
    ],
    [
      "a Hindi page with the Hindi fields '' shows the English marked en",
      { ...ENGLISH, titleHi: '', placeHi: '', descriptionHi: '' },
      'hi',
      { title: en(ENGLISH.title), place: en(ENGLISH.place), description: en(ENGLISH.description) },
    ],
    [
      'blank Hindi counts as none',
      { ...ENGLISH, titleHi: '  ', placeHi: '\u00a0', descriptionHi: '\n\n' },
      'hi',
      { title: en(ENGLISH.title), place: en(ENGLISH.place), description: en(ENGLISH.description) },
    ],
    [
      'each field is chosen on its own: a Hindi title only',
      { ...ENGLISH, titleHi: HINDI.titleHi },
      'hi',
      { title: hi(HINDI.titleHi), place: en(ENGLISH.place), description: en(ENGLISH.description) },
    ],
    [
      'a Hindi place where there is no English one',
      { ...ENGLISH, place: '', placeHi: HINDI.placeHi },
      'hi',
      { title: en(ENGLISH.title), place: hi(HINDI.placeHi), description: en(ENGLISH.description) },
    ],
    [
      'an English page without an English place shows none, whatever the Hindi',
      { ...ENGLISH, place: '', placeHi: HINDI.placeHi },
      'en',
      { title: hi(ENGLISH.title), place: hi(''), description: hi(ENGLISH.description) },
    ],
  ])('%s', (_, programme, language, expected) => {
    expect(programmeTextIn(programme, language)).toEqual(expected);
  });
});
