/** The header text of the four public message pages (titles come from MESSAGE_KIND_INFO). */
import type { MessageKind } from '../domain/types';

export const MESSAGE_PAGE_TEXT: Record<MessageKind, { subtitle?: string; description: string }> = {
  bishop: {
    subtitle: 'Annual guidance from our spiritual leader',
    description:
      'Each academic year the Archbishop of Agra addresses the young people of the Archdiocese. Read his messages, newest first.',
  },
  youth_director: {
    description:
      'Messages of the Diocesan Youth Director to the youth of the Archdiocese, one for each academic year.',
  },
  associate_director: {
    description:
      'Messages of the Associate Diocesan Youth Director to the youth of the Archdiocese, one for each academic year.',
  },
  lady_animator: {
    description:
      'Messages of the Diocesan Lady Youth Animator to the youth of the Archdiocese, one for each academic year.',
  },
};
