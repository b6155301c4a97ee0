/**
 * Draws the placeholder art of the site and of the seed: flat, warm illustrations composed as SVG
 * in code and rasterised with sharp. Not part of the product: a one-off generator, kept so the
 * committed pictures can be made again. Deterministic (seeded randomness), so running it again
 * reproduces the committed files.
 *
 *   npx tsx tools/placeholder-art/make-images.ts             logos, placeholders, sample gallery,
 *                                                           chairman portrait, seed images
 *   npx tsx tools/placeholder-art/make-images.ts --banners   the four home banners as well
 *
 * Banners are drawn only when asked: the commission's own photos replace them (`npm run banner`),
 * and a run for the other pictures must not put drawings back over those photos.
 *
 * What is made and where it goes is read from src/content/images.ts (site images) and
 * seed/data.ts (seed images); this folder only knows how to draw. This file is the command: what
 * is drawn into which file. The drawing primitives are in drawing.ts, the banners' and gallery's
 * scenes in scenes.ts, portraits and the silhouette in portraits.ts, the logos in logos.ts, who
 * and what each seed picture shows in seedArt.ts, and the encoding and writing in writer.ts.
 */
import sharp from 'sharp';
import {
  BANNERS,
  BANNER_FORMATS,
  BANNER_SIZE,
  BANNER_WIDTHS,
  CHAIRMAN_PORTRAIT,
  FAVICON,
  GALLERY_MEDIUM_SIZE,
  GALLERY_SIZE,
  GALLERY_THUMB_SIZE,
  LOGOS,
  PLACEHOLDERS,
  SAMPLE_GALLERY,
  bannerUrl,
  sampleGalleryUrl,
} from '../../src/content/images';
import { SEED_GALLERY, SEED_MEMBERS, SEED_MESSAGES, mediumOf, thumbOf } from '../../seed/data';
import { mix } from './drawing';
import { CREST, EMBLEM, FAVICON_SVG } from './logos';
import { portrait, silhouette } from './portraits';
import { drawScene, type SceneName } from './scenes';
import { BISHOP, MEMBER_PORTRAITS, MESSAGE_PORTRAITS, SEED_GALLERY_ART } from './seedArt';
import { profileFile, publicFile, raster, save, seedFile, written } from './writer';

async function main(argv: readonly string[]) {
  const unknown = argv.filter((arg) => arg !== '--banners');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')} (only --banners)`);
  const withBanners = argv.includes('--banners');

  // Logos, favicon and placeholders (vector, with PNG copies of the logos).
  await save(profileFile(LOGOS.crest.src), CREST);
  await save(profileFile(LOGOS.emblem.src), EMBLEM);
  await save(profileFile(FAVICON), FAVICON_SVG);
  for (const [logo, svg] of [
    [LOGOS.crest, CREST],
    [LOGOS.emblem, EMBLEM],
  ] as const)
    await save(
      profileFile(logo.png),
      await sharp(Buffer.from(svg)).png({ palette: true }).toBuffer(),
    );
  await save(publicFile(PLACEHOLDERS.member.src), silhouette('#e9ecef', '#adb5bd', false));
  await save(publicFile(PLACEHOLDERS.messagePortrait.src), silhouette('#f3e6df', '#c8a89c', true));

  // Banners: each scene at full size, then every width in every format.
  for (const [i, banner] of withBanners ? BANNERS.entries() : []) {
    const svg = drawScene(banner.id as SceneName, BANNER_SIZE.width, BANNER_SIZE.height, 11 + i);
    await raster(
      svg,
      BANNER_WIDTHS.flatMap((width) =>
        BANNER_FORMATS.map((format) => ({
          path: publicFile(bannerUrl(banner.id, width, format)),
          width,
          format,
        })),
      ),
    );
  }

  // Sample gallery: full and thumbnail, WebP and JPEG.
  for (const [i, image] of SAMPLE_GALLERY.entries()) {
    const id = image.id.replace(/^sample-/, '');
    const svg = drawScene(id as SceneName, GALLERY_SIZE.width, GALLERY_SIZE.height, 21 + i, 0.04);
    await raster(
      svg,
      (['full', 'thumb'] as const).flatMap((variant) =>
        (['webp', 'jpg'] as const).map((format) => ({
          path: publicFile(sampleGalleryUrl(id, variant, format)),
          width: variant === 'full' ? GALLERY_SIZE.width : GALLERY_THUMB_SIZE.width,
          format,
        })),
      ),
    );
  }

  // The chairman's portrait.
  await raster(
    portrait({ ...BISHOP, hairColor: '#b0b0b0', background: ['#efe3d3', '#cdb08e'] }),
    (['webp', 'jpg'] as const).map((format) => ({
      path: publicFile(CHAIRMAN_PORTRAIT.sources[format]),
      width: CHAIRMAN_PORTRAIT.width,
      format,
    })),
  );

  // Seed: member photos, message portraits, gallery photographs with their thumbnails and
  // medium-size copies (each scaled from the same drawing as the photograph, at the quality of
  // the other small JPEGs).
  for (const member of SEED_MEMBERS) {
    if (!member.image) continue;
    const slug = member.image.replace(/^members\/|\.jpg$/g, '');
    const style = MEMBER_PORTRAITS[slug];
    if (!style) throw new Error(`No portrait drawn for ${member.image}`);
    const { bg, ...rest } = style;
    const svg = portrait({ ...rest, background: [mix(bg, '#ffffff', 0.4), bg] });
    await raster(svg, [{ path: seedFile(member.image), width: 400, format: 'jpg' }]);
  }
  for (const image of new Set(SEED_MESSAGES.flatMap((m) => (m.image ? [m.image] : [])))) {
    const style = MESSAGE_PORTRAITS[image];
    if (!style) throw new Error(`No portrait drawn for ${image}`);
    await raster(portrait(style), [{ path: seedFile(image), width: 400, format: 'jpg' }]);
  }
  for (const entry of SEED_GALLERY) {
    const art = SEED_GALLERY_ART[entry.image];
    if (!art) throw new Error(`No scene drawn for ${entry.image}`);
    const svg = drawScene(art.scene, GALLERY_SIZE.width, GALLERY_SIZE.height, art.seed, art.grain);
    // As an upload stores them (WebP at the quality of src/admin/flow/imageResize.ts), so that
    // a page of seeded photos weighs what a page of uploaded ones does; the grainy photograph's
    // full image at a higher quality, to stay over 256 KiB.
    await raster(svg, [
      {
        path: seedFile(entry.image),
        width: GALLERY_SIZE.width,
        format: 'webp',
        quality: art.grain > 0.1 ? 96 : 82,
      },
      {
        path: seedFile(thumbOf(entry.image)),
        width: GALLERY_THUMB_SIZE.width,
        format: 'webp',
        quality: 82,
      },
      {
        path: seedFile(mediumOf(entry.image)),
        width: GALLERY_MEDIUM_SIZE.width,
        format: 'webp',
        quality: 82,
      },
    ]);
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { path, bytes } of written) console.log(`${kb(bytes).padStart(10)}  ${path}`);
  const total = (prefix: string) =>
    written.filter((f) => f.path.startsWith(prefix)).reduce((sum, f) => sum + f.bytes, 0);
  console.log(`public/: ${kb(total('public'))}, seed/: ${kb(total('seed'))}`);
}

await main(process.argv.slice(2));
