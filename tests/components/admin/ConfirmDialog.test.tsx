import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/admin/ui/ConfirmDialog';
import { setUpScreenTests } from './helpers';

setUpScreenTests();

function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Anna
      </button>
      <button type="button">Elsewhere</button>
      {open && (
        <ConfirmDialog
          message="Are you sure you want to delete this member?"
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

async function open() {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(<Page onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Delete Anna' });
  await user.click(opener);
  return { user, onConfirm, opener };
}

describe('ConfirmDialog', () => {
  it('is a modal alert dialog named by its question, with Cancel focused first', async () => {
    await open();
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this member?',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps focus inside with Tab and Shift+Tab', async () => {
    const { user } = await open();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('Cancel and Escape close it without confirming, and give focus back', async () => {
    const { user, onConfirm, opener } = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the Delete button', async () => {
    const { user, onConfirm } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
