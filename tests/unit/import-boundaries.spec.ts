/**
 * The direction of imports that `npm run lint` holds (eslint.config.mjs, `site/tests-boundary`): only the tests
 * (tests/ and the Playwright configurations) import tests/; the site, the packages, the MCP server and the tools
 * never do, by a relative path, `@site/`, require() or import(). Each case is linted with the project's
 * configuration as the file it names, without writing it.
 */
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {ESLint} from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: ROOT});

/** The rules a text breaks, linted as the repository file `file`. */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, file)});
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const FROM_TESTS: [string, string][] = [
  ['tools/check/probe.ts', "import {PORT} from '../../tests/support/env';\nexport const port = PORT;\n"],
  ['tools/probe.ts', "export {PORT} from '../tests/support/env';\n"],
  ['src/shared/probe.ts', "import {PORT} from '@site/tests/support/env';\nexport const port = PORT;\n"],
  ['packages/timbr-sql/src/probe.ts', "export const load = () => import('../../../tests/support/env');\n"],
  ['mcp/probe.cjs', "module.exports = require('../tests/support/env');\n"],
  ['docusaurus.probe.ts', "import type {PORT} from './tests/support/env';\nexport type Port = typeof PORT;\n"],
];

for (const [file, code] of FROM_TESTS) {
  test(`${file} that imports tests/ fails lint`, async () => {
    expect(await rulesBroken(file, code)).toContain('site/tests-boundary');
  });
}

test('the tests and the Playwright configuration import tests/ and the tools; the tools import src/', async () => {
  const cases: [string, string][] = [
    [
      'tests/unit/probe.spec.ts',
      "import {PORT} from '../support/env';\nimport {ROOT} from '../../tools/lib/loader';\n",
    ],
    ['playwright.config.ts', "import {PORT} from './tests/support/env';\nexport default {port: PORT};\n"],
    ['tools/check/probe.ts', "import {SECTIONS} from '../../src/site';\nexport const sections = SECTIONS;\n"],
  ];
  for (const [file, code] of cases) expect(await rulesBroken(file, code), file).not.toContain('site/tests-boundary');
});
