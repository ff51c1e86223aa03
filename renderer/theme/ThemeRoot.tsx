/**
 * The Fluent provider with the chosen theme, and the style flags as classes on the root
 * element (layout.css gives them their meaning).
 */
import { FluentProvider } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { rootClasses, useStyleStore } from './styleStore.ts';
import { isThemeId, themeFor } from './themes.ts';

export function ThemeRoot({ children }: { readonly children: ReactNode }) {
  const theme = useStyleStore((s) => s.theme);
  const flags = useStyleStore((s) => s.flags);
  const id = isThemeId(theme) ? theme : 'a';
  useEffect(() => {
    document.documentElement.dataset.theme = id;
    document.documentElement.style.colorScheme = id === 'dark' ? 'dark' : 'light';
  }, [id]);
  return (
    <FluentProvider theme={themeFor(id)}>
      {/* Not on the provider itself: Fluent copies the provider's classes onto every portal. */}
      <div className={`pt-root ${rootClasses(flags)}`} data-theme={id}>
        {children}
      </div>
    </FluentProvider>
  );
}
