// @vitest-environment node
/**
 * Finding and starting Google's Firestore emulator (scripts/firestoreEmulator.ts): what Java's
 * version output means, which Java and which jar win on a made-up machine and what is said when
 * none does, the command that runs each kind of jar, and how a start that fails is reported.
 * Starting the real emulator is what the `rules` project does on every run.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRESTORE_EMULATOR_MAIN_CLASS,
  emulatorCommand,
  findEmulatorJar,
  findFirestoreEmulator,
  findJava,
  parseJavaMajorVersion,
  startFirestoreEmulator,
  type EmulatorSetup,
  type MachineLookups,
} from '../../scripts/firestoreEmulator';

const TEMURIN_25 = `openjdk version "25.0.3" 2026-04-21 LTS
OpenJDK Runtime Environment Temurin-25.0.3+9 (build 25.0.3+9-LTS)
OpenJDK 64-Bit Server VM Temurin-25.0.3+9 (build 25.0.3+9-LTS, mixed mode, sharing)`;
const DEBIAN_17 = `openjdk version "17.0.15" 2025-04-15
OpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)`;
const OPENJDK_21 = 'openjdk version "21.0.2" 2024-01-16';

describe('parseJavaMajorVersion', () => {
  it.each([
    ['Temurin 25', TEMURIN_25, 25],
    ["Debian's OpenJDK 17", DEBIAN_17, 17],
    ['OpenJDK 21', OPENJDK_21, 21],
    ['an early-access build', 'openjdk version "22-ea" 2024-03-19', 22],
    ['Java 8 in the old scheme', 'java version "1.8.0_392"\nJava(TM) SE Runtime Environment', 8],
    [
      'a notice printed before the version',
      `Picked up JAVA_TOOL_OPTIONS: -Xmx1g\n${OPENJDK_21}`,
      21,
    ],
    ['no version at all', 'Error: could not find libjava.so', undefined],
    ['an empty output', '', undefined],
  ])('%s', (_label, output, major) => {
    expect(parseJavaMajorVersion(output)).toBe(major);
  });
});

/**
 * A made-up machine: `files` are real files, `links` point a path at another (folders too), and
 * `javas` are what each real java prints for -version (one missing there does not run).
 */
function machine({
  env = {},
  files = [],
  links = {},
  javas = {},
}: {
  env?: Record<string, string>;
  files?: string[];
  links?: Record<string, string>;
  javas?: Record<string, string>;
}): MachineLookups & { versionAsked: string[] } {
  const resolve = (file: string): string => {
    for (const [from, to] of Object.entries(links)) {
      if (file === from) return resolve(to);
      if (file.startsWith(`${from}/`)) return resolve(to + file.slice(from.length));
    }
    return file;
  };
  const versionAsked: string[] = [];
  return {
    env,
    homeDir: '/home/dev',
    versionAsked,
    listDir: async (dir) => {
      const names = [...files, ...Object.keys(links)]
        .filter((file) => path.dirname(file) === dir || file.startsWith(`${dir}/`))
        .map((file) => file.slice(dir.length + 1).split('/')[0] ?? '');
      return [...new Set(names)];
    },
    realFile: async (file) => {
      const real = resolve(file);
      return files.includes(real) ? real : undefined;
    },
    javaVersionOutput: async (java) => {
      versionAsked.push(java);
      return javas[resolve(java)];
    },
  };
}

const JVM17 = '/usr/lib/jvm/java-17-openjdk-amd64/bin/java';
const JVM25 = '/usr/lib/jvm/temurin-25-jdk-amd64/bin/java';
const JVM21 = '/opt/jdk-21/bin/java';

