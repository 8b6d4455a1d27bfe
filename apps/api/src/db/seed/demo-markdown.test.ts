import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_MD_URL, formattedDemoMarkdown } from './demo-markdown-file.ts';

describe('DEMO.md', () => {
  it('matches the seed definitions (run `npm run db:demo-md -w @hospedar/api` after changing them)', async () => {
    expect(readFileSync(DEMO_MD_URL, 'utf8')).toBe(await formattedDemoMarkdown());
  });
});
