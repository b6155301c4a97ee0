/**
 * The Privacy page's text in each language (src/content/privacy/): the Hindi is the English's
 * twin, section for section and paragraph for paragraph, in a build that counts page views and
 * in one that does not, and says the facts that matter to a parent in its own words.
 */
import { describe, expect, it } from 'vitest';
import { PRIVACY as ENGLISH } from '../../../src/content/privacy/en';
import { PRIVACY as HINDI } from '../../../src/content/privacy/hi';

const EMAIL = 'youth@example.org';
/** Devanagari, the script Hindi is written in. */
const DEVANAGARI = /\p{Script=Devanagari}/u;

describe.each([false, true])('with page views counted: %s', (countsPageViews) => {
  const english = ENGLISH.sections(countsPageViews, EMAIL);
  const hindi = HINDI.sections(countsPageViews, EMAIL);

  it('has as many sections, paragraphs, links and addresses in Hindi as in English', () => {
    const shape = (sections: typeof english) =>
      sections.map(({ paragraphs, link, email }) => ({
        paragraphs: paragraphs.length,
        link,
        email,
      }));
    expect(shape(hindi)).toEqual(shape(english));
  });

  it('writes every heading and paragraph in Hindi, each different from the others', () => {
    const texts = [HINDI.intro, ...hindi.flatMap((s) => [s.heading, ...s.paragraphs])];
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
    // Paragraphs are keyed by their text on the page.
    for (const { paragraphs } of hindi) expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });
});

describe('what the Hindi says', () => {
  const said = (countsPageViews: boolean) =>
    HINDI.sections(countsPageViews, EMAIL)
      .flatMap((s) => s.paragraphs)
      .join('\n');

  it.each([
    ["a parent's consent before anything of a child under 18", '18 साल से कम', 'सहमति'],
    ['deletion a year after the programme ends', 'एक साल बाद', 'अपने-आप हटा दिया जाता है'],
    ["cancelling on 'My registrations'", "'मेरे रजिस्ट्रेशन'", 'रद्द'],
    ['the reminder two days before', 'दो दिन पहले', 'रिमाइंडर'],
    ['a photo taken down within two days', 'दो दिन के अंदर', 'बैकअप'],
  ])('%s', (_, ...words) => {
    for (const countsPageViews of [false, true])
      for (const word of words) expect(said(countsPageViews)).toContain(word);
  });

  it('names Google Analytics only in a build that counts page views, and no cookies in both', () => {
    expect(said(true)).toContain('Google Analytics');
    expect(said(false)).not.toContain('Google Analytics');
    for (const countsPageViews of [false, true]) expect(said(countsPageViews)).toContain('कुकी');
  });
});
