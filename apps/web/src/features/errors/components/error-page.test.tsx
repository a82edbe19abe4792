import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { contactSupportFields } from '@/testing/contact-support-fields';
import { captureFormSubmissions } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ERROR_VARIANTS, type ErrorVariant } from '../error-variants';
import { ErrorPage } from './error-page';

const TITLES: Record<ErrorVariant, string> = {
  '400': 'Pardon?',
  '403': "You can't view this page",
  '403Postpone': 'Expiration date already postponed',
  '403Locked': 'Your cloud is locked',
  '403FraudDetection': 'Access is restricted for now',
  '404': 'Page not found',
  '500': 'Something went wrong',
  '502': 'Error 502',
  '503': "We're a little too popular right now",
};

describe('ErrorPage', () => {
  it.each(ERROR_VARIANTS)('shows the %s title, a message and a way on', (variant) => {
    renderWithProviders(<ErrorPage variant={variant} isSignedIn />);
    expect(screen.getByRole('heading', { level: 1, name: TITLES[variant] })).toBeInTheDocument();
    if (variant === '403Locked') {
      expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', PortalRoutes.infoOverview);
    } else {
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    }
  });

  it('offers a locked user the help pages and signing out, never home, which would lead back', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderWithProviders(<ErrorPage variant="403Locked" isSignedIn onSignOut={onSignOut} />);
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('says the 502 message of the spec', () => {
    renderWithProviders(<ErrorPage variant="502" isSignedIn={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 502');
    expect(
      screen.getByText('Sorry there is a server issue. Please come back later.'),
    ).toBeInTheDocument();
  });

  it('offers a visitor to sign in', () => {
    renderWithProviders(<ErrorPage variant="500" isSignedIn={false} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      PortalRoutes.login,
    );
  });

  it('adds a second message and a contact-us form to the locked page', async () => {
    const user = userEvent.setup();
    const submitted = captureFormSubmissions();
    renderWithProviders(<ErrorPage variant="403Locked" isSignedIn />);
    expect(screen.getByText(/to unlock it, contact us/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /contact us/i }));
    expect(submitted[0]).toMatchObject({
      method: 'post',
      target: '_blank',
      fields: contactSupportFields('US', 'en_US'),
    });
  });
});
