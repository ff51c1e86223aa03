/** A declared page whose screen is not built yet: say so plainly instead of a blank page. */
import { Body1, Card, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoadedPage } from '../../engine/definitions/model.ts';

export function NotBuiltPage({ page }: { readonly page: LoadedPage }) {
  const { t } = useTranslation();
  return (
    <Card className="pt-card" data-testid="not-built">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Body1>{t('shell.notBuilt', { defaultValue: 'This page is declared but not built yet.' })}</Body1>
      <Body1 className="pt-muted">{page.path}</Body1>
    </Card>
  );
}
