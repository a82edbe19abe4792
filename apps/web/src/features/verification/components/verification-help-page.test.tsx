import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderVerification } from '../testing/render-verification';

describe('VerificationHelpPage', () => {
  it('explains why and links each way to confirm', async () => {
    renderVerification('/verification/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help with confirming your sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why am I asked?' })).toBeInTheDocument();
    const topics = screen.getByRole('navigation', { name: 'Ways to confirm' });
    expect(topics).toContainElement(screen.getByRole('link', { name: 'Help with confirming by e-mail' }));
    expect(screen.getByRole('link', { name: 'Help with approving on your phone' })).toHaveAttribute('href', '/verification/help/mobile');
    expect(screen.getByRole('link', { name: 'Back to confirming' })).toHaveAttribute('href', '/verification');
  });

  it.each([
    ['email', 'Confirm by e-mail', /check your spam folder/],
    ['mobile', 'Approve on your phone', /Watches can't approve sign-ins/],
  ])('/verification/help/%s shows its topic', async (type, title, text) => {
    renderVerification(`/verification/help/${type}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('opens a topic from the index', async () => {
    renderVerification('/verification/help');
    await userEvent.click(await screen.findByRole('link', { name: 'Help with confirming by e-mail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm by e-mail' })).toBeInTheDocument();
  });

  it('an unknown topic is not found', async () => {
    renderVerification('/verification/help/carrier-pigeon');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/error404');
  });
});
