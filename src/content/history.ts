/** Text of the History page: a brief history of the national youth commission. Sample content. */

export const HISTORY = {
  title: 'History',
  heading: 'A brief history of the national Youth Commission',
  paragraphs: [
    'Care for young people has been part of the life of the Church in India from the beginning, in parishes, schools and youth associations. As these groups grew, the bishops of India saw the need for a national body that would bring them together and give them a common direction.',
    'The Catholic Bishops’ Conference of India set up a commission for youth to coordinate youth ministry across the country. Out of its work grew the Indian Catholic Youth Movement (ICYM), which gave young Catholics a shared identity from the parish unit to the national level.',
    'When the bishops of the Latin Church in India formed their own conference, the Conference of Catholic Bishops of India (CCBI), youth ministry in the Latin dioceses came under the CCBI Youth Commission. It continues to animate the ICYM, to train youth directors and animators, and to organise national youth conventions.',
    'The World Youth Days begun by Pope Saint John Paul II, and the Synod of Bishops on young people, the faith and vocational discernment held in 2018, gave new energy to this work. Following the apostolic exhortation Christus Vivit, the Commission continues to invite young people to be not only the future of the Church but its present.',
  ],
} as const;
