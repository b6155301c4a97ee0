/**
 * Settings' 'Home banner' page, as an owner sees and uses it: the services and the making of
 * the photo's files in the browser (bannerEncoding.ts, which needs a real canvas) are mocked at
 * their module boundary; what they decide is tested in tests/unit/bannerPhotoPlan.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerPage } from '../../../src/admin/settings/BannerPage';
import { makeBannerPhoto, type BannerPhoto } from '../../../src/admin/settings/bannerEncoding';
import { UnreadableImageError } from '../../../src/admin/flow/imageResize';
import { BUILT_IN_BANNER } from '../../../src/components/siteDetails';
import { BANNER_PHOTO_WIDTHS, type SavedBannerSlide } from '../../../src/domain/siteDetails';
import { readBanner } from '../../../src/services/siteDetails';
import { saveBannerSlide, type EncodedBannerFile } from '../../../src/services/siteSettings';
import { findToast, imageFile, permissionDenied, renderScreen, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/siteDetails', () => import('./serviceMocks/siteDetails'));
vi.mock('../../../src/services/siteSettings', () => import('./serviceMocks/siteSettings'));
vi.mock('../../../src/admin/settings/bannerEncoding', () => ({ makeBannerPhoto: vi.fn() }));

setUpScreenTests();

const url = (name: string) =>
  `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/banner%2F${name}?alt=media&token=t`;
const filesOf = (slide: number, stamp: number) => ({
  jpg: {
    640: url(`${slide}_${stamp}_640.jpg`),
    1280: url(`${slide}_${stamp}_1280.jpg`),
    1920: url(`${slide}_${stamp}_1920.jpg`),
  },
  webp: null,
});

/** Slide 2 as Bea saved it two days ago; the other slides were never saved. */
const SLIDE_2: SavedBannerSlide = {
  slide: 2,
  headline: 'Candles of hope',
  subline: 'Evening prayer',
  description: 'rows of candles',
  files: filesOf(2, 1),
  updatedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
  updatedBy: 'uid-bea',
};

const encoded = (jpegOnly = false): EncodedBannerFile[] =>
  (jpegOnly ? (['jpg'] as const) : (['webp', 'jpg'] as const)).flatMap((format) =>
    BANNER_PHOTO_WIDTHS.map((width) => ({
      width,
      format,
      blob: new Blob([new Uint8Array(width * 20)], {
        type: `image/${format === 'jpg' ? 'jpeg' : 'webp'}`,
      }),
    })),
  );
const MADE: BannerPhoto = { files: encoded(), webp: true, warnings: [] };

beforeEach(() => {
  vi.mocked(readBanner).mockResolvedValue([SLIDE_2]);
  vi.mocked(makeBannerPhoto).mockResolvedValue(MADE);
  vi.mocked(saveBannerSlide).mockImplementation(async (slide, words, photo, previous) => ({
    slide,
    ...words,
    files: photo ? filesOf(slide, 2) : previous!.files,
    updatedAt: new Date(),
    updatedBy: 'uid-anita',
  }));
});

