/**
 * Whether this device's clock is wrong, judged against the website's. Records carry stamps from
 * the device's clock (createdAt, updatedAt), and the rules refuse one more than ten minutes ahead
 * of the server's time, or an edit's stamp more than ten minutes behind it. When a save is
 * refused, a clock off by more than a few minutes is the likely reason, and the administrator can
 * fix it: the form says so instead of the usual failure.
 */
import { MONTH_SHORT_NAMES, pad2 } from './programmes';

/** What the device's clock said when the website's answered, and what the website's said. */
export interface ClockReading {
  device: Date;
  server: Date;
}

/**
 * How far the device's clock may be off before the form blames it: half of the rules' ten
 * minutes, so a clock near the edge is named too, while the delay of the request (and the
 * whole seconds of the server's time) stay far below it.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/** Whether the device's clock is off by more than the tolerance, ahead or behind. */
export const isDeviceClockWrong = ({ device, server }: ClockReading): boolean =>
  Math.abs(device.getTime() - server.getTime()) > CLOCK_TOLERANCE_MS;

/**
 * A save's stamp from this device's clock: now, or a millisecond after the previous save if that
 * was now or later, so that a save always sets a new updatedAt (which the rules require).
 */
export function stampAfter(previous: Date | null | undefined, now: Date): string {
  return previous && previous.getTime() >= now.getTime()
    ? new Date(previous.getTime() + 1).toISOString()
    : now.toISOString();
}

/** A moment as people read it, in the device's time zone: '24 Nov 2026, 14:05'. */
export const clockTimeForPeople = (moment: Date): string =>
  `${moment.getDate()} ${MONTH_SHORT_NAMES[moment.getMonth()] ?? ''} ${moment.getFullYear()}, ` +
  `${pad2(moment.getHours())}:${pad2(moment.getMinutes())}`;

/** What the form says when a save was refused and the device's clock is wrong. */
export const wrongClockMessage = ({ device, server }: ClockReading): string =>
  `This device's clock is wrong: it says ${clockTimeForPeople(device)}, the website's time is ` +
  `${clockTimeForPeople(server)}. Set the right date and time on this device, then save again.`;
