/**
 * /pages/issues/details/1: the fixed sample issue (the spec's redirect target) in the generic
 * detail view, exactly as /pages/issues/details/:id shows any other issue. A screen page does not
 * bring its resource's definitions, so they are fetched first.
 */
import { Spinner } from '@fluentui/react-components';
import useSWR from 'swr';
import { loadResourceDefinitions } from '../../definitions.ts';
import ViewRenderer from '../../generic/ViewRenderer.tsx';
import type { ScreenProps } from '../screenProps.ts';

export const sampleIssueId = '1';
const RESOURCE = 'template_issue';

export default function TemplateIssueDetailsScreen({ page }: ScreenProps) {
  const loaded = useSWR(['definitions', RESOURCE], () => loadResourceDefinitions(RESOURCE).then(() => true), { revalidateOnFocus: false });
  if (!loaded.data) return <Spinner size="medium" style={{ padding: 48 }} />;
  return <ViewRenderer page={{ ...page, view: { kind: 'detail', resource: RESOURCE } }} params={{ id: sampleIssueId }} />;
}
