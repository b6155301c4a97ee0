/**
 * The admin forms' checks of the site's details and of a banner slide's words
 * (src/domain/formChecks.ts), and how the details are stored and read back
 * (src/domain/siteDetails.ts): table-driven, each row one change to good input.
 */
import { describe, expect, it } from 'vitest';
import { validateBannerWords, validateSiteDetailsInput } from '../../src/domain/formChecks';
import {
  addressLinesOf,
  bannerAlt,
  bannerSlideFields,
  bannerSlideFromFields,
  siteDetailsFields,
  siteDetailsFromFields,
  type SiteDetails,
} from '../../src/domain/siteDetails';

const GOOD = {
  address: "Archbishop's House\nAgra",
  phone: '+91 562 285 1318',
  email: 'youth@example.org',
  secondaryEmail: '',
  about: 'We accompany young people.',
  mapPlace: "Archbishop's House, Agra",
  facebook: '',
  instagram: '',
  youtube: '',
};

describe('validateSiteDetailsInput', () => {
  it.each<[string, Partial<typeof GOOD> & { aboutHi?: string }, string | null]>([
    ['the good details', {}, null],
    ['an about text in Hindi of 1,000 characters', { aboutHi: 'क'.repeat(1000) }, null],
    ['a blank about text in Hindi (none)', { aboutHi: ' ' }, null],
    [
      'an about text in Hindi of 1,001 characters',
      { aboutHi: 'क'.repeat(1001) },
      'The about text in Hindi must be at most 1,000 characters',
    ],
    [
      'a blank address',
      { address: ' \n ' },
      'Address, phone, e-mail, about text and map place are required',
    ],
    [
      'a blank about text',
      { about: '\u200b' },
      'Address, phone, e-mail, about text and map place are required',
    ],
    [
      'an e-mail without @',
      { email: 'youth' },
      'The e-mail address must be an address such as youth@example.org',
    ],
    ['an e-mail with spaces around it', { email: ' youth@example.org ' }, null],
    [
      'an e-mail carrying a hidden copy in its mailto: link',
      { email: 'youth@example.org?bcc=someone@evil.example' },
      'The e-mail address must be an address such as youth@example.org',
    ],
    [
      'an e-mail holding a comma (a second address)',
      { email: 'youth@example.org,someone@evil.example' },
      'The e-mail address must be an address such as youth@example.org',
    ],
    [
      'an e-mail holding a no-break space',
      { email: 'youth\u00a0x@example.org' },
      'The e-mail address must be an address such as youth@example.org',
    ],
    [
      'a second e-mail carrying a subject',
      { secondaryEmail: 'office@example.org?subject=Hi' },
      'The second e-mail address must be empty or an address such as office@example.org',
    ],
    ['a second e-mail', { secondaryEmail: 'office@example.org' }, null],
    [
      'a second e-mail with two @',
      { secondaryEmail: 'a@b@c' },
      'The second e-mail address must be empty or an address such as office@example.org',
    ],
    ['facebook.com', { facebook: 'https://facebook.com/agra' }, null],
    ['m.facebook.com', { facebook: 'https://m.facebook.com/agra' }, null],
    [
      'a Facebook look-alike host',
      { facebook: 'https://facebook.com.example.org/agra' },
      'The Facebook link must be empty or an https:// address on facebook.com, such as https://www.facebook.com/yourpage',
    ],
    [
      'an Instagram link over http',
      { instagram: 'http://instagram.com/agra' },
      'The Instagram link must be empty or an https:// address on instagram.com, such as https://www.instagram.com/yourpage',
    ],
    ['a YouTube channel', { youtube: 'https://www.youtube.com/@agrayouth' }, null],
    [
      'a YouTube link with a space',
      { youtube: 'https://www.youtube.com/a b' },
      'The YouTube link must be empty or an https:// address on youtube.com, such as https://www.youtube.com/yourpage',
    ],
    ['an address of 500 characters', { address: 'a'.repeat(500) }, null],
    [
      'an address of 501 characters',
      { address: 'a'.repeat(501) },
      'The address must be at most 500 characters',
    ],
    [
      'an about text of 1,001 characters',
      { about: 'a'.repeat(1001) },
      'The about text must be at most 1,000 characters',
    ],
    [
      'a phone of 201 characters',
      { phone: '1'.repeat(201) },
      'Phone and map place must be at most 200 characters',
    ],
  ])('%s', (_, change, message) => {
    expect(validateSiteDetailsInput({ ...GOOD, ...change })).toBe(message);
  });
});

