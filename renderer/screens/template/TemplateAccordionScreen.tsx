/**
 * /components/accordion: Fluent's Accordion over real content, each module of the portal a
 * section listing the pages it declares (their paths, and whether each renders a screen yet).
 * Several sections may be open at once; the first starts open.
 */
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { definitions } from '../../definitions.ts';
import type { ScreenProps } from '../screenProps.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
  },
  path: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

export default function TemplateAccordionScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const modules = definitions.modules
    .map((module) => ({
      module,
      pages: definitions.pages.filter((p) => p.module === module.id),
    }))
    .filter((m) => m.pages.length);
  return (
    <div className={styles.screen} data-testid="template-accordion" data-screen-state="ready">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Text>{t('template.accordion.intro')}</Text>
      <Accordion multiple collapsible defaultOpenItems={[modules[0]?.module.id]}>
        {modules.map(({ module, pages }) => (
          <AccordionItem key={module.id} value={module.id}>
            <AccordionHeader>
              {t(module.labelKey)}{' '}
              <Badge appearance="tint" style={{ marginLeft: 8 }}>
                {pages.length}
              </Badge>
            </AccordionHeader>
            <AccordionPanel>
              <ul className={styles.list}>
                {pages.map((p) => (
                  <li key={p.path}>
                    {t(p.titleKey)} <span className={styles.path}>{p.path}</span>
                    {!p.view && <Text italic>{` (${t('template.accordion.noView')})`}</Text>}
                  </li>
                ))}
              </ul>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
