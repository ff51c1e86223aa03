/** A Fluent link that navigates inside the app (no page load), for text links in screens. */
import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export function AppLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
