/**
 * Draws the form's fields in the sections of form.layout, each a titled group whose fields flow
 * in a grid: two or three columns on a wide screen, one on a phone; wide widgets (text areas,
 * multi-selects, trees, files) take the whole row. A nested object is one section under its own
 * title and description, as rjsf's own object template draws it.
 */
import { Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { type FormSection, wideWidgets } from './formUiSchema.ts';

const useStyles = makeStyles({
  sections: { display: 'grid', gap: tokens.spacingVerticalXL },
  section: { display: 'grid', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  title: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalXS, width: '100%' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  cell: { minWidth: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  wide: { gridColumn: '1 / -1' },
  // A checkbox has no label above it; it sits level with the inputs beside it.
  checkbox: { alignSelf: 'end', minHeight: '32px' },
});

export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const styles = useStyles();
  const sections = getUiOptions(props.uiSchema).sections as FormSection[] | undefined;
  const byName = new Map(props.properties.map((property) => [property.name, property]));
  const placed = new Set(sections?.flatMap((section) => section.fields) ?? []);
  const rest = props.properties.filter((property) => !placed.has(property.name)).map((property) => property.name);
  const nestedTitle = sections === undefined && props.title ? props.title : undefined;
  const groups: FormSection[] = [...(sections ?? []), ...(rest.length ? [{ ...(nestedTitle && { title: nestedTitle }), fields: rest }] : [])];

  const cell = (name: string) => {
    const property = byName.get(name);
    if (!property || property.hidden) return property?.content ?? null;
    const widget = (props.uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:widget'];
    return (
      <div key={name} className={mergeClasses(styles.cell, typeof widget === 'string' && wideWidgets.has(widget) && styles.wide, widget === 'checkbox' && styles.checkbox)}>
        {property.content}
      </div>
    );
  };

  return (
    <div className={styles.sections}>
      {groups.map((section, index) =>
        section.hidden ? (
          <div key={section.title ?? index} hidden>
            {section.fields.map(cell)}
          </div>
        ) : (
          <fieldset key={section.title ?? index} className={styles.section}>
            {section.title && (
              <legend className={styles.title}>
                <Subtitle2>{section.title}</Subtitle2>
              </legend>
            )}
            <div className={styles.grid}>{section.fields.map(cell)}</div>
          </fieldset>
        ),
      )}
    </div>
  );
}
