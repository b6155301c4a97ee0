import { describe, expect, it } from 'vitest';
import { MENU } from '../../src/app/routes';
import { isMenuLinkActive, matchesPath, normalizePath, type MenuLink } from '../../src/domain/menu';

const entry = (label: string): MenuLink => {
  const found = MENU.flatMap((e) => [e, ...(e.submenu ?? [])]).find((e) => e.label === label);
  if (!found) throw new Error(`no menu entry ${label}`);
  return found;
};

/** The labels active on a path, top level and submenu. */
const activeOn = (path: string) =>
  MENU.flatMap((e) => [e, ...(e.submenu ?? [])])
    .filter((e) => isMenuLinkActive(e, path))
    .map((e) => e.label);

describe('menu active rule', () => {
  it.each<[string, string[]]>([
    ['/', ['Home']],
    ['/about-us', ['About Us']],
    ['/history', ['About Us']],
    ['/mission', ['About Us']],
    ['/vision', ['About Us']],
    ['/objectives', ['About Us']],
    ['/chairman', ['Office']],
    ['/bishop', ['Archbishop']],
    ['/youth-director', ['Diocesan Youth Director']],
    ['/associate-director', ['Associate Diocesan Youth Director']],
    ['/lady-animator', ['Diocesan Lady Youth Animator']],
    ['/programmes', ['Programmes']],
    ['/programmes/abc123', ['Programmes']],
    ['/programmes/abc123/more', []],
    ['/calendar', ['Calendar']],
    ['/gallery', ['Gallery']],
    ['/contact', ['Contact']],
    ['/gallery/', ['Gallery']],
    ['/admin/login', []],
    ['/about-us/history', []],
    ['/Gallery', []],
  ])('on %s: %j', (path, expected) => {
    expect(activeOn(path)).toEqual(expected);
  });

  it.each<[string, string | null]>([
    ['Home', '/'],
    ['About Us', '/about-us'],
    ['Office', '/chairman'],
    ['Programmes', '/programmes'],
    ['Calendar', '/calendar'],
    ['Gallery', '/gallery'],
    ['Contact', '/contact'],
    ['Archbishop', '/bishop'],
    ['Diocesan Youth Director', '/youth-director'],
    ['Associate Diocesan Youth Director', '/associate-director'],
    ['Diocesan Lady Youth Animator', '/lady-animator'],
    ['Diocesan Executive Committee', null],
  ])('%s links to %s', (label, to) => {
    expect(entry(label).to).toBe(to);
  });

  it('lists the top level in menu order', () => {
    expect(MENU.map((e) => e.label)).toEqual([
      'Home',
      'About Us',
      'Office',
      'Programmes',
      'Calendar',
      'Gallery',
      'Contact',
    ]);
  });

  it.each([
    ['/', '/'],
    ['', '/'],
    ['/gallery/', '/gallery'],
    ['//', '/'],
    ['/contact', '/contact'],
  ])('normalizePath(%j) is %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('matchesPath', () => {
  it.each<[string, string, boolean]>([
    ['/gallery', '/gallery', true],
    ['/gallery', '/gallery/', true],
    ['/gallery', '/Gallery', false],
    ['/gallery', '/gallery/1', false],
    ['/programmes/:id', '/programmes/abc', true],
    ['/programmes/:id', '/programmes', false],
    ['/programmes/:id', '/programmes/abc/def', false],
    ['/admin/*', '/admin', true],
    ['/admin/*', '/admin/members', true],
    ['/admin/*', '/admin/members/edit', true],
    ['/admin/*', '/administer', false],
    ['/', '/', true],
    ['/', '/about-us', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesPath(pattern, path)).toBe(expected);
  });
});
