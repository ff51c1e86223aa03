/** /pages/blank: the shell with a title and an empty card, where a developer starts a new screen. */
import { Card, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../screenProps.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingHorizontalL, minHeight: '240px' },
});

export default function TemplateBlankScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.screen} data-testid="template-blank" data-screen-state="ready">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Card className={styles.card}>
        <Text>{t('template.blank.text')}</Text>
      </Card>
    </div>
  );
}
