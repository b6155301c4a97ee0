/**
 * Settings' Backup page (/admin/settings/backup): backing up the whole website to one zip file
 * (the whole team, BackupSection.tsx) and restoring from such a file (owners, RestoreSection.tsx;
 * editors read who can). A backup and a restore never run at once: while one runs, the other's
 * buttons are disabled. This page is the only one that loads the zip library (through
 * src/services/backup.ts).
 */
import { useState } from 'react';
import { useAccess } from '../access/AccessContext';
import { BackupSection, type BackupWork } from './BackupSection';
import { RestoreSection } from './RestoreSection';

export function BackupPage() {
  const { isOwner } = useAccess();
  const [busy, setBusy] = useState<BackupWork>(null);
  return (
    <>
      <BackupSection busy={busy} setBusy={setBusy} />
      {isOwner && <RestoreSection busy={busy} setBusy={setBusy} />}
    </>
  );
}
