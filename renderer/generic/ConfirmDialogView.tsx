/**
 * The confirmation dialog itself (ConfirmDialog.tsx keeps the state and the questions): its own
 * chunk, fetched with the first confirmation of a page.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { CheckmarkCircleRegular, WarningRegular } from '@fluentui/react-icons';
import type { OpenDialog } from './ConfirmDialog.tsx';

export interface ConfirmDialogViewProps {
  readonly open: OpenDialog | null;
  /** the user pressed confirm once: the extra fields say what is missing */
  readonly tried: boolean;
  readonly close: (agreed: boolean) => void;
}

export function ConfirmDialogView({ open, tried, close }: ConfirmDialogViewProps) {
  return (
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
  );
}