const slide = async (n: number) => within(await screen.findByRole('form', { name: `Slide ${n}` }));
/** The line of a slide that says whether and when it was saved: a matcher of its whole text. */
const savedLine = (text: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && text.test(element.textContent ?? '');
const save = async (user: UserEvent, n: number) =>
  user.click((await slide(n)).getByRole('button', { name: `Save slide ${n}` }));
async function choosePhoto(user: UserEvent, n: number, name = 'bonfire.jpg') {
  const form = await slide(n);
  await user.upload(form.getByLabelText(n === 2 ? 'Replace the photo' : 'Photo'), imageFile(name));
}

describe('the home banner section', () => {
  it('shows the four slides: the saved one with who saved it, the others built in', async () => {
    renderScreen(<BannerPage />);
    const two = await slide(2);
    expect(two.getByText(savedLine(/^Last saved 2 days ago.* by Bea\.$/))).toBeInTheDocument();
    expect(two.getByLabelText('Headline')).toHaveValue('Candles of hope');
    expect(two.getByRole('img', { name: 'Slide 2 now' })).toHaveAttribute(
      'src',
      SLIDE_2.files.jpg[640],
    );
    const one = await slide(1);
    expect(one.getByText(/Not saved yet/)).toBeInTheDocument();
    expect(one.getByLabelText('Headline')).toHaveValue(BUILT_IN_BANNER[0]!.headline);
    expect(one.getByLabelText('What the photo shows')).toHaveValue(
      BUILT_IN_BANNER[0]!.image.alt.replace('slide one out of four: ', ''),
    );
    expect(one.getByRole('img', { name: 'Slide 1 now (the built-in photo)' })).toHaveAttribute(
      'src',
      BUILT_IN_BANNER[0]!.image.fallback,
    );
    expect(screen.getAllByRole('form', { name: /^Slide \d$/ })).toHaveLength(4);
  });

  it('says how the description is read out, with the "slide N out of four" prefix', async () => {
    const user = userEvent.setup();
    renderScreen(<BannerPage />);
    const three = await slide(3);
    await user.clear(three.getByLabelText('What the photo shows'));
    await user.type(three.getByLabelText('What the photo shows'), 'a choir singing');
    expect(three.getByLabelText('What the photo shows')).toHaveAccessibleDescription(
      'Read out to people who cannot see it as "slide three out of four: a choir singing".',
    );
  });

  it('makes a chosen photo into files, cut where the owner says, and saves the slide', async () => {
    const user = userEvent.setup();
    renderScreen(<BannerPage />);
    await choosePhoto(user, 1);
    const one = await slide(1);
    expect(
      await one.findByText(/Ready to save: 6 files, the largest 37\.5 KB\./),
    ).toBeInTheDocument();
    expect(one.getByRole('img', { name: 'Slide 1 as it will be cut' })).toBeInTheDocument();
    expect(makeBannerPhoto).toHaveBeenLastCalledWith(expect.any(File), 'centre');
    await user.click(one.getByRole('radio', { name: 'Top' }));
    expect(makeBannerPhoto).toHaveBeenLastCalledWith(expect.any(File), 'top');
    await user.clear(one.getByLabelText('Headline'));
    await user.type(one.getByLabelText('Headline'), ' Rise up ');
    await save(user, 1);
    expect(
      await findToast('Slide 1 saved. It appears on the site at the next publish.'),
    ).toBeInTheDocument();
    expect(saveBannerSlide).toHaveBeenCalledWith(
      1,
      {
        headline: 'Rise up',
        subline: BUILT_IN_BANNER[0]!.subline,
        description: BUILT_IN_BANNER[0]!.image.alt.replace('slide one out of four: ', ''),
      },
      MADE.files,
      null,
      expect.anything(),
    );
    expect(
      await one.findByText(savedLine(/^Last saved just now.* by Anita\.$/)),
    ).toBeInTheDocument();
  });

  it('says when the browser made JPEG only, and passes on the photo’s warnings', async () => {
    const user = userEvent.setup();
    vi.mocked(makeBannerPhoto).mockResolvedValue({
      files: encoded(true),
      webp: false,
      warnings: ['It is enlarged, and will look soft on large screens.'],
    });
    renderScreen(<BannerPage />);
    await choosePhoto(user, 3);
    const three = await slide(3);
    expect(
      await three.findByText(/3 files.*\(JPEG only: this browser cannot make WebP\)/),
    ).toBeInTheDocument();
    expect(
      three.getByText('It is enlarged, and will look soft on large screens.'),
    ).toBeInTheDocument();
  });

  it('refuses a photo the banner cannot take, saying why, and saves nothing', async () => {
    const user = userEvent.setup();
    const refusal =
      'Even at quality 50, the 1920 × 720 px JPEG of this photo weighs 140.0 KB, more than the 120.0 KB a banner may.';
    vi.mocked(makeBannerPhoto).mockResolvedValue({ refusal });
    renderScreen(<BannerPage />);
    await choosePhoto(user, 4, 'gravel.jpg');
    const four = await slide(4);
    expect(await four.findByRole('alert')).toHaveTextContent(refusal);
    await save(user, 4);
    expect(four.getByRole('alert')).toHaveTextContent(refusal);
    expect(saveBannerSlide).not.toHaveBeenCalled();
  });

  it('refuses a file the browser cannot read as a picture', async () => {
    const user = userEvent.setup();
    vi.mocked(makeBannerPhoto).mockRejectedValue(new UnreadableImageError());
    renderScreen(<BannerPage />);
    await choosePhoto(user, 1, 'photo.heic');
    expect(await (await slide(1)).findByRole('alert')).toHaveTextContent(
      'This file could not be read as an image.',
    );
  });

  it('asks for a photo before saving a slide never saved', async () => {
    const user = userEvent.setup();
    renderScreen(<BannerPage />);
    await save(user, 1);
    expect(await (await slide(1)).findByRole('alert')).toHaveTextContent(
      'Choose a photo for this slide',
    );
    expect(saveBannerSlide).not.toHaveBeenCalled();
  });

  it('asks for a headline and a description', async () => {
    const user = userEvent.setup();
    renderScreen(<BannerPage />);
    const two = await slide(2);
    await user.clear(two.getByLabelText('What the photo shows'));
    await save(user, 2);
    expect(await two.findByRole('alert')).toHaveTextContent(
      'Headline and photo description are required',
    );
    expect(saveBannerSlide).not.toHaveBeenCalled();
  });

  it('changes a saved slide’s words alone, keeping its photo', async () => {
    const user = userEvent.setup();
    renderScreen(<BannerPage />);
    const two = await slide(2);
    await user.clear(two.getByLabelText('Line under the headline'));
    await save(user, 2);
    await findToast('Slide 2 saved. It appears on the site at the next publish.');
    expect(saveBannerSlide).toHaveBeenCalledWith(
      2,
      { headline: 'Candles of hope', subline: '', description: 'rows of candles' },
      null,
      SLIDE_2,
      expect.anything(),
    );
    expect(makeBannerPhoto).not.toHaveBeenCalled();
  });

  it('keeps the saved slide and its photo when a save fails, and the chosen photo to try again', async () => {
    const user = userEvent.setup();
    vi.mocked(saveBannerSlide).mockRejectedValueOnce(permissionDenied());
    renderScreen(<BannerPage />);
    await choosePhoto(user, 2);
    const two = await slide(2);
    await two.findByText(/Ready to save/);
    await save(user, 2);
    expect(await two.findByRole('alert')).toHaveTextContent(
      'Could not save slide 2: Missing or insufficient permissions.',
    );
    expect(two.getByText(savedLine(/^Last saved 2 days ago.* by Bea\.$/))).toBeInTheDocument();
    expect(two.getByText(/Ready to save: 6 files/)).toBeInTheDocument();
    await save(user, 2);
    await findToast('Slide 2 saved. It appears on the site at the next publish.');
    expect(vi.mocked(saveBannerSlide).mock.calls[1]?.[2]).toBe(MADE.files);
    expect(vi.mocked(saveBannerSlide).mock.calls[1]?.[3]).toBe(SLIDE_2);
  });

  it('says when the banner cannot be read, and reads it again on request', async () => {
    const user = userEvent.setup();
    vi.mocked(readBanner).mockRejectedValueOnce(new Error('offline'));
    renderScreen(<BannerPage />);
    expect(await screen.findByText('The home banner could not be read.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getAllByRole('form', { name: /^Slide \d$/ })).toHaveLength(4),
    );
  });
});
