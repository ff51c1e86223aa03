/** The star of one document for the signed-in user: a toggle button named after the document. */
import { ToggleButton, Tooltip } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

interface StarToggleProps {
  readonly starred: boolean;
  readonly label: string;
  readonly onToggle: (starred: boolean) => void;
  readonly size?: 'small' | 'medium';
}

export function StarToggle({ starred, label, onToggle, size = 'small' }: StarToggleProps) {
  const { t } = useTranslation();
  const text = starred ? t('dms.star.remove') : t('dms.star.add');
  return (
    <Tooltip content={text} relationship="description">
      <ToggleButton
        size={size}
        appearance="subtle"
        checked={starred}
        aria-label={`${t('dms.star.name')} ${label}`}
        icon={starred ? <StarFilled color="#e3a21a" /> : <StarRegular />}
        onClick={() => onToggle(!starred)}
      />
    </Tooltip>
  );
}
