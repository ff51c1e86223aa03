/**
 * The user's chat identity in the header: their avatar with their presence (online, busy, away,
 * or offline while the real-time connection is down). It opens the chat panel, whose code comes
 * with the first opening.
 */
import { Button } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presenceOf, useChatStore } from '../../realtime/chatStore.ts';
import { avatarUrl } from './ProfileMenu.tsx';
import { useSessionStore } from '../../session/sessionStore.ts';
import { PlainAvatar } from '../plain/PlainAvatar.tsx';

const ChatPanel = lazy(() =>
  import('../../realtime/ChatPanel.tsx').then((m) => ({
    default: m.ChatPanel,
  })),
);

export function ChatIdentity() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const avatar = useSessionStore((s) => s.avatar);
  const connected = useChatStore((s) => s.connected);
  const status = useChatStore((s) => s.status);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user?.username) return null;
  const shown = connected ? status : 'offline';
  const label = `${user.username} · ${t(`shell.userStatus.${shown}`)}`;
  return (
    <>
      <Button
        appearance="transparent"
        className="pt-header-button pt-chat-identity pt-hide-phone"
        title={label}
        data-testid="chat-identity"
        data-status={shown}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {/* The picture names the button (who, and how present), as the profile menu's does. */}
        <PlainAvatar
          label={label}
          size={24}
          name={user.name ?? user.username}
          src={avatarUrl(avatar)}
          presence={connected ? presenceOf[status] : 'offline'}
          color="brand"
        />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
