#!/usr/bin/env node
// Checks every ```sql code block of the documentation with the Timbr SQL
// front end (packages/timbr-sql).
//
// Usage: node tools/check/sql/cli.mjs [file-or-folder ...]
//   (default: docs and the model of the running example, src/features/runnable-sql/data/model.sql)
//
// Blocks whose meta string contains `template` (```sql template) are syntax
// templates and are skipped. `legacy-paths` in the meta string allows the
// legacy relationship shorthand rel.rel2.property in that block. A block that
// shows a broken query on purpose (```sql fails="syntax" or fails="semantic",
// with an optional error="...") must fail as it says, and the next sql block
// must be its fix (see ./expect-failure.mjs); the sample engine judges
// semantic failures on the model of the running example.
// Reports each failing statement as `file:line:column: expected ... but found ...`
// with the line of the block and a caret under the offending text, then a
// summary; exits with 1 when a statement fails.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {collectFiles, sqlBlocksOf} from './extract.mjs';
import {checkFailingBlock, unfixedBlocks} from './expect-failure.mjs';
import {argsOf} from '../../lib/args.mjs';

/** The SQL package is TypeScript: loaded as Docusaurus loads TypeScript (jiti). */
const require = createRequire(import.meta.url);
/** @type {typeof import('@timbr-docs/sql')} */
const sql = require('jiti')(import.meta.url, {interopDefault: true})('@timbr-docs/sql');

/** What `npm run check:sql` checks without arguments. */
export const DEFAULT_TARGETS = ['docs', 'src/features/runnable-sql/data/model.sql'];

/** The model of the running example, on which blocks marked fails="semantic" must fail. */
export const MODEL_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/features/runnable-sql/data/model.sql',
);

/**
 * @param {string[]} targets
 * @returns {{blocks: number, statements: number, templates: number, failing: number, failures: import('@timbr-docs/sql').Failure[]}}
 */
export function run(targets) {
  const files = collectFiles(targets.length ? targets : DEFAULT_TARGETS);
  let blocks = 0;
  let statements = 0;
  let templates = 0;
  let failing = 0;
  /** @type {import('@timbr-docs/sql').Failure[]} */
  const failures = [];
  /** @type {import('@timbr-docs/sql').Model | undefined} */
  let model;
  const modelOf = () =>
    (model ??= sql.buildModel(sql.parseModelScript(fs.readFileSync(MODEL_FILE, 'utf8'), MODEL_FILE)));
  for (const file of files) {
    const found = sqlBlocksOf(file);
    templates += found.templates.length;
    for (const block of found.sql) {
      blocks += 1;
      const result = sql.checkBlock(block);
      statements += result.statements;
      failures.push(...result.failures);
    }
    for (const block of found.failing) {
      blocks += 1;
      failing += 1;
      const result = checkFailingBlock(block, {sql, model: modelOf});
      statements += result.statements;
      failures.push(...result.failures);
    }
    failures.push(...unfixedBlocks(found.all));
  }
  return {blocks, statements, templates, failing, failures};
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const usage = `Usage: node tools/check/sql/cli.mjs [file-or-folder ...]   (default: ${DEFAULT_TARGETS.join(', ')})`;
  const {values, positionals} = argsOf('check:sql', usage, {help: {type: 'boolean', short: 'h'}}, {positionals: true});
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const {blocks, statements, templates, failing, failures} = run(positionals);
  for (const failure of failures) console.error(sql.formatFailure(failure));
  const onPurpose = failing ? `, ${failing} failing on purpose` : '';
  console.log(
    `${blocks} SQL blocks checked, ${statements} statements, ${templates} templates skipped${onPurpose}, ${failures.length} failed`,
  );
  process.exit(failures.length ? 1 : 0);
}
