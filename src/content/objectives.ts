/** Text of the Objectives page: five numbered objectives. */

export const OBJECTIVES = {
  title: 'Our Objectives',
  intro: 'To fulfil its vision and mission, the Youth Commission works:',
  list: [
    {
      heading: 'Faith formation',
      text: 'to deepen the faith of young people through catechesis, retreats, the Word of God and the Sacraments.',
    },
    {
      heading: 'Leadership',
      text: 'to identify, train and accompany youth leaders for the parish, the deanery and the Archdiocese.',
    },
    {
      heading: 'Communion',
      text: 'to bring together the youth of the four deaneries in friendship, prayer and common programmes.',
    },
    {
      heading: 'Service',
      text: 'to lead young people to serve the poor and the marginalised and to care for creation.',
    },
    {
      heading: 'Vocation',
      text: 'to help young people discern their calling in life, in the family, in the Church and in society.',
    },
  ],
} as const;
