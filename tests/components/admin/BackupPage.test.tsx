import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackupPage } from '../../../src/admin/settings/BackupPage';
import { NOT_A_BACKUP } from '../../../src/admin/settings/RestoreSection';
import {
  InvalidBackupError,
  recordKey,
  type Backup,
  type BackupRecord,
} from '../../../src/domain/backup/format';
import { planRestore } from '../../../src/domain/backup/restorePlan';
import type { SiteState } from '../../../src/domain/backup/restoreWrites';
import { localStorageTarget } from '../../../src/domain/limits';
import {
  checkBackup,
  createBackup,
  restoreBackup,
  type BackupOptions,
  type BackupResult,
  type CheckedBackup,
  type RestoreResult,
} from '../../../src/services/backup';
import { GOOD, storageUrl } from '../../fixtures/documents';
import {
  accessOf,
  answerDialog,
  deferred,
  findToast,
  renderScreen,
  setUpScreenTests,
} from './helpers';

vi.mock('../../../src/services/backup', () => ({
  createBackup: vi.fn(),
  checkBackup: vi.fn(),
  restoreBackup: vi.fn(),
}));

const PHOTO = 'members/1705312800000_cropped.jpeg';
const FILE = 'gallery_1705312800000_rally.jpg';

const ONE_FILE = 'youth-commission-backup-2025-06-01.zip';
const result: BackupResult = {
  files: [{ fileName: ONE_FILE, number: 1, of: 1, bytes: 2048 }],
  recordCount: 48,
  imageCount: 39,
  bytes: 2048,
  missingImages: [],
  unrestorable: [],
};

/**
 * createBackup as the service runs it: each file opened with `save`, written in pieces of
 * `piece` bytes and closed, `between` awaited before each next file.
 */
function writesFiles(
  outcome: BackupResult,
  {
    piece = 1024,
    between = async () => {},
  }: { piece?: number; between?: () => Promise<void> } = {},
) {
  return async ({ save, onPercent = () => {} }: BackupOptions): Promise<BackupResult> => {
    onPercent(0);
    for (const info of outcome.files) {
      const file = await save(info);
      for (let at = 0; at < info.bytes; at += piece)
        await file.write(new Uint8Array(Math.min(piece, info.bytes - at)).fill(info.number));
      await file.close();
      onPercent(Math.round((info.number / info.of) * 100));
      if (info.number < info.of) await between();
    }
    return outcome;
  };
}

/** Checked on 1 November 2025, five months after the backup was made. */
const CHECKED_AT = new Date('2025-11-01T12:00:00.000Z');
const CONTEXT = {
  now: CHECKED_AT,
  storage: localStorageTarget('demo-youth-commission'),
  byOwner: true,
};

const member: BackupRecord = {
  collection: 'members',
  id: 'm1',
  fields: { ...GOOD.members, imageUrl: storageUrl(PHOTO) },
};
const renamed: BackupRecord = {
  collection: 'members',
  id: 'm2',
  fields: { ...GOOD.members, name: 'Rahul Singh', imageUrl: '' },
};
const rally: BackupRecord = {
  collection: 'gallery',
  id: 'g1',
  fields: {
    title: 'Youth rally',
    fileName: FILE,
    imageUrl: storageUrl(`gallery/${FILE}`),
    createdAt: new Date('2024-03-01T08:00:00.000Z'),
  },
};
const programme: BackupRecord = {
  collection: 'events',
  id: 'e1',
  fields: { ...GOOD.events, imageUrl: '' },
};

function checkedBackup(
  site: SiteState,
  changes: Partial<Backup> = {},
  projectId = 'youth-commission-agra',
): CheckedBackup {
  const backup: Backup = {
    createdAt: '2025-06-01T09:30:00.000Z',
    site: {
      projectId: 'youth-commission-agra',
      storageBucket: 'youth-commission-agra.appspot.com',
    },
    records: [member, renamed, rally, programme],
    unrestorable: [],
    images: [PHOTO, `gallery/${FILE}`].map((path) => ({
      path,
      contentType: 'image/jpeg',
      bytes: new Uint8Array(8),
    })),
    missingImages: [],
    ...changes,
  };
  return {
    backup,
    plan: planRestore(backup, site, CONTEXT),
    storedImages: site.existingImages,
    projectId,
  };
}

