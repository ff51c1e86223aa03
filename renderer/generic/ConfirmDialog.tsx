/**
 * The confirmation dialogs of the definitions (app.json `confirmations`): `confirm(name)` asks
 * with the declared title, text and buttons and resolves true when the user agrees; `acknowledge(name)`
 * shows the declared done dialog ('Deleted!', 'Data has been deleted.') when there is one.
 * One dialog at a time, rendered by ConfirmProvider: asking again while one is open is answered no. A confirmation may ask for more (a
 * rejection's reason): `extra` draws fields under the text and keeps the dialog open until they
 * are ready.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, WarningRegular } from '@fluentui/react-icons';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
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

interface OpenDialog {
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

export function ConfirmProvider({ confirmations, children }: { confirmations: Confirmations; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [tried, setTried] = useState(false);

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
      <Dialog open={open !== null} modalType="alert" onOpenChange={(_, data) => !data.open && close(false)}>
        <DialogSurface aria-describedby={open?.text ? 'confirm-dialog-text' : undefined}>
          <DialogBody>
            <DialogTitle>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                {open?.kind === 'done' ? <CheckmarkCircleRegular fontSize={28} color="#107c10" /> : <WarningRegular fontSize={28} color="#c19c00" />}
                {open?.title}
              </span>
            </DialogTitle>
            {(open?.text || open?.extra) && (
              <DialogContent>
                {open.text && <div id="confirm-dialog-text">{open.text}</div>}
                {open.extra?.render(tried)}
              </DialogContent>
            )}
            <DialogActions>
              <Button appearance="primary" style={{ whiteSpace: 'nowrap' }} onClick={() => close(true)}>
                {open?.confirmButton}
              </Button>
              {open?.kind === 'ask' && (
                <Button style={{ whiteSpace: 'nowrap' }} onClick={() => close(false)}>
                  {open.cancelButton}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmApi {
  const api = useContext(ConfirmContext);
  if (!api) throw new Error('useConfirm() outside <ConfirmProvider>');
  return api;
}
