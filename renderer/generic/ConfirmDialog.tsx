/**
 * The confirmation dialogs of the definitions (app.json `confirmations`): `confirm(name)` asks
 * with the declared title, text and buttons and resolves true when the user agrees; `acknowledge(name)`
 * shows the declared done dialog ('Deleted!', 'Data has been deleted.') when there is one.
 * One dialog at a time, rendered by ConfirmProvider: asking again while one is open is answered no. A confirmation may ask for more (a
 * rejection's reason): `extra` draws fields under the text and keeps the dialog open until they
 * are ready. The dialog's code (Fluent's Dialog, its portal, focus trap and motion) is fetched
 * with the first confirmation (ConfirmDialogView.tsx) and kept: a page that asks nothing does not
 * download it.
 */
import { type ComponentType, createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppDefinition } from '../../engine/generated/definitions.ts';
import { translatedConfirmation } from './confirmationTexts.ts';

export type ConfirmationTexts = AppDefinition['confirmations'][string];
type Confirmations = AppDefinition['confirmations'];

/** More to ask with a confirmation than yes or no. */
export interface ConfirmExtra {
  /** the fields under the text; `tried` turns true once the user pressed confirm */
  readonly render: (tried: boolean) => ReactNode;
  /** false keeps the dialog open, its fields then saying why */
  readonly ready: () => boolean;
}

export interface OpenDialog {
  readonly kind: 'ask' | 'done';
  readonly title: string;
  readonly text?: string;
  readonly confirmButton: string;
  readonly cancelButton?: string;
  readonly extra?: ConfirmExtra;
  readonly resolve: (agreed: boolean) => void;
}

interface ConfirmApi {
  /** Asks before an action; true when the user agrees. An unknown name asks with a plain 'Are you sure?'. */
  confirm(name: string, extra?: ConfirmExtra): Promise<boolean>;
  /** Shows the done dialog of the confirmation, if it declares one. */
  acknowledge(name: string): Promise<void>;
}

const ConfirmContext = createContext<ConfirmApi | null>(null);

/** When the dialog's chunk cannot be fetched (a deploy under an open tab), the question is answered no rather than left waiting. */
function Unavailable({ open, close }: { open: OpenDialog | null; close: (agreed: boolean) => void }) {
  useEffect(() => {
    if (open) close(false);
  });
  return null;
}

const ConfirmDialogView = lazy<ComponentType<{ open: OpenDialog | null; tried: boolean; close: (agreed: boolean) => void }>>(() =>
  import('./ConfirmDialogView.tsx').then(
    (m) => ({ default: m.ConfirmDialogView }),
    () => ({ default: Unavailable }),
  ),
);

export function ConfirmProvider({ confirmations, children }: { confirmations: Confirmations; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [tried, setTried] = useState(false);
  // Drawn from the first confirmation on, so the dialog's closing motion still plays.
  const [used, setUsed] = useState(false);

  // The dialog on screen, known at once (state lags a render): a second ask while one is open,
  // such as the second click of a double click, is answered "no" instead of replacing the first,
  // whose caller would otherwise wait forever.
  const showing = useRef(false);
  const show = useCallback(
    (dialog: Omit<OpenDialog, 'resolve'>) =>
      new Promise<boolean>((resolve) => {
        if (showing.current) {
          resolve(false);
          return;
        }
        showing.current = true;
        setUsed(true);
        setTried(false);
        setOpen({ ...dialog, resolve });
      }),
    [],
  );

  const api = useMemo<ConfirmApi>(
    () => ({
      confirm(name, extra) {
        const declared = confirmations[name];
        if (!declared) return show({ kind: 'ask', title: t('common.confirmation.default.title'), confirmButton: t('common.action.ok'), cancelButton: t('common.action.cancel'), extra });
        const texts = translatedConfirmation(t, name, declared);
        return show({ kind: 'ask', ...texts, cancelButton: texts.cancelButton ?? t('common.action.cancel'), extra });
      },
      async acknowledge(name) {
        const declared = confirmations[name];
        if (!declared?.doneTitle) return;
        const texts = translatedConfirmation(t, name, declared);
        await show({ kind: 'done', title: texts.doneTitle as string, text: texts.doneText, confirmButton: t('common.action.ok') });
      },
    }),
    [confirmations, show, t],
  );

  const close = (agreed: boolean) => {
    if (agreed && open?.extra && !open.extra.ready()) {
      setTried(true);
      return;
    }
    showing.current = false;
    open?.resolve(agreed);
    setOpen(null);
  };

  return (
    <ConfirmContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ConfirmDialogView open={open} tried={tried} close={close} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmApi {
  const api = useContext(ConfirmContext);
  if (!api) throw new Error('useConfirm() outside <ConfirmProvider>');
  return api;
}
