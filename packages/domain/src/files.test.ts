import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  acceptAttribute,
  acceptedFormat,
  checkUploadFile,
  extensionOf,
  formatSize,
  planQueue,
  uploadTypes,
} from './files';

describe('upload rules (001 §5)', () => {
  it('limits uploads to the configured post size of 20 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(checkUploadFile({ name: 'cv.pdf', size: MAX_UPLOAD_BYTES, type: 'application/pdf' })).toBeNull();
    expect(checkUploadFile({ name: 'huge.pdf', size: 21 * 1024 * 1024, type: 'application/pdf' })).toEqual({
      code: 'too-large',
      name: 'huge.pdf',
      size: '21 MB',
      max: '20 MB',
      bytes: 21 * 1024 * 1024,
      maxBytes: MAX_UPLOAD_BYTES,
    });
  });

  it('refuses a type outside the allow-list and names the allowed ones, or "some" without a list', () => {
    expect(
      checkUploadFile({ name: 'x.exe', size: 1, type: 'application/x-msdownload' }, { allowed: uploadTypes['candidate-document'] }),
    ).toEqual({
      code: 'invalid-type',
      types: 'pdf, doc, docx',
    });
    expect(checkUploadFile({ name: 'x.exe', size: 1, type: '' })).toEqual({ code: 'invalid-type', types: null });
    expect(checkUploadFile({ name: 'photo.PNG', size: 10, type: 'image/png' }, { allowed: ['png'] })).toBeNull();
  });

  it('refuses a content type that does not fit the extension, accepts octet-stream and aliases', () => {
    expect(acceptedFormat('avatar', 'me.png', 'text/html')).toBeNull();
    expect(acceptedFormat('avatar', 'me.png', 'application/octet-stream')?.mime).toBe('image/png');
    expect(acceptedFormat('attachment', 'a.csv', 'text/plain')?.extension).toBe('csv');
    expect(acceptedFormat(['constructor'], 'a.constructor', '')).toBeNull();
  });

  it('reads extensions and formats sizes', () => {
    expect(extensionOf('Lebenslauf.final.DOCX')).toBe('docx');
    expect(extensionOf('README')).toBe('');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(acceptAttribute(['pdf', 'png', 'nope'])).toBe('.pdf,.png,application/pdf,image/png');
  });

  it('plans the queue: single-file mode replaces, a full queue refuses the rest', () => {
    expect(planQueue(1, 1, 1)).toEqual({ accept: 1, replace: true, refused: null });
    expect(planQueue(0, 3, 1)).toEqual({ accept: 1, replace: false, refused: { code: 'too-many', n: 1 } });
    expect(planQueue(2, 2, 3)).toEqual({ accept: 1, replace: false, refused: { code: 'too-many', n: 3 } });
    expect(planQueue(0, 2, 3)).toEqual({ accept: 2, replace: false, refused: null });
  });
});
