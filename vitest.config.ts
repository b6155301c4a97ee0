import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { headerLogosPlugin } from './publish/inlineSvg.ts';

export default defineConfig({
  // The header's logos, which the build writes into the pages, from this commission's files.
  plugins: [react(), headerLogosPlugin()],
  test: {
    // One worker per core: Vitest's default keeps a core free, which on a 2-core machine halves
    // the unit tests' speed. (The integration project runs its files one at a time regardless.)
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Pure rules, without a DOM: jsdom's set-up would cost about a third of a second a file.
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Without the DOM's set-up (Testing Library and its matchers): about a third of the
          // unit tests' time went to loading it.
          setupFiles: ['tests/setup/visit.ts'],
          env: { VITE_USE_EMULATORS: 'true' },
          // A safety net against a hang, not a pace: a few tests run the project's commands as a
          // person does (npm run publish, deploy, banner), which take tens of seconds on a busy
          // machine.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Screens, with Testing Library in jsdom.
        test: {
          name: 'components',
          environment: 'jsdom',
          // Worker threads rather than processes: 110 s against 118 s for the whole project here
          // (two runs each way, in turn), each file still in a fresh worker of its own.
          pool: 'threads',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/visit.ts', 'tests/setup/dom.ts'],
          env: { VITE_USE_EMULATORS: 'true' },
          // A safety net against a hang: a test waits for what a person would see (up to 15 s
          // each), never for a set time.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'local-backend/**/*.test.ts'],
          globalSetup: ['tests/setup/integrationStack.ts'],
          fileParallelism: false,
          // Safety nets against a hang: a test that seeds a site of a year takes 10 s here and
          // must pass on a machine half as fast with another job beside it.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // `npm run test:rules` and a step of `npm test`: firestore.rules judged by Google's own
        // Firestore emulator, which the global setup starts from this machine's Java 21+ and
        // emulator jar. (storage.rules need the Storage emulator, which only test:emulators has.)
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/firestore.test.ts', 'tests/rules/registrationRace.test.ts'],
          globalSetup: ['tests/rules/firestoreEmulatorSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // `npm run test:emulators`: the service and rules tests against the official Emulator
        // Suite, started around this run by `firebase emulators:exec` on the default ports.
        extends: true,
        test: {
          name: 'emulators',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-youth-commission' },
        },
      },
    ],
  },
});
