/**
 * Unit tests (no browser) for the sql blocks that show a broken query on
 * purpose (```sql fails="syntax" | fails="semantic", error="..."): how the
 * extractor reads the meta string, how tools/check/sql/expect-failure.ts
 * asserts that such a block fails for its stated reason and is followed by
 * its fix, and how the command line and the mutant sampler treat them.
 */
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as sql from '@timbr-docs/sql';
import * as fails from '../../tools/check/sql/expect-failure';
import * as extract from '../../tools/check/sql/extract';
import * as mutants from '../../tools/check/sql/mutants';
import {toolArgs} from '../../tools/lib/loader';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'tools/check/sql/cli.ts');
const MODEL = path.join(ROOT, 'src/features/runnable-sql/data/model.sql');

let model: sql.Model;
test.beforeAll(async () => {
  model = sql.buildModel(sql.parseModelScript(fs.readFileSync(MODEL, 'utf8'), MODEL));
});

const block = (meta: string, code: string, line = 10) => ({
  file: 'docs/page.md',
  line,
  codeLine: line + 1,
  lang: 'sql',
  meta,
  code,
});

/** The messages of checking one failing block on the running example. */
function messages(meta: string, code: string): string[] {
  return fails.checkFailingBlock(block(meta, code), {sql, model: () => model}).failures.map((f) => f.message);
}

const SPLIT_PATH = 'SELECT `ordered_by[customer]`.`customer_name` FROM `dtimbr`.`order`;';
const PATH_IN_TIMBR = 'SELECT `ordered_by[customer].customer_name` FROM `timbr`.`order`;';
const WRONG_TARGET = 'SELECT `ordered_by[product].customer_name` FROM `dtimbr`.`order`;';
const FIXED = 'SELECT `ordered_by[customer].customer_name` FROM `dtimbr`.`order`;';

