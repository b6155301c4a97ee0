/** Text of the Chairman page: the chairman's message. Sample content for the commission to revise. */

export const CHAIRMAN = {
  title: 'Message from the Chairman',
  // No personal name: the commission fills it in with the serving bishop's.
  signature: 'Chairman, Youth Commission of Agra Archdiocese',
  greeting: 'Dear young friends,',
  paragraphs: [
    'It is a joy to greet you through the website of our Youth Commission. You are the present of the Church and of our country, and the Lord has great plans for each one of you.',
    'In a world of constant change and many voices, I invite you to stay close to Jesus. Make time each day for prayer, listen to his Word and receive him in the Eucharist. He is the friend who never disappoints.',
    'Be generous with your gifts. Serve in your parish, stand with those who suffer, and build bridges of friendship with people of every background. This is how the Gospel becomes visible in Agra today.',
    'I thank the Youth Director, the animators and all the youth leaders of our deaneries for their dedication. May Mary, the Mother of the Church, keep you in her care.',
  ],
  closing: 'With my blessings and prayers,',
} as const;
