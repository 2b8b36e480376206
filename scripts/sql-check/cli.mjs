#!/usr/bin/env node
// Checks every ```sql code block of the documentation with the Timbr SQL
// front end (packages/timbr-sql).
//
// Usage: node scripts/sql-check/cli.mjs [file-or-folder ...]
//   (default: docs and the model of the running example, src/features/runnable-sql/data/model.sql)
//
// Blocks whose meta string contains `template` (```sql template) are syntax
// templates and are skipped. `legacy-paths` in the meta string allows the
// legacy relationship shorthand rel.rel2.property in that block.
// Reports each failing statement as `file:line:column: expected ... but found ...`
// with the line of the block and a caret under the offending text, then a
// summary; exits with 1 when a statement fails.
import {createRequire} from 'node:module';
import {collectFiles, sqlBlocksOf} from './extract.mjs';
import {argsOf} from '../args.mjs';

/** The SQL package is TypeScript: loaded as Docusaurus loads TypeScript (jiti). */
const require = createRequire(import.meta.url);
/** @type {typeof import('@timbr-docs/sql')} */
const sql = require('jiti')(import.meta.url, {interopDefault: true})('@timbr-docs/sql');

/** What `npm run check:sql` checks without arguments. */
export const DEFAULT_TARGETS = ['docs', 'src/features/runnable-sql/data/model.sql'];

/**
 * @param {string[]} targets
 * @returns {{blocks: number, statements: number, templates: number, failures: import('@timbr-docs/sql').Failure[]}}
 */
export function run(targets) {
  const files = collectFiles(targets.length ? targets : DEFAULT_TARGETS);
  let blocks = 0;
  let statements = 0;
  let templates = 0;
  /** @type {import('@timbr-docs/sql').Failure[]} */
  const failures = [];
  for (const file of files) {
    const found = sqlBlocksOf(file);
    templates += found.templates.length;
    for (const block of found.sql) {
      blocks += 1;
      const result = sql.checkBlock(block);
      statements += result.statements;
      failures.push(...result.failures);
    }
  }
  return {blocks, statements, templates, failures};
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const usage = `Usage: node scripts/sql-check/cli.mjs [file-or-folder ...]   (default: ${DEFAULT_TARGETS.join(', ')})`;
  const {values, positionals} = argsOf('check:sql', usage, {help: {type: 'boolean', short: 'h'}}, {positionals: true});
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const {blocks, statements, templates, failures} = run(positionals);
  for (const failure of failures) console.error(sql.formatFailure(failure));
  console.log(
    `${blocks} SQL blocks checked, ${statements} statements, ${templates} templates skipped, ${failures.length} failed`,
  );
  process.exit(failures.length ? 1 : 0);
}
