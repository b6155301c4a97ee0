// STUB: replaced by the public-site issue.
import { Outlet } from 'react-router-dom';
export function PublicLayout() {
  return <Outlet />;
}