/** This machine's kind: Debian's Java 17 on PATH, Temurin 25 beside it in /usr/lib/jvm. */
const DEBIAN_WITH_TEMURIN = {
  env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
  files: [JVM17, JVM25, '/usr/lib/jvm/.java-1.17.0-openjdk-amd64.jinfo'],
  links: {
    '/usr/bin/java': '/etc/alternatives/java',
    '/etc/alternatives/java': JVM17,
    '/usr/lib/jvm/java-1.17.0-openjdk-amd64': '/usr/lib/jvm/java-17-openjdk-amd64',
  },
  javas: { [JVM17]: DEBIAN_17, [JVM25]: TEMURIN_25 },
};

describe('findJava', () => {
  it('passes over the Java 17 on PATH for the Java 25 in /usr/lib/jvm', async () => {
    const lookups = machine(DEBIAN_WITH_TEMURIN);
    const { found } = await findJava(lookups);
    expect(found).toEqual({ path: JVM25, major: 25 });
    // Java 17, reached three ways (PATH, its folder and the folder's link), is asked once.
    expect(lookups.versionAsked).toEqual(['/usr/bin/java', JVM25]);
  });

  it("takes JAVA_HOME's Java first, though a newer one is on PATH", async () => {
    const { found } = await findJava(
      machine({
        env: { JAVA_HOME: '/opt/jdk-21', PATH: '/usr/bin' },
        files: [JVM21, JVM25],
        links: { '/usr/bin/java': JVM25 },
        javas: { [JVM21]: OPENJDK_21, [JVM25]: TEMURIN_25 },
      }),
    );
    expect(found).toEqual({ path: JVM21, major: 21 });
  });

  it('takes the first java on PATH, as a shell would', async () => {
    const { found } = await findJava(
      machine({
        env: { PATH: '/opt/jdk-21/bin:/usr/bin' },
        files: [JVM21, JVM25],
        links: { '/usr/bin/java': JVM25 },
        javas: { [JVM21]: OPENJDK_21, [JVM25]: TEMURIN_25 },
      }),
    );
    expect(found).toEqual({ path: JVM21, major: 21 });
  });

  it('goes on past a JAVA_HOME that is too old or holds no java', async () => {
    const tooOld = await findJava(
      machine({
        ...DEBIAN_WITH_TEMURIN,
        env: { ...DEBIAN_WITH_TEMURIN.env, JAVA_HOME: '/usr/lib/jvm/java-17-openjdk-amd64' },
      }),
    );
    expect(tooOld.found?.path).toBe(JVM25);
    expect(tooOld.looked[0]).toBe(`${JVM17} (JAVA_HOME): Java 17, older than 21`);

    const empty = await findJava(
      machine({ ...DEBIAN_WITH_TEMURIN, env: { ...DEBIAN_WITH_TEMURIN.env, JAVA_HOME: '/gone' } }),
    );
    expect(empty.found?.path).toBe(JVM25);
    expect(empty.looked[0]).toBe('/gone/bin/java (JAVA_HOME): no such file');
  });

  it('says where it looked and what it found there when no Java is new enough', async () => {
    const { found, looked } = await findJava(
      machine({
        env: { PATH: '/usr/bin' },
        files: [JVM17, '/usr/lib/jvm/broken/bin/java', '/usr/lib/jvm/odd/bin/java'],
        links: { '/usr/bin/java': JVM17 },
        javas: { [JVM17]: DEBIAN_17, '/usr/lib/jvm/odd/bin/java': 'nothing to say' },
      }),
    );
    expect(found).toBeUndefined();
    expect(looked).toEqual([
      'JAVA_HOME: not set',
      '/usr/bin/java (java on PATH): Java 17, older than 21',
      '/usr/lib/jvm/broken/bin/java (/usr/lib/jvm): does not run',
      '/usr/lib/jvm/odd/bin/java (/usr/lib/jvm): no version in its `java -version`',
    ]);
  });

  it('says so when there is no Java anywhere', async () => {
    const { found, looked } = await findJava(machine({ env: { PATH: '/usr/bin:/bin' } }));
    expect(found).toBeUndefined();
    expect(looked).toEqual([
      'JAVA_HOME: not set',
      'java on PATH: none',
      '/usr/lib/jvm/*/bin/java: none',
    ]);
  });
});

