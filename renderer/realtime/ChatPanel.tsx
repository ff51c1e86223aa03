/**
 * The chat of the general room, opened from the user's identity in the header: the user's own
 * status (online, busy, away), who is present and who is typing, the room's messages of this
 * visit, and a box to write. Messages are shown as text (React escapes them); a refusal from the
 * server (too long, too many) shows under the box and the text stays there to be fixed.
 */
import { Avatar, Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Text, Textarea, ToggleButton } from '@fluentui/react-components';
import { DismissRegular, SendRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/sessionStore.ts';
import { presenceOf, useChatStore, type ChatStatus } from './chatStore.ts';
import { DEFAULT_CHAT_ROOM, emitWithAnswer, setChatStatus } from './socketClient.ts';

const TYPING_IDLE_MS = 2000;
/** A typing status refused before the room is joined is said again this often, this many times. */
const TYPING_RETRY_MS = 500;
const TYPING_ATTEMPTS = 4;
const statuses: readonly ChatStatus[] = ['online', 'busy', 'away'];

export function ChatPanel({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const me = useSessionStore((s) => s.user?.username);
  const { connected, status, users, messages } = useChatStore();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const typingTimer = useRef<number | undefined>(undefined);
  const typing = useRef(false);
  const end = useRef<HTMLDivElement>(null);
  const roomMessages = messages.filter((message) => message.room === DEFAULT_CHAT_ROOM);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [roomMessages.length]);

  const setTyping = (value: boolean, attempt = 1) => {
    if (typing.current === value) return;
    typing.current = value;
    void emitWithAnswer('setTypingStatus', { room: DEFAULT_CHAT_ROOM, typing: value }).then((answer) => {
      // Refused while the room is not joined yet (a second after connecting): said again shortly,
      // if it is still what the user is doing.
      if (answer.ok || typing.current !== value || attempt >= TYPING_ATTEMPTS) return;
      typing.current = !value;
      window.setTimeout(() => setTyping(value, attempt + 1), TYPING_RETRY_MS);
    });
  };

  const write = (value: string) => {
    setDraft(value);
    setRefusal(null);
    setTyping(value.trim() !== '');
    window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(() => setTyping(false), TYPING_IDLE_MS);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const answer = await emitWithAnswer('createMessage', { room: DEFAULT_CHAT_ROOM, message: draft });
    if (!answer.ok) {
      setRefusal(answer.error === 'offline' ? t('shell.chat.offline') : (answer.error ?? t('shell.chat.offline')));
      return;
    }
    typing.current = false;
    setDraft('');
  };

  const typingNames = users.filter((user) => user.typing === DEFAULT_CHAT_ROOM && user.username !== me).map((user) => user.name);

  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => !data.open && onClose()} position="end" size="small" modalType="non-modal" data-testid="chat-panel">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('shell.sidebar.close')} icon={<DismissRegular />} onClick={onClose} />}>
          {t('shell.chat.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className="pt-chat">
        <div role="radiogroup" aria-label={t('shell.chat.yourStatus')} className="pt-chat-statuses">
          {statuses.map((value) => (
            <ToggleButton key={value} size="small" role="radio" aria-checked={status === value} checked={status === value} onClick={() => setChatStatus(value)} data-testid={`chat-status-${value}`}>
              {t(`shell.userStatus.${value}`)}
            </ToggleButton>
          ))}
        </div>
        {!connected && (
          <Text className="pt-muted" data-testid="chat-offline">
            {t('shell.chat.offline')}
          </Text>
        )}
        <Text weight="semibold">{t('shell.chat.present')}</Text>
        <ul className="pt-chat-users" data-testid="chat-users">
          {users.map((user) => (
            <li key={user.username} data-username={user.username}>
              <Avatar size={24} name={user.name} badge={{ status: presenceOf[user.status] }} color="colorful" />
              <span>{user.name}</span>
              <Text size={200} className="pt-muted">
                {t(`shell.userStatus.${user.status}`)}
              </Text>
            </li>
          ))}
        </ul>
        <Text weight="semibold">{t('shell.chat.messages')}</Text>
        <div className="pt-chat-messages" data-testid="chat-messages" aria-live="polite">
          {roomMessages.length === 0 && <Text className="pt-muted">{t('shell.chat.noMessages')}</Text>}
          {roomMessages.map((message, index) => (
            <div key={`${message.at}-${index}`} className="pt-chat-message" data-mine={message.username === me || undefined}>
              <Text size={200} weight="semibold">
                {message.name}{' '}
                <span className="pt-muted">{new Date(message.at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}</span>
              </Text>
              <Text className="pt-chat-text">{message.message}</Text>
            </div>
          ))}
          <div ref={end} />
        </div>
        <Text size={200} className="pt-muted pt-chat-typing" data-testid="chat-typing">
          {typingNames.length > 0 ? t('shell.chat.typing', { names: typingNames.join(', ') }) : ' '}
        </Text>
        <form onSubmit={send} className="pt-chat-form">
          <Textarea
            value={draft}
            onChange={(_, data) => write(data.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) void send(event);
            }}
            placeholder={t('shell.chat.placeholder')}
            aria-label={t('shell.chat.placeholder')}
            resize="vertical"
            data-testid="chat-input"
          />
          <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={!connected || draft.trim() === ''} data-testid="chat-send">
            {t('shell.chat.send')}
          </Button>
        </form>
        {refusal && (
          <Text role="alert" className="pt-chat-refusal" data-testid="chat-refusal">
            {refusal}
          </Text>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
