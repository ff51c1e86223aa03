/** The app's name and deployed version under the menu. */
import { useTranslation } from 'react-i18next';
import { definitions } from '../../definitions.ts';

export function SidebarFooter() {
  const { t } = useTranslation();
  return (
    <div className="pt-sidebar-footer" data-testid="app-version">
      {definitions.app.title} · {t('shell.footer.version', { version: __APP_VERSION__ })}
    </div>
  );
}
