/**
 * This commission's texts of its editable pages (About Us, History, Mission, Vision, Objectives,
 * the Chairman's page) until the team saves its own; the seed saves them as each page's first
 * version. In the site's Markdown subset (`## ` and `### ` headings, paragraphs, `- ` and `1. `
 * lists, `> ` quotations, `**bold**`, `*italic*`, `[text](url)`; no HTML), with each page's title
 * and the description its link previews carry. Sample content, for the commission to revise.
 */
import type { PageId, PageInput } from '../../domain/editablePages';

/** A page's Markdown: its blocks, a blank line between each two. */
const markdown = (...blocks: string[]) => blocks.join('\n\n');
/** A bulleted list, one item a line. */
const bullets = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');
/** A numbered list, one item a line. */
const numbered = (...items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');

const AGRA_PAGES: Readonly<Record<PageId, PageInput>> = {
  'about-us': {
    title: 'About Us',
    description:
      'The Youth Commission of the Archdiocese of Agra: its leadership, its four deaneries, its vision, mission and activities.',
    body: markdown(
      'The Youth Commission of the Archdiocese of Agra is the office through which the Archbishop cares for the young people of the Archdiocese. It brings together the youth of the parishes, schools, colleges and institutions of the Archdiocese, and animates the Catholic youth movement at parish, deanery and archdiocesan level.',
      'The Commission works in communion with the Conference of Catholic Bishops of India and its Youth Commission, so that the young people of Agra share in the life and mission of the Church in India and beyond.',
      '## Leadership',
      'The Commission is guided by the Archbishop of Agra and served by a small team appointed by him, together with the elected youth leaders of the Diocesan Executive Committee.',
      bullets(
        '**Chairman**: A bishop who guides the Commission on behalf of the Archbishop.',
        '**Diocesan Youth Director**: A priest who leads the youth ministry of the Archdiocese.',
        '**Associate Diocesan Youth Director**: Assists the Director and coordinates the deaneries.',
        '**Diocesan Lady Youth Animator**: Accompanies the young women of the Archdiocese and their leaders.',
        '**Diocesan Executive Committee**: Youth leaders elected from the deaneries for a term of office.',
      ),
      '## Our Deaneries',
      'The parishes of the Archdiocese are grouped into four deaneries, each with its own youth council:',
      '### Agra',
      'The cathedral city and the parishes around it.',
      '### Mathura',
      'The parishes of Mathura and the Braj region.',
      '### Aligarh',
      'The parishes of Aligarh and the neighbouring districts.',
      '### Noida',
      'The fast-growing parishes of Noida and Greater Noida.',
      '## Our Vision',
      bullets(
        'Young people who know and love Jesus Christ and his Church.',
        'Youth communities that are welcoming, joyful and open to all.',
        'A generation of leaders who serve society with integrity and compassion.',
      ),
      '## Our Mission',
      bullets(
        'To accompany young people in prayer, the Word of God and the Sacraments.',
        'To form youth leaders for the parish, the deanery and the Archdiocese.',
        'To encourage young people to serve the poor and care for creation.',
        'To bring young people of different places and backgrounds together in friendship.',
      ),
      '## Our Activities',
      bullets(
        'Youth retreats, recollections and Eucharistic adoration',
        'Leadership training camps for parish and deanery leaders',
        'Deanery and archdiocesan youth conventions and festivals',
        'Bible quizzes, choir festivals, sports and cultural programmes',
        'Blood donation, tree planting and outreach to those in need',
        'Career guidance and personality development seminars',
      ),
      '## CCBI Youth Commission',
      'The Conference of Catholic Bishops of India (CCBI) is the conference of the bishops of the Latin Church in India. Its Youth Commission coordinates the youth ministry of the Latin dioceses of the country and animates the Indian Catholic Youth Movement (ICYM).',
      'Through national conventions, leadership programmes and resources for youth ministry, the CCBI Youth Commission helps each diocese to form young people who are rooted in faith and committed to the good of the nation. The Youth Commission of Agra Archdiocese takes part in its regional and national programmes.',
    ),
  },
  history: {
    title: 'History',
    description:
      'A brief history of the national Youth Commission of the Catholic Church in India.',
    body: markdown(
      '## A brief history of the national Youth Commission',
      'Care for young people has been part of the life of the Church in India from the beginning, in parishes, schools and youth associations. As these groups grew, the bishops of India saw the need for a national body that would bring them together and give them a common direction.',
      'The Catholic Bishops’ Conference of India set up a commission for youth to coordinate youth ministry across the country. Out of its work grew the Indian Catholic Youth Movement (ICYM), which gave young Catholics a shared identity from the parish unit to the national level.',
      'When the bishops of the Latin Church in India formed their own conference, the Conference of Catholic Bishops of India (CCBI), youth ministry in the Latin dioceses came under the CCBI Youth Commission. It continues to animate the ICYM, to train youth directors and animators, and to organise national youth conventions.',
      'The World Youth Days begun by Pope Saint John Paul II, and the Synod of Bishops on young people, the faith and vocational discernment held in 2018, gave new energy to this work. Following the apostolic exhortation *Christus Vivit*, the Commission continues to invite young people to be not only the future of the Church but its present.',
    ),
  },
  mission: {
    title: 'Our Mission',
    description:
      'The mission of the Youth Commission of Agra Archdiocese, and extracts from its pastoral plan.',
    body: markdown(
      'Our mission is to help every young person of the Archdiocese to make a PLAN for life with Christ at its centre:',
      bullets(
        '**P**ray: to grow in a personal friendship with Jesus through prayer, the Word of God and the Eucharist.',
        '**L**earn: to know the faith and the teaching of the Church, and to think and act in its light.',
        '**A**ct: to serve the poor, to work for justice and peace and to care for our common home.',
        '**N**etwork: to build friendship and communion among the youth of every parish and deanery.',
      ),
      '## From the Pastoral Plan of the Archdiocese',
      '> Young people are not only the future of the Church; they are its present. Every parish shall have an active youth unit, accompanied by a priest and a lay animator.',
      '> Youth ministry shall form the whole person: spiritual, intellectual, emotional and social. Formation programmes shall be offered in every deanery each year.',
      '> The Church in Agra shall listen to its young people, give them responsibility in parish councils and commissions, and walk with them in the discernment of their vocation.',
    ),
  },
  vision: {
    title: 'Our Vision',
    description:
      'The vision of the Youth Commission of Agra Archdiocese for the young people of the Archdiocese.',
    body: markdown(
      'We dream of a youth of the Archdiocese of Agra who are disciples of Jesus Christ, living witnesses of his love in their families, in the Church and in society. We see young people who are:',
      bullets(
        '**Rooted in faith**: knowing and loving Christ, nourished by the Word of God and the Sacraments.',
        '**United in communion**: one family across parishes, deaneries, languages and backgrounds.',
        '**Committed to service**: bringing hope, justice and compassion to the world around them.',
      ),
    ),
  },
  objectives: {
    title: 'Our Objectives',
    description: 'The five objectives of the Youth Commission of Agra Archdiocese.',
    body: markdown(
      'To fulfil its vision and mission, the Youth Commission works:',
      numbered(
        '**Faith formation**: to deepen the faith of young people through catechesis, retreats, the Word of God and the Sacraments.',
        '**Leadership**: to identify, train and accompany youth leaders for the parish, the deanery and the Archdiocese.',
        '**Communion**: to bring together the youth of the four deaneries in friendship, prayer and common programmes.',
        '**Service**: to lead young people to serve the poor and the marginalised and to care for creation.',
        '**Vocation**: to help young people discern their calling in life, in the family, in the Church and in society.',
      ),
    ),
  },
  chairman: {
    title: 'Message from the Chairman',
    description: 'A message from the bishop who chairs the Youth Commission.',
    body: markdown(
      'Dear young friends,',
      'It is a joy to greet you through the website of our Youth Commission. You are the present of the Church and of our country, and the Lord has great plans for each one of you.',
      'In a world of constant change and many voices, I invite you to stay close to Jesus. Make time each day for prayer, listen to his Word and receive him in the Eucharist. He is the friend who never disappoints.',
      'Be generous with your gifts. Serve in your parish, stand with those who suffer, and build bridges of friendship with people of every background. This is how the Gospel becomes visible in Agra today.',
      'I thank the Youth Director, the animators and all the youth leaders of our deaneries for their dedication. May Mary, the Mother of the Church, keep you in her care.',
      'With my blessings and prayers,',
      '*Chairman, Youth Commission of Agra Archdiocese*',
    ),
  },
};

export default AGRA_PAGES;
