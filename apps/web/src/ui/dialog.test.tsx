import { useRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ dismissible = true, withFocusTarget = false }: { dismissible?: boolean; withFocusTarget?: boolean }) {
  const [open, setOpen] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Rename device"
        description="Give it a name you recognise."
        dismissible={dismissible}
        initialFocus={withFocusTarget ? target : undefined}
        actions={
          <>
            <button type="button">First</button>
            <button ref={target} type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          </>
        }
      >
        <p>Body text</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a named, described modal dialog; Escape closes it and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Rename device' });
    expect(dialog).toHaveAccessibleDescription('Give it a name you recognise.');
    expect(screen.getByText('Body text')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'First' })).toHaveFocus());
    // The page behind is hidden from assistive technology.
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'First' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('focuses the element asked for', async () => {
    const user = userEvent.setup();
    render(<Harness withFocusTarget />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus());
  });

  it('cannot be dismissed while work is in progress', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no description when none is given', () => {
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Plain" />);
    expect(screen.getByRole('dialog', { name: 'Plain' })).not.toHaveAttribute('aria-describedby');
  });
});
