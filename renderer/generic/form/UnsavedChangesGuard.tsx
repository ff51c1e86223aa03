/**
 * Asks before a form with unsaved changes is left: an in-app navigation (a menu link, Back,
 * Cancel) waits on a dialog through react-router's blocker, and closing or reloading the tab gets
 * the browser's own beforeunload prompt. `shouldGuard` is read at the moment of leaving, so a
 * save that navigates away right after succeeding is never asked about.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

export function UnsavedChangesGuard({ shouldGuard }: { readonly shouldGuard: () => boolean }) {
  const { t } = useTranslation();
  // Only a change of page counts: a query string or hash change keeps the form on screen.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldGuard());

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldGuard()) return;
      event.preventDefault();
      // Chromium before 119 and Safari still want returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldGuard]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} modalType="alert" onOpenChange={(_, data) => !data.open && blocked && blocker.reset()}>
      <DialogSurface aria-describedby="unsaved-changes-text" data-testid="unsaved-changes-dialog">
        <DialogBody>
          <DialogTitle>{t('common.unsavedChanges.title')}</DialogTitle>
          <DialogContent id="unsaved-changes-text">{t('common.unsavedChanges.text')}</DialogContent>
          <DialogActions>
            {/* Staying is the safe answer: it is the primary button and takes the focus. */}
            <Button appearance="primary" onClick={() => blocked && blocker.reset()}>
              {t('common.unsavedChanges.stay')}
            </Button>
            <Button onClick={() => blocked && blocker.proceed()}>{t('common.unsavedChanges.leave')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
