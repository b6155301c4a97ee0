// @vitest-environment node
/**
 * Every commission profile in the repository (src/config/profiles: this commission's and the
 * example of another's) is one a build can use: its companions beside it (pages' texts, starting
 * parish list, folder of logos), a palette that meets WCAG AA, an offset its time zone keeps all
 * year, texts and parishes the rules accept, logos of the sizes it claims, rules the deploy can
 * fill in for it. And `npm run build -- --profile <file>` reads its arguments as it says.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseBuildArgs } from '../../publish/build';
import { rulesForProfile } from '../../publish/deployConfig';
import { paletteProblems } from '../../publish/palette';
import { DEFAULT_PROFILE_FILE, profileFiles, profileImports } from '../../publish/profileChoice';
import type { CommissionProfile, ProfileInHindi } from '../../src/config/profile';
import { PROFILE } from '../../src/config/profile';
import { checkedFields } from '../../src/domain/backup/format';
import {
  PAGE_IDS,
  pageSaveDocuments,
  type PageInput,
  type PageId,
} from '../../src/domain/editablePages';
import { localStorageTarget } from '../../src/domain/limits';
import { markdownProblem } from '../../src/domain/markdown/syntax';
import {
  parishListError,
  parishListFields,
  parishListOf,
  type SourcedGroup,
} from '../../src/domain/parishes';
import { checkDocumentWrite } from '../../src/domain/validation';
import { zoneOffsetMinutes } from './zoneOffset';

const root = path.resolve(import.meta.dirname, '../..');
const PROFILES_DIR = path.join(root, 'src/config/profiles');
const committedRules = readFileSync(path.join(root, 'firestore.rules'), 'utf8');

/** The profile modules: every name.ts of the folder but its companions. */
const PROFILE_FILES = readdirSync(PROFILES_DIR)
  .filter((name) => name.endsWith('.ts') && !/(Hindi|Pages|Parishes)\.ts$/.test(name))
  .map((name) => path.join(PROFILES_DIR, name));

/** The minutes closingOf(day) takes off in `rules`. */
const closingOffset = (rules: string) =>
  Number(/function closingOf\(day\) \{[^}]*duration\.value\((-?\d+), 'm'\)/.exec(rules)?.[1]);

