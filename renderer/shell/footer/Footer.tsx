/** The page footer: 46px, 56px on phones (layout.css); hidden when the footer flag is off. */
import { definitions } from '../../definitions.ts';

export function Footer() {
  return (
    <footer className="pt-footer-bar" data-testid="footer">
      <span>
        © {new Date().getFullYear()} {definitions.app.title}
      </span>
    </footer>
  );
}
