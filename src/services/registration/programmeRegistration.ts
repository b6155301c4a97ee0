/**
 * How programmes take registrations on this site, and how many places are taken: the public
 * documents `programmeRegistration/{programmeId}`, read live (never published: their counts change
 * with every registration) without the Firebase SDK, as the public pages read.
 */
import {
  REGISTRATION_SETTINGS,
  programmeRegistrationFromFields,
  type ProgrammeRegistration,
} from '../../domain/registration/registrations';
import { DOCUMENT_ID, MAX_IN_VALUES, runQuery } from '../firestoreRest';

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

/**
 * The registrations of those of these programmes that take registrations on this site, in no
 * particular order: one query by id for each MAX_IN_VALUES of them (side by side), so a page reads
 * at most one document a programme it shows, and none for an empty list.
 */
export async function listProgrammeRegistrations(
  programmeIds: readonly string[],
): Promise<ProgrammeRegistration[]> {
  const ids = [...new Set(programmeIds)];
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += MAX_IN_VALUES)
    groups.push(ids.slice(start, start + MAX_IN_VALUES));
  const answers = await Promise.all(
    groups.map((group) =>
      runQuery({ collection: REGISTRATION_SETTINGS, where: [DOCUMENT_ID, 'in', group] }),
    ),
  );
  return answers.flat().map(({ id, fields }) => programmeRegistrationFromFields(id, fields));
}
