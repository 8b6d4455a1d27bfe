import { readFile } from 'node:fs/promises';
import { CliInputError } from './cli-input-error.ts';

/** A file's text; a missing or unreadable file is an input error naming it. */
export async function readInputFile(filePath: string): Promise<string> {
  try {
    return await readFile(filePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliInputError(
      code === 'ENOENT' ? `No such file: ${filePath}` : `Cannot read ${filePath} (${code ?? 'error'}).`,
    );
  }
}
