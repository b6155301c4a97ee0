/**
 * The Hindi texts of messages, gallery photos and the site's details: which text a page in each
 * language shows (messageTextIn, photoTitleIn, aboutTextIn), and how they are stored and read
 * back (a record written before them reads as having none).
 */
import { describe, expect, it } from 'vitest';
import { messageTextIn } from '../../src/domain/messages';
import {
  galleryImageFields,
  galleryImageFromFields,
  messageFromFields,
} from '../../src/domain/recordFields';
import { aboutTextIn, photoTitleIn, type ShownText } from '../../src/domain/shownText';
import type { GalleryImageInput } from '../../src/domain/types';

const en = (text: string): ShownText => ({ text, lang: 'en' });
const shown = (text: string): ShownText => ({ text });

const MESSAGE = { title: 'A year of hope', fullMessage: 'Be brave.\n\nPray.' };
const HINDI_MESSAGE = { titleHi: 'आशा का वर्ष', fullMessageHi: 'साहसी बनो।\n\nप्रार्थना करो।' };

describe('messageTextIn', () => {
  it.each([
    [
      'an English page: the English, unmarked, even with Hindi given',
      { ...MESSAGE, ...HINDI_MESSAGE },
      'en',
      { title: shown(MESSAGE.title), fullMessage: shown(MESSAGE.fullMessage) },
    ],
    [
      'a Hindi page: the Hindi, unmarked',
      { ...MESSAGE, ...HINDI_MESSAGE },
      'hi',
      { title: shown(HINDI_MESSAGE.titleHi), fullMessage: shown(HINDI_MESSAGE.fullMessageHi) },
    ],
    [
      'a Hindi page without Hindi: the English marked en',
      MESSAGE,
      'hi',
      { title: en(MESSAGE.title), fullMessage: en(MESSAGE.fullMessage) },
    ],
    [
      "a Hindi page with the Hindi '' or blank: the English marked en",
      { ...MESSAGE, titleHi: '', fullMessageHi: '\n\n ' },
      'hi',
      { title: en(MESSAGE.title), fullMessage: en(MESSAGE.fullMessage) },
    ],
    [
      'each text chosen on its own: a Hindi title only',
      { ...MESSAGE, titleHi: HINDI_MESSAGE.titleHi },
      'hi',
      { title: shown(HINDI_MESSAGE.titleHi), fullMessage: en(MESSAGE.fullMessage) },
    ],
  ] as const)('%s', (_, message, language, expected) => {
    expect(messageTextIn(message, language)).toEqual(expected);
  });
});

describe('photoTitleIn and aboutTextIn', () => {
  it('a photo: its Hindi title on a Hindi page, else its English title marked en', () => {
    const photo = { title: 'Campfire night', titleHi: 'अलाव की रात' };
    expect(photoTitleIn(photo, 'hi')).toEqual(shown('अलाव की रात'));
    expect(photoTitleIn(photo, 'en')).toEqual(shown('Campfire night'));
    expect(photoTitleIn({ title: 'Campfire night' }, 'hi')).toEqual(en('Campfire night'));
    expect(photoTitleIn({ ...photo, titleHi: ' ' }, 'hi')).toEqual(en('Campfire night'));
  });

  it("the footer's about text: the Hindi one on a Hindi page, else the English marked en", () => {
    const details = { about: 'We walk with the young.', aboutHi: 'हम युवाओं के साथ चलते हैं।' };
    expect(aboutTextIn(details, 'hi')).toEqual(shown(details.aboutHi));
    expect(aboutTextIn(details, 'en')).toEqual(shown(details.about));
    expect(aboutTextIn({ about: details.about }, 'hi')).toEqual(en(details.about));
  });
});

describe('stored and read back', () => {
  const stored = {
    year: '2025',
    name: 'Raphy Manjaly',
    ...MESSAGE,
    imageUrl: '',
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it("a message keeps its Hindi title and text; one written before them has none (not '')", () => {
    expect(messageFromFields('m', { ...stored, ...HINDI_MESSAGE }, 'bishop')).toMatchObject(
      HINDI_MESSAGE,
    );
    const older = messageFromFields('m', stored, 'bishop');
    expect(older).not.toHaveProperty('titleHi');
    expect(older).not.toHaveProperty('fullMessageHi');
    // A value that is no text reads as none.
    expect(messageFromFields('m', { ...stored, titleHi: 5 }, 'bishop')).not.toHaveProperty(
      'titleHi',
    );
  });

  const input: GalleryImageInput = {
    title: ' Campfire night ',
    imageUrl: 'https://images.example/a.jpeg',
    fileName: 'gallery_1_a.jpeg',
  };

  it("a photo's Hindi title is stored trimmed, '' for none, and not at all where none is given", () => {
    expect(galleryImageFields({ ...input, titleHi: ' अलाव की रात ' })).toMatchObject({
      title: 'Campfire night',
      titleHi: 'अलाव की रात',
    });
    expect(galleryImageFields({ ...input, titleHi: '  ' })).toMatchObject({ titleHi: '' });
    expect(galleryImageFields(input)).not.toHaveProperty('titleHi');
  });

  it('a photo reads back its Hindi title; one stored before it has none', () => {
    const fields = galleryImageFields({ ...input, titleHi: 'अलाव की रात' });
    expect(galleryImageFromFields('a', fields).titleHi).toBe('अलाव की रात');
    expect(galleryImageFromFields('a', galleryImageFields(input))).not.toHaveProperty('titleHi');
  });
});
