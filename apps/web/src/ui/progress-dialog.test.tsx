import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProgressDialog } from './progress-dialog';

describe('ProgressDialog', () => {
  it('shows how far the work is, and cannot be dismissed while it runs', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ProgressDialog open title="Deleting" completed={2} total={5} error={null} onClose={onClose} />);
    const bar = screen.getByRole('progressbar', { name: '2 of 5' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '5');
    expect(screen.getByRole('dialog', { name: 'Deleting' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on an error says what happened with the code, and closes on request', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ProgressDialog
        open
        title="Deleting"
        completed={1}
        total={3}
        error={{ message: 'A network or server error has occurred', rcode: 50000001 }}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A network or server error has occurred');
    expect(screen.getByText('Error code: 50000001')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves the code out when the failure had none', () => {
    render(
      <ProgressDialog open title="Deleting" completed={0} total={1} error={{ message: 'Failed', rcode: null }} onClose={() => undefined} />,
    );
    expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<ProgressDialog open={false} title="Deleting" completed={0} total={0} error={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
