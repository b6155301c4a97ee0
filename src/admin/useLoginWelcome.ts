import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';

/** The history state the login page leaves the admin area with, right after a sign-in. */
export const JUST_SIGNED_IN = { justSignedIn: true } as const;

const LOGIN_SUCCESSFUL = 'Login successful!';

/**
 * Says 'Login successful!' once a sign-in's access check is over, and only if it found the
 * person on the team: an account that is not is told why on the page, with no success above it.
 * The mark is then taken out of the history entry, so a reload says nothing again.
 */
export function useLoginWelcome(access: 'checking' | 'member' | 'other') {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const justSignedIn = (state as Partial<typeof JUST_SIGNED_IN> | null)?.justSignedIn === true;
  useEffect(() => {
    if (!justSignedIn || access === 'checking') return;
    // One toast, however often this runs (React's development run of effects runs it twice).
    if (access === 'member') toast.success(LOGIN_SUCCESSFUL, { toastId: LOGIN_SUCCESSFUL });
    navigate(`${pathname}${search}`, { replace: true, state: null });
  }, [justSignedIn, access, navigate, pathname, search]);
}
