/** A report's export button: the download icon, a spinner in its place while the file is on its way. */
import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

export function ExportButton({ exporting, disabled = false, onClick, children }: { readonly exporting: boolean; readonly disabled?: boolean; readonly onClick: () => void; readonly children: ReactNode }) {
  return (
    <Button type="button" icon={exporting ? <Spinner size="extra-tiny" /> : <ArrowDownloadRegular />} disabled={exporting || disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
