/**
 * The example commission's texts of its editable pages (see ./example.ts): short, made-up, naming
 * no one real, in the site's Markdown subset, with each page's title and link-preview description.
 */
import type { PageId, PageInput } from '../../domain/editablePages';

/** A page's Markdown: its blocks, a blank line between each two. */
const markdown = (...blocks: string[]) => blocks.join('\n\n');
/** A bulleted list, one item a line. */
const bullets = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');
/** A numbered list, one item a line. */
const numbered = (...items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');

const COMMISSION = 'the Youth Commission of Ranipur Diocese';

const EXAMPLE_PAGES: Readonly<Record<PageId, PageInput>> = {
  'about-us': {
    title: 'About Us',
    description: `About ${COMMISSION}: who serves it, its parishes and what it does.`,
    body: markdown(
      'The Youth Commission of the Diocese of Ranipur gathers the young people of its parishes, schools and colleges in faith, friendship and service.',
      '## Who serves it',
      bullets(
        '**The Bishop** guides the Commission.',
        '**The Youth Director**, a priest, leads the youth ministry of the Diocese.',
        '**The Youth Coordinator** works with the parish youth councils.',
      ),
      '## What it does',
      bullets(
        'Retreats and days of prayer',
        'Leadership camps for parish youth leaders',
        'Festivals of music, sport and service',
      ),
    ),
  },
  history: {
    title: 'History',
    description: `How ${COMMISSION} began and grew.`,
    body: markdown(
      'The youth groups of the parishes of Ranipur met for the first time as one diocesan gathering many years ago. Out of that gathering grew the Youth Commission, which the Bishop set up to keep the young people of the Diocese walking together.',
    ),
  },
  mission: {
    title: 'Our Mission',
    description: `The mission of ${COMMISSION}.`,
    body: markdown(
      'Our mission is to help every young person of the Diocese to:',
      bullets(
        '**Pray** with the Word of God and the Sacraments.',
        '**Serve** the poor and care for creation.',
        '**Belong** to a community of friends in every parish.',
      ),
      '> Young people are the present of the Church, not only its future.',
    ),
  },
  vision: {
    title: 'Our Vision',
    description: `The vision of ${COMMISSION} for its young people.`,
    body: markdown(
      'We see young people rooted in faith, united as one family across the parishes, and generous in service.',
    ),
  },
  objectives: {
    title: 'Our Objectives',
    description: `The three objectives of ${COMMISSION}.`,
    body: markdown(
      'To live its mission, the Commission works for:',
      numbered(
        '**Formation** in faith through retreats and study.',
        '**Leadership** of young people in their parishes.',
        '**Service** of those in need around them.',
      ),
    ),
  },
  chairman: {
    title: 'Message from the Chairman',
    description: 'A message from the bishop who chairs the Youth Commission.',
    body: markdown(
      'Dear young friends,',
      'Stay close to Jesus, be generous with your gifts, and walk together as one family. The Church needs you today.',
      '*Chairman, Youth Commission of Ranipur Diocese*',
    ),
  },
};

export default EXAMPLE_PAGES;