describe('the profiles in src/config/profiles', () => {
  it('are this commission’s and the example', () => {
    expect(PROFILE_FILES.map((file) => path.basename(file)).sort()).toEqual([
      'agra.ts',
      'example.ts',
    ]);
    expect(DEFAULT_PROFILE_FILE).toBe(path.join(PROFILES_DIR, 'agra.ts'));
  });

  it('are named by profile.ts as a build reads it: the profile and its three companions beside it', () => {
    const imports = profileImports();
    const files = profileFiles(DEFAULT_PROFILE_FILE);
    const inConfig = (specifier: string) => path.join(root, 'src/config', specifier);
    expect([imports.hindi, imports.pages, imports.parishes].map(inConfig)).toEqual([
      files.hindi,
      files.pages,
      files.parishes,
    ]);
    expect(() => profileImports("import X from './profiles/agra.ts';")).toThrow(
      'src/config/profile.ts no longer imports its profile as publish/profileChoice.ts reads it.',
    );
  });

  describe.each(PROFILE_FILES.map((file) => [path.basename(file), file]))('%s', (_, file) => {
    const files = profileFiles(file);
    const load = async () => ({
      profile: ((await import(files.profile)) as { default: CommissionProfile }).default,
      hindi: ((await import(files.hindi)) as { default: ProfileInHindi }).default,
      pages: ((await import(files.pages)) as { default: Record<PageId, PageInput> }).default,
      parishes: ((await import(files.parishes)) as { default: readonly SourcedGroup[] }).default,
    });

    it('has its names, titles and logo descriptions in Hindi, each written in Devanagari', async () => {
      const { profile, hindi } = await load();
      const pairs: [string, string | undefined][] = [
        ...Object.entries(profile.names).map(
          ([field, english]) =>
            [english, hindi.names[field as keyof typeof hindi.names]] as [string, string],
        ),
        ...Object.entries(profile.officeHolders).flatMap(([kind, office]) => {
          const inHindi = hindi.officeHolders[kind as keyof typeof hindi.officeHolders];
          return [
            [office.menuLabel, inHindi.menuLabel],
            [office.publicTitle, inHindi.publicTitle],
            [office.publicDescription, inHindi.publicDescription],
            ...(office.publicSubtitle ? [[office.publicSubtitle, inHindi.publicSubtitle]] : []),
          ] as [string, string | undefined][];
        }),
        [profile.logos.crest.alt, hindi.logos.crest.alt],
        [profile.logos.emblem.alt, hindi.logos.emblem.alt],
      ];
      const untranslated = pairs.filter(([, inHindi]) => !/[\u0900-\u097F]/.test(inHindi ?? ''));
      expect(untranslated).toEqual([]);
    });

    it('has a palette whose text meets WCAG AA on its grounds', async () => {
      const { profile } = await load();
      expect(paletteProblems(profile.palette)).toEqual([]);
    });

    it('keeps its offset from UTC all year, in its time zone', async () => {
      const { clock } = (await load()).profile;
      for (const instant of [
        '2026-01-15T12:00:00Z',
        '2026-04-15T12:00:00Z',
        '2026-07-15T12:00:00Z',
        '2026-10-30T12:00:00Z',
      ])
        expect(zoneOffsetMinutes(clock.timeZone, new Date(instant)), instant).toBe(
          clock.utcOffsetMinutes,
        );
    });

    it('has a text for each editable page that the rules accept, in the Markdown subset', async () => {
      const { pages } = await load();
      expect(Object.keys(pages).sort()).toEqual([...PAGE_IDS].sort());
      const now = new Date();
      const context = { now, storage: localStorageTarget('demo-youth-commission'), byOwner: true };
      for (const id of PAGE_IDS) {
        const { page } = pageSaveDocuments(id, {
          ...pages[id],
          version: 1,
          updatedAt: now.toISOString(),
          updatedBy: 'owner-claim',
        });
        expect(checkDocumentWrite('pages', checkedFields(page), null, context), id).toBeNull();
        expect(markdownProblem(pages[id].body), id).toBeNull();
      }
    });

    it('has a starting parish list the rules accept', async () => {
      const { parishes } = await load();
      expect(parishListError({ ...parishListFields(parishListOf(parishes)) })).toBeNull();
    });

    it('has its logos (SVG and PNG) of the sizes it claims, and its favicon, in its folder', async () => {
      const { profile } = await load();
      const inFolder = (url: string) => path.join(files.publicDir, url.replace(/^\//, ''));
      for (const logo of Object.values(profile.logos)) {
        expect(logo.alt).not.toBe('');
        for (const url of [logo.src, logo.png]) {
          const { width, height } = await sharp(readFileSync(inFolder(url))).metadata();
          expect({ width, height }, url).toEqual({ width: logo.width, height: logo.height });
        }
      }
      expect(readFileSync(inFolder(profile.favicon), 'utf8')).toMatch(/^<svg /);
    });

    it('gets rules the deploy fills in with its offset', async () => {
      const { profile } = await load();
      const deployed = rulesForProfile(committedRules, profile);
      expect(closingOffset(deployed)).toBe(profile.clock.utcOffsetMinutes);
    });
  });
});

describe('the example profile', () => {
  const example = readdirSync(PROFILES_DIR)
    .filter((name) => name.startsWith('example') && name.endsWith('.ts'))
    .map((name) => readFileSync(path.join(PROFILES_DIR, name), 'utf8'))
    .join('\n');

  it('has a Bishop and two office bearers, and other names and colours than this commission', async () => {
    const { default: profile } = (await import('../../src/config/profiles/example')) as {
      default: CommissionProfile;
    };
    expect(
      Object.entries(profile.officeHolders)
        .filter(([, office]) => office.held)
        .map(([kind]) => kind),
    ).toEqual(['bishop', 'youth_director', 'associate_director']);
    expect(profile.officeHolders.bishop.menuLabel).toBe('Bishop');
    for (const colour of Object.values(PROFILE.palette))
      expect(Object.values(profile.palette)).not.toContain(colour);
    for (const name of ['Agra', 'Archdiocese', 'Archbishop', PROFILE.siteDetails.phone])
      expect(example).not.toContain(name);
  });
});

describe('rulesForProfile: firestore.rules for a commission profile', () => {
  it('keeps every byte for this commission, whose offset the rules hold', () => {
    expect(rulesForProfile(committedRules, PROFILE)).toBe(committedRules);
  });

  it('writes another offset into closingOf(day) only', () => {
    const west: CommissionProfile = {
      ...PROFILE,
      clock: { timeZone: 'America/Sao_Paulo', utcOffsetMinutes: -180 },
    };
    const deployed = rulesForProfile(committedRules, west);
    expect(closingOffset(deployed)).toBe(-180);
    expect(deployed.replace("duration.value(-180, 'm')", "duration.value(330, 'm')")).toBe(
      committedRules,
    );
  });

  it('refuses rules whose office bearers’ roles are not the profile’s', () => {
    const rules = committedRules.replace(
      "['youth_director', 'associate_director', 'lady_animator']",
      "['youth_director', 'lady_animator']",
    );
    expect(rules).not.toBe(committedRules);
    expect(() => rulesForProfile(rules, PROFILE)).toThrow(
      "firestore.rules accepts the office bearers' roles youth_director, lady_animator, but the " +
        'commission profile has youth_director, associate_director, lady_animator',
    );
  });

  it('refuses rules without the one offset it fills in', () => {
    const rules = committedRules.replace("duration.value(330, 'm')", 'duration.value(5, "h")');
    expect(() => rulesForProfile(rules, PROFILE)).toThrow(
      "firestore.rules' closingOf(day) must take off one offset",
    );
  });

  it('refuses an offset no time zone has', () => {
    const odd = { ...PROFILE, clock: { timeZone: 'Asia/Kolkata', utcOffsetMinutes: 5.5 } };
    expect(() => rulesForProfile(committedRules, odd)).toThrow('is not one a time zone has');
  });
});

describe('npm run build -- --profile <file>', () => {
  it.each([
    [
      ['--profile', 'a.ts', '--no-content', '--mode', 'emulators'],
      'a.ts',
      true,
      ['--mode', 'emulators'],
    ],
    [['--profile=b.ts', '--outDir', 'out'], 'b.ts', false, ['--outDir', 'out']],
    [['--mode', 'emulators'], undefined, false, ['--mode', 'emulators']],
  ])('reads %j', (args, profile, withoutContent, viteArgs) => {
    expect(parseBuildArgs(args)).toEqual({ profile, withoutContent, viteArgs });
  });

  it.each([[['--profile']], [['--profile', '--no-content']], [['--profile=']]])(
    'refuses %j without a file',
    (args) => {
      expect(() => parseBuildArgs(args)).toThrow(
        '--profile needs the file of a commission profile',
      );
    },
  );

  it('refuses a profile without its companions, saying which is missing', () => {
    expect(() => profileFiles('src/config/profiles/agraPages.ts', root)).toThrow(
      'has no names in Hindi beside it',
    );
    expect(() => profileFiles('src/config/profiles/nowhere.ts', root)).toThrow('does not exist');
    expect(() => profileFiles('README.md', root)).toThrow('is not a TypeScript module');
  });
});
