/**
 * The style switcher: a tab on the right edge opening a panel with the colour themes (a to h
 * and dark) and the page flags. Choices persist in localStorage (styleStore). The panel's code
 * comes with the first opening.
 */
import { Button } from '@fluentui/react-components';
import { PaintBrushRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const StyleSwitcherPanel = lazy(() => import('./StyleSwitcherPanel.tsx'));

export function StyleSwitcher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const title = t('shell.styleSwitcher.title');
  return (
    <>
      <Button
        className="pt-style-tab"
        appearance="primary"
        icon={<PaintBrushRegular />}
        aria-label={title}
        title={title}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="style-switcher-open"
      />
      {opened && (
        <Suspense fallback={null}>
          <StyleSwitcherPanel open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
