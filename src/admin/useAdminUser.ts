import { useEffect, useState } from 'react';
import { observeUser, type AdminUser } from '../services/auth';

/** The signed-in user: undefined while unknown, null when signed out. */
export function useAdminUser(): AdminUser | null | undefined {
  const [user, setUser] = useState<AdminUser | null | undefined>(undefined);
  useEffect(() => observeUser(setUser), []);
  return user;
}
