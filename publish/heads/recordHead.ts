/**
 * What the module a per-record route names as its `head` in the route table (src/app/routes.ts)
 * exports, under the module's own name ('publish/heads/programmeHead.ts' exports programmeHead):
 * the head of each record's page, which link previews (WhatsApp, Facebook) and search engines
 * read, and any file the publish makes of all the records. Only the publish loads it, through its
 * render server (publish/renderSite.ts): nothing of src/ imports it, so the browser never
 * downloads it (`npm run budget` checks).
 */
import type { PreviewImage } from '../pageHtml.ts';

/** What a record's page says about the record in its head. */
export interface RecordHead {
  /** The page's own name, in its document title and link preview. */
  title: string;
  /** Its summary for search engines and link previews. */
  description: string;
  /** The link preview's picture; without one, the site's. */
  image?: PreviewImage;
  /** Its schema.org data (https://schema.org), for search engines. */
  structuredData?: unknown;
}

/** Where a record's page is published. */
export interface RecordPage {
  /** The page's public address. */
  url: string;
  /** The site's name and the public address of its home page. */
  site: { name: string; url: string };
  /**
   * What the builder's `reads` made for the records, by key (the copies of the programmes'
   * posters in the site); absent in a publish without content.
   */
  reads?: ReadonlyMap<string, unknown>;
}

export interface RecordHeadBuilder<Item> {
  head(record: Item, page: RecordPage): RecordHead;
  /**
   * Files made of all the records, by their path on the site ('/programmes.ics'). A publish with
   * content writes them (a build without content has no records).
   */
  files?(
    records: readonly Item[],
    publish: { today: string; siteUrl: string },
  ): Record<string, string>;
  /**
   * What the records' pages read beyond their record, made by the publish for all the records
   * before any page is rendered (a copy of each programme's poster put in the site under
   * `outDir`): results by the key a page reads them under (usePublishedRead). A publish with
   * content runs it.
   */
  reads?(records: readonly Item[], publish: { outDir: string }): Promise<Map<string, unknown>>;
}
