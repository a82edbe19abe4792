import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmationDialog } from './confirmation-dialog';

function renderDialog(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmationDialog
      open
      title="Delete 2 backups?"
      description="You can't undo this."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmationDialog', () => {
  it('is an alert dialog whose first focus is Cancel', async () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 backups?' });
    expect(dialog).toHaveAccessibleDescription("You can't undo this.");
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('confirms, cancels, and treats Escape as Cancel', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy, ignores presses and Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
