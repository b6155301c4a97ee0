import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signOut } from '../services/auth';
import { LOGIN_PATH } from './paths';

/**
 * Signs out, then goes to the login page with 'Logged out successfully'; a failure says 'Error
 * logging out' and stays.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error(error);
      toast.error('Error logging out');
      return;
    }
    toast.success('Logged out successfully');
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
}
