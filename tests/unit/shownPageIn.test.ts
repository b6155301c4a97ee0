/**
 * shownPageIn: an editable page's title, description and body as its page in each language shows
 * them: on a Hindi page the Hindi ones where the team gave them, each on its own, else the English
 * marked 'en'; on an English page the English, unmarked, whatever Hindi the page has.
 */
import { describe, expect, it } from 'vitest';
import { shownPageIn, type ShownPage } from '../../src/domain/editablePages';
import { parseMarkdown } from '../../src/domain/markdown/parse';

const ENGLISH: ShownPage = {
  title: 'Our Vision',
  description: 'Where the commission is going.',
  blocks: parseMarkdown('A living **faith**.'),
};
const HINDI = {
  titleHi: 'हमारी दृष्टि',
  descriptionHi: 'आयोग कहाँ जा रहा है।',
  blocksHi: parseMarkdown('एक जीवित **विश्वास**।'),
};

describe('shownPageIn', () => {
  it('an English page shows the English words unmarked, with or without Hindi', () => {
    for (const page of [ENGLISH, { ...ENGLISH, ...HINDI }])
      expect(shownPageIn(page, 'en')).toEqual({
        title: { text: ENGLISH.title },
        description: { text: ENGLISH.description },
        blocks: { text: ENGLISH.blocks },
      });
  });

  it('a Hindi page shows the Hindi words unmarked where the page has them', () => {
    expect(shownPageIn({ ...ENGLISH, ...HINDI }, 'hi')).toEqual({
      title: { text: HINDI.titleHi },
      description: { text: HINDI.descriptionHi },
      blocks: { text: HINDI.blocksHi },
    });
  });

  it('a Hindi page shows the English words marked English where the page has no Hindi', () => {
    expect(shownPageIn(ENGLISH, 'hi')).toEqual({
      title: { text: ENGLISH.title, lang: 'en' },
      description: { text: ENGLISH.description, lang: 'en' },
      blocks: { text: ENGLISH.blocks, lang: 'en' },
    });
  });

  it('chooses for each word on its own: a Hindi title over an English body', () => {
    expect(shownPageIn({ ...ENGLISH, titleHi: HINDI.titleHi }, 'hi')).toEqual({
      title: { text: HINDI.titleHi },
      description: { text: ENGLISH.description, lang: 'en' },
      blocks: { text: ENGLISH.blocks, lang: 'en' },
    });
    expect(shownPageIn({ ...ENGLISH, blocksHi: HINDI.blocksHi }, 'hi').blocks).toEqual({
      text: HINDI.blocksHi,
    });
  });
});
