/**
 * Unit tests (no browser) of the SQL example checker's command line
 * (tools/check/sql: the extraction of blocks from Markdown, the report,
 * the measure of broken statements it catches) and of the Timbr additions
 * to Prism's sql grammar. The checker's front end is tested in its package
 * (packages/timbr-sql/test).
 */
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Prism} from 'prism-react-renderer';
import {checkBlock, checkStatement, formatFailure} from '@timbr-docs/sql';
import {keywordsWith} from '@timbr-docs/sql/keywords';
import {extendTimbrSql, TIMBR_PATH_TOKEN, TIMBR_SCHEMA_TOKEN} from '../../src/shared/prism/timbr-sql';
import {extractBlocks, isSql, isTemplate} from '../../tools/check/sql/extract';
import * as mutants from '../../tools/check/sql/mutants';
import {toolArgs} from '../../tools/lib/loader';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'tools/check/sql/cli.ts');

// ---------------------------------------------------------------------------
// Extraction and reporting
// ---------------------------------------------------------------------------

const MDX = `---
title: Example
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Intro.

\`\`\`sql template
CREATE OR REPLACE CONCEPT \`{concept}\` [( ... )] INHERITS (\`{parent}\`);
\`\`\`

<Tabs>
  <TabItem value="sql" label="SQL">

    \`\`\`sql title="Query"
    SELECT \`produced_in[plant].plant_name\`
    FROM \`dtimbr\`.\`product\`;
    \`\`\`

  </TabItem>
  <TabItem value="bad" label="Bad">

  \`\`\`sql
  SHOW TAGS;
  SELECT \`product_name\`,
         \`produced_in[].plant_name\`
  FROM \`dtimbr\`.\`product\`;
  \`\`\`

  </TabItem>
</Tabs>

\`\`\`\`md
\`\`\`sql
THIS IS MARKDOWN SOURCE, NOT A BLOCK
\`\`\`
\`\`\`\`

~~~SQL
SHOW VERSION
~~~

\`\`\`text
market  total
\`\`\`
`;

