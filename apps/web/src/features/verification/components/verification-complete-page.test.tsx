import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberReturnPage } from '../verification-return-page';
import { renderVerification } from '../testing/render-verification';

describe('VerificationCompletePage', () => {
  it('says the sign-in is confirmed; Continue goes to the stored return page', async () => {
    rememberReturnPage('/backup');
    renderVerification('/verification-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This browser is now confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/backup');
  });

  it('Continue goes home when no page was stored', async () => {
    renderVerification('/verification-complete');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
  });
});
