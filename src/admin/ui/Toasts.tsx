/**
 * The toast container of the admin area: top right, closing after 3000 ms (a toast that offers
 * Undo stays longer, UndoToast.tsx). It lives in the admin chunks only, so public pages never load
 * react-toastify.
 *
 * The login page and the admin shell sit in different branches of the route tree, and 'Login
 * successful!' or 'Logged out successfully' is raised just before one replaces the other. So the
 * container is mounted once, in a root of its own outside the route tree, where it outlives both.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';
import { CONSTANTS } from '../../config/site';

let mounted = false;

function mountToastContainer() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  // A toast closes when its progress bar's animation ends: for people who ask for less motion the
  // bar still runs, unseen.
  const lessMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  createRoot(host).render(
    <ToastContainer
      position="top-right"
      autoClose={CONSTANTS.toastAutoClose}
      hideProgressBar={lessMotion}
    />,
  );
}

/** Makes sure the admin toast container is on the page; renders nothing itself. */
export function Toasts() {
  useEffect(mountToastContainer, []);
  return null;
}