/** The website lost m1 (and its photo) and g1; m2 was renamed; e1 is as in the backup. */
const partlyLost = checkedBackup({
  records: new Map([
    [recordKey(renamed), { ...renamed.fields, name: 'Rahul S.' }],
    [recordKey(programme), programme.fields],
  ]),
  existingImages: new Map(),
});

/** The website holds everything the backup holds. */
const complete = checkedBackup({
  records: new Map([member, renamed, rally, programme].map((r) => [recordKey(r), r.fields])),
  existingImages: new Map([
    [PHOTO, storageUrl(PHOTO)],
    [`gallery/${FILE}`, storageUrl(`gallery/${FILE}`)],
  ]),
});

setUpScreenTests();

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  vi.mocked(createBackup).mockImplementation(writesFiles(result));
  vi.mocked(checkBackup).mockResolvedValue(partlyLost);
  vi.mocked(restoreBackup).mockResolvedValue({ restored: 3, notRestored: [] });
  // Only the clock: the screen says how long ago the backup was made.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(CHECKED_AT);
});

afterEach(() => {
  vi.useRealTimers();
});

function show() {
  const user = userEvent.setup();
  renderScreen(<BackupPage />, '/admin/settings/backup');
  return {
    user,
    backup: screen.getByRole('region', { name: 'Back up the website' }),
    restore: screen.getByRole('region', { name: 'Restore from a backup' }),
  };
}

const backupFile = (name = 'youth-commission-backup-2025-06-01.zip') =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: 'application/zip' });

async function choose(user: ReturnType<typeof userEvent.setup>, file = backupFile()) {
  await user.upload(screen.getByLabelText('Backup file (.zip)'), file);
}

describe('the page', () => {
  const sections = () =>
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  it('shows an owner the backup, then the restore', () => {
    show();
    expect(sections()).toEqual(['Back up the website', 'Restore from a backup']);
    expect(
      screen.queryByText('Only an owner can restore the website from a backup.'),
    ).not.toBeInTheDocument();
  });

  it('shows an editor the backup download only, and who can restore', () => {
    renderScreen(
      <BackupPage />,
      '/admin/settings/backup',
      accessOf({ role: 'editor', uid: 'uid-ravi' }),
    );
    expect(sections()).toEqual(['Back up the website']);
    const backup = screen.getByRole('region', { name: 'Back up the website' });
    expect(within(backup).getByRole('button', { name: 'Download backup' })).toBeEnabled();
    expect(
      within(backup).getByText('Only an owner can restore the website from a backup.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Backup file (.zip)')).not.toBeInTheDocument();
  });
});

