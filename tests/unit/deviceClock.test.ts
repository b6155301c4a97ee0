/** Whether a refused save is blamed on this device's clock, and how the form says so. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLOCK_TOLERANCE_MS,
  clockTimeForPeople,
  isDeviceClockWrong,
  wrongClockMessage,
} from '../../src/domain/deviceClock';

const MINUTE = 60_000;
const server = new Date('2026-11-24T08:35:00.000Z');
const deviceOff = (ms: number) => ({ device: new Date(server.getTime() + ms), server });

describe('isDeviceClockWrong', () => {
  it.each<[string, number, boolean]>([
    ['the same time', 0, false],
    ['a few seconds ahead (the request took that long)', 4_000, false],
    ['4 min 59 s ahead', 5 * MINUTE - 1_000, false],
    ['exactly 5 minutes ahead', 5 * MINUTE, false],
    ['5 minutes and 1 ms ahead', 5 * MINUTE + 1, true],
    ['exactly 5 minutes behind', -5 * MINUTE, false],
    ['6 minutes behind', -6 * MINUTE, true],
    ['11 minutes ahead (the rules refuse its stamps)', 11 * MINUTE, true],
    ['an hour ahead (a wrong time zone set as the clock)', 60 * MINUTE, true],
    ['a day behind', -24 * 60 * MINUTE, true],
    ['a year ahead', 365 * 24 * 60 * MINUTE, true],
  ])('%s → %s', (_, offset, wrong) => {
    expect(isDeviceClockWrong(deviceOff(offset))).toBe(wrong);
  });

  it('allows half of the ten minutes the rules allow', () => {
    expect(CLOCK_TOLERANCE_MS).toBe(5 * MINUTE);
  });
});

describe('clockTimeForPeople', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  it.each<[Date, string]>([
    [new Date(2026, 10, 24, 14, 5), '24 Nov 2026, 14:05'],
    [new Date(2026, 0, 1, 0, 0), '1 Jan 2026, 00:00'],
    [new Date(2025, 11, 31, 23, 59, 59), '31 Dec 2025, 23:59'],
    [new Date(2028, 1, 29, 9, 7), '29 Feb 2028, 09:07'],
  ])('%s → %s', (moment, text) => {
    expect(clockTimeForPeople(moment)).toBe(text);
  });

  it.each<[string, string]>([
    ['Asia/Kolkata', '24 Nov 2026, 14:05'],
    ['UTC', '24 Nov 2026, 08:35'],
    ['America/Los_Angeles', '24 Nov 2026, 00:35'],
  ])("reads the moment in the device's time zone: %s → %s", (timeZone, text) => {
    process.env.TZ = timeZone;
    expect(clockTimeForPeople(server)).toBe(text);
  });
});

describe('wrongClockMessage', () => {
  it('names both times and what to do', () => {
    expect(
      wrongClockMessage({
        device: new Date(2026, 10, 25, 14, 5),
        server: new Date(2026, 10, 24, 14, 5),
      }),
    ).toBe(
      "This device's clock is wrong: it says 25 Nov 2026, 14:05, the website's time is " +
        '24 Nov 2026, 14:05. Set the right date and time on this device, then save again.',
    );
  });
});
