import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isServerStorageKey } from '@hospedar/contracts/documents/constants';
import type { StoredObjectEntry, StoredObjectHead } from './storage-driver.ts';

const ZSidecar = z.object({ contentType: z.string(), metadata: z.record(z.string(), z.string()) });
export type LocalFileInfo = z.infer<typeof ZSidecar>;

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Files of the local storage driver under one root (DATA_DIR/storage): `<key>` holds the bytes and
 * `<key>.meta.json` its content type and metadata. Only keys of the server's own pattern map to a path,
 * so no key can reach outside the root. A file appears whole or not at all (temporary file, then rename).
 */
export function createLocalStorageFiles(root: string) {
  const pathOf = (key: string): string | null => (isServerStorageKey(key) ? path.join(root, key) : null);
  const sidecarOf = (file: string) => `${file}.meta.json`;

  async function readInfo(file: string): Promise<LocalFileInfo | null> {
    try {
      const parsed = ZSidecar.safeParse(JSON.parse(await readFile(sidecarOf(file), 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  }

  return {
    root,
    /** A new path for an upload in progress, on the same file system as the files. */
    async temporaryPath(): Promise<string> {
      const dir = path.join(root, '.tmp');
      await mkdir(dir, { recursive: true });
      return path.join(dir, randomUUID());
    },
    /** Moves a finished temporary file to its key, with its content type and metadata. */
    async commit(key: string, temporary: string, info: LocalFileInfo): Promise<void> {
      const file = pathOf(key);
      if (!file) throw new Error('not a storage key');
      await mkdir(path.dirname(file), { recursive: true });
      const sidecarTemporary = `${temporary}.meta.json`;
      await writeFile(sidecarTemporary, JSON.stringify(info), { mode: 0o600 });
      await rename(sidecarTemporary, sidecarOf(file));
      await rename(temporary, file);
    },
    async discard(temporary: string): Promise<void> {
      await rm(temporary, { force: true });
    },
    async head(key: string): Promise<(StoredObjectHead & LocalFileInfo) | null> {
      const file = pathOf(key);
      if (!file) return null;
      try {
        const stats = await stat(file);
        const info = await readInfo(file);
        return stats.isFile() && info ? { size: stats.size, ...info } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key: string): Promise<Buffer | null> {
      const file = pathOf(key);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key: string): Promise<void> {
      const file = pathOf(key);
      if (!file) return;
      await rm(file, { force: true });
      await rm(sidecarOf(file), { force: true });
    },
    /** The stored files (not the sidecars, not uploads in progress), with their modification time. */
    async *list(prefix = ''): AsyncIterable<StoredObjectEntry> {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) {
        const key = name.split(path.sep).join('/');
        if (!key.startsWith(prefix) || !isServerStorageKey(key)) continue;
        try {
          yield { key, lastModified: (await stat(path.join(root, name))).mtime };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },
  };
}
export type LocalStorageFiles = ReturnType<typeof createLocalStorageFiles>;
