/**
 * Files dragged from the desktop onto the Uploader, with Chromium's own drag and drop (the `dragFiles`
 * browser command dispatches the drag through the DevTools protocol, as the file manager's drag
 * reaches the page: the files' MIME types come from their extensions, and Chromium fires `drop` only
 * if the page accepted the drag). The stories cannot do this: a drag made of DOM events by a script
 * is delivered whatever the page answered, which hid that Chromium desktop drags were refused.
 */
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { uploadTypes, type UploadedFile } from '@mandate/domain';
import '../../tokens/index';
import { UiProvider } from '../../i18n/UiProvider';
import { uiMessages } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import { Uploader, type UploadFunction } from './Uploader';

declare module 'vitest/browser' {
  interface BrowserCommands {
    dragFiles: (selector: string, files: readonly { name: string; bytes: number }[], options?: { drop?: boolean }) => Promise<void>;
  }
}

let root: Root | null = null;
let host: HTMLElement | null = null;
// react-aria's live announcer is one node in the body for the whole page: empty it between tests.
beforeEach(() => {
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
});
afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

function renderUploader(upload: UploadFunction, { locale = 'en' as Locale, maxFiles = 3 } = {}) {
  host = document.createElement('div');
  // Away from the page's corner, where dragFiles moves the pointer to leave the drop area.
  host.style.cssText = 'margin: 48px; max-width: 520px';
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <UiProvider locale={locale} messages={uiMessages[locale]}>
      <Uploader label="Candidate documents" upload={upload} allowedTypes={uploadTypes['candidate-document']} maxFiles={maxFiles} />
    </UiProvider>,
  );
}

const succeeding = () =>
  vi.fn<UploadFunction>(async (file) => ({ id: 1, title: file.name, size: file.size, fullPath: '/files/1' }) satisfies UploadedFile);

/**
 * Every message react-aria's live announcer gives screen readers from now on, in order. Recorded as
 * they are added: the announcer removes each one after 7 s, which a slow run can outlast.
 */
function recordAnnouncements(): string[] {
  const heard: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      if (record.target instanceof Element && record.target.matches('[data-live-announcer] [aria-live]'))
        for (const node of Array.from(record.addedNodes)) heard.push(node.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  stopRecording.push(() => observer.disconnect());
  return heard;
}
const stopRecording: (() => void)[] = [];
afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

describe('Uploader: files dragged from the desktop in Chromium', () => {
  test('a PDF is accepted, uploaded and announced', async () => {
    const upload = succeeding();
    const announcements = recordAnnouncements();
    renderUploader(upload);
    const dropArea = page.getByText('Drop files here or choose them');
    await expect.element(dropArea).toBeVisible();

    await commands.dragFiles(dropArea.selector, [{ name: 'Lebenslauf.pdf', bytes: 245_760 }]);

    await expect.element(page.getByRole('list', { name: 'Files' }).getByText('Lebenslauf.pdf')).toBeVisible();
    await expect.element(page.getByText('Uploaded', { exact: true })).toBeVisible();
    expect(upload).toHaveBeenCalledTimes(1);
    const file = upload.mock.calls[0]![0];
    expect([file.name, file.type, file.size]).toEqual(['Lebenslauf.pdf', 'application/pdf', 245_760]);
    // The page's first message waits 100 ms for the new live region (react-aria does so for Safari):
    // a quick drop may be read before it.
    await vi.waitFor(() => expect(announcements).toHaveLength(3));
    expect(announcements).toEqual(expect.arrayContaining(['Release to add the files', 'Lebenslauf.pdf chosen', 'Lebenslauf.pdf uploaded']));
    expect(announcements.indexOf('Lebenslauf.pdf chosen')).toBeLessThan(announcements.indexOf('Lebenslauf.pdf uploaded'));
  });

  test('two files at once are both taken', async () => {
    const upload = succeeding();
    const announcements = recordAnnouncements();
    renderUploader(upload);
    await commands.dragFiles(page.getByText('Drop files here or choose them').selector, [
      { name: 'Lebenslauf.pdf', bytes: 2048 },
      { name: 'Arbeitszeugnis.docx', bytes: 4096 },
    ]);
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(announcements).toContain('2 files chosen'));
  });

  test('a wrong type is taken by the drop, then refused with the spec’s message', async () => {
    const upload = succeeding();
    const announcements = recordAnnouncements();
    renderUploader(upload);
    await commands.dragFiles(page.getByText('Drop files here or choose them').selector, [{ name: 'setup.exe', bytes: 1024 }]);

    await expect.element(page.getByText('File has invalid type. Only pdf, doc, docx files are allowed.', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Files' }).getByText('setup.exe')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(announcements).toContain('setup.exe not uploaded: File has invalid type. Only pdf, doc, docx files are allowed.'),
    );
  });

  test('dragged over and away again: announced, nothing added (German)', async () => {
    const upload = succeeding();
    const announcements = recordAnnouncements();
    renderUploader(upload, { locale: 'de', maxFiles: 1 });
    await commands.dragFiles(page.getByText('Datei hierher ziehen oder auswählen').selector, [{ name: 'Lebenslauf.pdf', bytes: 1024 }], {
      drop: false,
    });
    await vi.waitFor(() => expect(announcements).toEqual(['Zum Hinzufügen der Datei loslassen', 'Ablagebereich verlassen']));
    expect(document.querySelector('ul')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });
});
