/**
 * /apps/disposisi/message/:id?: one disposition, or without an id a new one. Also the monitoring
 * page's record (/apps/dms/others/monitoring_diposisi/:id), whose Back returns to that list.
 */
import './disposisi.css';
import { DisposisiProviders } from './DisposisiProviders.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { DispositionCompose } from './DispositionCompose.tsx';
import { DispositionDetail } from './DispositionDetail.tsx';

/** The list a message page stands under: /apps/disposisi for the messages, else the path above it. */
function listOf(path: string): string {
  return path.replace(/\/:[^/]+\??$/, '').replace(/\/message$/, '');
}

export default function DispositionMessageScreen({ page, params }: ScreenProps) {
  return (
    <DisposisiProviders>
      {params.id ? <DispositionDetail key={params.id} id={params.id} backTo={listOf(page.path)} /> : <DispositionCompose />}
    </DisposisiProviders>
  );
}
