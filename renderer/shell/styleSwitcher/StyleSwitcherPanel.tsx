/**
 * The style switcher's panel: the colour themes (a to h and dark) and the page flags. Its own
 * chunk (Fluent's drawer, switch and divider), fetched when the tab is first pressed.
 */
import { Button, Divider, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Switch, Text } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { styleFlags, useStyleStore } from '../../theme/styleStore.ts';
import { themeColours, themeIds } from '../../theme/themes.ts';

export default function StyleSwitcherPanel({ open, setOpen }: { readonly open: boolean; readonly setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { theme, flags, setTheme, toggle, reset } = useStyleStore();
  const title = t('shell.styleSwitcher.title');
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => setOpen(data.open)} position="end" size="small" modalType="non-modal" data-testid="style-switcher">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('shell.sidebar.close')} icon={<DismissRegular />} onClick={() => setOpen(false)} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <Text weight="semibold">{t('shell.styleSwitcher.theme')}</Text>
        <div className="pt-swatches" role="radiogroup" aria-label={t('shell.styleSwitcher.theme')}>
          {themeIds.map((id) => {
            const swatchLabel = t(id === 'dark' ? 'shell.styleSwitcher.darkTheme' : `shell.styleSwitcher.theme${id.toUpperCase()}`);
            return (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={theme === id}
                aria-label={swatchLabel}
                title={swatchLabel}
                className="pt-swatch"
                data-theme={id}
                style={{
                  background: id === 'dark' ? `linear-gradient(135deg, #1f1f1f 50%, ${themeColours[id]} 50%)` : themeColours[id],
                }}
                onClick={() => setTheme(id)}
              />
            );
          })}
        </div>
        <Divider />
        <div className="pt-style-flags">
          {styleFlags.map((flag) => (
            <Switch key={flag} checked={flags[flag]} onChange={() => toggle(flag)} label={t(`shell.styleSwitcher.${flag}`)} data-flag={flag} />
          ))}
        </div>
        <Button appearance="secondary" onClick={reset}>
          {t('shell.styleSwitcher.reset')}
        </Button>
      </DrawerBody>
    </OverlayDrawer>
  );
}
