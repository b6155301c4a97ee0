// @vitest-environment node
/**
 * The commission profile (src/config/profile.ts) is what the site reads for its names, offices,
 * palette and clock: index.html is filled from it, the rules agree with it, and the message
 * pages, menu, admin sections and dashboard follow the offices it holds. (The palette's check is
 * tests/unit/palette.test.ts; the clock's offset against its zone and the rules,
 * tests/unit/siteClock.test.ts.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDEX_HTML_PLACEHOLDERS, fillIndexHtml } from '../../publish/profilePlugin';
import { PROFILE, type CommissionProfile } from '../../src/config/profile';
import { MESSAGE_KINDS, OFFICE_BEARER_ROLES } from '../../src/domain/types';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('index.html', () => {
  const source = read('index.html');

  it('names nothing of the commission itself, only the profile’s placeholders', () => {
    for (const name of [PROFILE.names.title, PROFILE.palette.brand, '#7a1f2b', 'Agra'])
      expect(source).not.toContain(name);
    expect(source.match(/%PROFILE_[A-Z_]+%/g)?.sort()).toEqual(
      Object.keys(INDEX_HTML_PLACEHOLDERS).sort(),
    );
  });

  it('is filled with the profile’s title, description, icon and one theme colour, the palette’s', () => {
    const html = fillIndexHtml(source);
    expect(html).toContain(`<title>${PROFILE.names.title}</title>`);
    expect(html).toContain(`<meta name="theme-color" content="${PROFILE.palette.brand}" />`);
    // The icon is the profile's file written into the page, so that a phone asks for nothing more.
    const icon =
      /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml" \/>/.exec(
        html,
      )?.[1];
    const favicon = read(`src/config/profiles/agra${PROFILE.favicon}`);
    expect(decodeURIComponent(icon ?? '')).toBe(favicon.replace(/>\s+</g, '><').trim());
    expect(html).toContain(
      'content="Youth Commission of Agra Archdiocese: messages from the Archbishop and the ' +
        'diocesan youth office, commission members by term, photo gallery and contact details."',
    );
    expect(html).not.toMatch(/%PROFILE_/);
  });

  it('escapes what it fills in, and refuses a placeholder it does not know', () => {
    const values = { '%PROFILE_TITLE%': 'Youth & "Friends" <Mysore>' };
    expect(fillIndexHtml('<title>%PROFILE_TITLE%</title>', values)).toBe(
      '<title>Youth &amp; &quot;Friends&quot; &lt;Mysore&gt;</title>',
    );
    expect(() => fillIndexHtml('<title>%PROFILE_MOTTO%</title>')).toThrow(
      'index.html names an unknown %PROFILE_MOTTO%',
    );
  });
});

describe('firestore.rules and the profile', () => {
  it('accept as office-bearer roles the kinds of message the profile words, bishop aside', () => {
    const rules = read('firestore.rules');
    const list = /data\.role in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(list).toBeDefined();
    const roles = [...(list ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    const profiled = Object.keys(PROFILE.officeHolders).filter((kind) => kind !== 'bishop');
    expect(roles).toEqual(profiled);
    expect(roles).toEqual([...OFFICE_BEARER_ROLES]);
  });
});

describe('the offices the site shows', () => {
  afterEach(() => {
    vi.doUnmock('../../src/config/profile');
    vi.resetModules();
  });

  /** The site's modules, loaded with a profile whose diocese has a Bishop and one office bearer. */
  async function withDiocese() {
    const diocese: CommissionProfile = {
      ...PROFILE,
      officeHolders: {
        ...PROFILE.officeHolders,
        bishop: {
          ...PROFILE.officeHolders.bishop,
          menuLabel: 'Bishop',
          publicTitle: 'Messages from the Bishop',
          adminLabel: 'Bishop',
          adminTitle: 'Bishop Messages',
        },
        associate_director: { ...PROFILE.officeHolders.associate_director, held: false },
        lady_animator: { ...PROFILE.officeHolders.lady_animator, held: false },
      },
    };
    vi.resetModules();
    vi.doMock('../../src/config/profile', () => ({ PROFILE: diocese }));
    return {
      kinds: await import('../../src/domain/messageKinds'),
      routes: await import('../../src/app/routes'),
      sections: await import('../../src/admin/sections'),
      dashboard: await import('../../src/admin/dashboard/dashboardSummary'),
      collections: await import('../../src/domain/collections'),
    };
  }

  it('are every kind for this commission', async () => {
    const { SHOWN_MESSAGE_KINDS } = await import('../../src/domain/messageKinds');
    expect(SHOWN_MESSAGE_KINDS).toEqual(MESSAGE_KINDS);
  });

  it('follow the profile: pages, menu, admin sections and dashboard lines', async () => {
    const { kinds, routes, sections, dashboard } = await withDiocese();
    expect(kinds.SHOWN_MESSAGE_KINDS).toEqual(['bishop', 'youth_director']);

    const messagePages = routes.ROUTES.filter((r) => r.page === 'pages/MessagesPage');
    expect(messagePages.map((r) => [r.path, r.title])).toEqual([
      ['/bishop', 'Messages from the Bishop'],
      ['/youth-director', 'Messages from Diocesan Youth Director'],
    ]);
    const office = routes.MENU.find((entry) => entry.label === 'Office');
    expect(office?.submenu?.map((child) => child.label)).toEqual([
      'Bishop',
      'Diocesan Youth Director',
      'Diocesan Executive Committee',
    ]);
    expect(routes.descriptionOf('/')).toContain('messages from the Bishop and the youth office');
    expect(routes.descriptionOf('/lady-animator')).toBeUndefined();

    const messageSections = sections.ADMIN_SECTIONS.filter(
      (s) => s.screen === 'messages/MessagesAdmin',
    );
    expect(messageSections.map((s) => [s.path, s.label, s.title])).toEqual([
      ['bishop', 'Bishop', 'Bishop Messages'],
      ['youth-director', 'Youth Director', 'Youth Director Messages'],
    ]);
    const lines = dashboard.messageLines({
      bishop: [],
      youth_director: [],
      associate_director: [],
      lady_animator: [],
    });
    expect(lines.map((line) => line.label)).toEqual(['Bishop', 'Youth Director']);
  });

  it('name the bishop’s records as the profile does, in backups and the dashboard', async () => {
    const { collections } = await withDiocese();
    const bishopMessages = collections.COLLECTIONS.bishopMessages;
    expect(bishopMessages.kind({})).toBe('Bishop message');
    expect(bishopMessages.kindPlural).toBe('Bishop messages');
  });
});
