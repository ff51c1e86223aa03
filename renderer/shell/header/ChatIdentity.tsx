/**
 * The user's online-presence chat identity. The real-time part (socket, room 'general') comes
 * later; until then it shows the user as online while the page is open.
 */
import { Avatar, Tooltip } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../session/sessionStore.ts';

export function ChatIdentity() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user?.username) return null;
  const label = `${user.username} · ${t('shell.userStatus.online')}`;
  return (
    <Tooltip content={label} relationship="label">
      <span className="pt-chat-identity pt-hide-phone" data-testid="chat-identity">
        <Avatar size={24} name={user.name ?? user.username} badge={{ status: 'available' }} color="brand" />
      </span>
    </Tooltip>
  );
}