const SDK_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const CACHE = '/home/dev/.cache/firebase/emulators';

describe('findEmulatorJar', () => {
  it("takes the jar FIRESTORE_EMULATOR_BINARY_PATH names before the CLI's cache", async () => {
    const { found } = await findEmulatorJar(
      machine({
        env: { FIRESTORE_EMULATOR_BINARY_PATH: '/opt/emulators/firestore.jar' },
        files: ['/opt/emulators/firestore.jar', `${CACHE}/cloud-firestore-emulator-v1.20.4.jar`],
      }),
    );
    expect(found).toEqual({
      path: '/opt/emulators/firestore.jar',
      from: 'FIRESTORE_EMULATOR_BINARY_PATH',
      runnable: true,
    });
  });

  it("takes the newest jar of the Firebase CLI's cache before the Cloud SDK's", async () => {
    const { found } = await findEmulatorJar(
      machine({
        files: [
          `${CACHE}/cloud-firestore-emulator-v1.9.0.jar`,
          `${CACHE}/cloud-firestore-emulator-v1.22.0.jar`,
          `${CACHE}/cloud-firestore-emulator-v1.19.7.jar`,
          `${CACHE}/cloud-storage-rules-runtime-v1.1.3.jar`,
          SDK_JAR,
        ],
      }),
    );
    expect(found).toEqual({
      path: `${CACHE}/cloud-firestore-emulator-v1.22.0.jar`,
      from: 'Firebase CLI cache',
      runnable: true,
    });
  });

  it("reads the CLI's cache where FIREBASE_EMULATORS_PATH puts it", async () => {
    const { found } = await findEmulatorJar(
      machine({
        env: { FIREBASE_EMULATORS_PATH: '/srv/emulators' },
        files: ['/srv/emulators/cloud-firestore-emulator-v1.20.4.jar', SDK_JAR],
      }),
    );
    expect(found?.path).toBe('/srv/emulators/cloud-firestore-emulator-v1.20.4.jar');
  });

  it('takes the Cloud SDK that gcloud on PATH belongs to, through its links', async () => {
    const brewSdk = '/opt/homebrew/Caskroom/gcloud-cli/530.0.0/google-cloud-sdk';
    const brewJar = `${brewSdk}/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar`;
    const { found } = await findEmulatorJar(
      machine({
        env: { PATH: '/opt/homebrew/bin:/usr/bin' },
        files: [`${brewSdk}/bin/gcloud`, brewJar, SDK_JAR],
        links: { '/opt/homebrew/bin/gcloud': `${brewSdk}/bin/gcloud` },
      }),
    );
    // The SDK's jar names no Main-Class: it runs with its class given.
    expect(found).toEqual({ path: brewJar, from: 'Google Cloud SDK', runnable: false });
  });

  it("takes the Debian package's SDK, then the SDK installer's folder in the home", async () => {
    const homeJar =
      '/home/dev/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
    const both = await findEmulatorJar(machine({ files: [SDK_JAR, homeJar] }));
    expect(both.found?.path).toBe(SDK_JAR);
    const homeOnly = await findEmulatorJar(machine({ files: [homeJar] }));
    expect(homeOnly.found?.path).toBe(homeJar);
  });

  it('says where it looked when there is no jar', async () => {
    const { found, looked } = await findEmulatorJar(
      machine({
        env: { PATH: '/usr/bin' },
        // gcloud without the emulator component.
        files: ['/usr/lib/google-cloud-sdk/bin/gcloud'],
        links: { '/usr/bin/gcloud': '/usr/lib/google-cloud-sdk/bin/gcloud' },
      }),
    );
    expect(found).toBeUndefined();
    expect(looked).toEqual([
      `${CACHE}/cloud-firestore-emulator-v*.jar: none`,
      `${SDK_JAR} (Google Cloud SDK): no such file`,
      '/home/dev/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar (Google Cloud SDK): no such file',
    ]);
  });
});

