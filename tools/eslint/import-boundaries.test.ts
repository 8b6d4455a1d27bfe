import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from './import-boundaries.js';

const rule = plugin.rules['import-boundaries'];
const web = (file: string) => `${process.cwd()}/apps/web/src/${file}`;

describe('import boundaries', () => {
  it('allows one-way imports and refuses the others', () => {
    const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
    tester.run('import-boundaries', rule, {
      valid: [
        { filename: web('features/welcome/page.tsx'), code: "import x from '../../lib/tenant/context.ts';" },
        { filename: web('features/welcome/page.tsx'), code: "import x from './menu-card.tsx';" },
        { filename: web('app/routes.tsx'), code: "import x from '../features/welcome/page.tsx';" },
        { filename: web('lib/api-client.ts'), code: "import x from '../components/alert.tsx';" },
        {
          filename: web('features/welcome/page.tsx'),
          code: "import { x } from '@hospedar/contracts/constants';",
        },
        {
          filename: `${process.cwd()}/apps/web/e2e/x.spec.ts`,
          code: "import x from '../../api/src/modules/webhooks/webhook-test-receiver.ts';",
        },
      ],
      invalid: [
        {
          filename: web('features/welcome/page.tsx'),
          code: "import x from '../search/form.tsx';",
          errors: 1,
        },
        {
          filename: web('features/welcome/a/b.tsx'),
          code: "import x from '../../search/form.tsx';",
          errors: 1,
        },
        {
          filename: web('lib/api-client.ts'),
          code: "import x from '../features/search/form.tsx';",
          errors: 1,
        },
        { filename: web('components/x.tsx'), code: "import x from '../app/routes.tsx';", errors: 1 },
        { filename: web('features/search/x.tsx'), code: "export * from '../../app/routes.tsx';", errors: 1 },
        { filename: web('lib/x.ts'), code: "const m = import('../../../api/src/app.ts');", errors: 1 },
        {
          filename: `${process.cwd()}/packages/contracts/src/x.ts`,
          code: "import x from '../../../apps/api/src/app.ts';",
          errors: 1,
        },
        {
          filename: `${process.cwd()}/apps/api/src/app.ts`,
          code: "import x from '../../web/src/lib/api-client.ts';",
          errors: 1,
        },
        {
          filename: `${process.cwd()}/apps/api/src/app.ts`,
          code: "import x from '../../web/e2e/support/screens.ts';",
          errors: 1,
        },
        { filename: web('lib/x.ts'), code: "import x from '../../e2e/support/screens.ts';", errors: 1 },
      ],
    });
  });
});
