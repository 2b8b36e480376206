/**
 * Unit tests of the engine's prepared queries on the shop of ./engine.spec.ts:
 * a query is lexed and compiled once by `prepare`, and the prepared query
 * runs and checks its cuts for ties without lexing or compiling again. The
 * stages are counted with the engine's `onStage` option.
 */
import {test, expect} from '@playwright/test';
import {createEngine, EngineError, type PrepareStage} from '@timbr-docs/sql';
import {openShop} from './shop';

// Sales by amount: 20.00 (100, 102, 103), 10.00 (101), 5.00 (104).
const TIED = 'SELECT `sale_id`, `amount` FROM `timbr`.`sale` ORDER BY `amount` DESC LIMIT 2';

async function countingEngine() {
  const {model, db} = await openShop();
  const stages: PrepareStage[] = [];
  const engine = createEngine(model, db, {onStage: (stage) => stages.push(stage)});
  return {engine, stages};
}

test('prepare lexes and compiles a query once; its runs and tie checks do neither again', async () => {
  const {engine, stages} = await countingEngine();
  const prepared = engine.prepare(TIED);
  expect(stages).toEqual(['lex', 'compile']);
  const result = prepared.run();
  const tie = prepared.tieAtCut({shownRows: 10});
  prepared.run({maxRows: 1});
  prepared.tieAtCut({shownRows: 1});
  expect(stages).toEqual(['lex', 'compile']);
  expect(prepared.query).toBe(TIED);
  expect(result).toMatchObject({columns: ['sale_id', 'amount'], rowCount: 2, sql: prepared.compiled.sql});
  expect(tie).toMatchObject({by: 'LIMIT', after: 2, keys: [{expr: '`amount`', value: 20}]});
});

test('a prepared query gives what the one-shot methods give, which lex and compile on each call', async () => {
  const {engine, stages} = await countingEngine();
  const prepared = engine.prepare(TIED);
  stages.length = 0;
  expect(engine.run(TIED)).toEqual(prepared.run());
  expect(engine.tieAtCut(TIED, {shownRows: 10})).toEqual(prepared.tieAtCut({shownRows: 10}));
  expect(engine.compile(TIED)).toEqual(prepared.compiled);
  expect(stages).toEqual(['lex', 'compile', 'lex', 'compile', 'lex', 'compile']);
});

test('a query that does not compile fails in prepare, after its one lexing', async () => {
  const {engine, stages} = await countingEngine();
  expect(() => engine.prepare('SELECT `colour` FROM `timbr`.`item`')).toThrow(EngineError);
  expect(stages).toEqual(['lex']);
});
