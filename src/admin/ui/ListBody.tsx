import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';

/**
 * The body of a screen's list: a spinner while it is read, `empty` when there is nothing to show
 * (false otherwise), else the list itself.
 */
export function ListBody({
  loading,
  empty,
  children,
}: {
  loading: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (loading) return <Spinner />;
  return <>{empty || children}</>;
}
