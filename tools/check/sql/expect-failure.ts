// Checks the sql blocks that show a broken query on purpose, next to its fix
// (```sql fails="syntax" or ```sql fails="semantic"). Such a block must fail,
// and for the reason the page gives, or the check fails:
//
// - fails="syntax": the statement must not parse (the checker's own test).
// - fails="semantic": the statement parses, and the sample engine refuses it as
//   a mistake of the query on the running example (a path read outside dtimbr,
//   a relationship or target concept the model does not have...). An error of
//   another kind (a construct the engine does not run) cannot tell a broken
//   query from a working one, so it does not count.
// - error="...": the error message must contain this text (case-insensitive),
//   so the block fails for its stated reason and not for another slip.
//
// A failing block holds one statement, carries a title that starts with
// "Fails" (readers see it is broken), and is neither runnable nor a template.
// The next sql block of the page is its fix: a block that works (see
// unfixedBlocks), so a reader never meets a broken query without the right one.
import type * as Sql from '@timbr-docs/sql';
import type {CodeBlock, Failure, Model} from '@timbr-docs/sql';
import {attributeOf, expectedFailureOf, isTemplate} from './extract';

/** The kinds of failure a block can assert. */
export const FAILURE_KINDS = ['syntax', 'semantic'];

/** The title every failing block starts with. */
export const FAILS_TITLE = /^Fails\b/;

/**
 * Checks a block that shows a failure on purpose. `deps`: the SQL package, and the model of the running example
 * (loaded on first use).
 */
export function checkFailingBlock(
  block: CodeBlock,
  {sql, model}: {sql: typeof Sql; model: () => Model},
): {statements: number; failures: Failure[]} {
  const expected = expectedFailureOf(block);
  if (!expected) throw new Error(`${block.file}:${block.line}: not a block marked fails`);
  const statements = sql.splitStatements(block.code);
  const fail = (message: string) => ({
    statements: statements.length,
    failures: [{file: block.file, line: block.line, column: 1, start: '', message, source: '', caret: 0, length: 0}],
  });

  if (!FAILURE_KINDS.includes(expected.kind)) {
    return fail(
      `fails="${expected.kind}": expected ${FAILURE_KINDS.map((k) => `"${k}"`).join(' or ')}, the kind of error the block must fail with`,
    );
  }
  if (expected.error === '') return fail('error= needs the text that the error message must contain: error="..."');
  const words = block.meta.replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, ' ').split(/\s+/);
  const other = ['runnable', 'template'].find((w) => words.includes(w));
  if (other) return fail(`a block marked fails cannot also be ${other}: it shows a query that does not work`);
  const title = attributeOf(block.meta, 'title');
  if (!title || !FAILS_TITLE.test(title)) {
    return fail(
      'a block marked fails needs a title that starts with "Fails" (title="Fails: ..."), so that readers see the query is broken',
    );
  }
  if (statements.length !== 1) {
    return fail(
      `a block marked fails holds exactly one statement, so that it fails for one reason; found ${statements.length}`,
    );
  }

  const text = statements[0].text;
  const parsed = sql.checkStatement(text);
  let actual: {kind: string; message: string} | null = parsed.ok ? null : {kind: 'syntax', message: parsed.message};
  if (parsed.ok && expected.kind === 'semantic') {
    try {
      sql.compileQuery(model(), text);
    } catch (error) {
      if (!(error instanceof sql.EngineError)) throw error;
      actual = {kind: error.kind, message: error.message};
    }
  }

  if (!actual) {
    return fail(
      expected.kind === 'syntax'
        ? 'marked fails="syntax", but the statement parses: make it fail as the page says, or remove fails'
        : 'marked fails="semantic", but the query runs on the sample knowledge graph: make it fail as the page says, or remove fails',
    );
  }
  if (actual.kind !== expected.kind) {
    const why =
      actual.kind === 'unsupported'
        ? ' (the sample engine does not run this construct, so it cannot tell whether the query is wrong)'
        : '';
    const article = actual.kind === 'unsupported' ? 'an' : 'a';
    return fail(
      `marked fails="${expected.kind}", but it fails with ${article} ${actual.kind} error${why}: ${actual.message}`,
    );
  }
  if (expected.error !== undefined && !actual.message.toLowerCase().includes(expected.error.toLowerCase())) {
    return fail(`marked error="${expected.error}", but the ${actual.kind} error says: ${actual.message}`);
  }
  return {statements: statements.length, failures: []};
}

/**
 * Failing blocks that are not followed by their fix: the next `sql` block of the file (`blocks`: every `sql` block
 * of one file, in order) must be one that works (not marked fails, not a template).
 */
export function unfixedBlocks(blocks: CodeBlock[]): Failure[] {
  const out: Failure[] = [];
  blocks.forEach((block, i) => {
    if (!expectedFailureOf(block)) return;
    const next = blocks[i + 1];
    const works = next && !expectedFailureOf(next) && !isTemplate(next);
    if (!works) {
      out.push({
        file: block.file,
        line: block.line,
        column: 1,
        start: '',
        message: `a block marked fails must be followed by its fix, a sql block that works; ${next ? `the next sql block (line ${next.line}) is ${expectedFailureOf(next) ? 'marked fails too' : 'a template'}` : 'no sql block follows'}`,
        source: '',
        caret: 0,
        length: 0,
      });
    }
  });
  return out;
}