test.describe('extractor', () => {
  let blocks: ReturnType<typeof extractBlocks>;
  let sql: typeof blocks;
  test.beforeAll(() => {
    blocks = extractBlocks(MDX, 'docs/example.mdx');
    sql = blocks.filter(isSql);
  });

  test('finds sql blocks inside Tabs, skips nested fences, knows templates', () => {
    expect(blocks.map((b) => b.lang)).toEqual(['sql', 'sql', 'sql', 'md', 'SQL', 'text']);
    expect(sql.map((b) => [b.line, isTemplate(b)])).toEqual([
      [9, true],
      [16, false],
      [24, false],
      [40, false],
    ]);
  });

  test('removes the fence indentation and keeps meta strings', () => {
    expect(sql[1].meta).toBe('title="Query"');
    expect(sql[1].codeLine).toBe(17);
    expect(sql[1].code).toBe('SELECT `produced_in[plant].plant_name`\nFROM `dtimbr`.`product`;');
    expect(sql[2].code.split('\n')[2]).toBe('       `produced_in[].plant_name`');
  });

  test('template detection ignores the word inside a title', () => {
    const [block] = extractBlocks('```sql title="A template example"\nSHOW TAGS;\n```\n', 'f.md');
    expect(isTemplate(block)).toBe(false);
    const [tpl] = extractBlocks('```sql title="Syntax" template\nCREATE {x};\n```\n', 'f.md');
    expect(isTemplate(tpl)).toBe(true);
  });

  test('failures name the file, the line and column in the file, and what was expected', () => {
    const result = checkBlock(sql[2]);
    expect(result.statements).toBe(2);
    expect(result.failures).toHaveLength(1);
    // The block is indented by two spaces inside <TabItem>: the column counts them.
    expect(formatFailure(result.failures[0]).split('\n')).toEqual([
      'docs/example.mdx:27:10: expected a relationship path `rel[target].property` but found `produced_in[].plant_name` (missing target concept inside [ ])',
      ' 27 |        `produced_in[].plant_name`',
      '    |        ^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ]);
  });
});

test.describe('command line', () => {
  test('reports failures with file:line, a summary and exit code 1', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-check-'));
    try {
      fs.mkdirSync(path.join(dir, 'sub'));
      fs.writeFileSync(path.join(dir, 'sub', 'page.mdx'), MDX);
      fs.writeFileSync(
        path.join(dir, 'good.md'),
        '# Good\n\n```sql\nSHOW CONCEPTS;\nSELECT * FROM `timbr`.`product`;\n```\n',
      );
      let stdout = '';
      let stderr = '';
      let status = 0;
      try {
        execFileSync(process.execPath, toolArgs(CLI, dir), {cwd: ROOT, encoding: 'utf8', stdio: 'pipe'});
      } catch (error) {
        const e = error as {stdout: string; stderr: string; status: number};
        ({stdout, stderr, status} = e);
      }
      expect(status).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `${path.join(dir, 'sub', 'page.mdx')}:27:10: expected a relationship path \`rel[target].property\`` +
          ' but found `produced_in[].plant_name` (missing target concept inside [ ])',
        ' 27 |        `produced_in[].plant_name`',
        '    |        ^^^^^^^^^^^^^^^^^^^^^^^^^^',
      ]);
      expect(stdout.trim()).toBe('4 SQL blocks checked, 6 statements, 1 templates skipped, 1 failed');

      const ok = execFileSync(process.execPath, toolArgs(CLI, path.join(dir, 'good.md')), {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(ok.trim()).toBe('1 SQL blocks checked, 2 statements, 0 templates skipped, 0 failed');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

test('the checker rejects at least 95% of broken statements of the docs, and every unbalanced bracket and quote', async () => {
  const result = mutants.measure(mutants.collectStatements(), checkStatement);
  expect(result.mutants).toBeGreaterThan(1000);
  expect(result.rejected / result.mutants).toBeGreaterThanOrEqual(0.95);
  for (const kind of ['unbalance a bracket', 'unbalance a quote']) {
    expect(result.byKind[kind].rejected, kind).toBe(result.byKind[kind].mutants);
  }
});

// ---------------------------------------------------------------------------
// Prism
// ---------------------------------------------------------------------------

type Flat = {type: string; content: string};

function flatten(tokens: (string | Prism.Token)[], out: Flat[] = []): Flat[] {
  for (const t of tokens) {
    if (typeof t === 'string') {
      if (t.trim()) out.push({type: 'plain', content: t.trim()});
    } else if (typeof t.content === 'string') {
      out.push({type: t.type, content: t.content});
    } else {
      const inner = Array.isArray(t.content) ? t.content : [t.content];
      const text = inner.map((x) => (typeof x === 'string' ? x : String(x.content))).join('');
      out.push({type: t.type, content: text});
    }
  }
  return out;
}

test.describe('Prism Timbr SQL', () => {
  test.beforeAll(() => {
    extendTimbrSql(Prism);
  });

  const tokenize = (code: string) => flatten(Prism.tokenize(code, Prism.languages.sql));

  test('a relationship path is one token', () => {
    const tokens = tokenize('SELECT `produced_in[plant].plant_name`, `product_name` FROM `dtimbr`.`product`;');
    expect(tokens).toContainEqual({type: TIMBR_PATH_TOKEN, content: '`produced_in[plant].plant_name`'});
    expect(tokens).toContainEqual({type: TIMBR_SCHEMA_TOKEN, content: '`dtimbr`'});
    expect(tokens).toContainEqual({type: 'identifier', content: '`product_name`'});
    expect(tokens.filter((t) => t.type === 'punctuation' && t.content === '[')).toEqual([]);
  });

  test('chained, transitive, inverse and measure paths', () => {
    const paths = [
      '`in_order[order].ordered_by[customer].customer_city`',
      '`supplied_by[plant*3].plant_name`',
      '`supplied_by[plant*3]_transitivity_level`',
      '`~in_order[order].order_id`',
      '`measure.total_sales`',
      '`measure.placed[order].total_sales`',
    ];
    const tokens = tokenize(`SELECT ${paths.join(', ')} FROM dtimbr.\`plant\``);
    for (const p of paths) expect(tokens).toContainEqual({type: TIMBR_PATH_TOKEN, content: p});
    expect(tokens).toContainEqual({type: TIMBR_SCHEMA_TOKEN, content: 'dtimbr'});
  });

  test('Timbr keywords are keywords', () => {
    const code = `CREATE OR REPLACE CONCEPT \`product\` (\`product_id\` string, \`total_sales\` measure double, PRIMARY KEY (\`product_id\`), LABEL (\`product_id\`),
  CONSTRAINT \`produced_in\` MULTIREFERENCE \`plant\` INVERSEOF \`produces\` TRANSITIVE(2)) INHERITS (\`thing\`) WITH TAGS (\`a\` = 'b');
CREATE OR REPLACE MAPPING \`m\` INTO (\`product\`) USING \`supply_chain_db\` WITHOUT PARSING AS SELECT \`a\` AS \`b\` FROM \`db\`.\`t\`;
CREATE OR REPLACE PROPERTY \`p\` string; CREATE OR REPLACE ONTOLOGY CUBE \`c\` USING \`d\` AS SELECT 1;`;
    const keywords = tokenize(code)
      .filter((t) => t.type === 'keyword')
      .map((t) => t.content.toUpperCase().replace(/\s+/g, ' '));
    for (const k of [
      'CONCEPT',
      'MEASURE',
      'LABEL',
      'MULTIREFERENCE',
      'INVERSEOF',
      'TRANSITIVE',
      'INHERITS',
      'TAGS',
      'MAPPING',
      'WITHOUT PARSING',
      'PROPERTY',
      'ONTOLOGY',
      'CUBE',
      'CREATE',
      'SELECT',
    ]) {
      expect(keywords, k).toContain(k);
    }
  });

  test("the keyword table's Timbr words are each one keyword token, and words generic SQL lacks", () => {
    const words = [...keywordsWith('extension')];
    expect(words.length).toBeGreaterThan(10);
    const keyword = Prism.languages.sql.keyword as Array<RegExp | {pattern: RegExp}>;
    const generic = keyword[keyword.length - 1];
    const genericPattern = generic instanceof RegExp ? generic : generic.pattern;
    for (const word of words) {
      expect(tokenize(`SELECT 1 ${word} x`), word).toContainEqual({type: 'keyword', content: word});
      expect(tokenize(`select 1 ${word.toLowerCase()} x`), word).toContainEqual({
        type: 'keyword',
        content: word.toLowerCase(),
      });
      for (const part of word.split(' '))
        expect(new RegExp(genericPattern.source, 'i').test(` ${part} `), part).toBe(false);
    }
  });

  test('the extension is applied once', () => {
    const before = Prism.languages.sql;
    extendTimbrSql(Prism);
    expect(Prism.languages.sql).toBe(before);
    const keyword = Prism.languages.sql.keyword;
    expect(Array.isArray(keyword) ? keyword.length : 1).toBe(2);
  });
});
