/**
 * Every dialog of packages/ui/src/dialogs has its payload test here, findable by name (README.md):
 * `<Dialog>.payload.test.ts` with `describe('<Dialog> payload')` and the case `<Dialog>: the server
 * answers 2xx to the Filled payload` (written out, or made by `dialogContract({ name: '<Dialog>' })`),
 * or is named in the README's table of folders without one (shared parts, a dialog without a call).
 * Reads files only: no server.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const dialogsDir = path.resolve(here, '../../../../packages/ui/src/dialogs');
const readme = readFileSync(path.join(here, 'README.md'), 'utf8');
const folders = readdirSync(dialogsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const [tested = '', without = ''] = readme.split('No payload test of their own:');
/** The first cell of each table row of `table`. */
const firstCells = (table: string) =>
  [...table.matchAll(/^\| (\w+) +\|/gm)].map(([, name]) => name!).filter((name) => name !== 'Dialog' && name !== 'Folder');
const payloadTest = (folder: string) => path.join(here, `${folder}.payload.test.ts`);

describe('the payload tests', () => {
  it('cover every dialog folder, or the README says why not', () => {
    expect(folders.length).toBeGreaterThan(30);
    const missing = folders.filter((folder) => !existsSync(payloadTest(folder)) && !firstCells(without).includes(folder));
    expect(missing).toEqual([]);
  });

  it('are named after their dialog: describe "<Dialog> payload" and "<Dialog>: the server answers 2xx to the Filled payload"', () => {
    const unnamed = folders
      .filter((folder) => existsSync(payloadTest(folder)))
      .filter((folder) => {
        const text = readFileSync(payloadTest(folder), 'utf8');
        const byContract = text.includes(`dialogContract(`) && text.includes(`name: '${folder}'`);
        const written =
          text.includes(`describe('${folder} payload'`) && text.includes(`'${folder}: the server answers 2xx to the Filled payload`);
        return !byContract && !written;
      });
    expect(unnamed).toEqual([]);
  });

  it('are listed in the README, each dialog with its own file, and only folders that exist', () => {
    const listed = firstCells(tested);
    expect(listed.filter((folder) => !existsSync(payloadTest(folder)))).toEqual([]);
    expect(folders.filter((folder) => existsSync(payloadTest(folder)) && !listed.includes(folder))).toEqual([]);
    expect(firstCells(without).filter((folder) => !folders.includes(folder) || existsSync(payloadTest(folder)))).toEqual([]);
    for (const folder of listed) expect(readme, folder).toContain(`\`${folder}.payload.test.ts\``);
  });
});
