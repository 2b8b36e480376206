/**
 * Unit tests of the engine's runs on the shop of ./engine.spec.ts: the row
 * limit of a run, and the cuts of a result (LIMIT, OFFSET, the rows a page
 * shows) that fall inside a tie of ORDER BY. Results worked out by hand from
 * the two fixture files.
 */
import {test, expect} from '@playwright/test';
import {createEngine, type Engine} from '@timbr-docs/sql';
import {openShop} from './shop';

let engine: Engine;

test.beforeAll(async () => {
  const {model, db} = await openShop();
  engine = createEngine(model, db);
});

test.describe('the run loop', () => {
  test('a row limit stops the run and says whether more rows existed', () => {
    const query = 'SELECT `item_id` FROM `timbr`.`item` ORDER BY `item_id`';
    expect(engine.run(query, {maxRows: 2})).toMatchObject({rows: [[1], [2]], rowCount: 2, truncated: true});
    expect(engine.run(query, {maxRows: 3})).toMatchObject({rowCount: 3, truncated: false});
    expect(engine.run(query)).toMatchObject({rowCount: 3, truncated: false});
  });
});

test.describe('cuts inside a tie of ORDER BY', () => {
  // Sales by amount: 20.00 (100, 102, 103), 10.00 (101), 5.00 (104); by region: North (100, 102, 104), South (101, 103).
  const tie = (query: string, shownRows = 10) => engine.tieAtCut(query, {shownRows});

  test('LIMIT that cuts inside a tie is found, with the sort key and the value both rows share', () => {
    const t = tie('SELECT `sale_id`, `amount` FROM `timbr`.`sale` ORDER BY `amount` DESC LIMIT 2');
    expect(t).toMatchObject({by: 'LIMIT', after: 2, keys: [{expr: '`amount`', value: 20}]});
    expect(t?.message).toMatch(
      /LIMIT cuts inside a tie of ORDER BY: rows 2 and 3 .*`amount` = 20; 3 rows tie.*tie-breaker/,
    );
  });

  test('a tie-breaker, or a cut between different keys, passes', () => {
    expect(tie('SELECT `sale_id`, `amount` FROM `timbr`.`sale` ORDER BY `amount` DESC, `sale_id` LIMIT 2')).toBeNull();
    expect(tie('SELECT `sale_id`, `amount` FROM `timbr`.`sale` ORDER BY `amount` DESC LIMIT 3')).toBeNull();
  });

  test('the rows a page shows are a cut too', () => {
    const query = 'SELECT `sale_id`, `region` FROM `timbr`.`sale` ORDER BY `region`';
    expect(tie(query, 2)).toMatchObject({by: 'the rows shown', after: 2, keys: [{expr: '`region`', value: 'North'}]});
    expect(tie(query, 3)).toBeNull();
    expect(tie(query, 5)).toBeNull();
  });

  test('a sort key that is not selected is read all the same, and the result keeps its columns', () => {
    const query = 'SELECT `sale_id` FROM `timbr`.`sale` ORDER BY `region` LIMIT 1';
    expect(tie(query)).toMatchObject({keys: [{expr: '`region`', value: 'North'}]});
    expect(engine.run(query).columns).toEqual(['sale_id']);
    expect(tie('SELECT `sale_id` FROM `timbr`.`sale` ORDER BY `region`, `sale_id` LIMIT 1')).toBeNull();
  });

  test('ORDER BY an alias or a position of an aggregate', () => {
    // Sales per amount: 20.00 three, 10.00 one, 5.00 one.
    expect(
      tie('SELECT `amount`, COUNT(*) AS `n` FROM `timbr`.`sale` GROUP BY `amount` ORDER BY `n` DESC LIMIT 2'),
    ).toMatchObject({keys: [{expr: '`n`', value: 1}]});
    expect(
      tie('SELECT `amount`, COUNT(*) AS `n` FROM `timbr`.`sale` GROUP BY `amount` ORDER BY 2 DESC LIMIT 2'),
    ).toMatchObject({keys: [{expr: '2', value: 1}]});
    expect(
      tie('SELECT `amount`, COUNT(*) AS `n` FROM `timbr`.`sale` GROUP BY `amount` ORDER BY `n` DESC, `amount` LIMIT 2'),
    ).toBeNull();
  });

  test('OFFSET cuts at its start', () => {
    expect(tie('SELECT `sale_id` FROM `timbr`.`sale` ORDER BY `region` LIMIT 10 OFFSET 1')).toMatchObject({
      by: 'OFFSET',
      after: 1,
    });
    expect(tie('SELECT `sale_id` FROM `timbr`.`sale` ORDER BY `region`, `sale_id` LIMIT 2 OFFSET 1')).toBeNull();
  });

  test('after a UNION, ORDER BY a position', () => {
    const query =
      'SELECT `item_name` AS `name`, `price` FROM `timbr`.`item` UNION ALL SELECT `buyer_name`, 0 FROM `timbr`.`buyer` ORDER BY 2 LIMIT 1';
    expect(tie(query)).toMatchObject({by: 'LIMIT', keys: [{expr: '2', value: 0}]});
    expect(tie(query.replace('ORDER BY 2', 'ORDER BY 2, 1'))).toBeNull();
  });

  test('a tie of identical rows is no cut that matters', () => {
    expect(tie('SELECT `region` FROM `timbr`.`sale` ORDER BY `region` LIMIT 2')).toBeNull();
  });

  test('without ORDER BY, a cut of rows that differ is found', () => {
    expect(tie('SELECT `sale_id` FROM `timbr`.`sale` LIMIT 2')).toMatchObject({by: 'LIMIT', keys: []});
    expect(tie('SELECT `sale_id` FROM `timbr`.`sale`', 3)?.message).toMatch(/no ORDER BY/);
    expect(tie('SELECT `sale_id` FROM `timbr`.`sale`')).toBeNull();
  });
});
