import { createServer } from 'node:net';
import { freePorts } from '../../../scripts/stack';

/** A port nothing listens on: taken from the system, then released. */
export async function closedPort(): Promise<number> {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no free port');
  // Nothing may have taken it since; a server here would make the test pass for a wrong reason.
  await new Promise<void>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
  return port;
}
