import { ErrorDialog, type ErrorDialogProps } from '@mandate/ui';

/** The detail dialog, in its own chunk: it is only ever needed outside production, after a failure. */
export default function ErrorDetailsDialog(props: ErrorDialogProps) {
  return <ErrorDialog {...props} />;
}
