// @vitest-environment node
/**
 * Class names and custom properties say what they are for, never a colour: a commission with
 * another palette (its profile, src/config/profile.ts) would otherwise get a `.btn-maroon` in
 * blue. Every class our stylesheets define, every custom property they set, and every class the
 * source writes in a className are checked; Bootstrap's own classes (`text-white`, `bg-dark`)
 * are Bootstrap's names, not ours, and are left to it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Names of colours, as a word of a class name ('btn-maroon', 'goldBorder'). */
const COLOUR_WORDS = [
  'maroon',
  'gold',
  'golden',
  'cream',
  'red',
  'crimson',
  'scarlet',
  'burgundy',
  'wine',
  'pink',
  'orange',
  'saffron',
  'amber',
  'yellow',
  'beige',
  'ivory',
  'brown',
  'tan',
  'olive',
  'green',
  'lime',
  'teal',
  'cyan',
  'turquoise',
  'blue',
  'navy',
  'azure',
  'indigo',
  'violet',
  'purple',
  'magenta',
  'lilac',
  'white',
  'black',
  'grey',
  'gray',
  'silver',
];

/** The words of a name: split at '-', '_' and a lower-to-upper case change. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[-_]+/)
    .filter(Boolean);

/** The colour words in a name. */
const colourWordsIn = (name: string) => wordsOf(name).filter((w) => COLOUR_WORDS.includes(w));

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(folder, file));
}

/** The classes and custom properties a stylesheet defines or uses. */
function namesDefinedIn(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  // A selector's classes (not the decimals and file names of values: those follow a digit or sit
  // inside url(...), which the selectors' part before '{' does not hold).
  const selectors = [...withoutComments.matchAll(/([^{};]+)\{/g)].map((m) => m[1] ?? '');
  const classes = selectors.flatMap((s) =>
    [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? ''),
  );
  const properties = [...withoutComments.matchAll(/(--[\w-]+)\s*[:,)]/g)].map((m) => m[1] ?? '');
  return [...classes, ...properties];
}

/** The classes written in the className (and class) attributes of a source file. */
function classesWrittenIn(source: string): string[] {
  const values = [
    ...source.matchAll(/class(?:Name)?=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g),
    ...source.matchAll(/(?:className|Class)\s*=\s*(?:'([^']*)'|`([^`]*)`)/g),
  ].flatMap((m) => m.slice(1).filter((v): v is string => v !== undefined));
  return values.flatMap((value) => value.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)).filter(Boolean);
}

/** The classes Bootstrap defines, by its own names. */
const BOOTSTRAP_CLASSES = new Set(
  namesDefinedIn(
    readFileSync(path.join(root, 'node_modules/bootstrap/dist/css/bootstrap.css'), 'utf8'),
  ),
);

describe('finding colour names', () => {
  it.each([
    ['btn-maroon', ['maroon']],
    ['btn-outline-maroon', ['maroon']],
    ['--yc-gold', ['gold']],
    ['goldBorder', ['gold']],
    ['text_cream', ['cream']],
    ['btn-brand', []],
    ['--yc-accent', []],
    ['table-bordered', []],
    ['credits', []],
    ['greyed', []],
  ])('in %s: %j', (name, words) => {
    expect(colourWordsIn(name)).toEqual(words);
  });

  it('reads the classes and custom properties a stylesheet defines or uses', () => {
    expect(
      namesDefinedIn(
        ':root { --yc-gold: #f2c94c; }\n/* .btn-red in a comment */\n.btn-maroon:hover, .card > .x-1 { background: url(a.svg); width: 1.5rem; color: var(--yc-cream); }',
      ),
    ).toEqual(['btn-maroon', 'card', 'x-1', '--yc-gold', '--yc-cream']);
  });

  it('reads the classes a component writes', () => {
    expect(
      classesWrittenIn(
        'const a = <a className="btn btn-maroon">x</a>; <b className={`btn ${x} text-gold`} />;\n' +
          "const buttonClass = 'btn btn-outline-maroon';",
      ),
    ).toEqual(['btn', 'btn-maroon', 'btn', 'text-gold', 'btn', 'btn-outline-maroon']);
  });
});

describe('the site’s own names', () => {
  const stylesheets = filesUnder('src', /\.(css|scss)$/);
  const sources = filesUnder('src', /\.tsx?$/);

  it('reads the stylesheets and components it means to', () => {
    expect(stylesheets).toContain(path.join('src', 'styles', 'site', 'base.css'));
    expect(sources).toContain(path.join('src', 'components', 'RegistrationForm.tsx'));
  });

  it.each(filesUnder('src', /\.(css|scss)$/))(
    '%s defines or uses no class or property named for a colour',
    (file) => {
      const named = namesDefinedIn(readFileSync(path.join(root, file), 'utf8')).filter(
        (name) => colourWordsIn(name).length > 0,
      );
      expect(named).toEqual([]);
    },
  );

  it('no component writes a class of ours named for a colour', () => {
    const named = sources.flatMap((file) =>
      classesWrittenIn(readFileSync(path.join(root, file), 'utf8'))
        .filter((name) => colourWordsIn(name).length > 0 && !BOOTSTRAP_CLASSES.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(named).toEqual([]);
  });
});
