import { useTranslation } from 'react-i18next';
import type { E2eeGroup, E2eePolicy } from '@cloud-portal/contract/e2ee';
import { isE2eePolicyContentId } from '@cloud-portal/domain/e2ee-policy-contents';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { useGetE2eeGroupsQuery } from '@/lib/shared-api/get-e2ee-groups';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { PageSection } from '@/ui/page-layout';
import { useGetE2eePoliciesQuery } from '../api/get-e2ee-policies';
import styles from './encryption-page.module.css';

/**
 * The account's E2EE groups (spec §3 E2EE group and Policy, §6: groups for backup and for
 * sync), each on or off, with the names of the data its policy protects — only the 26
 * content ids of spec §5, in the server's order.
 */
export function E2eeGroupsSection() {
  const { t } = useTranslation();
  const groups = useGetE2eeGroupsQuery();
  const policies = useGetE2eePoliciesQuery();

  const status = loadStatusOf(groups, policies);

  let body;
  if (status === 'error') {
    body = (
      <LoadError
        message={t('encryption.groups.failed')}
        retryLabel={t('encryption.retry')}
        onRetry={() => retryFailed(groups, policies)}
      />
    );
  } else if (status === 'loading' || !groups.data || !policies.data) {
    body = <Skeleton label={t('encryption.groups.loading')} lines={4} />;
  } else if (groups.data.length === 0) {
    body = <p>{t('encryption.groups.empty')}</p>;
  } else {
    const allPolicies = policies.data.policies;
    body = (
      <ul className={styles.cards}>
        {groups.data.map((group) => (
          <li key={group.e2eeGroupId}>
            <GroupCard
              group={group}
              policy={allPolicies.find((policy) => policy.groupId === group.e2eeGroupId)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageSection headingId="e2ee-groups-heading" heading={t('encryption.groups.heading')}>
      {body}
    </PageSection>
  );
}

function GroupCard({ group, policy }: { group: E2eeGroup; policy: E2eePolicy | undefined }) {
  const { t } = useTranslation();
  const headingId = `e2ee-group-${group.e2eeGroupId}`;
  const contents = (policy?.contents ?? []).map((content) => content.id).filter(isE2eePolicyContentId);
  const isOn = group.state === 'ENABLED';

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardHeading}>
          {t(`encryption.groups.type.${group.type}`)}
        </h3>
        <span className={isOn ? styles.badgeOn : styles.badgeOff}>
          {t(`encryption.groups.state.${group.state}`)}
        </span>
      </div>
      {contents.length === 0 ? (
        <p className={styles.muted}>{t('encryption.groups.noContents')}</p>
      ) : (
        <>
          <h4 className={styles.listHeading}>{t('encryption.groups.protects')}</h4>
          <ul className={styles.contents}>
            {contents.map((id) => (
              <li key={id}>{t(`encryption.content.${id}`)}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
