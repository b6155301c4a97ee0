/** Each programme card of Admin Events offers 'Add photos' and says how many photos it has. */
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { ProgrammesAdmin } from '../../../src/admin/programmes/ProgrammesAdmin';
import type * as GalleryService from '../../../src/services/gallery';
import { countProgrammePhotos } from '../../../src/services/gallery';
import type * as ProgrammesService from '../../../src/services/programmes';
import { listProgrammes } from '../../../src/services/programmes';
import { readProgrammeRegistration } from '../../../src/services/registration/registrations';
import { programme, renderScreen, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/galleryWrites', () => import('./serviceMocks/galleryWrites'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/images', () => import('./serviceMocks/images'));
// No programme takes registrations here: the form and cards read none from a backend.
vi.mock(
  '../../../src/services/registration/registrations',
  () => import('./serviceMocks/registrations'),
);

vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof ProgrammesService>()),
  listProgrammes: vi.fn(),
}));
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<typeof GalleryService>()),
  countProgrammePhotos: vi.fn(),
}));

setUpScreenTests();

beforeEach(() => {
  vi.mocked(readProgrammeRegistration).mockResolvedValue(null);
  vi.mocked(listProgrammes).mockResolvedValue([
    programme({ id: 'camp', title: 'Youth Camp', startDate: '2024-05-02', endDate: '2024-05-04' }),
    programme({ id: 'day', title: 'Youth Day', startDate: '2024-08-12', endDate: '2024-08-12' }),
  ]);
  vi.mocked(countProgrammePhotos).mockImplementation(async (id) => (id === 'camp' ? 42 : 1));
});

it("links each card to the upload with its programme chosen, and counts the programme's photos", async () => {
  renderScreen(<ProgrammesAdmin />, '/admin/events');
  const link = await screen.findByRole('link', { name: 'Add photos to Youth Camp' });
  expect(link).toHaveAttribute('href', '/admin/gallery?programme=camp');
  expect(link).toHaveTextContent('Add photos');
  const card = link.closest('article') as HTMLElement;
  expect(await within(card).findByText('42 photos')).toBeInTheDocument();
  const other = screen.getByRole('link', { name: 'Add photos to Youth Day' });
  expect(
    await within(other.closest('article') as HTMLElement).findByText('1 photo'),
  ).toBeInTheDocument();
  expect(countProgrammePhotos).toHaveBeenCalledWith('camp');
});
