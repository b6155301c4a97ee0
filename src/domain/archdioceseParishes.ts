/**
 * The starting list of parishes, the commission profile's (config/profiles/): what an owner can
 * start from in Settings → Parishes ('Start from the archdiocese's list') and what `npm run seed`
 * saves, every parish with the public pages that name it.
 */
import { PROFILE } from '../config/profile';
import type { Deanery, SourcedGroup } from './parishes';

/** The parishes as found, each with its sources, in groups. */
export const ARCHDIOCESE_PARISHES: readonly SourcedGroup[] = PROFILE.starterParishes;

/** The same parishes as the parish list holds them: each group a 'deanery' of the list. */
export const ARCHDIOCESE_PARISH_LIST: readonly Deanery[] = ARCHDIOCESE_PARISHES.map(
  ({ name, parishes }) => ({ name, parishes: parishes.map((parish) => parish.name) }),
);
