/** A risk level (an id of derma_level) as a badge in the level's own colour, as the risk map paints it. */
import { Badge } from '@fluentui/react-components';
import { useLevels } from './dermaMasters.ts';

type BadgeColor = 'success' | 'warning' | 'danger' | 'severe' | 'informative';

export function LevelBadge({ value }: { value: unknown }) {
  const levels = useLevels();
  if (value === null || value === undefined || value === '') return null;
  const level = levels?.find((row) => row.id === Number(value));
  if (!level) return null;
  return (
    <Badge appearance="tint" shape="rounded" color={(level.color as BadgeColor) ?? 'informative'} data-level={level.id}>
      {level.name}
    </Badge>
  );
}

export const isLevelField = (name: string) => name.endsWith('_level');
