import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signOut } from '../services/auth';
import { LOGIN_PATH } from './paths';
import { discardUploads } from './upload/activeUpload';

/**
 * Signs out, then goes to the login page with 'Logged out successfully'; a failure says 'Error
 * logging out' and stays. First the photo upload queue stops and every photo it kept in the
 * browser is deleted: the next person on a shared phone finds none of them.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await discardUploads().catch((error: unknown) =>
        console.error('The kept photos could not be deleted', error),
      );
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
