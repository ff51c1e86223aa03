/**
 * A header icon with a count (SMR mail, disposition); the count hides at zero. The count is a
 * plain span (.pt-count) and the label a title: Fluent's CounterBadge and Tooltip cost their
 * chunks on every page.
 */
import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { BadgeName } from '../../../engine/registryKeys.ts';
import { useCanOpen } from '../../routing/useCanOpen.ts';
import { useBadgeStore } from '../badges/badgeStore.ts';

export interface NotificationBadgeProps {
  readonly source: BadgeName;
  readonly icon: React.ReactElement;
  readonly label: string;
  readonly to: string;
  readonly testId: string;
}

export function NotificationBadge({ source, icon, label, to, testId }: NotificationBadgeProps) {
  const navigate = useNavigate();
  const count = useBadgeStore((s) => s.counts[source]);
  // The shortcut leads to a module page; a user who may not open it sees no shortcut.
  if (!useCanOpen(to)) return null;
  return (
    <Button
      appearance="transparent"
      className="pt-header-button pt-header-badge"
      icon={icon}
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={() => void navigate(to)}
    >
      {count > 0 && (
        <span className="pt-count pt-header-count" aria-hidden>
          {count}
        </span>
      )}
    </Button>
  );
}
