/**
 * How a programme takes registrations on this site, and how many places are taken: the one
 * public document `programmeRegistration/{programmeId}`, read live (never published: its counts
 * change with every registration) without the Firebase SDK, as the public pages read.
 */
import {
  REGISTRATION_SETTINGS,
  programmeRegistrationFromFields,
  type ProgrammeRegistration,
} from '../domain/registrations';
import { DOCUMENT_ID, runQuery } from './firestoreRest';

/**
 * The programme's registration, or null when it takes none on this site: a query by id (one
 * document read), which answers an unknown id with no document rather than a 404.
 */
export async function getProgrammeRegistration(
  programmeId: string,
): Promise<ProgrammeRegistration | null> {
  const [found] = await runQuery({
    collection: REGISTRATION_SETTINGS,
    where: [DOCUMENT_ID, '==', programmeId],
  });
  return found ? programmeRegistrationFromFields(programmeId, found.fields) : null;
}
