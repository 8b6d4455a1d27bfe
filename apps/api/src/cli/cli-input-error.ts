import type { z } from 'zod';

/** One reason an input was refused: where (a JSON path, or a CSV line and column) and why. */
export type CliIssue = { where: string; message: string };

/**
 * Input the CLI refuses, with every reason found (decision 174): printed one per line, exit code 1,
 * and nothing written.
 */
export class CliInputError extends Error {
  readonly issues: CliIssue[];

  constructor(summary: string, issues: CliIssue[] = []) {
    super(summary);
    this.name = 'CliInputError';
    this.issues = issues;
  }
}

/** A JSON path as a reader writes it: `rules.pinLength`, `stepsConfig[2].id`; the root is `(file)`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** A zod issue's message, with the keys an unknown-key issue names. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown field(s): ${issue.keys.join(', ')}`;
  return issue.message;
}
