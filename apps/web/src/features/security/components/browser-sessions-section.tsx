import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { BrowserSession } from '@cloud-portal/contract/security';
import { useFormatters } from '@/i18n/use-formatters';
import { rcodeOf } from '@/lib/api/cloud-call-rcode';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useEndBrowserSessionMutation } from '../api/end-browser-session';
import { useEndOtherBrowserSessionsMutation } from '../api/end-other-browser-sessions';
import { useGetBrowserSessionsQuery } from '../api/get-browser-sessions';
import { browserLabel } from '../browser-label';
import styles from './security-page.module.css';

/** What the last sign-out did, said in the status line. */
type Outcome =
  | { kind: 'one'; browser: string }
  | { kind: 'others'; count: number }
  | { kind: 'alreadyEnded' }
  | { kind: 'failed'; code: number | null };

/**
 * Every browser signed in to the account, this one first, with "Sign out" for each other
 * one and "Sign out everywhere else". A signed-out browser is signed out at its next call.
 * After a sign-out, focus goes to the section heading and the status line says what happened.
 */
export function BrowserSessionsSection() {
  const { t } = useTranslation();
  const query = useGetBrowserSessionsQuery();
  const [endOne, endOneState] = useEndBrowserSessionMutation();
  const [endOthers, endOthersState] = useEndOtherBrowserSessionsMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isWorking = endOneState.isLoading || endOthersState.isLoading;

  async function signOut(session: BrowserSession) {
    const result = await endOne(session.sessionId);
    if ('error' in result) {
      const code = rcodeOf(result.error);
      setOutcome(
        code === Rcodes.NOT_FOUND.rcode ? { kind: 'alreadyEnded' } : { kind: 'failed', code },
      );
    } else {
      setOutcome({ kind: 'one', browser: browserLabel(t, session) });
    }
    headingRef.current?.focus();
  }

  async function signOutOthers() {
    const result = await endOthers();
    setOutcome(
      'error' in result
        ? { kind: 'failed', code: rcodeOf(result.error) }
        : { kind: 'others', count: result.data.ended },
    );
    headingRef.current?.focus();
  }

  const status = loadStatusOf(query);
  let body;
  if (status === 'error') {
    body = (
      <LoadError
        message={t('security.sessions.failed')}
        retryLabel={t('security.retry')}
        onRetry={() => retryFailed(query)}
      />
    );
  } else if (!query.data) {
    body = <Skeleton label={t('security.sessions.loading')} lines={3} />;
  } else if (query.data.sessions.length === 0) {
    body = <p className={styles.muted}>{t('security.sessions.empty')}</p>;
  } else {
    const { sessions } = query.data;
    body = (
      <>
        <ul className={styles.list}>
          {sessions.map((session) => (
            <SessionItem
              key={session.sessionId}
              session={session}
              busy={isWorking}
              onSignOut={() => void signOut(session)}
            />
          ))}
        </ul>
        {sessions.some((session) => !session.thisBrowser) && (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void signOutOthers()} busy={isWorking}>
              {t('security.sessions.signOutEverywhereElse')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="security-sessions-heading">
      <h2
        id="security-sessions-heading"
        ref={headingRef}
        tabIndex={-1}
        className={styles.sectionHeading}
      >
        {t('security.sessions.heading')}
      </h2>
      <p className={styles.muted}>{t('security.sessions.intro')}</p>
      <p role="status" className={outcome?.kind === 'failed' ? styles.error : styles.outcome}>
        {outcome && <OutcomeText outcome={outcome} />}
      </p>
      {body}
    </section>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'one':
      return t('security.sessions.signedOutOne', { browser: outcome.browser });
    case 'others':
      return t('security.sessions.signedOutOthers', { count: outcome.count });
    case 'alreadyEnded':
      return t('security.sessions.alreadyEnded');
    case 'failed':
      return outcome.code === null
        ? t('security.sessions.signOutFailed')
        : t('security.sessions.signOutFailedWithCode', { code: outcome.code });
  }
}

interface SessionItemProps {
  session: BrowserSession;
  busy: boolean;
  onSignOut: () => void;
}

function SessionItem({ session, busy, onSignOut }: SessionItemProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const label = browserLabel(t, session);
  const headingId = `security-session-${session.sessionId}`;
  const at = (time: number) => (
    <time dateTime={new Date(time).toISOString()}>
      {formatDate(time, { withYear: true, withTime: true })}
    </time>
  );

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardHeading}>
          {label}
        </h3>
        {session.thisBrowser && (
          <span className={styles.badge}>{t('security.sessions.thisBrowser')}</span>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('security.sessions.signedInAt')}</dt>
          <dd>{at(session.signedInAt)}</dd>
        </div>
        <div>
          <dt>{t('security.sessions.lastActive')}</dt>
          <dd>{at(session.lastActiveAt)}</dd>
        </div>
        {session.place !== null ? (
          <div>
            <dt>{t('security.sessions.place')}</dt>
            <dd>{session.place}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('security.sessions.address')}</dt>
            <dd>{session.ip ?? t('security.sessions.unknownAddress')}</dd>
          </div>
        )}
        <div>
          <dt>{t('security.sessions.verification')}</dt>
          <dd>
            {session.verified
              ? t('security.sessions.verified')
              : t('security.sessions.notVerified')}
          </dd>
        </div>
      </dl>
      {!session.thisBrowser && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onSignOut} busy={busy}>
            {t('security.sessions.signOut')}
            <VisuallyHidden> {label}</VisuallyHidden>
          </Button>
        </div>
      )}
    </li>
  );
}
