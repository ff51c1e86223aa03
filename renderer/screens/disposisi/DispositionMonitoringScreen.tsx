/**
 * /apps/dms/others/monitoring_diposisi: every disposition of the organisation, newest first, for
 * the holders of the monitoring permission (show_state=monitor); each opens under this page.
 */
import './disposisi.css';
import type { ScreenProps } from '../screenProps.ts';
import { Inbox } from './DispositionInboxScreen.tsx';
import { DisposisiProviders } from './DisposisiProviders.tsx';

export default function DispositionMonitoringScreen({ page }: ScreenProps) {
  return (
    <DisposisiProviders>
      <Inbox boxes={['monitor']} base={page.path} titleKey={page.titleKey} />
    </DisposisiProviders>
  );
}
