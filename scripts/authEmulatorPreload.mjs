/**
 * Loaded into the Firebase CLI process by scripts/stack.ts (`node --import`), never by the app.
 *
 * 1. Faster start: the Auth emulator builds its REST API with exegesis, which by default compiles
 *    the JSON-schema validators of every operation before it listens (about 7 s of CPU). exegesis
 *    has an option to compile each validator on first use instead; this turns it on, so the
 *    emulator listens in about 2 s and every request is still validated.
 * 2. No orphans: the emulator runs in its own process group so that stop() can end it as a whole;
 *    if the process that started it dies without calling stop(), the emulator ends itself too,
 *    and removes its private working directory (AUTH_EMULATOR_WORK_DIR) on the way out.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';
import { setInterval } from 'node:timers';

const requireFromHere = createRequire(import.meta.url);
const requireFromFirebaseTools = createRequire(
  requireFromHere.resolve('firebase-tools/package.json'),
);

try {
  const exegesisOptions = requireFromFirebaseTools('exegesis/lib/options.js');
  const compileOptions = exegesisOptions.compileOptions;
  if (typeof compileOptions === 'function') {
    exegesisOptions.compileOptions = (options = {}) =>
      compileOptions({ lazyCompileValidationSchemas: true, ...options });
  }
} catch {
  // A future firebase-tools without this module only starts slower.
}

// Started directly by the stack process: if that dies, this process is handed to another parent.
const parentPid = process.ppid;
const watchdog = setInterval(() => {
  if (process.ppid !== parentPid) process.kill(process.pid, 'SIGTERM');
}, 1000);
watchdog.unref();

const workDir = process.env.AUTH_EMULATOR_WORK_DIR;
if (workDir) process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));
