/**
 * The toast container of the admin area (SPEC §8: top right, closing after 3000 ms). It lives in
 * the admin chunks only, so public pages never load react-toastify.
 *
 * The login page and the admin shell each render their own container, so a toast raised just
 * before moving from one to the other would vanish with the old container. Such a toast travels
 * in the router state instead (`withToast`) and the next page's container shows it.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ToastContainer, toast } from 'react-toastify';
import { CONSTANTS } from '../config/site';

interface ToastState {
  successToast?: string;
}

/** Router state carrying a success toast to the page being navigated to. */
export const withToast = (message: string): ToastState => ({ successToast: message });

export function Toasts() {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = (location.state as ToastState | null)?.successToast;

  useEffect(() => {
    if (!pending) return;
    // The id keeps a double-run effect from showing it twice.
    toast.success(pending, { toastId: `navigation-${location.key}` });
    // Forget it, so that reloading the page does not repeat it.
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [pending, location.key, location.pathname, location.search, navigate]);

  return <ToastContainer position="top-right" autoClose={CONSTANTS.toastAutoClose} />;
}
