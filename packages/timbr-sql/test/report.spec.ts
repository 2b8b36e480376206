/**
 * Unit tests (no browser) of how the SQL example checker splits a block into
 * statements and reports a failure: the line and column in the file, and the
 * line of the block with a caret under the offending text.
 */
import {test, expect} from '@playwright/test';
import {checkBlock, checkStatement, formatFailure, splitStatements} from '@timbr-docs/sql';
import {expectFail} from './expect-check';

test.describe('statement splitting', () => {
  test('splits on ; outside quotes, backticks and comments', () => {
    const code = [
      "SELECT 'a;b' AS `x;y` FROM t; -- a comment; with a semicolon",
      '/* block; comment */ SELECT "c;d";',
      'SHOW TAGS',
    ].join('\n');
    const parts = splitStatements(code);
    expect(parts.map((p) => p.text.trim().slice(0, 12))).toEqual(["SELECT 'a;b'", 'SELECT "c;d"', 'SHOW TAGS']);
    expect(code.slice(parts[1].offset, parts[1].offset + 6)).toBe('SELECT');
  });

  test('a block of comments only has no statements', () => {
    expect(splitStatements('-- nothing here\n/* or here */')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------

test.describe('reporting', () => {
  test('the error line is the line of the error inside a multi-line statement', () => {
    const block = {
      file: 'docs/x.md',
      line: 10,
      codeLine: 11,
      lang: 'sql',
      meta: '',
      code: "SHOW TAGS;\n\nCREATE OR REPLACE CONCEPT `product` (\n  `product_id` string,\n  PRIMARY KEY (`product_id`)\n) DESCRIPTION 'x';",
    };
    const [failure] = checkBlock(block).failures;
    expect(failure).toMatchObject({file: 'docs/x.md', line: 16, column: 3});
    expect(formatFailure(failure).split('\n')).toEqual([
      'docs/x.md:16:3: expected "INHERITS" but found DESCRIPTION',
      " 16 | ) DESCRIPTION 'x';",
      '    |   ^^^^^^^^^^^',
    ]);
  });

  test('a query with a stray comma: the line and column of the text where a column belongs, and what was expected', () => {
    // The parser reads FROM as a column name and stops at the next word; the report names the comma and marks FROM.
    const block = {
      file: 'docs/sql/x.md',
      line: 20,
      codeLine: 21,
      lang: 'sql',
      meta: '',
      code: 'SELECT `product_name`,\n       `unit_price`,\nFROM `dtimbr`.`product`;',
    };
    const [failure] = checkBlock(block).failures;
    expect(failure).toMatchObject({
      line: 23,
      column: 1,
      message: 'expected a column or expression after "," but found FROM',
    });
    expect(formatFailure(failure).split('\n')).toEqual([
      'docs/sql/x.md:23:1: expected a column or expression after "," but found FROM',
      ' 23 | FROM `dtimbr`.`product`;',
      '    | ^^^^',
    ]);
    // Plain words only: no grammar internals, no raw tab or newline.
    expect(failure.message).not.toMatch(/[\t\n]|\[ |dtimbr/);
  });

  test('a stray comma on one line, in GROUP BY, and a doubled comma', () => {
    expect(checkStatement('SELECT `a`, FROM `dtimbr`.`product`')).toMatchObject({
      ok: false,
      offset: 12,
      message: 'expected a column or expression after "," but found FROM',
    });
    expectFail(
      'SELECT `a`, COUNT(*) FROM `dtimbr`.`product` GROUP BY `a`, ORDER BY `a`',
      /^expected a column or expression after "," but found ORDER$/,
    );
    expect(checkStatement('SELECT `a`,, `b` FROM `dtimbr`.`product`')).toMatchObject({
      ok: false,
      offset: 11,
      message: 'expected a column or expression after "," but found ","',
    });
  });

  test('a missing expression: after SELECT, after WHERE at the end, before GROUP BY, after an operator', () => {
    const cases: [string, number, number, string][] = [
      ['SELECT\nFROM `dtimbr`.`product`;', 2, 1, 'expected a column or expression after SELECT but found FROM'],
      [
        'SELECT `product_name`\nFROM `dtimbr`.`product`\nWHERE;',
        3,
        6,
        'expected a condition after WHERE but found the end of the statement',
      ],
      [
        'SELECT `a` FROM `dtimbr`.`product` WHERE\nGROUP BY `a`;',
        2,
        1,
        'expected a condition after WHERE but found GROUP',
      ],
      [
        'SELECT `a` FROM `dtimbr`.`product` WHERE `b` =;',
        1,
        47,
        'expected an expression after "=" but found the end of the statement',
      ],
      ['SELECT `a` FROM;', 1, 16, 'expected a table after FROM but found the end of the statement'],
    ];
    for (const [code, line, column, message] of cases) {
      const [failure] = checkBlock({file: 'f.md', line: 0, codeLine: 1, lang: 'sql', meta: '', code}).failures;
      expect(failure, code).toMatchObject({line, column, message});
    }
    // The caret of an error at the end of the statement sits just after its last character.
    const [end] = checkBlock({
      file: 'f.md',
      line: 0,
      codeLine: 1,
      lang: 'sql',
      meta: '',
      code: 'SELECT `a` FROM `t` WHERE',
    }).failures;
    expect(formatFailure(end).split('\n').slice(1)).toEqual([
      ' 1 | SELECT `a` FROM `t` WHERE',
      '   |                          ^',
    ]);
  });

  test('a missing expression inside a Timbr statement points into the statement, not at the text the checker adds', () => {
    // A measure's SELECT is parsed with a FROM clause the checker adds: the report must not name it.
    expectFail(
      'CREATE OR REPLACE MEASURE `total_sales` double AS SELECT SUM(`sales`),;',
      /^expected a column or expression after "," but found the end of the statement$/,
    );
  });

  test('other query errors list what was expected without grammar internals', () => {
    const result = checkStatement('SELECT `a` `b` `c` FROM t');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^expected .+ but found `c`$/);
      expect(result.message).not.toMatch(/[\t\n\r]|\[ \\t/);
    }
  });

  test('an empty sql block fails', () => {
    const block = {file: 'docs/x.md', line: 3, codeLine: 4, lang: 'sql', meta: '', code: '\n'};
    expect(checkBlock(block).failures[0]).toMatchObject({line: 3, message: 'expected at least one SQL statement'});
  });
});
