/** One disposition in a list: who to whom, when, the letter and the instruction, its priority and status; it opens at <base>/<id>. */
import { Body1, Caption1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../generic/formatValue.ts';
import { DispositionBadge } from './DispositionBadges.tsx';
import type { DispositionMessage, ShowState } from './disposisiApi.ts';

/** received: "From <sender>"; sent: "To <recipient>"; both: "<sender> → <recipient>". */
export type MessageSide = 'received' | 'sent' | 'both';

export function sideOfBox(box: ShowState): MessageSide {
  return box === 'monitor' ? 'both' : box === 'sent' ? 'sent' : 'received';
}

export function MessageRow({ message, side, base, showLetter = true }: { message: DispositionMessage; side: MessageSide; base: string; showLetter?: boolean }) {
  const { t, i18n } = useTranslation();
  const who =
    side === 'both'
      ? `${message.sender_name} → ${message.recipient_name}`
      : side === 'sent'
        ? t('disposisi.inbox.to', { name: message.recipient_name })
        : t('disposisi.inbox.from', { name: message.sender_name });
  return (
    <li className="pt-disposition-row" data-testid="disposition-row" data-status={message.status}>
      <Link to={`${base}/${message.id}`} className="pt-disposition-link">
        <span className="pt-disposition-head">
          <strong>{who}</strong>
          <Caption1 className="pt-muted">{formatDate(message.created_at, i18n.language, true)}</Caption1>
        </span>
        {showLetter && message.doc_title && <Body1 block>{message.doc_title}</Body1>}
        <Caption1 block className="pt-disposition-notes">
          {message.notes}
        </Caption1>
      </Link>
      <span className="pt-badges">
        <DispositionBadge field="priority" value={message.priority} />
        <DispositionBadge field="status" value={message.status} />
      </span>
    </li>
  );
}
