import { describe, expect, it } from 'vitest';
import { countsAgainstMax, formatBytes, isAbort, resultsOf, type UploadItem } from './queue';

const item = (state: UploadItem<number>['state'], result?: number): UploadItem<number> => ({
  key: state,
  name: `${state}.pdf`,
  size: 1,
  state,
  progress: null,
  ...(result === undefined ? {} : { result }),
});

describe('uploader queue helpers', () => {
  it('counts ready, uploading and uploaded files against the maximum', () => {
    expect(['ready', 'uploading', 'success', 'error', 'cancelled'].map((s) => countsAgainstMax(item(s as never)))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('formats sizes with the locale’s number format', () => {
    const de = (n: number) => new Intl.NumberFormat('de').format(n);
    expect(formatBytes(512, de)).toBe('512 B');
    expect(formatBytes(1536, de)).toBe('1,5 KB');
    expect(formatBytes(21 * 1024 * 1024, de)).toBe('21 MB');
  });

  it('recognises aborts by signal, DOMException name or api-client kind', () => {
    const live = new AbortController().signal;
    const aborted = AbortSignal.abort();
    expect(isAbort(new Error('x'), aborted)).toBe(true);
    expect(isAbort(new DOMException('x', 'AbortError'), live)).toBe(true);
    expect(isAbort({ kind: 'aborted' }, live)).toBe(true);
    expect(isAbort(new Error('500'), live)).toBe(false);
  });

  it('lists the results of uploaded files only', () => {
    expect(resultsOf([item('success', 1), item('error'), item('success', 2), item('uploading')])).toEqual([1, 2]);
  });
});
