// A Vitest browser command (project `browser`): drags files "from the desktop" onto an element of
// the page under test with Chromium's own drag and drop (CDP Input.dispatchDragEvent, what the
// browser does for a drag from the file manager), not with DOM events made by a script. Chromium
// reads the files from disk, types them by extension and fires dragenter/dragover on the element;
// it fires drop only if the page accepted the drag (a drop effect other than "none").
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Copy, link and move, as a file manager offers them (Chromium's drag operation bits). */
const fromFileManager = 1 | 2 | 16;

/**
 * @param {import('vitest/node').BrowserCommandContext} context
 * @param {string} selector  a locator's `selector` (Vitest `page.getBy…(…).selector`)
 * @param {readonly { name: string; bytes: number }[]} files
 * @param {{ drop?: boolean }} [options]  `drop: false` drags over the element and away again, then cancels
 */
export async function dragFiles(context, selector, files, { drop = true } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mandate-drag-'));
  try {
    const paths = [];
    for (const file of files) {
      const file_path = path.join(dir, file.name);
      await writeFile(file_path, Buffer.alloc(file.bytes, 0x25));
      paths.push(file_path);
    }
    const box = await context.iframe.locator(selector).boundingBox();
    if (!box) throw new Error(`dragFiles: ${selector} is not visible`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const data = { items: [], files: paths, dragOperationsMask: fromFileManager };
    const cdp = await context.page.context().newCDPSession(context.page);
    try {
      await cdp.send('Input.dispatchDragEvent', { type: 'dragEnter', x, y, data });
      await cdp.send('Input.dispatchDragEvent', { type: 'dragOver', x, y, data });
      if (drop) {
        await cdp.send('Input.dispatchDragEvent', { type: 'drop', x, y, data });
      } else {
        await cdp.send('Input.dispatchDragEvent', { type: 'dragOver', x: 1, y: 1, data });
        await cdp.send('Input.dispatchDragEvent', { type: 'dragCancel', x: 1, y: 1, data });
      }
    } finally {
      await cdp.detach();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
