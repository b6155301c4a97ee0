import { describe, expect, it } from 'vitest';
import {
  REMOVAL_SUBJECT,
  removalMailto,
  removalMessage,
  removalWhatsApp,
} from '../../src/domain/photoRemoval';

const photo = {
  title: 'Youth Sunday & the choir',
  pageUrl: 'https://youth.example/programmes/sunday',
  imageUrl: 'https://storage.example/o/gallery%2Fa.webp?alt=media&token=t',
};
const message = removalMessage(photo);

describe('a request to remove a photo', () => {
  it('names the photo, the page it is on and its file', () => {
    expect(message).toBe(
      [
        'Please remove this photo from the website.',
        '',
        'Photo: Youth Sunday & the choir',
        'On the page: https://youth.example/programmes/sunday',
        "The photo's file: https://storage.example/o/gallery%2Fa.webp?alt=media&token=t",
      ].join('\n'),
    );
  });

  it.each([
    [
      'an address',
      'youth@example.org',
      `mailto:youth@example.org?subject=${encodeURIComponent(REMOVAL_SUBJECT)}&body=${encodeURIComponent(message)}`,
    ],
    ['an address that would carry more than itself', 'youth@example.org?bcc=x@example.org', null],
    ['no address', '', null],
  ])('is an e-mail to %s', (_, email, href) => {
    expect(removalMailto(email, photo)).toBe(href);
  });

  it.each([
    ['an international number', '+91 562 285 1318', '915622851318'],
    ['one written with dashes and brackets', ' +91 (562) 285-1318 ', '915622851318'],
    ['a local number, which would reach someone else', '0562 285 1318', null],
    ['no number', '', null],
    ['too few digits', '+91 562', null],
  ])('is a WhatsApp message to %s', (_, phone, number) => {
    expect(removalWhatsApp(phone, photo)).toBe(
      number === null ? null : `https://wa.me/${number}?text=${encodeURIComponent(message)}`,
    );
  });
});
