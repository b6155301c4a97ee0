/**
 * The rules of `npm run banner` (scripts/banner.ts) that need no image: what the command line
 * asks for, which files make up a banner slide, where the crop falls, whether a photo is big
 * enough, and the search for the quality that keeps a file within its weight.
 */
import { parseArgs } from 'node:util';
import {
  BANNERS,
  BANNER_FORMATS,
  BANNER_MAX_BYTES,
  BANNER_SIZE,
  BANNER_WIDTHS,
  bannerUrl,
  type RasterFormat,
} from '../src/content/images';

// The cut is the one Settings' 'Home banner' makes in the browser.
import { FOCUSES, bannerCrop, type Focus, type Size } from '../src/domain/bannerPhoto';

export { FOCUSES, bannerCrop, type Focus, type Region, type Size } from '../src/domain/bannerPhoto';

const SLIDES = BANNERS.length;
const LARGEST = Math.max(...BANNER_WIDTHS);
const SMALLEST = Math.min(...BANNER_WIDTHS);

export const USAGE = `Usage: npm run banner -- <photo> --slide <1-${SLIDES}> [--focus <part>] [--upscale] [--out <folder>]

Makes a photo into home banner <slide>: cut to the banner's shape (${BANNER_SIZE.width} x ${BANNER_SIZE.height}) and saved as
AVIF, WebP and JPEG, ${BANNER_WIDTHS.join(', ')} px wide, over that slide's files in public/images/banners.

  --focus <part>  the part of the photo to keep when it is cut to shape:
                  ${FOCUSES.join(', ')} (default centre)
  --upscale       accept a photo that is less than ${LARGEST} px wide once cut, and enlarge it
                  (it will look soft on large screens)
  --out <folder>  write into this folder instead of public/, to look at the files first`;

/** What one run is asked to do. */
export interface BannerRequest {
  /** The photo, as given (relative to the folder the command was run in). */
  photo: string;
  /** 1 to 4, in the order the home page shows the banners. */
  slide: number;
  focus: Focus;
  upscale: boolean;
  /** A folder that stands in for public/; absent means the site's own public/. */
  out?: string;
}

/** A refusal meant for the person at the terminal; `usage` says the command line was wrong. */
export class BannerError extends Error {
  constructor(
    message: string,
    readonly usage = false,
  ) {
    super(message);
  }
}

/** Reads the command line (after `npm run banner --`). */
export function parseBannerArgs(argv: readonly string[]): BannerRequest | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        slide: { type: 'string' },
        focus: { type: 'string' },
        upscale: { type: 'boolean' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new BannerError(error instanceof Error ? error.message : String(error), true);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';

  if (positionals.length === 0) throw new BannerError('Name the photo to use.', true);
  if (positionals.length > 1)
    throw new BannerError(`One photo at a time (got ${positionals.join(', ')}).`, true);
  const photo = positionals[0] as string;

  if (values.slide === undefined)
    throw new BannerError(`Say which banner it replaces: --slide 1 to ${SLIDES}.`, true);
  const slide = /^\d+$/.test(values.slide) ? Number(values.slide) : NaN;
  if (!(slide >= 1 && slide <= SLIDES))
    throw new BannerError(
      `--slide must be a whole number from 1 to ${SLIDES} (got "${values.slide}").`,
      true,
    );

  // "center" is how many people spell it; it means the same.
  const focusGiven = values.focus === 'center' ? 'centre' : (values.focus ?? 'centre');
  const focus = FOCUSES.find((f) => f === focusGiven);
  if (!focus)
    throw new BannerError(
      `--focus must be one of ${FOCUSES.join(', ')} (got "${values.focus}").`,
      true,
    );

  if (values.out === '') throw new BannerError('--out needs a folder.', true);
  return {
    photo,
    slide,
    focus,
    upscale: values.upscale ?? false,
    ...(values.out !== undefined && { out: values.out }),
  };
}

/** One file of a banner slide. */
export interface BannerFile {
  format: RasterFormat;
  width: number;
  height: number;
  /** Its address on the site (/images/banners/…); the file is that path under public/. */
  url: string;
}

