/**
 * The Fluent provider with the chosen theme, and the style flags as classes on the root
 * element (layout.css gives them their meaning).
 */
import { FluentProvider, type Theme } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { rootClasses, useStyleStore } from './styleStore.ts';
import { loadedTheme, loadTheme } from './themeObjects.ts';
import { isThemeId, type ThemeId } from './themes.ts';

/** The chosen theme once its chunk is in; until then the one on screen (the entry loaded the first). */
function useLoadedTheme(id: ThemeId): { readonly id: ThemeId; readonly theme: Theme | undefined } {
  const [shown, setShown] = useState(() => ({ id, theme: loadedTheme(id) ?? loadedTheme('a') }));
  useEffect(() => {
    let current = true;
    void loadTheme(id).then((theme) => current && setShown({ id, theme }), () => undefined);
    return () => {
      current = false;
    };
  }, [id]);
  return shown;
}

export function ThemeRoot({ children }: { readonly children: ReactNode }) {
  const theme = useStyleStore((s) => s.theme);
  const flags = useStyleStore((s) => s.flags);
  const { id, theme: fluentTheme } = useLoadedTheme(isThemeId(theme) ? theme : 'a');
  useEffect(() => {
    document.documentElement.dataset.theme = id;
    document.documentElement.style.colorScheme = id === 'dark' ? 'dark' : 'light';
  }, [id]);
  return (
    <FluentProvider theme={fluentTheme}>
      {/* Not on the provider itself: Fluent copies the provider's classes onto every portal. */}
      <div className={`pt-root ${rootClasses(flags)}`} data-theme={id}>
        {children}
      </div>
    </FluentProvider>
  );
}
