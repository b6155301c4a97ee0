import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signOut } from '../services/auth';
import { withToast } from './Toasts';

/** Signs out, then goes to the login page with 'Logged out successfully' (SPEC §2 'Admin shell'). */
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
    navigate('/admin/login', { replace: true, state: withToast('Logged out successfully') });
  }, [navigate]);
}
