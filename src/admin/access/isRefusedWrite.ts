import { isPermissionDenied } from '../../services/serverClock';

/**
 * Whether the rules refused a write: the database's (permission-denied) or the file store's,
 * also when it is the cause of another failure (an upload's, services/savedFiles.ts).
 */
export const isRefusedWrite = (error: unknown): boolean =>
  isPermissionDenied(error) ||
  (typeof error === 'object' &&
    error !== null &&
    (('code' in error && error.code === 'storage/unauthorized') ||
      ('cause' in error && error.cause !== error && isRefusedWrite(error.cause))));
