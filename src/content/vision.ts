/** Text of the Vision page: a statement with three points. */

export const VISION = {
  title: 'Our Vision',
  statement:
    'We dream of a youth of the Archdiocese of Agra who are disciples of Jesus Christ, living witnesses of his love in their families, in the Church and in society. We see young people who are:',
  points: [
    {
      heading: 'Rooted in faith',
      text: 'knowing and loving Christ, nourished by the Word of God and the Sacraments.',
    },
    {
      heading: 'United in communion',
      text: 'one family across parishes, deaneries, languages and backgrounds.',
    },
    {
      heading: 'Committed to service',
      text: 'bringing hope, justice and compassion to the world around them.',
    },
  ],
} as const;
