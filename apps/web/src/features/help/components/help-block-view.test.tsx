import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import type { HelpBlock } from '../help-content';
import { HelpBlockView } from './help-block-view';

function renderBlocks(blocks: readonly HelpBlock[]) {
  return renderWithProviders(
    <div>
      {blocks.map((block, index) => (
        <HelpBlockView key={index} block={block} />
      ))}
    </div>,
    { route: '/info-temporary' },
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('HelpBlockView', { timeout: 20_000 }, () => {
  it('renders a paragraph with the portal numbers filled in', () => {
    renderBlocks([{ type: 'paragraph', text: 'help.deviceBackups.howLong.p1' }]);
    expect(screen.getByText(/kept for 365 days after that device last backed up/)).toBeInTheDocument();
  });

  it('states the idle time-out the build configured, not the default', () => {
    vi.stubEnv('VITE_IDLE_TIMEOUT_MS', String(10 * 60_000));
    renderBlocks([{ type: 'paragraph', text: 'help.overview.accountNeeded.p3' }]);
    expect(
      screen.getByText(
        "To keep your data safe, you're signed out after 10 minutes without activity. 2 minutes before that, the portal asks whether you want to stay signed in.",
      ),
    ).toBeInTheDocument();
  });

  it('states the largest Gallery photo as a size in the language shown', async () => {
    renderBlocks([{ type: 'paragraph', text: 'help.gallery.uploadLimits.p1' }]);
    expect(screen.getByText("Each photo can be up to 26.2 MB. Larger files stay on your device and aren't synced.")).toBeInTheDocument();
    await act(() => changeLanguage('de', i18next));
    try {
      expect(await screen.findByText(/^Jedes Foto darf bis zu 26,2 MB groß sein\./)).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en', i18next));
    }
  });

  it('turns the tags a text names into links', () => {
    renderBlocks([
      {
        type: 'paragraph',
        text: { key: 'help.temporaryBackup.cannotFind.p1', links: { deviceBackups: { to: '/info-device-backups' } } },
      },
    ]);
    const link = screen.getByRole('link', { name: 'Device backups help' });
    expect(link).toHaveAttribute('href', '/info-device-backups');
    expect(link.closest('p')).toHaveTextContent('Looking for a standard backup instead? See Device backups help.');
  });

  it('renders bullet, numbered and dash lists as lists', () => {
    renderBlocks([
      { type: 'bulletList', items: ['help.gallery.endOfService.effects.device', 'help.gallery.endOfService.effects.cloud'] },
      { type: 'numberedList', items: ['help.gallery.unlink.steps.open', 'help.gallery.unlink.steps.accounts', 'help.gallery.unlink.steps.unlink'] },
      { type: 'dashList', items: ['help.gallery.linkStatus.states.linked'] },
    ]);
    const [bullets, numbered, dashes] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(numbered?.tagName).toBe('OL');
    expect(within(numbered as HTMLElement).getAllByRole('listitem')[2]).toHaveTextContent('Tap Unlink and confirm.');
    expect(dashes?.tagName).toBe('UL');
    expect(dashes).toHaveTextContent('Linked: your Gallery syncs to your cloud drive.');
  });

  it('renders a picture with its text alternative, size and caption', () => {
    renderBlocks([
      {
        type: 'image',
        src: '/timeline.svg',
        width: 680,
        height: 180,
        altKey: 'help.deviceBackups.howLong.timelineAlt',
        captionKey: 'help.deviceBackups.howLong.timelineCaption',
      },
    ]);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Back up again before day 365 to keep the backup.').tagName).toBe('FIGCAPTION');
    const image = within(figure).getByRole('img', {
      name: "Timeline from a device's last backup: up to day 335 the backup is kept as usual; after day 335 it is marked as expiring; after day 365 it is deleted.",
    });
    expect(image).toHaveAttribute('src', '/timeline.svg');
    expect(image).toHaveAttribute('width', '680');
    expect(image).toHaveAttribute('height', '180');
  });

  it('fills the temporary-backup days into the text alternative of its timeline', () => {
    renderBlocks([
      {
        type: 'image',
        src: '/extension.svg',
        width: 680,
        height: 180,
        altKey: 'help.temporaryBackup.difference.timelineAlt',
        captionKey: 'help.temporaryBackup.difference.timelineCaption',
      },
    ]);
    expect(
      screen.getByRole('img', {
        name: 'Timeline of a temporary backup: it is kept for 30 days from the day it is made; extending it once keeps it until day 60.',
      }),
    ).toBeInTheDocument();
  });

  it('renders a link to a portal screen in the same tab', () => {
    renderBlocks([{ type: 'link', to: '/info-device-backups', labelKey: 'help.temporaryBackup.difference.deviceBackupsLink' }]);
    const link = screen.getByRole('link', { name: 'Read about standard device backups' });
    expect(link).toHaveAttribute('href', '/info-device-backups');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens a link to another site in a new tab and says so', () => {
    renderBlocks([{ type: 'link', href: 'https://drive.example.com/', labelKey: 'help.temporaryBackup.difference.deviceBackupsLink' }]);
    const link = screen.getByRole('link', { name: 'Read about standard device backups (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://drive.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