/**
 * Every file the banner's <picture> may ask for: each format at each width, all of the banner's
 * shape; grouped by format, narrowest first.
 */
export function bannerFiles(slide: number): BannerFile[] {
  const banner = BANNERS[slide - 1];
  if (!banner) throw new BannerError(`There is no banner slide ${slide}.`);
  return BANNER_FORMATS.flatMap((format) =>
    [...BANNER_WIDTHS]
      .sort((a, b) => a - b)
      .map((width) => ({
        format,
        width,
        height: Math.round((width * BANNER_SIZE.height) / BANNER_SIZE.width),
        url: bannerUrl(banner.id, width, format),
      })),
  );
}

/**
 * Whether the photo, once cut to shape, is big enough; throws a refusal if not, and returns the
 * warnings worth printing. The largest file must not be enlarged unless asked: it is what large
 * screens and sharp phone screens download, and an enlarged photo looks soft there while weighing
 * as much. Asked, it still refuses a photo smaller than the smallest file, blurred even on a phone.
 */
export function checkPhoto(name: string, photo: Size, request: BannerRequest): string[] {
  const crop = bannerCrop(photo, request.focus);
  const cut = `${name} is ${photo.width} x ${photo.height} px; cut to the banner's shape it is ${crop.width} x ${crop.height}`;
  const warnings: string[] = [];
  if (crop.width < SMALLEST)
    throw new BannerError(
      `${cut}, too small even to enlarge: below ${SMALLEST} px wide it looks blurred on a phone. ` +
        `Use a larger photo.`,
    );
  if (crop.width < LARGEST) {
    if (!request.upscale)
      throw new BannerError(
        `${cut}, less than the ${BANNER_SIZE.width} x ${BANNER_SIZE.height} px of the largest file. ` +
          `Use the original photo (messaging apps send smaller copies), or add --upscale to ` +
          `enlarge it (it will look soft on large screens).`,
      );
    warnings.push(
      `Enlarged from ${crop.width} to ${LARGEST} px wide for the largest files: they will look ` +
        `soft on large screens.`,
    );
  }
  const cutsSides = crop.width < photo.width;
  const cutsTopAndBottom = crop.height < photo.height;
  if (
    ((request.focus === 'top' || request.focus === 'bottom') && !cutsTopAndBottom) ||
    ((request.focus === 'left' || request.focus === 'right') && !cutsSides)
  )
    warnings.push(
      `--focus ${request.focus} changes nothing: ${
        cutsSides
          ? 'only the sides of the photo are cut'
          : cutsTopAndBottom
            ? 'only its top and bottom are cut'
            : "it already has the banner's shape"
      }.`,
    );
  return warnings;
}

/** Where each format's quality search starts, how far it may go down, and by how much a step. */
export interface QualityLadder {
  start: number;
  floor: number;
  step: number;
}

/**
 * AVIF and WebP are what browsers take, so they must stay within BANNER_MAX_BYTES; their quality
 * goes down step by step until they do. JPEG is only for browsers without either and keeps one
 * quality.
 */
export const QUALITY: Record<RasterFormat, QualityLadder & { maxBytes: number | null }> = {
  avif: { start: 50, floor: 30, step: 5, maxBytes: BANNER_MAX_BYTES },
  webp: { start: 80, floor: 50, step: 5, maxBytes: BANNER_MAX_BYTES },
  jpg: { start: 80, floor: 80, step: 5, maxBytes: null },
};

export interface Fitted {
  quality: number;
  data: Buffer;
  /** False when even the lowest quality weighs more than allowed (`data` is that attempt). */
  fits: boolean;
}

/** Encodes at the ladder's qualities, best first, until the result weighs at most maxBytes. */
export async function fitQuality(
  encode: (quality: number) => Promise<Buffer>,
  ladder: QualityLadder,
  maxBytes: number | null,
): Promise<Fitted> {
  for (let quality = ladder.start; ; quality -= ladder.step) {
    const last = ladder.step <= 0 || quality - ladder.step < ladder.floor;
    const data = await encode(quality);
    const fits = maxBytes === null || data.length <= maxBytes;
    if (fits || last) return { quality, data, fits };
  }
}

/** A byte count as the command prints it: 41.2 KB. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
