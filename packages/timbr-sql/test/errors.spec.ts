/**
 * Unit tests of the Timbr SQL front end's errors: where a syntax error is
 * reported (its offset, what was expected, what was found), and the
 * engine's refusal, by name, of what the checker accepts but the engine
 * does not run.
 */
// cspell:ignore pagerank
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  EngineError,
  SqlSyntaxError,
  buildModel,
  checkStatement,
  compileQuery,
  parseModelScript,
  parseStatement,
  splitStatements,
  tokenize,
} from '@timbr-docs/sql';

/** The syntax error of a statement. */
function syntaxError(sql: string): SqlSyntaxError {
  try {
    parseStatement(sql, {checkPaths: true});
  } catch (error) {
    expect(error).toBeInstanceOf(SqlSyntaxError);
    return error as SqlSyntaxError;
  }
  throw new Error(`expected a syntax error for: ${sql}`);
}

test.describe('syntax errors: offset, what was expected, what was found', () => {
  test('the offset is the offending token, the message names it', () => {
    const e = syntaxError('SELECT `a`\nFROM FROM `t`');
    expect([e.offset, e.found, e.message]).toEqual([16, 'FROM', 'expected a table after FROM but found FROM']);
    expect(e.toEngineError('SELECT `a`\nFROM FROM `t`')).toMatchObject({kind: 'syntax', line: 2, column: 6});
  });

  test('a missing part after a keyword, a comma or an operator', () => {
    expect(syntaxError('SELECT `a` FROM `t` WHERE `b` >')).toMatchObject({
      offset: 31,
      message: 'expected an expression after ">" but found the end of the statement',
    });
    expect(syntaxError('SELECT `a` FROM `t` ORDER BY')).toMatchObject({
      offset: 28,
      message: 'expected a column or expression after ORDER BY but found the end of the statement',
    });
    expect(syntaxError('SELECT `a` FROM `t`, ')).toMatchObject({
      offset: 21,
      message: 'expected a table after "," but found the end of the statement',
    });
    expect(syntaxError('SELECT `a` FROM `t` GROUP `a`')).toMatchObject({
      offset: 26,
      message: 'expected "BY" but found `a`',
    });
    expect(syntaxError('SELECT COUNT() FROM `t`')).toMatchObject({
      offset: 13,
      message: 'expected an expression or * inside COUNT() but found ")"',
    });
  });

  test('a DDL keyword out of place, and the list of what could come', () => {
    expect(syntaxError("CREATE OR REPLACE CONCEPT `p` DESCRIPTION 'x'")).toMatchObject({
      offset: 30,
      message: 'expected "(" or "INHERITS" but found DESCRIPTION',
    });
    expect(syntaxError('CREATE VIEW')).toMatchObject({
      offset: 11,
      message: 'expected a name but found the end of the statement',
    });
    expect(syntaxError('SHOW')).toMatchObject({
      message: /^expected "TABLES", "CONFIG", .* or "DATASOURCES" but found the end of the statement$/,
    });
  });

  test('brackets and quotes are checked first, where they open', () => {
    expect(syntaxError('SELECT SUM(`a` FROM `t` WHERE `b` = = 1')).toMatchObject({
      offset: 10,
      message: /expected \) to close the \( opened here/,
    });
    expect(syntaxError("SELECT `a` FROM `t` WHERE `b` = 'x")).toMatchObject({
      offset: 32,
      message: "expected a closing ' for the string that starts here",
    });
    expect(syntaxError('SELECT `a` /* note')).toMatchObject({
      offset: 11,
      message: 'expected a closing */ for the comment that starts here',
    });
  });

  test("a range of the source is parsed alone, with the source's offsets", () => {
    const source = 'SHOW TAGS; SELECT FROM `t`';
    try {
      parseStatement(source, {start: 11, end: source.length});
      throw new Error('no error');
    } catch (error) {
      expect(error).toMatchObject({offset: 18, message: 'expected a column or expression after SELECT but found FROM'});
    }
  });

  test('tokens carry their line and column; splitting keeps the original text', () => {
    const t = tokenize("SELECT\n  'it''s' AS `x`").filter((x) => x.type !== 'eof');
    expect(t.map((x) => [x.type, x.value, x.pos.line, x.pos.column])).toEqual([
      ['ident', 'SELECT', 1, 1],
      ['string', "it's", 2, 3],
      ['ident', 'AS', 2, 11],
      ['quoted', 'x', 2, 14],
    ]);
    expect(splitStatements('SELECT 1 -- one;\n; /* two; */ SELECT 2')).toEqual([
      {text: 'SELECT 1', offset: 0},
      {text: 'SELECT 2', offset: 30},
    ]);
  });
});

test.describe('the engine parses what the checker accepts, and refuses by name what it does not run', () => {
  const model = buildModel(
    parseModelScript(fs.readFileSync(path.join(__dirname, 'fixtures', 'semantic-engine-shop.sql'), 'utf8')),
  );
  const cases: [string, string][] = [
    ['WITH `t` AS (SELECT `item_id` FROM `timbr`.`item`) SELECT `item_id` FROM `t`', 'WITH'],
    ["SELECT `item_name` FROM `timbr`.`item` WHERE `item_name` REGEXP '^B'", 'REGEXP'],
    ['SELECT `item_id`::string FROM `timbr`.`item`', '::'],
    ['SELECT `item_id` FROM `timbr`.`item` WHERE `item_id` <=> 1', '<=>'],
    ["SELECT `sale_date` + INTERVAL '1' DAY FROM `timbr`.`sale`", 'INTERVAL'],
    ['SELECT * FROM `gtimbr`.`pagerank`(1)', 'gtimbr'],
    ['SELECT `item_name` FROM `timbr`.`item` LEFT JOIN `timbr`.`sale` USING (`item_id`)', 'LEFT JOIN'],
    ['(SELECT `item_id` FROM `timbr`.`item` LIMIT 1) UNION (SELECT `sale_id` FROM `timbr`.`sale`)', '( ... )'],
  ];
  for (const [query, construct] of cases) {
    test(construct, () => {
      expect(checkStatement(query), query).toMatchObject({ok: true});
      let error: unknown;
      try {
        compileQuery(model, query);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({kind: 'unsupported', construct, message: /Timbr server/});
    });
  }
});
