/** /apps/dms/others/belum_dibaca: the dispositions the user has not read yet, opened like any other. */
import './disposisi.css';
import type { ScreenProps } from '../screenProps.ts';
import { Inbox } from './DispositionInboxScreen.tsx';
import { DisposisiProviders } from './DisposisiProviders.tsx';

export default function UnreadDispositionsScreen({ page }: ScreenProps) {
  return (
    <DisposisiProviders>
      <Inbox boxes={['unread']} base="/apps/disposisi/message" titleKey={page.titleKey} />
    </DisposisiProviders>
  );
}
