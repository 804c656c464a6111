import { pbkdf2 } from 'node:crypto';
import { type Dirent, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './storage';

/** Every file below `root`, relative, sorted. */
function filesUnder(root: string): string[] {
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'mandate-storage-'));
    storage = new LocalFileStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads back and deletes bytes under a key', async () => {
    const { size } = await storage.put('2026/11/a', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    const stream = await storage.get('2026/11/a');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello world');
    await storage.delete('2026/11/a');
    expect(await storage.get('2026/11/a')).toBeNull();
    await storage.delete('2026/11/a');
    expect(filesUnder(root)).toEqual([]);
  });

  it('leaves no partial file when the stream fails before the file was even opened', async () => {
    // The source fails on its first read, before the write stream's asynchronous open completes. The
    // thread pool is kept busy so that the open and the cleanup's removal run side by side, as on a
    // loaded machine (where a .part file once outlived a refused upload).
    for (let round = 0; round < 40; round++) {
      const busy = Array.from({ length: 4 }, () => new Promise((resolve) => pbkdf2('x', 'y', 2000, 32, 'sha256', resolve)));
      const failing = new Readable({
        read() {
          this.destroy(new Error('not a picture'));
        },
      });
      await expect(storage.put(`2026/11/fail-${round}`, failing)).rejects.toThrow('not a picture');
      await Promise.all(busy);
    }
    expect(filesUnder(root)).toEqual([]);
  });

  it('leaves no partial file when the stream fails half-way', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent++ < 3) this.push(Buffer.alloc(64 * 1024, 1));
        else this.destroy(new Error('client gone'));
      },
    });
    await expect(storage.put('2026/11/half', failing)).rejects.toThrow('client gone');
    expect(filesUnder(root)).toEqual([]);
  });

  it('refuses keys that could leave the folder', async () => {
    await expect(storage.put('../escape', Readable.from(['x']))).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('a/../../b')).rejects.toThrow();
    expect(filesUnder(root)).toEqual([]);
  });
});
