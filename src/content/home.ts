/** Text of the home page. */
import { PROFILE } from '../config/profile';

const { formalTitle, diocese, dioceseShort } = PROFILE.names;

/** Overlays of the four banner slides, in the order of BANNERS. */
export const BANNER_CAPTIONS: ReadonlyArray<{ heading: string; text: string }> = [
  { heading: 'Young, Catholic and together', text: `Youth of ${diocese}` },
  { heading: 'Rooted in prayer', text: 'Growing in faith through the Word and the Sacraments' },
  { heading: 'Called to serve', text: 'Reaching out to our neighbours in every deanery' },
  {
    heading: 'One Church, one family',
    text: `Building communities of hope across ${dioceseShort}`,
  },
];

export const ABOUT_TEASER = {
  heading: 'About the Youth Commission',
  paragraphs: [
    `The ${formalTitle} accompanies young people in the parishes, schools and colleges of ${dioceseShort} as they grow in faith, friendship and service.`,
    'Through retreats, leadership camps, deanery gatherings and works of charity, it helps young Catholics to know Christ, to love the Church and to take their place in society with confidence.',
  ],
} as const;
