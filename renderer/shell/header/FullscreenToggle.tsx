/** Enters and leaves browser fullscreen; the icon follows the real state (Esc included). */
import { Button } from '@fluentui/react-components';
import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

export function FullscreenToggle() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  const label = t(active ? 'shell.header.exitFullscreen' : 'shell.header.fullscreen');
  const toggle = () => {
    if (active) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <Button
      aria-label={label}
      title={label}
      appearance="transparent"
      className="pt-header-button pt-hide-phone"
      icon={active ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />}
      aria-pressed={active}
      onClick={toggle}
    />
  );
}
