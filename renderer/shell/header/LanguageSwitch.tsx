/** The language switch: the locales of app.json, kept in the 365-day locale cookie. */
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { definitions } from '../../definitions.ts';
import { switchLanguage } from '../../i18n/i18n.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { available } = definitions.app.locales;
  const label = t('shell.header.languageSwitch');
  return (
    <Menu checkedValues={{ language: [i18n.language] }} onCheckedValueChange={(_, data) => void switchLanguage(i18n, definitions, data.checkedItems[0])}>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="description">
          <Button appearance="transparent" className="pt-header-button" icon={<GlobeRegular />} aria-label={`${label}: ${i18n.language.toUpperCase()}`} data-testid="language-switch">
            <span className="pt-header-lang">{i18n.language.toUpperCase()}</span>
          </Button>
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {available.map((locale) => (
            <MenuItemRadio key={locale.code} name="language" value={locale.code} data-testid={`language-${locale.code}`}>
              {locale.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
