// @vitest-environment node
/**
 * The local stack's Auth emulator starts again on other free ports for its hub and logging when
 * another process took one between finding it free and binding it; other failures, and a port
 * taken every time, still stop the start with the emulator's own message.
 */
import { describe, expect, it, vi } from 'vitest';
import { startOnFreePorts } from '../../scripts/stack';

const emulator = { readyAfterMs: 5, stop: async () => {} };
const taken = (what: string) =>
  new Error(`The Firebase Auth emulator exited with code 1 (port 4000).
--- emulator output ---
Error: Could not start ${what}, port taken.`);

describe('startOnFreePorts', () => {
  it.each(['Logging Emulator', 'emulator hub'])(
    'starts again with other ports when the %s port was taken, keeping its own',
    async (what) => {
      const start = vi.fn().mockRejectedValueOnce(taken(what)).mockResolvedValueOnce(emulator);
      await expect(startOnFreePorts(4000, 4400, 4500, 'demo', start)).resolves.toBe(emulator);
      expect(start).toHaveBeenCalledTimes(2);
      const [first, second] = start.mock.calls.map(([options]) => options);
      expect(first).toEqual({ port: 4000, hubPort: 4400, loggingPort: 4500, projectId: 'demo' });
      expect(second?.port).toBe(4000);
      expect([second?.hubPort, second?.loggingPort]).not.toEqual([4400, 4500]);
    },
  );

  it('gives up after three tries, with the last failure', async () => {
    const start = vi.fn().mockRejectedValue(taken('Logging Emulator'));
    await expect(startOnFreePorts(4000, 4400, 4500, 'demo', start)).rejects.toThrow(
      'Could not start Logging Emulator, port taken.',
    );
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('does not try again for any other failure', async () => {
    const start = vi.fn().mockRejectedValue(new Error('did not answer within 60 s'));
    await expect(startOnFreePorts(4000, 4400, 4500, 'demo', start)).rejects.toThrow('60 s');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
