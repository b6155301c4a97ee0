/**
 * What makes this commission itself, in one typed record: its names, its office holders, its
 * logos, its palette, its clock, its locale and its currency sign. Every page, the admin area,
 * the publish, the feed, the calendar files, the registration notice, the backup, the seed and the
 * rules' checks read it from here; none writes these again.
 *
 * This module is the one place that names which commission the site is for: its imports of
 * ./profiles/agra.ts, of its names in Hindi, of its pages' texts and of its starting parish list
 * below. A build for another commission (`npm run build -- --profile <file>`) resolves these four
 * imports to that profile's files instead (publish/profileChoice.ts; docs/development.md, "The
 * commission profile"), so keep their spelling. It imports nothing but its profiles (and types),
 * so that the domain layer may read it without tying itself to the rest of config/.
 */
import type { PageId, PageInput } from '../domain/editablePages';
import type { SourcedGroup } from '../domain/parishes';
import type { SiteDetails } from '../domain/siteDetails';
import type { MessageKind } from '../domain/types';
import THIS_COMMISSION from './profiles/agra.ts';

/** An office whose holder writes messages to the young people (one kind of message). */
export interface OfficeHolder {
  /** Whether the commission has this office: the site shows the messages of the offices it has. */
  held: boolean;
  /** Its entry in the Office submenu of the public header: 'Archbishop'. */
  menuLabel: string;
  /** The public page's title (its heading and document title): 'Messages from Archbishop'. */
  publicTitle: string;
  /** The line under the public page's title, if any. */
  publicSubtitle?: string;
  /** The public page's summary for search engines and link previews. */
  publicDescription: string;
  /** Its label in the admin sidebar and in the names of its messages: 'Archbishop'. */
  adminLabel: string;
  /** The admin page's title: 'Archbishop Messages'. */
  adminTitle: string;
}

/** A logo, in SVG with a PNG copy for places that cannot take SVG (link previews). */
export interface ProfileLogo {
  src: string;
  png: string;
  alt: string;
  width: number;
  height: number;
}

/** The six colours of the palette, each '#rrggbb'. Text colours meet WCAG AA on their grounds. */
export interface Palette {
  /** Headings, links, buttons, the menu bar. White text sits on it. */
  brand: string;
  /** Buttons when hovered or pressed, the active menu entry. White text sits on it. */
  brandDark: string;
  /** The accent: focus rings on dark grounds, the dates on programme cards' dark bands. */
  accent: string;
  /** The light ground of page headers and panels; brand-coloured text sits on it. */
  surface: string;
  /** The footer's ground. */
  footerBackground: string;
  /** The footer's text, on its ground. */
  footerText: string;
}

export interface CommissionProfile {
  names: {
    /** The site's name, in every document title: 'Youth Commission of Agra Archdiocese'. */
    title: string;
    /** Where room is short (the header on a phone): 'Youth Commission Agra'. */
    shortTitle: string;
    /** Its name in full, in running text: 'Youth Commission of the Archdiocese of Agra'. */
    formalTitle: string;
    /** The diocese in running text: 'the Archdiocese of Agra'. */
    diocese: string;
    /** The diocese named again in the same text: 'the Archdiocese'. */
    dioceseShort: string;
    /** The footer's copyright line. */
    copyright: string;
  };
  ids: {
    /** The subscribed calendar's name in a calendar app's list (X-WR-CALNAME). */
    feedCalendarName: string;
    /** The owner in calendar files' PRODID ('-//owner//Programmes//EN'). */
    calendarProducer: string;
    /** The domain part of calendar entries' UIDs ('programme-{id}@{this}'). */
    calendarUidDomain: string;
    /** What a backup file says it is ("format" in its content.json). */
    backupFormat: string;
  };
  /** For each kind of message, the office that writes it. */
  officeHolders: Record<MessageKind, OfficeHolder>;
  /** The two logos of the header: the diocese's crest and the commission's emblem. */
  logos: { crest: ProfileLogo; emblem: ProfileLogo };
  /** The icon browsers show in tabs and bookmarks, an SVG under public/. */
  favicon: string;
  palette: Palette;
  clock: {
    /** The IANA time zone the commission lives in: the publish date is the date there. */
    timeZone: string;
    /**
     * Its offset from UTC in minutes, for firestore.rules, which knows no time zones: a zone
     * that keeps one offset all year only (a unit test checks it against the zone).
     */
    utcOffsetMinutes: number;
  };
  /** The locale dates are written in for people: 'en-IN'. */
  locale: string;
  /** The currency sign in examples of a fee: '₹'. */
  currencySign: string;
  /**
   * The country calling code of phone numbers people type without one ('91' for India): a
   * WhatsApp link to a registrant's phone needs the whole international number.
   */
  callingCode: string;
  /**
   * The address, phone, e-mail, about text and map the site shows until an owner saves others
   * in Settings, 'Site details' (without social links: those the owners add).
   */
  siteDetails: SiteDetails;
}

/**
 * The commission's own names and titles in Hindi, for its pages at /hi: what the public pages
 * show of its profile, field by field (`<name>Hindi.ts` beside the profile). The admin area stays
 * in English.
 */
export interface ProfileInHindi {
  names: CommissionProfile['names'];
  officeHolders: Record<
    MessageKind,
    Pick<OfficeHolder, 'menuLabel' | 'publicTitle' | 'publicSubtitle' | 'publicDescription'>
  >;
  logos: { crest: Pick<ProfileLogo, 'alt'>; emblem: Pick<ProfileLogo, 'alt'> };
}

/** The profile of the commission this site is built for. */
export const PROFILE: CommissionProfile = THIS_COMMISSION;

/**
 * This commission's names and titles in Hindi. Loaded only by a page in Hindi, with the
 * interface's Hindi words (words/translations.ts): an English page never downloads them.
 */
export const loadProfileInHindi = (): Promise<ProfileInHindi> =>
  import('./profiles/agraHindi.ts').then((names) => names.default);

/**
 * This commission's texts of its editable pages, which a page shows until the team saves its own
 * (the seed saves them as each page's first version). Loaded on demand, never at start-up: a
 * published page carries its text, and only a page never saved needs these.
 */
export const loadBuiltInPages = (): Promise<Readonly<Record<PageId, PageInput>>> =>
  import('./profiles/agraPages.ts').then((texts) => texts.default);

/**
 * The parishes this commission's list can start from (Settings → Parishes), grouped, each with
 * the public pages that name it; empty where the commission has none to offer. Loaded on demand:
 * only that admin page needs them.
 */
export const loadStartingParishes = (): Promise<readonly SourcedGroup[]> =>
  import('./profiles/agraParishes.ts').then((list) => list.default);
