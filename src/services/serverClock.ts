/**
 * The website's clock, read from the Date header of a same-origin HEAD request for '/', beside
 * this device's. Same origin, so the header is readable; every server that serves the site
 * sends it (Vite's dev server, the Hosting emulator, Firebase Hosting).
 */
import type { ClockReading } from '../domain/deviceClock';

/** How long to wait for the answer: the administrator is waiting for the form's message. */
const TIMEOUT_MS = 5000;

/**
 * The website's time and this device's at the moment the answer came, or null when it cannot
 * be told (offline, a failed request, no Date header or one that is not a date).
 */
export async function readServerClock(): Promise<ClockReading | null> {
  try {
    const response = await fetch('/', {
      method: 'HEAD',
      // A cached answer would carry the time it was first sent.
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const device = new Date();
    const header = response.headers.get('Date');
    const server = header ? new Date(header) : null;
    if (!server || Number.isNaN(server.getTime())) return null;
    return { device, server };
  } catch {
    return null;
  }
}

/** Whether Firestore refused a request: its rules said no ('permission-denied'). */
export const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error
    ? error.code === 'permission-denied'
    : false;
