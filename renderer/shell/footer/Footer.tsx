/** The page footer: 46px, 56px on phones (layout.css); hidden when the footer flag is off. */
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="pt-footer-bar" data-testid="footer">
      <span>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</span>
    </footer>
  );
}
