// Checks every ```sql code block of the documentation with the Timbr SQL
// front end (packages/timbr-sql).
//
// Usage: npm run check:sql [-- file-or-folder ...]
//   (default: docs and the model of the running example, src/features/runnable-sql/data/model.sql)
//
// Blocks whose meta string contains `template` (```sql template) are syntax
// templates and are skipped. `legacy-paths` in the meta string allows the
// legacy relationship shorthand rel.rel2.property in that block. A block that
// shows a broken query on purpose (```sql fails="syntax" or fails="semantic",
// with an optional error="...") must fail as it says, and the next sql block
// must be its fix (see ./expect-failure.ts); the sample engine judges
// semantic failures on the model of the running example.
// Reports each failing statement as `file:line:column: expected ... but found ...`
// with the line of the block and a caret under the offending text, then a
// summary; exits with 1 when a statement fails.
import fs from 'node:fs';
import path from 'node:path';
import * as sql from '@timbr-docs/sql';
import {argsOf} from '../../lib/args';
import {ROOT, isMain} from '../../lib/loader';
import {collectFiles, sqlBlocksOf} from './extract';
import {checkFailingBlock, unfixedBlocks} from './expect-failure';

/** What `npm run check:sql` checks without arguments. */
export const DEFAULT_TARGETS = ['docs', 'src/features/runnable-sql/data/model.sql'];

/** The model of the running example, on which blocks marked fails="semantic" must fail. */
export const MODEL_FILE = path.join(ROOT, 'src/features/runnable-sql/data/model.sql');

/** Checks the SQL blocks of the targets (the files and folders named; DEFAULT_TARGETS when none). */
export function run(targets: string[]): {
  blocks: number;
  statements: number;
  templates: number;
  failing: number;
  failures: sql.Failure[];
} {
  const files = collectFiles(targets.length ? targets : DEFAULT_TARGETS);
  let blocks = 0;
  let statements = 0;
  let templates = 0;
  let failing = 0;
  const failures: sql.Failure[] = [];
  let model: sql.Model | undefined;
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

if (isMain(__filename)) {
  const usage = `Usage: npm run check:sql [-- file-or-folder ...]   (default: ${DEFAULT_TARGETS.join(', ')})`;
  const {positionals} = argsOf('check:sql', usage, {}, {positionals: true});
  const {blocks, statements, templates, failing, failures} = run(positionals);
  for (const failure of failures) console.error(sql.formatFailure(failure));
  const onPurpose = failing ? `, ${failing} failing on purpose` : '';
  console.log(
    `${blocks} SQL blocks checked, ${statements} statements, ${templates} templates skipped${onPurpose}, ${failures.length} failed`,
  );
  process.exit(failures.length ? 1 : 0);
}