describe('validateBannerWords', () => {
  it.each<[string, { headline: string; subline: string; description: string }, string | null]>([
    ['good words', { headline: 'Rise up', subline: '', description: 'a bonfire' }, null],
    [
      'no headline',
      { headline: ' ', subline: 'x', description: 'a bonfire' },
      'Headline and photo description are required',
    ],
    [
      'no description',
      { headline: 'Rise up', subline: '', description: '' },
      'Headline and photo description are required',
    ],
    [
      'a headline of 101 characters',
      { headline: 'a'.repeat(101), subline: '', description: 'x' },
      'The headline must be at most 100 characters',
    ],
    [
      'a subline of 201 characters',
      { headline: 'a', subline: 'a'.repeat(201), description: 'x' },
      'The subline and the description must be at most 200 characters',
    ],
  ])('%s', (_, words, message) => {
    expect(validateBannerWords(words)).toBe(message);
  });
});

describe('stored and read back', () => {
  const details: SiteDetails = {
    addressLines: ['Hall', 'Agra'],
    phone: '1',
    email: 'a@b.org',
    secondaryEmail: '',
    about: 'x',
    aboutHi: 'युवा आयोग।\n\nआगरा।',
    mapPlace: 'Agra',
    facebook: '',
    instagram: 'https://instagram.com/a',
    youtube: '',
  };

  it('keeps the site details, the address as one text of lines', () => {
    const fields = siteDetailsFields(details);
    expect(fields.address).toBe('Hall\nAgra');
    const at = new Date('2026-11-20T10:00:00.000Z');
    expect(
      siteDetailsFromFields('site', { ...fields, updatedAt: at.toISOString(), updatedBy: 'u' }),
    ).toEqual({ ...details, updatedAt: at, updatedBy: 'u' });
  });

  it("stores no about text in Hindi as '', and reads details saved before it as having none", () => {
    const english: SiteDetails = { ...details };
    delete english.aboutHi;
    const fields: Partial<ReturnType<typeof siteDetailsFields>> = siteDetailsFields(english);
    expect(fields.aboutHi).toBe('');
    delete fields.aboutHi;
    expect(siteDetailsFromFields('site', fields).aboutHi).toBe('');
  });

  it('reads the address a non-blank line each, and an odd document as empty', () => {
    expect(addressLinesOf(' Hall \n\n Agra\n')).toEqual(['Hall', 'Agra']);
    expect(siteDetailsFromFields('site', { phone: 5, updatedAt: 'not a date' })).toMatchObject({
      addressLines: [],
      phone: '',
      updatedAt: null,
    });
  });

  it('keeps a banner slide, WebP all or none', () => {
    const files = {
      jpg: { 640: 'j640', 1280: 'j1280', 1920: 'j1920' },
      webp: { 640: 'w640', 1280: 'w1280', 1920: 'w1920' },
    };
    const words = { headline: 'H', subline: '', description: 'd' };
    const fields = bannerSlideFields({ ...words, files });
    expect(bannerSlideFromFields('3', fields)).toMatchObject({ slide: 3, ...words, files });
    const jpegOnly = bannerSlideFields({ ...words, files: { jpg: files.jpg, webp: null } });
    expect(jpegOnly.webp1280).toBe('');
    expect(bannerSlideFromFields('3', jpegOnly).files.webp).toBeNull();
    expect(bannerSlideFromFields('3', { ...fields, webp640: '' }).files.webp).toBeNull();
  });

  it('says the slide before what the photo shows', () => {
    expect(bannerAlt(1, 'a bonfire')).toBe('slide one out of four: a bonfire');
    expect(bannerAlt(4, 'a church')).toBe('slide four out of four: a church');
  });
});
