import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { saveConsent, type CookieChoices } from '@/lib/storage/cookie-consent';
import { isAnalyticsOffered } from '@/lib/storage/cookie-regime';
import { relocatePreferences } from '@/lib/storage/preference-storage';
import { useReturnFocus } from '@/lib/hooks/use-return-focus';
import { cookieSettingsClosed, selectIsCookieSettingsOpen } from '@/stores/layout-slice';
import { selectCountryCode } from '@/stores/preferences-slice';
import { Button } from '@/ui/button';
import { Switch } from '@/ui/switch';
import { COOKIE_CATALOGUE } from '../cookie-catalogue';
import { consentChanged, selectConsent } from '../consent-slice';
import { CookieSection } from './cookie-section';
import styles from './cookie-settings-dialog.module.css';

/**
 * Spec §2 Cookie management: essential (always on), analytical/performance (a switch, not
 * offered in some countries) and functional (a switch), each with its cookie table; Cancel
 * and Save. Saving records the decision like the banner does.
 */
export function CookieSettingsDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectIsCookieSettingsOpen);
  const returnFocus = useReturnFocus(isOpen);

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && dispatch(cookieSettingsClosed())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <Dialog.Title className={styles.title}>{t('cookies.settings.title')}</Dialog.Title>
          {/* Mounted per opening, so the switches start from the saved choices each time. */}
          {isOpen && <CookieSettingsForm onDone={() => dispatch(cookieSettingsClosed())} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CookieSettingsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const countryCode = useAppSelector(selectCountryCode);
  const consent = useAppSelector(selectConsent);
  const [choices, setChoices] = useState<CookieChoices>(consent.choices);

  function save() {
    const saved = saveConsent(choices);
    relocatePreferences(saved.choices.functional);
    dispatch(consentChanged(saved));
    onDone();
  }

  function optionalSwitch(category: keyof CookieChoices, label: string) {
    return (
      <Switch
        label={label}
        checked={choices[category]}
        onCheckedChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
      />
    );
  }

  return (
    <>
      <p className={styles.intro}>{t('cookies.settings.intro')}</p>
      <div className={styles.sections}>
        <CookieSection
          title={t('cookies.categories.essential.title')}
          description={t('cookies.categories.essential.description')}
          control={<span className={styles.alwaysOn}>{t('cookies.settings.alwaysOn')}</span>}
          entries={COOKIE_CATALOGUE.essential}
        />
        {isAnalyticsOffered(countryCode) && (
          <CookieSection
            title={t('cookies.categories.analytics.title')}
            description={t('cookies.categories.analytics.description')}
            control={optionalSwitch('analytics', t('cookies.settings.allowAnalytics'))}
            entries={COOKIE_CATALOGUE.analytics}
          />
        )}
        <CookieSection
          title={t('cookies.categories.functional.title')}
          description={t('cookies.categories.functional.description')}
          control={optionalSwitch('functional', t('cookies.settings.allowFunctional'))}
          entries={COOKIE_CATALOGUE.functional}
        />
      </div>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button variant="secondary">{t('cookies.settings.cancel')}</Button>
        </Dialog.Close>
        <Button onClick={save}>{t('cookies.settings.save')}</Button>
      </div>
    </>
  );
}
