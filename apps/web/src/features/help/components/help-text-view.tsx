import { Trans, useTranslation } from 'react-i18next';
import type { HelpText } from '../help-content';
import { useHelpValues } from '../use-help-values';
import { HelpLink } from './help-link';

/**
 * One piece of help text. Every text may use the portal's numbers (helpValues); tags the
 * text names in `links` become links (through `<Trans>`: no HTML strings).
 */
export function HelpTextView({ text }: { text: HelpText }) {
  const { t } = useTranslation();
  const values = useHelpValues();
  if (typeof text === 'string') return t(text, values);
  const components = Object.fromEntries(
    Object.entries(text.links).map(([name, target]) => [name, <HelpLink key={name} target={target} />]),
  );
  // The key is already checked as a HelpKey; Trans would also type the interpolation values
  // of every key in that union, which is more than TypeScript can represent.
  const i18nKey = text.key as never;
  return <Trans t={t} i18nKey={i18nKey} values={values} components={components} />;
}
