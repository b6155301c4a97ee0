/**
 * The editable pages in the collection table: each page (About Us, History and the others: one
 * document under its id), read by everyone and saved by the team, signed, stamped on the change
 * marker, never trashed nor deleted; and the versions that keep its ten newest saves, read and
 * written by the team only. Both are in backups.
 */
import {
  PAGE_IDS,
  pageFromFields,
  pageVersionFromFields,
  type PageVersion,
  type SavedPage,
} from '../../editablePages';
import { LIMITS } from '../../limits';
import { MARKDOWN_MAX_LENGTH } from '../../markdown/syntax';
import {
  count,
  oneOf,
  optionalLine,
  optionalLines,
  paragraphs,
  stamp,
  text,
  uid,
} from '../../schema';
import { trimmed, type CollectionInfo } from './info';

/**
 * A page's words: its title, its link-preview description, its Markdown body; and the same in
 * Hindi, for the Hindi page: absent or '' where there is none (the English then shows).
 */
const words = {
  title: text(LIMITS.shortText),
  description: text(LIMITS.shortText),
  body: paragraphs(MARKDOWN_MAX_LENGTH),
  titleHi: optionalLine(LIMITS.shortText),
  descriptionHi: optionalLine(LIMITS.shortText),
  bodyHi: optionalLines(MARKDOWN_MAX_LENGTH),
};

export const pages: CollectionInfo<SavedPage> = {
  name: 'pages',
  kind: () => 'Page',
  kindPlural: 'Pages',
  recordName: (f) => trimmed(f, 'title'),
  fields: {
    ...words,
    version: count(1),
    updatedAt: stamp(true),
    updatedBy: uid(true),
  },
  readers: 'everyone',
  writers: 'team',
  published: true,
  trash: false,
  signed: true,
  backup: true,
  single: PAGE_IDS,
  decode: pageFromFields,
};

export const pageVersions: CollectionInfo<PageVersion> = {
  name: 'pageVersions',
  kind: () => 'Page version',
  kindPlural: 'Page versions',
  recordName: (f) => trimmed(f, 'title'),
  details: (f) => [trimmed(f, 'page'), `version ${String(f.version)}`],
  fields: {
    page: oneOf(PAGE_IDS),
    ...words,
    version: count(1),
    savedAt: stamp(true),
    savedBy: uid(true),
  },
  readers: 'team',
  writers: 'team',
  published: false,
  trash: false,
  idPattern: `(${PAGE_IDS.join('|')})_[0-9]`,
  // A version copies its page's signature: the rules hold it to the page it keeps.
  signed: false,
  backup: true,
  decode: pageVersionFromFields,
};