describe('findFirestoreEmulator', () => {
  it('finds the Java and the jar together', async () => {
    const found = await findFirestoreEmulator(
      machine({ ...DEBIAN_WITH_TEMURIN, files: [...DEBIAN_WITH_TEMURIN.files, SDK_JAR] }),
    );
    expect(found).toEqual({
      setup: {
        java: { path: JVM25, major: 25 },
        jar: { path: SDK_JAR, from: 'Google Cloud SDK', runnable: false },
      },
    });
  });

  it('names what is missing and where each was looked for', async () => {
    const found = await findFirestoreEmulator(machine({ env: { PATH: '/usr/bin' } }));
    if (!('missing' in found)) throw new Error('found an emulator on an empty machine');
    expect(found.missing).toEqual(['Java 21+', 'emulator jar']);
    const lines = found.explanation.split('\n');
    expect(lines).toContain('No Java 21 or newer. Looked at:');
    expect(lines).toContain('  - /usr/lib/jvm/*/bin/java: none');
    expect(lines).toContain('No Firestore emulator jar. Looked for:');
    expect(lines).toContain(`  - ${SDK_JAR} (Google Cloud SDK): no such file`);
    expect(found.explanation).toContain('npx firebase setup:emulators:firestore');
  });

  it('names only the jar when Java is there', async () => {
    const found = await findFirestoreEmulator(machine(DEBIAN_WITH_TEMURIN));
    if (!('missing' in found)) throw new Error('found a jar on a machine without one');
    expect(found.missing).toEqual(['emulator jar']);
    expect(found.explanation).toMatch(/^No Firestore emulator jar\. Looked for:\n/);
  });
});

describe('emulatorCommand', () => {
  const java = { path: JVM25, major: 25 };

  it("runs the Cloud SDK's jar with its class given, on 127.0.0.1", () => {
    const setup = { java, jar: { path: SDK_JAR, from: 'Google Cloud SDK', runnable: false } };
    expect(emulatorCommand(setup, 8123)).toEqual({
      command: JVM25,
      args: [
        '-Duser.language=en',
        '-cp',
        SDK_JAR,
        FIRESTORE_EMULATOR_MAIN_CLASS,
        '--host=127.0.0.1',
        '--port=8123',
      ],
    });
  });

  it("runs the Firebase CLI's jar as it is", () => {
    const jar = `${CACHE}/cloud-firestore-emulator-v1.22.0.jar`;
    const setup = { java, jar: { path: jar, from: 'Firebase CLI cache', runnable: true } };
    expect(emulatorCommand(setup, 8123).args).toEqual([
      '-Duser.language=en',
      '-jar',
      jar,
      '--host=127.0.0.1',
      '--port=8123',
    ]);
  });
});

describe('startFirestoreEmulator when the emulator cannot start', () => {
  const jar = { path: SDK_JAR, from: 'Google Cloud SDK', runnable: false };

  it('reports a Java that is not there', async () => {
    const setup: EmulatorSetup = { java: { path: '/nowhere/bin/java', major: 25 }, jar };
    await expect(startFirestoreEmulator(setup)).rejects.toThrow(
      /The Firestore emulator could not be started \(spawn \/nowhere\/bin\/java ENOENT\)/,
    );
  });

  it('reports an emulator that exits, with its command and what it printed', async () => {
    // Node in the place of Java: it refuses Java's options and exits at once.
    const setup: EmulatorSetup = { java: { path: process.execPath, major: 25 }, jar };
    const error = await startFirestoreEmulator(setup).then(
      () => new Error('it started'),
      (reason: unknown) => reason as Error,
    );
    expect(error.message).toMatch(/^The Firestore emulator exited \(code \d+\)\./);
    expect(error.message).toContain(`Command: ${process.execPath} -Duser.language=en -cp`);
    expect(error.message).toContain('--- emulator output ---\n');
    expect(error.message).toContain('bad option: -Duser.language=en');
  });
});