test.describe('reading the meta string', () => {
  test('fails= with double, single or no quotes, and error= with spaces', () => {
    const of = (meta: string) => extract.expectedFailureOf(block(meta, FIXED));
    expect(of('fails="syntax" title="Fails: x"')).toEqual({kind: 'syntax', error: undefined});
    expect(of("fails='semantic' error='only in dtimbr'")).toEqual({kind: 'semantic', error: 'only in dtimbr'});
    expect(of('title="Fails: x" fails=semantic error="leads from order to customer"')).toEqual({
      kind: 'semantic',
      error: 'leads from order to customer',
    });
    // A bare word is a mark without a kind, which the check then refuses.
    expect(of('fails title="Fails: x"')).toEqual({kind: '', error: undefined});
  });

  test('words inside a quoted value are not attributes, and blocks without fails= are not failing', () => {
    const of = (meta: string) => extract.expectedFailureOf(block(meta, FIXED));
    expect(of('title="This query fails=syntax on purpose"')).toBeNull();
    expect(of('title="It fails"')).toBeNull();
    expect(of('runnable rows=3')).toBeNull();
    expect(of('')).toBeNull();
    expect(extract.attributeOf('runnable rows=3 title="A b"', 'rows')).toBe('3');
    expect(extract.attributeOf('runnable rows=3 title="A b"', 'title')).toBe('A b');
    expect(extract.attributeOf('runnable rows=3 title="A b"', 'runnable')).toBe('');
    expect(extract.attributeOf('{1,3} title="A b"', 'error')).toBeUndefined();
  });

  test('sqlBlocksOf keeps failing blocks apart from the checked blocks and the templates', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-fails-'));
    try {
      const file = path.join(dir, 'page.md');
      fs.writeFileSync(
        file,
        [
          '```sql template',
          'SELECT {x};',
          '```',
          '```sql fails="syntax" title="Fails: split path"',
          SPLIT_PATH,
          '```',
          '```sql',
          FIXED,
          '```',
          '',
        ].join('\n'),
      );
      const found = extract.sqlBlocksOf(file);
      expect(found.templates.map((b) => b.line)).toEqual([1]);
      expect(found.failing.map((b) => b.line)).toEqual([4]);
      expect(found.sql.map((b) => b.line)).toEqual([7]);
      expect(found.all.map((b) => b.line)).toEqual([1, 4, 7]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

test.describe('a block marked fails must fail for its stated reason', () => {
  test('syntax: passes when the statement does not parse, fails when it parses', () => {
    expect(messages('fails="syntax" title="Fails: split path"', SPLIT_PATH)).toEqual([]);
    expect(
      messages(
        'fails="syntax" error="reserved characters" title="Fails: a dot in a name"',
        'CREATE OR REPLACE PROPERTY `unit.price` decimal;',
      ),
    ).toEqual([]);
    expect(messages('fails="syntax" title="Fails: x"', FIXED)).toEqual([
      'marked fails="syntax", but the statement parses: make it fail as the page says, or remove fails',
    ]);
  });

  test('semantic: passes when the sample engine refuses the query as a mistake, fails when it runs', () => {
    expect(messages('fails="semantic" error="only in dtimbr" title="Fails: path in timbr"', PATH_IN_TIMBR)).toEqual([]);
    expect(messages('fails="semantic" error="leads from order to customer" title="Fails: x"', WRONG_TARGET)).toEqual(
      [],
    );
    expect(messages('fails="semantic" title="Fails: x"', FIXED)).toEqual([
      'marked fails="semantic", but the query runs on the sample knowledge graph: make it fail as the page says, or remove fails',
    ]);
  });

  test('the kind must match: a syntax error is not a semantic one, and the reverse', () => {
    const [semanticButSyntax] = messages('fails="semantic" title="Fails: x"', SPLIT_PATH);
    expect(semanticButSyntax).toMatch(
      /^marked fails="semantic", but it fails with a syntax error: expected a relationship path/,
    );
    // The query parses, so a block that promises a syntax error is wrong, even though the engine refuses it.
    expect(messages('fails="syntax" title="Fails: x"', PATH_IN_TIMBR)[0]).toMatch(/but the statement parses/);
  });

  test('a construct the engine does not run proves nothing, so it does not count as a semantic failure', () => {
    const [show] = messages('fails="semantic" title="Fails: x"', 'SHOW CONCEPTS;');
    expect(show).toMatch(
      /^marked fails="semantic", but it fails with an unsupported error \(the sample engine does not run/,
    );
    const [sys] = messages('fails="semantic" title="Fails: x"', 'SELECT `concept` FROM `timbr`.`SYS_CONCEPTS`;');
    expect(sys).toMatch(/an unsupported error/);
  });

  test('error= must be found in the message, case-insensitively', () => {
    expect(messages('fails="semantic" error="ONLY IN DTIMBR" title="Fails: x"', PATH_IN_TIMBR)).toEqual([]);
    const [wrong] = messages('fails="semantic" error="has no relationship" title="Fails: x"', WRONG_TARGET);
    expect(wrong).toMatch(
      /^marked error="has no relationship", but the semantic error says: ordered_by leads from order/,
    );
    expect(messages('fails="syntax" error title="Fails: x"', SPLIT_PATH)).toEqual([
      'error= needs the text that the error message must contain: error="..."',
    ]);
  });

  test('the mark itself is checked: its kind, a "Fails" title, one statement, not runnable or a template', () => {
    expect(messages('fails="oops" title="Fails: x"', SPLIT_PATH)[0]).toBe(
      'fails="oops": expected "syntax" or "semantic", the kind of error the block must fail with',
    );
    expect(messages('fails title="Fails: x"', SPLIT_PATH)[0]).toMatch(/^fails="": expected "syntax" or "semantic"/);
    for (const meta of ['fails="syntax"', 'fails="syntax" title="Broken path"', 'fails="syntax" title="Fixed"']) {
      expect(messages(meta, SPLIT_PATH)[0], meta).toMatch(/needs a title that starts with "Fails"/);
    }
    expect(messages('runnable fails="syntax" title="Fails: x"', SPLIT_PATH)[0]).toMatch(/cannot also be runnable/);
    expect(messages('template fails="syntax" title="Fails: x"', SPLIT_PATH)[0]).toMatch(/cannot also be template/);
    expect(messages('fails="syntax" title="Fails: x"', `${SPLIT_PATH}\n${SPLIT_PATH}`)[0]).toBe(
      'a block marked fails holds exactly one statement, so that it fails for one reason; found 2',
    );
  });
});

test.describe('a broken query is followed by its fix', () => {
  const failing = block('fails="syntax" title="Fails: x"', SPLIT_PATH, 1);
  test('passes when the next sql block works', () => {
    expect(fails.unfixedBlocks([failing, block('runnable', FIXED, 5)])).toEqual([]);
    expect(
      fails.unfixedBlocks([failing, block('', FIXED, 5), block('fails="semantic"', PATH_IN_TIMBR, 9)]),
    ).toHaveLength(1);
  });

  test('fails when nothing, another broken query or a template follows', () => {
    const message = (blocks: ReturnType<typeof block>[]) => fails.unfixedBlocks(blocks).map((f) => [f.line, f.message]);
    expect(message([failing])).toEqual([
      [1, 'a block marked fails must be followed by its fix, a sql block that works; no sql block follows'],
    ]);
    expect(
      message([failing, block('fails="semantic" title="Fails: y"', PATH_IN_TIMBR, 5), block('', FIXED, 9)]),
    ).toEqual([
      [
        1,
        'a block marked fails must be followed by its fix, a sql block that works; the next sql block (line 5) is marked fails too',
      ],
    ]);
    expect(message([failing, block('template', 'SELECT {x};', 5)])).toEqual([
      [
        1,
        'a block marked fails must be followed by its fix, a sql block that works; the next sql block (line 5) is a template',
      ],
    ]);
  });
});

test.describe('command line and mutants', () => {
  const PAGE = [
    '# Fix a path',
    '',
    '```sql fails="semantic" error="only in dtimbr" title="Fails: a path in timbr"',
    PATH_IN_TIMBR,
    '```',
    '',
    '```sql runnable title="Fixed"',
    FIXED,
    '```',
    '',
  ].join('\n');

  function runCli(file: string): {status: number; stdout: string; stderr: string} {
    try {
      const stdout = execFileSync(process.execPath, toolArgs(CLI, file), {cwd: ROOT, encoding: 'utf8', stdio: 'pipe'});
      return {status: 0, stdout, stderr: ''};
    } catch (error) {
      const e = error as {stdout: string; stderr: string; status: number};
      return {status: e.status, stdout: e.stdout, stderr: e.stderr};
    }
  }

  test('a broken query that fails as stated, followed by its fix, passes and is counted', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-fails-'));
    try {
      const file = path.join(dir, 'page.md');
      fs.writeFileSync(file, PAGE);
      const {status, stdout} = runCli(file);
      expect(status).toBe(0);
      expect(stdout.trim()).toBe(
        '2 SQL blocks checked, 2 statements, 0 templates skipped, 1 failing on purpose, 0 failed',
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('a broken query that works fails the check, with the file and the line of its fence', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-fails-'));
    try {
      const file = path.join(dir, 'page.md');
      // The "broken" query was fixed in place: the check must notice that it no longer fails.
      fs.writeFileSync(file, PAGE.replace(PATH_IN_TIMBR, FIXED));
      const {status, stdout, stderr} = runCli(file);
      expect(status).toBe(1);
      expect(stderr.trim()).toBe(
        `${file}:3:1: marked fails="semantic", but the query runs on the sample knowledge graph: make it fail as the page says, or remove fails`,
      );
      expect(stdout.trim()).toBe(
        '2 SQL blocks checked, 2 statements, 0 templates skipped, 1 failing on purpose, 1 failed',
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('the mutant sampler leaves the broken queries out (they are broken already)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-fails-'));
    try {
      const file = path.join(dir, 'page.md');
      fs.writeFileSync(file, PAGE);
      const statements = mutants.collectStatements([file]).map((s) => s.text.trim());
      expect(statements).toEqual([FIXED.replace(/;$/, '')]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
