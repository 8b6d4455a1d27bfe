import { writeFileSync } from 'node:fs';
import { DEMO_MD_URL, formattedDemoMarkdown } from './demo-markdown-file.ts';

writeFileSync(DEMO_MD_URL, await formattedDemoMarkdown());
console.info('apps/api/src/db/seed/DEMO.md written.');
