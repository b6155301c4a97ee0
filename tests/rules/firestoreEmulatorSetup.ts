/**
 * Vitest global setup of the `rules` project: Google's Firestore emulator, started from this
 * machine's Java 21+ and emulator jar on a free port of 127.0.0.1 for the whole run, and stopped
 * afterwards. Test workers start after this and inherit FIRESTORE_EMULATOR_HOST, which
 * @firebase/rules-unit-testing reads. Where no Java or jar is found it fails, saying where it
 * looked (`npm test` checks first and skips this project, saying the same).
 */
import { findFirestoreEmulator, startFirestoreEmulator } from '../../scripts/firestoreEmulator';

export default async function setup(): Promise<() => Promise<void>> {
  const found = await findFirestoreEmulator();
  if ('missing' in found) {
    throw new Error(`Cannot start Google's Firestore emulator.\n${found.explanation}`);
  }
  const { java, jar } = found.setup;
  const emulator = await startFirestoreEmulator(found.setup);
  console.log(
    `Firestore emulator on ${emulator.host}, ready after ${emulator.readyAfterMs} ms ` +
      `(Java ${java.major} at ${java.path}; ${jar.from}: ${jar.path})`,
  );
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  return emulator.stop;
}
