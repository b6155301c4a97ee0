// @vitest-environment node
/**
 * `npm run banner` end to end on small generated photos, always into a temporary folder (--out),
 * never into public/: the files it writes, how it cuts and turns a photo, what it refuses, and
 * the command as a person runs it.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBanner, makeBanner } from '../../scripts/banner';
import { BannerError, QUALITY, bannerFiles, type BannerRequest } from '../../scripts/bannerPhoto';
import { BANNER_MAX_BYTES } from '../../src/content/images';

const root = path.resolve(import.meta.dirname, '../..');
let dir = '';
let runs = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'banner-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];

/** A photo whose top half is red and bottom half blue, as raw pixels. */
function redOverBlue(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set(y < height / 2 ? RED : BLUE, (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** Writes a photo into the temporary folder and returns its path. */
async function photo(name: string, data: Buffer | Promise<Buffer>) {
  const file = path.join(dir, name);
  await writeFile(file, await data);
  return file;
}

/** Runs the command in this process, into a fresh output folder; returns what it wrote and said. */
async function run(changes: Partial<BannerRequest> & { photo: string }) {
  const out = path.join(dir, `out-${++runs}`);
  const lines: string[] = [];
  const written = await makeBanner(
    { slide: 2, focus: 'centre', upscale: false, out, ...changes },
    { cwd: dir, log: (line) => lines.push(line) },
  );
  return { out, written, lines };
}

/**
 * Cuts and encodes a photo into one file of slide 2 only: the same work as the command, without
 * the eight other files (the 1920 px AVIF takes seconds on a busy machine).
 */
async function oneFile(
  changes: Partial<BannerRequest> & { photo: string },
  format: 'jpg' | 'webp' | 'avif' = 'jpg',
  width = 640,
) {
  const file = bannerFiles(2).find((f) => f.format === format && f.width === width)!;
  const request = { slide: 2, focus: 'centre' as const, upscale: false, ...changes };
  const { encoded, warnings } = await encodeBanner(request, { cwd: dir }, [file]);
  expect(encoded.map((e) => e.file)).toEqual([file]);
  return { data: encoded[0]!.data, warnings };
}

/** The colour of a pixel of an image, as [r, g, b]. */
async function colourAt(image: string | Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
const looksLike = (colour: number[], expected: number[]) =>
  colour.every((channel, i) => Math.abs(channel - expected[i]!) < 40);

const FORMAT_READ_AS = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

// Each run encodes nine files, the 1920 px AVIF taking seconds on a busy two-core machine.
describe('npm run banner', () => {
  it('writes every file of the slide at its size and format, light, with no camera data, and says so', async () => {
    const camera = photo(
      'camera.jpg',
      redOverBlue(2400, 1800)
        .withExif({
          IFD0: { Make: 'Test camera', Model: 'T1' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 10/1 0/1' },
        })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
    expect((await sharp(await camera).metadata()).exif).toBeDefined();
    const { out, written, lines } = await run({ photo: 'camera.jpg', slide: 3 });

    const expected = bannerFiles(3);
    expect(written.map((file) => file.url)).toEqual(expected.map((file) => file.url));
    expect((await readdir(path.join(out, 'images', 'banners'))).sort()).toEqual(
      expected.map((file) => path.basename(file.url)).sort(),
    );
    for (const file of written) {
      expect(file.path).toBe(path.join(out, ...file.url.split('/').filter(Boolean)));
      const metadata = await sharp(file.path).metadata();
      expect(metadata.format, file.url).toBe(FORMAT_READ_AS[file.format]);
      expect([metadata.width, metadata.height], file.url).toEqual([file.width, file.height]);
      expect(metadata.exif, file.url).toBeUndefined();
      if (file.format !== 'jpg') expect(file.bytes).toBeLessThanOrEqual(BANNER_MAX_BYTES);
    }

    // Cut from the middle: red above, blue below.
    const small = written.find((file) => file.format === 'jpg' && file.width === 640)!;
    expect(looksLike(await colourAt(small.path, 320, 2), RED)).toBe(true);
    expect(looksLike(await colourAt(small.path, 320, 237), BLUE)).toBe(true);

    expect(lines[0]).toBe(
      'Banner 3 (service) from camera.jpg: 2400 x 1800 px, cut to 2400 x 900 (centre).',
    );
    for (const file of written)
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^ +\\d+\\.\\d KB  out-\\d+/images/banners/${path.basename(file.url)}  ` +
              `\\(${file.width} x ${file.height}, quality \\d+\\)$`,
          ),
        ),
      );
    expect(lines).toContainEqual(expect.stringMatching(/^Wrote 9 files, \d+\.\d KB\.$/));
    expect(lines.at(-1)).toMatch(
      /^Next: make the alt text of banner 3 in src\/content\/images\.ts say what this photo shows \(today: "slide three out of four: .*"\).*npm run dev/,
    );
  });

  it.each([
    // focus, colour of the top row, colour of the bottom row (the photo is 1920 x 1440)
    ['top', RED, RED],
    ['bottom', BLUE, BLUE],
  ] as const)('keeps the %s of a photo taller than the banner', async (focus, top, bottom) => {
    await photo(`halves-${focus}.png`, redOverBlue(1920, 1440).png().toBuffer());
    const { data } = await oneFile({ photo: `halves-${focus}.png`, focus });
    expect(looksLike(await colourAt(data, 320, 2), top)).toBe(true);
    expect(looksLike(await colourAt(data, 320, 237), bottom)).toBe(true);
  });

  it('turns upright a photo the camera stored sideways', async () => {
    // Stored a quarter turn to the left, with the note that says to turn it back (orientation 6).
    const upright = await redOverBlue(1920, 1440).png().toBuffer();
    await photo(
      'sideways.jpg',
      sharp(upright).rotate(270).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    );
    expect(await sharp(path.join(dir, 'sideways.jpg')).metadata()).toMatchObject({
      width: 1440,
      height: 1920,
      orientation: 6,
    });
    const { data } = await oneFile({ photo: 'sideways.jpg' });
    expect(looksLike(await colourAt(data, 320, 2), RED)).toBe(true);
    expect(looksLike(await colourAt(data, 320, 237), BLUE)).toBe(true);
  });

  it('puts white behind a transparent picture', async () => {
    const clear = Buffer.alloc(1920 * 720 * 4);
    await photo(
      'clear.png',
      sharp(clear, { raw: { width: 1920, height: 720, channels: 4 } })
        .png()
        .toBuffer(),
    );
    const { data } = await oneFile({ photo: 'clear.png' });
    expect(looksLike(await colourAt(data, 320, 120), [255, 255, 255])).toBe(true);
  });

  it('enlarges a small photo when asked, and says it will look soft', async () => {
    await photo('small.jpg', redOverBlue(1600, 1200).jpeg().toBuffer());
    const { data, warnings } = await oneFile({ photo: 'small.jpg', upscale: true }, 'webp', 1920);
    expect(await sharp(data).metadata()).toMatchObject({
      format: 'webp',
      width: 1920,
      height: 720,
    });
    expect(warnings).toEqual([
      'Enlarged from 1600 to 1920 px wide for the largest files: they will look soft on large screens.',
    ]);
  });

  describe('refuses, and writes nothing,', () => {
    /** Runs a request that must be refused; returns the message and checks nothing was written. */
    async function refusal(changes: Partial<BannerRequest> & { photo: string }, quality = QUALITY) {
      const out = path.join(dir, `refused-${++runs}`);
      const error = await makeBanner(
        { slide: 2, focus: 'centre', upscale: false, out, ...changes },
        { cwd: dir, log: () => {}, quality },
      ).then(
        () => new Error('not refused'),
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(BannerError);
      await expect(readdir(out)).rejects.toMatchObject({ code: 'ENOENT' });
      return (error as BannerError).message;
    }

    it('a photo that is not there', async () => {
      expect(await refusal({ photo: 'no-such-photo.jpg' })).toBe(
        'There is no file no-such-photo.jpg.',
      );
    });

    it('a folder', async () => {
      await mkdir(path.join(dir, 'a-folder'), { recursive: true });
      expect(await refusal({ photo: 'a-folder' })).toBe('a-folder is a folder, not a photo.');
    });

    it('a file that is no picture', async () => {
      await photo('notes.jpg', Buffer.from('Youth camp notes, not a picture'));
      expect(await refusal({ photo: 'notes.jpg' })).toMatch(
        /^notes\.jpg cannot be read as a picture \(.+\)\. Use a JPEG, PNG, WebP, AVIF or TIFF file\.$/,
      );
    });

    it('a damaged photo (cut short)', async () => {
      const whole = await redOverBlue(2400, 1800).jpeg().toBuffer();
      await photo('cut-short.jpg', whole.subarray(0, whole.length / 2));
      expect(await refusal({ photo: 'cut-short.jpg' })).toMatch(
        /^cut-short\.jpg cannot be read as a picture \(.+\)\./,
      );
    });

    it('an iPhone HEIC photo, saying how to get a JPEG', async () => {
      await photo('IMG_0001.HEIC', Buffer.from('....ftypheic pretend HEIC data'));
      expect(await refusal({ photo: 'IMG_0001.HEIC' })).toMatch(
        /cannot be read as a picture .* HEIC photos from iPhones cannot be read: export or share the photo as JPEG first\.$/,
      );
    });

    it('a photo too small for the largest file, unless asked to enlarge it', async () => {
      await photo('phone-message.jpg', redOverBlue(1600, 1200).jpeg().toBuffer());
      expect(await refusal({ photo: 'phone-message.jpg' })).toMatch(
        /^phone-message\.jpg is 1600 x 1200 px; cut to the banner's shape it is 1600 x 600, less than the 1920 x 720 px of the largest file\..* --upscale/,
      );
    });

    it('a photo too small even to enlarge', async () => {
      await photo('thumbnail.jpg', redOverBlue(600, 400).jpeg().toBuffer());
      expect(await refusal({ photo: 'thumbnail.jpg', upscale: true })).toMatch(
        /too small even to enlarge/,
      );
    });

    it('a photo that stays too heavy at the lowest quality', async () => {
      await photo('heavy.png', redOverBlue(1920, 720).png().toBuffer());
      // One try at the lowest quality, against a weight no file meets.
      const nothingFits = { ...QUALITY, avif: { start: 30, floor: 30, step: 5, maxBytes: 10 } };
      expect(await refusal({ photo: 'heavy.png' }, nothingFits)).toMatch(
        /^Even at quality 30, the 1920 px AVIF of this photo weighs \d+\.\d KB, more than the 0\.0 KB a banner may \(the home page waits for it\)\..*choose another photo/,
      );
    });
  });
  it('says so when it cannot write its files', async () => {
    await photo('to-nowhere.jpg', redOverBlue(1920, 720).jpeg().toBuffer());
    await writeFile(path.join(dir, 'not-a-folder'), 'a file where the folder should be');
    const error = await makeBanner(
      { photo: 'to-nowhere.jpg', slide: 1, focus: 'centre', upscale: false, out: 'not-a-folder' },
      { cwd: dir, log: () => {} },
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BannerError);
    expect((error as BannerError).message).toMatch(
      /^Cannot write .*\/not-a-folder\/images\/banners\/gathering-640\.avif: E(EXIST|NOTDIR)/,
    );
  });
});

describe('the command as a person runs it', () => {
  // Loaded by its own path: the command runs in the temporary folder, where no tsx is installed.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

  /** `npm run banner -- …` without npm: the same script, arguments and exit code. */
  function command(args: string[]) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', tsx, path.join(root, 'scripts/banner.ts'), ...args],
        { cwd: dir, env: { PATH: process.env.PATH } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it('writes the files of the slide it is given and lists them', async () => {
    await photo('for-cli.jpg', redOverBlue(1920, 1080).jpeg().toBuffer());
    const { code, stdout, stderr } = await command([
      'for-cli.jpg',
      '--slide',
      '4',
      '--out',
      'cli-out',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const file of bannerFiles(4))
      expect(stdout).toContain(`cli-out/images/banners/${path.basename(file.url)}`);
    expect(await readdir(path.join(dir, 'cli-out', 'images', 'banners'))).toHaveLength(9);
  });

  it('fails with the reason and the usage when the command line is wrong', async () => {
    const { code, stdout, stderr } = await command(['for-cli.jpg', '--slide', '7']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^--slide must be a whole number from 1 to 4 \(got "7"\)\.\n\nUsage: /);
  });

  it('fails with the reason alone when the photo will not do', async () => {
    const { code, stderr } = await command(['missing.jpg', '--slide', '1', '--out', 'cli-none']);
    expect(code).toBe(1);
    expect(stderr).toBe('There is no file missing.jpg.\n');
  });

  it('prints the usage when asked', async () => {
    const { code, stdout } = await command(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run banner -- <photo> --slide <1-4>/);
  });
});
