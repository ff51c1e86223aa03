/** /apps/disposisi/message/:id?: one disposition, or without an id a new one. */
import './disposisi.css';
import { DisposisiProviders } from './DisposisiProviders.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { DispositionCompose } from './DispositionCompose.tsx';
import { DispositionDetail } from './DispositionDetail.tsx';

export default function DispositionMessageScreen({ params }: ScreenProps) {
  return (
    <DisposisiProviders>
      {params.id ? <DispositionDetail key={params.id} id={params.id} /> : <DispositionCompose />}
    </DisposisiProviders>
  );
}
