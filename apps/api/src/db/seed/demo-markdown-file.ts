import { format, resolveConfig } from 'prettier';
import { demoMarkdown } from './demo-markdown.ts';

export const DEMO_MD_URL = new URL('./DEMO.md', import.meta.url);

/** DEMO.md as written to disk: formatted like every other file, so `prettier --check` passes. */
export async function formattedDemoMarkdown(): Promise<string> {
  const options = (await resolveConfig(DEMO_MD_URL.pathname)) ?? {};
  return format(demoMarkdown(), { ...options, parser: 'markdown' });
}
