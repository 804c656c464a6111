import type { UploadState } from '@mandate/domain';

/** One file in the uploader's queue. */
export interface UploadItem<T> {
  /** Stable key within one uploader. */
  key: string;
  name: string;
  size: number;
  state: UploadState;
  /** 0–1 while uploading; `null` when the size is not known (indeterminate bar). */
  progress: number | null;
  /** The reason of the `error` state, in the user's language. */
  message?: string;
  /** The file, while it can still be (re)sent. */
  file?: File;
  /** What the upload function answered. */
  result?: T;
}

/** Files that count against the maximum: those not refused, failed or cancelled. */
export function countsAgainstMax(item: UploadItem<unknown>): boolean {
  return item.state === 'ready' || item.state === 'uploading' || item.state === 'success';
}

/** A byte count in the user's language: 512 B, 1,5 KB, 20 MB. */
export function formatBytes(bytes: number, formatNumber: (value: number) => string): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(Math.round(value * 10) / 10)} ${units[unit]}`;
}

/** Whether a rejection means the caller aborted the upload (fetch/XHR `AbortError`, api-client kind `aborted`). */
export function isAbort(error: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { name, kind } = error as { name?: unknown; kind?: unknown };
  return name === 'AbortError' || kind === 'aborted';
}

/** The successful results of a queue, in order. */
export function resultsOf<T>(items: readonly UploadItem<T>[]): T[] {
  return items.flatMap((item) => (item.state === 'success' && item.result !== undefined ? [item.result] : []));
}
