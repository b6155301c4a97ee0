import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import type { AdminFlow } from '../flow/useAdminFlow';
import { DeleteConfirmation } from './ConfirmDialog';

/**
 * The body of a screen's list: a spinner while it is read, `empty` when there is nothing to show
 * (false otherwise), else the list itself; and the question asked before one of its records is
 * deleted.
 */
export function ListBody({
  flow,
  empty,
  children,
}: {
  flow: Pick<
    AdminFlow<unknown>,
    'loading' | 'toDelete' | 'deleteQuestion' | 'confirmDelete' | 'cancelDelete'
  >;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {flow.loading ? <Spinner /> : empty || children}
      <DeleteConfirmation flow={flow} />
    </>
  );
}
