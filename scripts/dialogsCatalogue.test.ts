/**
 * The dialogs catalogue (docs/Dialogs.mdx, shown in Storybook) lists every dialog of the design
 * system (packages/ui/src/dialogs), and only dialogs that exist: a dialog is a folder here whose stories are titled
 * `Dialogs/<folder>`; shared parts (FormDialog, ReasonCommentDialog…) have no such title. Each row
 * links to a story the folder exports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dialogsDir = path.join(root, 'packages/ui/src/dialogs');
const catalogue = readFileSync(path.join(root, 'docs/Dialogs.mdx'), 'utf8');
const storiesOf = (folder: string) => path.join(dialogsDir, folder, `${folder}.stories.tsx`);
const kebab = (name: string) => name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase();

const dialogs = readdirSync(dialogsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(storiesOf(entry.name)))
  .map((entry) => entry.name)
  .filter((folder) => readFileSync(storiesOf(folder), 'utf8').includes(`title: 'Dialogs/${folder}'`));

const rows = [...catalogue.matchAll(/^- \*\*\[(\w+)\]\(\?path=\/story\/([\w-]+)--([\w-]+)\)\*\*:/gm)].map(
  ([, folder, titleId, storyId]) => ({
    folder: folder!,
    titleId: titleId!,
    storyId: storyId!,
  }),
);

describe('the dialogs catalogue', () => {
  it('lists every dialog once', () => {
    expect(dialogs.length).toBeGreaterThan(30);
    expect(rows.map((row) => row.folder).sort()).toEqual([...dialogs].sort());
  });

  it('links each row to a story its folder exports', () => {
    for (const row of rows) {
      expect(row.titleId, row.folder).toBe(`dialogs-${row.folder.toLowerCase()}`);
      const exports = [...readFileSync(storiesOf(row.folder), 'utf8').matchAll(/^export const ([A-Z]\w*)/gm)].map(([, name]) =>
        kebab(name!),
      );
      expect(exports, row.folder).toContain(row.storyId);
    }
  });
});
