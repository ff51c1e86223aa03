/** The language switch: the locales of app.json, kept in the 365-day locale cookie. */
import { GlobeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { definitions } from '../../definitions.ts';
import { switchLanguage } from '../../i18n/i18n.ts';
import { PlainMenu } from '../plain/PlainMenu.tsx';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { available } = definitions.app.locales;
  const label = t('shell.header.languageSwitch');
  return (
    <PlainMenu
      buttonClassName="pt-header-button"
      buttonLabel={`${label}: ${i18n.language.toUpperCase()}`}
      buttonTitle={label}
      buttonTestId="language-switch"
      buttonIcon={<GlobeRegular />}
      items={available.map((locale) => ({
        key: locale.code,
        label: locale.label,
        testId: `language-${locale.code}`,
        checked: locale.code === i18n.language,
        onSelect: () => void switchLanguage(i18n, definitions, locale.code),
      }))}
    >
      <span className="pt-header-lang">{i18n.language.toUpperCase()}</span>
    </PlainMenu>
  );
}
