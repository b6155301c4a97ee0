/** Text of the About Us page (/about-us). Sample content for the commission to revise. */

export const ABOUT = {
  title: 'About Us',
  intro: [
    'The Youth Commission of the Archdiocese of Agra is the office through which the Archbishop cares for the young people of the Archdiocese. It brings together the youth of the parishes, schools, colleges and institutions of the Archdiocese, and animates the Catholic youth movement at parish, deanery and archdiocesan level.',
    'The Commission works in communion with the Conference of Catholic Bishops of India and its Youth Commission, so that the young people of Agra share in the life and mission of the Church in India and beyond.',
  ],
  leadership: {
    heading: 'Leadership',
    intro:
      'The Commission is guided by the Archbishop of Agra and served by a small team appointed by him, together with the elected youth leaders of the Diocesan Executive Committee.',
    roles: [
      {
        role: 'Chairman',
        description: 'A bishop who guides the Commission on behalf of the Archbishop.',
      },
      {
        role: 'Diocesan Youth Director',
        description: 'A priest who leads the youth ministry of the Archdiocese.',
      },
      {
        role: 'Associate Diocesan Youth Director',
        description: 'Assists the Director and coordinates the deaneries.',
      },
      {
        role: 'Diocesan Lady Youth Animator',
        description: 'Accompanies the young women of the Archdiocese and their leaders.',
      },
      {
        role: 'Diocesan Executive Committee',
        description: 'Youth leaders elected from the deaneries for a term of office.',
      },
    ],
  },
  deaneries: {
    heading: 'Our Deaneries',
    intro:
      'The parishes of the Archdiocese are grouped into four deaneries, each with its own youth council:',
    list: [
      { name: 'Agra', description: 'The cathedral city and the parishes around it.' },
      { name: 'Mathura', description: 'The parishes of Mathura and the Braj region.' },
      { name: 'Aligarh', description: 'The parishes of Aligarh and the neighbouring districts.' },
      { name: 'Noida', description: 'The fast-growing parishes of Noida and Greater Noida.' },
    ],
  },
  vision: {
    heading: 'Our Vision',
    list: [
      'Young people who know and love Jesus Christ and his Church.',
      'Youth communities that are welcoming, joyful and open to all.',
      'A generation of leaders who serve society with integrity and compassion.',
    ],
  },
  mission: {
    heading: 'Our Mission',
    list: [
      'To accompany young people in prayer, the Word of God and the Sacraments.',
      'To form youth leaders for the parish, the deanery and the Archdiocese.',
      'To encourage young people to serve the poor and care for creation.',
      'To bring young people of different places and backgrounds together in friendship.',
    ],
  },
  activities: {
    heading: 'Our Activities',
    list: [
      'Youth retreats, recollections and Eucharistic adoration',
      'Leadership training camps for parish and deanery leaders',
      'Deanery and archdiocesan youth conventions and festivals',
      'Bible quizzes, choir festivals, sports and cultural programmes',
      'Blood donation, tree planting and outreach to those in need',
      'Career guidance and personality development seminars',
    ],
  },
  national: {
    heading: 'CCBI Youth Commission',
    paragraphs: [
      'The Conference of Catholic Bishops of India (CCBI) is the conference of the bishops of the Latin Church in India. Its Youth Commission coordinates the youth ministry of the Latin dioceses of the country and animates the Indian Catholic Youth Movement (ICYM).',
      'Through national conventions, leadership programmes and resources for youth ministry, the CCBI Youth Commission helps each diocese to form young people who are rooted in faith and committed to the good of the nation. The Youth Commission of Agra Archdiocese takes part in its regional and national programmes.',
    ],
  },
} as const;