describe('backing up', () => {
  /** The files handed to the browser to download: name and contents. */
  const downloads = () => {
    const blobs = vi.mocked(URL.createObjectURL).mock.calls.map(([blob]) => blob as Blob);
    return clicked.map((link, i) => ({ name: link.download, blob: blobs[i] }));
  };

  it('shows a labelled progress bar, then saves the zip and sums it up', async () => {
    const { user, backup } = show();
    const pending = deferred<BackupResult>();
    let report: (percent: number) => void = () => {};
    vi.mocked(createBackup).mockImplementation(async (options) => {
      report = options.onPercent ?? report;
      await pending.promise;
      return writesFiles(result)(options);
    });
    await user.click(within(backup).getByRole('button', { name: 'Download backup' }));
    expect(within(backup).getByText('Backing up... 0%')).toBeInTheDocument();
    report(42);
    const bar = await within(backup).findByRole('progressbar', { name: 'Backing up... 42%' });
    expect(bar).toHaveAttribute('value', '42');
    expect(within(backup).getByRole('button', { name: 'Download backup' })).toBeDisabled();

    pending.resolve(result);
    await findToast('Backup downloaded');
    // The toast shows first; the section sums the backup up in a later render.
    await waitFor(() => {
      expect(
        within(backup).getByText(`Downloaded ${ONE_FILE}: 48 records and 39 images, 2 KB.`),
      ).toBeInTheDocument();
      expect(within(backup).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(backup).getByRole('button', { name: 'Download backup' })).toBeEnabled();
    });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toHaveAttribute('download', ONE_FILE);
    expect(clicked[0]?.href).toMatch(/^blob:/);
    const [saved] = downloads();
    expect(saved?.blob?.size).toBe(2048);
    expect(saved?.blob?.type).toBe('application/zip');
  });

  it('downloads each part as soon as it is written, says so, and sums the parts up', async () => {
    const name = (n: number) => `youth-commission-backup-2025-06-01-part-${n}-of-3.zip`;
    const MB = 1024 * 1024;
    const inParts: BackupResult = {
      ...result,
      files: [
        { fileName: name(1), number: 1, of: 3, bytes: 9 * MB },
        { fileName: name(2), number: 2, of: 3, bytes: 5 * MB },
        { fileName: name(3), number: 3, of: 3, bytes: MB / 2 },
      ],
      bytes: 14.5 * MB,
    };
    let next = deferred<void>();
    vi.mocked(createBackup).mockImplementation(
      writesFiles(inParts, { piece: 256 * 1024, between: () => next.promise }),
    );
    const { user, backup } = show();
    await user.click(within(backup).getByRole('button', { name: 'Download backup' }));

    expect(
      await within(backup).findByText(`Saved part 1 of 3: ${name(1)}, 9.0 MB.`),
    ).toBeInTheDocument();
    expect(within(backup).getByText('Backing up... 33%')).toBeInTheDocument();
    // The first part is in the browser's hands before the second is written.
    expect(downloads().map((d) => [d.name, d.blob?.size])).toEqual([[name(1), 9 * MB]]);
    const firstPart = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(downloads()[0]!.blob!);
    });
    expect(firstPart).toHaveLength(9 * MB);
    expect(firstPart.every((byte) => byte === 1)).toBe(true);

    const first = next;
    next = deferred<void>();
    first.resolve();
    expect(
      await within(backup).findByText(`Saved part 2 of 3: ${name(2)}, 5.0 MB.`),
    ).toBeInTheDocument();
    expect(within(backup).getByText(`Saved part 1 of 3: ${name(1)}, 9.0 MB.`)).toBeInTheDocument();
    next.resolve();

    await findToast('Backup downloaded');
    expect(downloads().map((d) => [d.name, d.blob?.size])).toEqual([
      [name(1), 9 * MB],
      [name(2), 5 * MB],
      [name(3), MB / 2],
    ]);
    expect(
      await within(backup).findByText(
        'Downloaded the backup in 3 parts: 48 records and 39 images, 14.5 MB.',
      ),
    ).toBeInTheDocument();
    for (const [file, size] of [
      [name(1), '9.0 MB'],
      [name(2), '5.0 MB'],
      [name(3), '512 KB'],
    ])
      expect(within(backup).getByText(`${file}, ${size}`)).toBeInTheDocument();
    expect(
      within(backup).getByText(
        'Keep the 3 parts together. To restore, choose each part in turn under Restore from a ' +
          'backup: each is checked and restored on its own.',
      ),
    ).toBeInTheDocument();
    expect(within(backup).queryByText(/^Saved part/)).not.toBeInTheDocument();
  });

  it('names each image it could not download and each record a restore cannot write', async () => {
    vi.mocked(createBackup).mockImplementation(
      writesFiles({
        ...result,
        missingImages: [
          {
            path: PHOTO,
            collection: 'members',
            id: 'm1',
            reason: 'Object members/... does not exist.',
            label: 'Anjali Masih',
            kind: 'Members',
          },
        ],
        unrestorable: [
          {
            collection: 'gallery',
            id: 'old',
            reason: 'fileName must be a gallery file name (gallery_{timestamp}_{name})',
            fields: {},
            label: 'Old picture',
            kind: 'Gallery images',
          },
        ],
      }),
    );
    const { user, backup } = show();
    await user.click(within(backup).getByRole('button', { name: 'Download backup' }));
    expect(
      await within(backup).findByText(
        `${PHOTO}, the picture of Anjali Masih (Members): Object members/... does not exist.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(backup).getByText(
        'Old picture (Gallery images): fileName must be a gallery file name (gallery_{timestamp}_{name})',
      ),
    ).toBeInTheDocument();
    // The backup still completes.
    expect(clicked).toHaveLength(1);
  });

  it("says 'Failed to create backup: {reason}' and saves nothing", async () => {
    vi.mocked(createBackup).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user, backup } = show();
    await user.click(within(backup).getByRole('button', { name: 'Download backup' }));
    await findToast('Failed to create backup: Missing or insufficient permissions.');
    await waitFor(() => {
      expect(within(backup).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(backup).getByRole('button', { name: 'Download backup' })).toBeEnabled();
    });
    expect(clicked).toHaveLength(0);
  });
});

describe('checking a backup file', () => {
  it('shows what a restore would do, by kind and name, and changes nothing', async () => {
    const { user, restore } = show();
    const pending = deferred<CheckedBackup>();
    vi.mocked(checkBackup).mockReturnValue(pending.promise);
    await choose(user);
    expect(within(restore).getByText('Checking the backup...')).toBeInTheDocument();
    expect(screen.getByLabelText('Backup file (.zip)')).toBeDisabled();
    pending.resolve(partlyLost);

    const plan = await within(restore).findByRole('region', {
      name: 'What restoring youth-commission-backup-2025-06-01.zip would do',
    });
    expect(vi.mocked(checkBackup).mock.calls[0]?.[0]).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    const summary = within(plan).getAllByRole('list')[0]!;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 records missing from the website, to add back',
      '1 record that differs, to replace',
      '1 record already identical',
      '2 images to upload',
    ]);
    const add = within(plan).getByRole('group', { name: 'To add back (2)' });
    expect(within(add).getByText('Members (1)')).toBeInTheDocument();
    expect(within(add).getByText('Anjali Masih')).toBeInTheDocument();
    expect(within(add).getByText('Gallery images (1)')).toBeInTheDocument();
    expect(within(add).getByText('Youth rally')).toBeInTheDocument();
    const replace = within(plan).getByRole('group', { name: 'To replace (1)' });
    expect(within(replace).getByText('Members (1)')).toBeInTheDocument();
    expect(within(replace).getByText('Rahul Singh')).toBeInTheDocument();
    const uploads = within(plan).getByRole('group', { name: 'Images to upload (2)' });
    expect(within(uploads).getByText('Member photos (1)')).toBeInTheDocument();
    expect(within(uploads).getByText('1705312800000_cropped.jpeg')).toBeInTheDocument();
    expect(within(uploads).getByText('Gallery images (1)')).toBeInTheDocument();
    expect(within(uploads).getByText(FILE)).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Restore' })).toBeEnabled();
    expect(restoreBackup).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Backup file (.zip)')).toBeEnabled();
  });

  it('says where and when the backup was made', async () => {
    const { user, restore } = show();
    await choose(user);
    expect(
      await within(restore).findByText(
        /^Made from youth-commission-agra on 1 June 2025 at \d{1,2}:\d{2} [ap]m \(5 months ago\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(restore).queryByText(/another website/)).not.toBeInTheDocument();
  });

  it('warns plainly when the backup comes from another website', async () => {
    vi.mocked(checkBackup).mockResolvedValue(
      checkedBackup({ records: new Map(), existingImages: new Map() }, {}, 'another-project'),
    );
    const { user, restore } = show();
    await choose(user);
    expect(
      await within(restore).findByText(
        "This backup was made from another website (youth-commission-agra). Restoring it adds that site's records here.",
      ),
    ).toBeInTheDocument();
  });

  it('says what an old backup would undo, and what only adding leaves alone', async () => {
    const { user, restore } = show();
    await choose(user);
    expect(
      await within(restore).findByText(
        "This backup was made 5 months ago. Restore puts back the backup's version of the records that differ, undoing what was changed since; Only add what is missing leaves them as they are.",
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of age for a recent backup', async () => {
    vi.setSystemTime(new Date('2025-06-03T09:30:00.000Z'));
    const { user, restore } = show();
    await choose(user);
    expect(await within(restore).findByText(/\(2 days ago\)\.$/)).toBeInTheDocument();
    expect(within(restore).queryByText(/undoing what was changed since/)).not.toBeInTheDocument();
  });

  it('lists a differing gallery entry to replace, like any record', async () => {
    const changedGallery = checkedBackup({
      records: new Map([[recordKey(rally), { ...rally.fields, title: 'Rally' }]]),
      existingImages: new Map([[`gallery/${FILE}`, storageUrl(`gallery/${FILE}`)]]),
    });
    vi.mocked(checkBackup).mockResolvedValue(changedGallery);
    const { user, restore } = show();
    await choose(user);
    const replace = await within(restore).findByRole('group', { name: 'To replace (1)' });
    expect(within(replace).getByText('Youth rally')).toBeInTheDocument();
  });

  it('names what cannot be restored and what is restored without its picture', async () => {
    const legacyFile = 'gallery/IMG 1.jpg';
    const withGaps = checkedBackup(
      { records: new Map(), existingImages: new Map([[legacyFile, storageUrl(legacyFile)]]) },
      {
        records: [member, programme],
        images: [],
        missingImages: [{ path: PHOTO, collection: 'members', id: 'm1', reason: 'gone' }],
        unrestorable: [
          {
            collection: 'gallery',
            id: 'old',
            reason: 'fileName must be a gallery file name (gallery_{timestamp}_{name})',
            fields: {
              title: 'Old picture',
              fileName: 'IMG 1.jpg',
              imageUrl: storageUrl(legacyFile),
              createdAt: new Date('2020-01-01T00:00:00.000Z'),
            },
          },
        ],
      },
    );
    vi.mocked(checkBackup).mockResolvedValue(withGaps);
    const { user, restore } = show();
    await choose(user);
    expect(
      await within(restore).findByRole('group', { name: 'Restored without a picture (1)' }),
    ).toBeInTheDocument();
    expect(
      within(restore).getByText(
        `Anjali Masih (Members): ${PHOTO} was not found on the website, and the backup could not read it when it was made (gone)`,
      ),
    ).toBeInTheDocument();
    expect(
      within(restore).getByRole('group', { name: 'Cannot be restored (1)' }),
    ).toBeInTheDocument();
    expect(
      within(restore).getByText(
        "Old picture: the website's rules would refuse it: fileName must be a gallery file name (gallery_{timestamp}_{name})",
      ),
    ).toBeInTheDocument();
  });

  it('names what was deleted for good on the website, which it never puts back', async () => {
    const removed = checkedBackup({
      records: new Map(),
      existingImages: new Map(),
      removed: { records: new Set([recordKey(rally)]), files: new Set([`gallery/${FILE}`]) },
    });
    vi.mocked(checkBackup).mockResolvedValue(removed);
    const { user, restore } = show();
    await choose(user);
    const group = await within(restore).findByRole('group', {
      name: 'Deleted for good on this website (1)',
    });
    expect(within(group).getByText('Youth rally')).toBeInTheDocument();
    expect(
      within(group).getByText(
        /An owner deleted these for good .* a restore never puts them back\./,
      ),
    ).toBeInTheDocument();
    const add = within(restore).getByRole('group', { name: 'To add back (3)' });
    expect(within(add).queryByText('Youth rally')).not.toBeInTheDocument();
  });

  it('reports nothing to do when the website holds everything, and offers no Restore', async () => {
    vi.mocked(checkBackup).mockResolvedValue(complete);
    const { user, restore } = show();
    await choose(user);
    expect(
      await within(restore).findByText(
        'Nothing to restore: the website already holds everything in this backup.',
      ),
    ).toBeInTheDocument();
    expect(within(restore).getByText('4 records already identical')).toBeInTheDocument();
    expect(within(restore).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(
      within(restore).queryByRole('button', { name: 'Only add what is missing' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a file that is not a backup of this website, with the reason', async () => {
    vi.mocked(checkBackup).mockRejectedValue(new InvalidBackupError('it holds no content.json'));
    const { user, restore } = show();
    await choose(user, backupFile('holiday-photos.zip'));
    await findToast(NOT_A_BACKUP);
    // The toast shows first; the section's own alert in a later render.
    const alert = await within(restore).findByRole('alert');
    expect(alert).toHaveTextContent(NOT_A_BACKUP);
    expect(alert).toHaveTextContent('Reason: it holds no content.json. Nothing was changed.');
    expect(within(restore).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(restoreBackup).not.toHaveBeenCalled();
  });

  it("says 'Failed to check backup: {reason}' when the website cannot be read", async () => {
    vi.mocked(checkBackup).mockRejectedValue(new Error('Failed to fetch'));
    const { user, restore } = show();
    await choose(user);
    await findToast('Failed to check backup: Failed to fetch');
    await waitFor(() => expect(screen.getByLabelText('Backup file (.zip)')).toBeEnabled());
    expect(within(restore).queryByRole('region')).not.toBeInTheDocument();
  });

  it('checks the same file again when it is chosen again', async () => {
    const { user } = show();
    await choose(user);
    await screen.findByRole('button', { name: 'Restore' });
    await choose(user);
    await waitFor(() => expect(checkBackup).toHaveBeenCalledTimes(2));
  });
});

describe('restoring', () => {
  async function planShown() {
    const shown = show();
    await choose(shown.user);
    await screen.findByRole('button', { name: 'Restore' });
    return shown;
  }

  it('asks first; Cancel restores nothing', async () => {
    const { user } = await planShown();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await answerDialog(
      user,
      'Restore this backup? 2 records will be added back, 1 replaced and 2 images uploaded. Records the backup does not hold are kept.',
      'Cancel',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(restoreBackup).not.toHaveBeenCalled();
  });

  it('restores the checked backup with a progress bar, then says so', async () => {
    const { user, backup, restore } = await planShown();
    const pending = deferred<RestoreResult>();
    let report: (percent: number) => void = () => {};
    vi.mocked(restoreBackup).mockImplementation((_checked, _scope, onPercent) => {
      report = onPercent ?? report;
      return pending.promise;
    });
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(restoreBackup).toHaveBeenCalledWith(partlyLost, 'all', expect.any(Function));
    report(60);
    expect(
      await within(restore).findByRole('progressbar', { name: 'Restoring backup... 60%' }),
    ).toBeInTheDocument();
    // Nothing else starts meanwhile.
    expect(within(backup).getByRole('button', { name: 'Download backup' })).toBeDisabled();
    expect(screen.getByLabelText('Backup file (.zip)')).toBeDisabled();
    expect(within(restore).getByRole('button', { name: 'Restore' })).toBeDisabled();

    pending.resolve({ restored: 3, notRestored: [] });
    await findToast('Backup restored successfully');
    // The toast shows first; the section says so and puts the plan away in a later render.
    await waitFor(() => {
      expect(within(restore).getByRole('status')).toHaveTextContent(
        'Backup restored successfully.',
      );
      expect(within(restore).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(restore).queryByRole('region')).not.toBeInTheDocument();
      expect(within(backup).getByRole('button', { name: 'Download backup' })).toBeEnabled();
    });
  });

  it("says 'Failed to restore backup: {reason}' and that what was done stays", async () => {
    vi.mocked(restoreBackup).mockRejectedValue(
      new Error(`could not upload ${PHOTO}: Firebase Storage: User does not have permission.`),
    );
    const { user, restore } = await planShown();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    const text = `Failed to restore backup: could not upload ${PHOTO}: Firebase Storage: User does not have permission.`;
    await findToast(text);
    const alert = await within(restore).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent('Choose the file again to see what is left.');
    expect(within(restore).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Backup file (.zip)')).toBeEnabled();
  });

  it("'Only add what is missing' asks with its own text and adds only what is missing", async () => {
    const { user, restore } = await planShown();
    await user.click(within(restore).getByRole('button', { name: 'Only add what is missing' }));
    await answerDialog(
      user,
      'Add what is missing from this backup? 2 records will be added back and 2 images uploaded. Records the website holds are left as they are.',
      'Add what is missing',
    );
    expect(restoreBackup).toHaveBeenCalledWith(partlyLost, 'missing', expect.any(Function));
    await findToast('Backup restored successfully');
  });

  it('offers only Restore when nothing is missing but something differs', async () => {
    vi.mocked(checkBackup).mockResolvedValue(
      checkedBackup(
        {
          records: new Map([[recordKey(renamed), { ...renamed.fields, name: 'Rahul S.' }]]),
          existingImages: new Map(),
        },
        { records: [renamed] },
      ),
    );
    const { user, restore } = show();
    await choose(user);
    expect(await within(restore).findByRole('button', { name: 'Restore' })).toBeEnabled();
    expect(
      within(restore).queryByRole('button', { name: 'Only add what is missing' }),
    ).not.toBeInTheDocument();
  });

  it('names each record it could not restore, and says the others were written', async () => {
    vi.mocked(restoreBackup).mockResolvedValue({
      restored: 2,
      notRestored: [
        {
          collection: 'members',
          id: 'm2',
          label: 'Rahul Singh',
          reason: 'the website refused it: Missing or insufficient permissions.',
        },
      ],
    });
    const { user, restore } = await planShown();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    await findToast('Backup partly restored: 1 record could not be restored');
    const alert = await within(restore).findByRole('alert');
    expect(alert).toHaveTextContent('Backup partly restored: 2 of 3 records written.');
    expect(alert).toHaveTextContent('These records were not restored and are as they were before:');
    expect(
      within(alert).getByText(
        'Rahul Singh (Members): the website refused it: Missing or insufficient permissions.',
      ),
    ).toBeInTheDocument();
    expect(within(restore).getByRole('status')).not.toHaveTextContent('restored successfully');
  });
});
