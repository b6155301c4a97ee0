import type { Programme } from '../../domain/types';
import { listProgrammes } from '../../services/programmes';
import { useAdminList } from '../flow/useAdminList';

/** Every programme, the latest first. */
async function latestFirst(): Promise<Programme[]> {
  return (await listProgrammes()).sort((a, b) => (a.startDate < b.startDate ? 1 : -1));
}

const reportFailure = (error: unknown) => console.error('Could not read the programmes', error);

/**
 * The programmes a photo may be moved to, the latest first: empty while they are read, and when
 * they cannot be (the cards then offer only 'No programme'; the console says why).
 */
export function useProgrammeChoices(): readonly Programme[] {
  return useAdminList(latestFirst, reportFailure).items;
}
