/** Text of the Mission page: the mission as the acronym PLAN, and pastoral-plan extracts. */

export const MISSION = {
  title: 'Our Mission',
  statement:
    'Our mission is to help every young person of the Archdiocese to make a PLAN for life with Christ at its centre:',
  plan: [
    {
      letter: 'P',
      word: 'Pray',
      text: 'to grow in a personal friendship with Jesus through prayer, the Word of God and the Eucharist.',
    },
    {
      letter: 'L',
      word: 'Learn',
      text: 'to know the faith and the teaching of the Church, and to think and act in its light.',
    },
    {
      letter: 'A',
      word: 'Act',
      text: 'to serve the poor, to work for justice and peace and to care for our common home.',
    },
    {
      letter: 'N',
      word: 'Network',
      text: 'to build friendship and communion among the youth of every parish and deanery.',
    },
  ],
  pastoralPlan: {
    heading: 'From the Pastoral Plan of the Archdiocese',
    extracts: [
      'Young people are not only the future of the Church; they are its present. Every parish shall have an active youth unit, accompanied by a priest and a lay animator.',
      'Youth ministry shall form the whole person: spiritual, intellectual, emotional and social. Formation programmes shall be offered in every deanery each year.',
      'The Church in Agra shall listen to its young people, give them responsibility in parish councils and commissions, and walk with them in the discernment of their vocation.',
    ],
  },
} as const;
