import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Writes `.gz` (level 9) and `.br` (quality 11) siblings of every text asset in the output dir. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const size = (await stat(file)).size;
      await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
      await writeFile(
        `${file}.br`,
        brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
      );
    }),
  );
  return files.length;
}

/** Vite plugin: after the bundle is written, precompress it so the API serves it as is. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hospedar-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const count = await precompressDir(outDir);
      config.logger.info(`precompressed ${count} files (.gz, .br) in ${outDir}`);
    },
  };
}
