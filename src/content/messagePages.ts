/** The header text of the public message pages: the commission profile's words for each office. */
import { PROFILE } from '../config/profile';
import type { MessageKind } from '../domain/types';

export const MESSAGE_PAGE_TEXT: Record<MessageKind, { subtitle?: string; description: string }> =
  Object.fromEntries(
    Object.entries(PROFILE.officeHolders).map(([kind, office]) => [
      kind,
      { subtitle: office.publicSubtitle, description: office.publicDescription },
    ]),
  ) as Record<MessageKind, { subtitle?: string; description: string }>;
