/**
 * The style switcher: a tab on the right edge opening a panel with the colour themes (a to h
 * and dark) and the page flags. Choices persist in localStorage (styleStore).
 */
import { Button, Divider, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Switch, Text, Tooltip } from '@fluentui/react-components';
import { DismissRegular, PaintBrushRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styleFlags, useStyleStore, type StyleFlag } from '../../theme/styleStore.ts';
import { themeColours, themeIds } from '../../theme/themes.ts';

const flagLabels: Record<StyleFlag, string> = {
  fixedCard: 'Fixed card',
  fixedPage: 'Fixed page',
  expandedHeader: 'Expanded header',
  miniSidebar: 'Mini sidebar',
  footer: 'Footer',
  fullWidth: 'Full width',
  topMenu: 'Top menu',
};

export function StyleSwitcher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { theme, flags, setTheme, toggle, reset } = useStyleStore();
  const title = t('shell.style.title', { defaultValue: 'Style' });
  return (
    <>
      <Tooltip content={title} relationship="label">
        <Button className="pt-style-tab" appearance="primary" icon={<PaintBrushRegular />} onClick={() => setOpen(true)} data-testid="style-switcher-open" />
      </Tooltip>
      <OverlayDrawer open={open} onOpenChange={(_, data) => setOpen(data.open)} position="end" size="small" modalType="non-modal" data-testid="style-switcher">
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={() => setOpen(false)} />}>{title}</DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <Text weight="semibold">{t('shell.style.theme', { defaultValue: 'Theme' })}</Text>
          <div className="pt-swatches" role="radiogroup" aria-label={t('shell.style.theme', { defaultValue: 'Theme' })}>
            {themeIds.map((id) => (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={theme === id}
                aria-label={id === 'dark' ? 'Dark' : `Theme ${id.toUpperCase()}`}
                title={id === 'dark' ? 'Dark' : id.toUpperCase()}
                className="pt-swatch"
                data-theme={id}
                style={{ background: id === 'dark' ? `linear-gradient(135deg, #1f1f1f 50%, ${themeColours[id]} 50%)` : themeColours[id] }}
                onClick={() => setTheme(id)}
              />
            ))}
          </div>
          <Divider />
          <div className="pt-style-flags">
            {styleFlags.map((flag) => (
              <Switch key={flag} checked={flags[flag]} onChange={() => toggle(flag)} label={t(`shell.style.${flag}`, { defaultValue: flagLabels[flag] })} data-flag={flag} />
            ))}
          </div>
          <Button appearance="secondary" onClick={reset}>
            {t('shell.style.reset', { defaultValue: 'Reset' })}
          </Button>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
