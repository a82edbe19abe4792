import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { LinkTarget } from '../help-content';

export interface HelpLinkProps {
  target: LinkTarget;
  /** Filled in by `<Trans>` when the link is part of a sentence. */
  children?: ReactNode;
}

/** A link of a help answer: a portal screen in this tab, another site in a new one. */
export function HelpLink({ target, children }: HelpLinkProps) {
  const { t } = useTranslation();
  if ('to' in target) return <Link to={target.to}>{children}</Link>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {children}{' '}
      <VisuallyHidden>{t('help.common.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
