/**
 * Unit tests (no browser) of the SQL example checker's front end: every form
 * of the SQL reference grammar accepted, and the malformed ones rejected with
 * their messages. How statements are split and failures reported is
 * ./report.spec.ts; the extraction of blocks from Markdown and the command
 * line are tested with the site (tests/unit/sql-checker.spec.ts).
 */
import {test, expect} from '@playwright/test';
import {checkBlock, checkIdentifier, checkStatement} from '@timbr-docs/sql';
import {expectFail, expectOk} from './expect-check';

// ---------------------------------------------------------------------------
// Every form of the SQL reference grammar, with supply-chain names.
// ---------------------------------------------------------------------------

const VALID: Record<string, string> = {
  // Ontology
  'create ontology with description': "CREATE ONTOLOGY `supply_chain` DESCRIPTION = 'Supply chain knowledge graph';",
  'create ontology': 'CREATE ONTOLOGY `supply_chain`;',
  'alter ontology description': "ALTER ONTOLOGY `supply_chain` SET DESCRIPTION = 'Orders, products and plants';",
  'alter ontology config key':
    "ALTER ONTOLOGY supply_chain SET graph_algorithm_manager_url = 'http://timbr-ga:12000/execute_algorithm';",
  'show config': 'SHOW CONFIG;',
  'show tags': 'SHOW TAGS;',
  'show version': 'SHOW VERSION;',
  // Properties
  property: 'CREATE OR REPLACE PROPERTY `product_name` string;',
  'property with description': "CREATE OR REPLACE PROPERTY `unit_price` decimal DESCRIPTION = 'Price of one unit';",
  'property with tags':
    "CREATE OR REPLACE PROPERTY `customer_segment` string WITH TAGS (`pii` = 'false', `owner` = 'sales');",
  'calculated property': 'CREATE OR REPLACE PROPERTY `order_year` int AS SELECT year(`order_date`);',
  'property of every type':
    'CREATE OR REPLACE CONCEPT `typed` (`a` string, `b` int, `c` integer, `d` bigint, `e` float, `f` double, `g` decimal(10,2), `h` boolean, `i` date, `j` time, `k` timestamp, PRIMARY KEY (`a`)) INHERITS (`thing`);',
  // Measures
  'measure (official form)':
    "CREATE MEASURE `total_sales` double DESCRIPTION 'Sum of sales' AS SELECT SUM(`sales`) WHERE `market` = 'Europe';",
  'measure or replace, official form without where':
    "CREATE OR REPLACE MEASURE `total_sales` double DESCRIPTION 'Sum of sales' AS SELECT SUM(`sales`);",
  'measure catalog form':
    "CREATE OR REPLACE MEASURE `total_sales` double DESCRIPTION = 'Sum of sales' AS SELECT SUM(`sales`);",
  'measure avg': 'CREATE OR REPLACE MEASURE `avg_discount` double AS SELECT AVG(`order_item_discount`);',
  'measure min max': 'CREATE OR REPLACE MEASURE `max_price` double AS SELECT MAX(`unit_price`);',
  'measure count distinct': 'CREATE OR REPLACE MEASURE `order_count` bigint AS SELECT COUNT(DISTINCT `order_id`);',
  'measure from measures': 'CREATE OR REPLACE MEASURE `net_profit` double AS SELECT `total_sales` - `total_cost`;',
  'filtered measure':
    "CREATE OR REPLACE MEASURE `europe_sales` double AS SELECT `total_sales` WHERE `market` = 'Europe';",
  // Concepts and relationships
  'concept (official form)':
    "CREATE OR REPLACE CONCEPT `product` (`product_id` string, `product_name` string, PRIMARY KEY(`product_id`), LABEL(`product_name`)) INHERITS (`thing`) DESCRIPTION 'A product';",
  'concept with measure, relationships, tags': `CREATE OR REPLACE CONCEPT \`order\` (
  \`order_id\` string,
  \`product_id\` string,
  \`customer_id\` string,
  \`sales\` double,
  \`total_sales\` measure double,
  PRIMARY KEY (\`order_id\`),
  LABEL (\`order_id\`, \`market\`),
  CONSTRAINT \`of_product\` FOREIGN KEY (\`product_id\`) REFERENCES \`product\` (\`product_id\`) INVERSEOF \`in_order\`,
  CONSTRAINT \`ordered_by\` FOREIGN KEY (\`customer_id\`, \`market\`) REFERENCES \`customer\` (\`customer_id\`, \`market\`) INVERSEOF \`placed\`
) INHERITS (\`thing\`, \`event\`) DESCRIPTION 'A customer order' WITH TAGS (\`domain\` = 'sales', \`owner\` = 'ops');`,
  'transitive relationship':
    'CREATE OR REPLACE CONCEPT `plant` (`plant_id` string, `parent_plant_id` string, PRIMARY KEY (`plant_id`), CONSTRAINT `supplied_by` FOREIGN KEY (`parent_plant_id`) REFERENCES `plant` (`plant_id`) INVERSEOF `supplies` TRANSITIVE(3)) INHERITS (`thing`);',
  'transitive without depth':
    'CREATE OR REPLACE CONCEPT `plant` (`plant_id` string, `parent_plant_id` string, PRIMARY KEY (`plant_id`), CONSTRAINT `supplied_by` FOREIGN KEY (`parent_plant_id`) REFERENCES `plant` (`plant_id`) INVERSEOF `supplies` TRANSITIVE) INHERITS (`thing`);',
  'many-to-many relationship':
    'CREATE OR REPLACE CONCEPT `product` (`product_id` string, PRIMARY KEY (`product_id`), CONSTRAINT `produced_in` MULTIREFERENCE `plant` INVERSEOF `produces`) INHERITS (`thing`);',
  'sub-concept from timbr':
    "CREATE OR REPLACE CONCEPT `european_order` (`vat_rate` double) INHERITS (`order`) DESCRIPTION 'Orders in Europe' WITH TAGS (`domain` = 'sales') FROM timbr.`order` WHERE `market` = 'Europe';",
  'sub-concept from timbr without columns':
    "CREATE OR REPLACE CONCEPT `european_order` INHERITS (`order`) FROM timbr.`order` WHERE `market` = 'Europe';",
  'sub-concept by relationship':
    "CREATE OR REPLACE CONCEPT `texas_order` INHERITS (`order`) FROM dtimbr.`order` WHERE `ordered_by[customer].customer_state` = 'TX';",
  'alter concept tag': "ALTER CONCEPT `product` UPDATE TAG `owner`='supply_team';",
  // Mappings
  'mapping (official form)':
    'CREATE OR REPLACE MAPPING `map_product` INTO (`product`) USING supply_chain_db WITHOUT PARSING AS SELECT `prod_id` AS `product_id` FROM scdata.products;',
  'mapping official form without options':
    'CREATE OR REPLACE MAPPING `map_product` INTO (`product`) AS SELECT `prod_id` AS `product_id` FROM scdata.products;',
  'mapping catalog form':
    "CREATE OR REPLACE MAPPING `map_order` INTO (`order`) USING `supply_chain_db` AS SELECT `order_id` AS `order_id`, CAST(`order_total` AS double) AS `sales`, CONCAT(`city`, ', ', `country`) AS `market` FROM `scdata`.`orders`;",
  'mapping without parsing':
    'CREATE OR REPLACE MAPPING `map_plant` INTO (`plant`) USING `supply_chain_db` WITHOUT PARSING AS SELECT `plant_id` AS `plant_id` FROM `scdata`.`plants`;',
  'many-to-many mapping':
    'CREATE OR REPLACE MAPPING `map_product_plant` (CONSTRAINT `produced_in` FOREIGN KEY (`plant_id`) REFERENCES `plant` (`plant_id`), CONSTRAINT `produces` FOREIGN KEY (`product_id`) REFERENCES `product` (`product_id`)) USING `supply_chain_db` AS SELECT `prod` AS `product_id`, `plant` AS `plant_id` FROM `scdata`.`product_plants`;',
  // Views and cubes
  'ontology view': `CREATE OR REPLACE ONTOLOGY VIEW \`sales_by_plant\` USING \`supply_chain_db\` DESCRIPTION 'Sales per plant' WITH TAGS (\`domain\` = 'sales') AS
SELECT \`produced_in[plant].plant_name\` AS \`plant_name\`, SUM(\`measure.total_sales\`) AS \`total_sales\`
FROM \`dtimbr\`.\`product\`
WHERE \`in_order[order].market\` = 'Europe'
GROUP BY \`produced_in[plant].plant_name\`
ORDER BY \`total_sales\` DESC;`,
  'view (older form)':
    'CREATE OR REPLACE VIEW `product_plants` AS SELECT `product_name`, `produced_in[plant].plant_name` FROM `dtimbr`.`product`;',
  'ontology cube': `CREATE OR REPLACE ONTOLOGY CUBE \`sales_cube\` USING \`supply_chain_db\` WITH TAGS (\`hierarchy.location\` = 'market,customer_city') AS
SELECT \`market\` AS \`market\`, \`ordered_by[customer].customer_city\` AS \`customer_city\`,
       \`measure.total_sales\` AS \`measure.total_sales\`,
       \`measure.of_product[product].total_cost\` AS \`measure.product_cost\`
FROM \`dtimbr\`.\`order\`;`,
  // Cache
  'cache mapping': "CACHE MAPPING map_order OPTIONS (`schema`='timbr_cache_schema')",
  'cache mapping partitioned':
    "CACHE MAPPING map_order USING timbr_virtualization OPTIONS (`schema`='timbr_cache_schema', partition='order_date')",
  // Permissions
  grant: 'GRANT QUERY ON ontology.supply_chain TO USER analyst',
  'grant all with grant option': 'GRANT EDIT ON ALL ontology TO ROLE data_stewards WITH GRANT OPTION',
  'grant access on datasources': 'GRANT ACCESS ON ALL datasources TO ROLE viewers;',
  revoke: 'REVOKE QUERY ON ontology.`supply_chain` FROM USER analyst',
  'revoke with grant option': 'REVOKE EDIT ON ALL users FROM ROLE admins WITH GRANT OPTION',
  // Metadata and system tables
  'show concepts': 'SHOW CONCEPTS;',
  'show tables': 'SHOW TABLES;',
  'show tables in dtimbr': 'SHOW TABLES IN dtimbr;',
  'show schemas': 'SHOW SCHEMAS;',
  'show datasources': 'SHOW DATASOURCES;',
  'describe concept': "DESCRIBE CONCEPT `dtimbr`.`product` OPTIONS (graph_depth='1');",
  'describe concept lower-case': 'describe concept `dtimbr`.`product`',
  'desc (legacy)': 'DESC `timbr`.`product`;',
  'system table': 'SELECT * FROM timbr.SYS_CONCEPTS;',
  'system table relationships': 'SELECT * FROM timbr.SYS_CONCEPT_RELATIONSHIPS',
  // Queries
  'query timbr': "SELECT `product_id`, `product_name` FROM `timbr`.`product` WHERE `product_name` LIKE 'Bike%';",
  'query etimbr': "SELECT entity_id, entity_type, entity_label FROM `etimbr`.`thing` WHERE entity_type = 'product';",
  'query dtimbr paths': `SELECT \`produced_in[plant].plant_name\`, \`in_order[order].ordered_by[customer].customer_segment\`, COUNT(*) AS \`orders\`
FROM \`dtimbr\`.\`product\`
WHERE \`produced_in[plant].plant_country\` = 'Mexico'
GROUP BY \`produced_in[plant].plant_name\`, \`in_order[order].ordered_by[customer].customer_segment\`
HAVING COUNT(*) > 10
ORDER BY \`orders\` DESC;`,
  'path, transitive': 'SELECT `plant_name`, `supplied_by[plant*3].plant_name` FROM `dtimbr`.`plant`;',
  'transitivity level column':
    'SELECT `supplied_by[plant*3].plant_name`, `supplied_by[plant*3]_transitivity_level` FROM `dtimbr`.`plant`;',
  'inverse relationship column': 'SELECT `~in_order[order].order_id` FROM `dtimbr`.`product`;',
  'type flag column': 'SELECT `order_id`, `_type_of_european_order` FROM `dtimbr`.`order`;',
  'measure column': 'SELECT `market`, `measure.total_sales` FROM `dtimbr`.`order` GROUP BY `market`;',
  'measure via relationship':
    'SELECT `customer_segment`, `measure.placed[order].total_sales` FROM `dtimbr`.`customer` GROUP BY `customer_segment`;',
  'built-in columns': 'SELECT `entity_id`, `entity_type`, `entity_label` FROM `dtimbr`.`customer`;',
  'view query': 'SELECT * FROM `vtimbr`.`sales_by_plant`;',
  'with query':
    'WITH `top` AS (SELECT `product_id`, `measure.total_sales` AS `sales` FROM `dtimbr`.`product`) SELECT * FROM `top` ORDER BY `sales` DESC LIMIT 10;',
  'no final semicolon, lower-case keywords': "select `order_id` from `dtimbr`.`order` where `market` = 'Europe'",
  'schema without backticks': 'SELECT `product_name` FROM dtimbr.`product`',
  'aggregate FILTER clause': `SELECT \`order_year\`,
  (SUM(\`measure.total_sales\`) FILTER (WHERE \`market\` = 'Europe')) AS \`europe\`
FROM \`dtimbr\`.\`order\` GROUP BY \`order_year\`;`,
  'SUBSTRING FROM FOR': 'SELECT SUBSTRING(`order_date_text` FROM 1 FOR 4) AS `y` FROM `dtimbr`.`order`;',
  'NULLS LAST': 'SELECT `order_year` FROM `dtimbr`.`order` ORDER BY `order_year` DESC NULLS LAST;',
  'CAST AS STRING': 'SELECT CAST(`order_id` AS STRING) AS `id` FROM `dtimbr`.`order`;',
};

test.describe('SQL checker accepts every form of the grammar', () => {
  for (const [name, sql] of Object.entries(VALID)) {
    test(name, () => {
      expectOk(sql);
    });
  }
});

test.describe('SQL checker rejects malformed statements', () => {
  test('mapping without INTO', () => {
    expectFail(
      'CREATE OR REPLACE MAPPING `map_product` (`product`) USING `supply_chain_db` AS SELECT `prod_id` AS `product_id` FROM `scdata`.`products`;',
      /expected INTO/,
    );
    expectFail(
      'CREATE OR REPLACE MAPPING `map_product` USING `supply_chain_db` AS SELECT `prod_id` AS `product_id` FROM `scdata`.`products`;',
      /expected INTO/,
    );
  });

  test('unbalanced parentheses', () => {
    const r = expectFail(
      'CREATE OR REPLACE MEASURE `total_sales` double AS SELECT SUM(`sales`;',
      /expected \) to close the \(/,
    );
    expect(r.ok === false && r.offset).toBe('CREATE OR REPLACE MEASURE `total_sales` double AS SELECT SUM'.length);
    expectFail('SELECT COUNT(`order_id`)) FROM `dtimbr`.`order`', /expected no \)/);
    expectFail(
      'CREATE OR REPLACE CONCEPT `product` (`product_id` string, PRIMARY KEY (`product_id`) INHERITS (`thing`);',
      /expected \)/,
    );
  });

  test('unbalanced brackets', () => {
    expectFail('SELECT `produced_in[plant.plant_name` FROM `dtimbr`.`product`', /unbalanced \[ \]/);
    expectFail('SELECT `produced_in[plant]].plant_name` FROM `dtimbr`.`product`', /unbalanced \[ \]/);
    expectFail('SELECT `tags`[0 FROM `dtimbr`.`product`', /expected \] to close the \[/);
    expectFail('SELECT (`a`] FROM t', /expected \) \(to close the \(/);
  });

  test('unbalanced backticks and quotes', () => {
    expectFail('SELECT `product_name FROM `dtimbr`.`product`;', /expected a closing `/);
    expectFail('SELECT `product_name` FROM `dtimbr`.`product', /expected a closing `/);
    expectFail("SELECT `product_name` FROM `dtimbr`.`product` WHERE `market` = 'Europe", /expected a closing '/);
  });

  test('relationship path without target', () => {
    expectFail('SELECT `produced_in[].plant_name` FROM `dtimbr`.`product`', /missing target concept/);
    expectFail(
      'SELECT `produced_in.plant_name` FROM `dtimbr`.`product`',
      /expected a relationship path with a target concept/,
    );
    expectFail('SELECT `in_order.ordered_by[customer].customer_city` FROM `dtimbr`.`product`', /needs its \[target\]/);
    expectFail('SELECT `produced_in[plant]`.`plant_name` FROM `dtimbr`.`product`', /missing \.property/);
    expectFail('SELECT `supplied_by[plant*].plant_name` FROM `dtimbr`.`plant`', /transitive depth/);
    expectFail(
      "CREATE OR REPLACE CONCEPT `texas_order` INHERITS (`order`) FROM dtimbr.`order` WHERE `ordered_by[].customer_state` = 'TX';",
      /missing target concept/,
    );
    expectFail(
      'CREATE OR REPLACE MAPPING `m` INTO (`order`) AS SELECT `a` AS `in_order[].x` FROM `db`.`t`',
      /missing target concept/,
    );
  });

  test('legacy shorthand only when allowed', () => {
    expectFail('SELECT `birth_place.country.name` FROM `dtimbr`.`person`', /legacy shorthand/);
    expect(
      checkStatement('SELECT `birth_place.country.name` FROM `dtimbr`.`person`', {allowLegacyPaths: true}).ok,
    ).toBe(true);
    const block = {
      file: 'docs/x.md',
      line: 1,
      codeLine: 2,
      lang: 'sql',
      meta: 'legacy-paths',
      code: 'SELECT `birth_place.country.name` FROM `dtimbr`.`person`;',
    };
    expect(checkBlock(block).failures).toEqual([]);
  });

  test('unknown statement', () => {
    expectFail('DROP CONCEPT `product`;', /expected a statement: SELECT, WITH, CREATE.* but found DROP/);
    expectFail('SET my_var = 1', /expected a statement/);
    expectFail('CREATE OR REPLACE DATASOURCE `supply_chain_db`', /expected .*"CONCEPT"/);
  });

  test('template notation outside a template block', () => {
    expectFail('CREATE OR REPLACE CONCEPT `{concept}` INHERITS (`thing`);', /placeholder `\{concept\}`.*sql template/);
    expectFail('SELECT `{rel}[{target}].{property}` FROM `dtimbr`.`product`', /placeholder/);
    expectFail(
      'CREATE [OR REPLACE] MEASURE `total_sales` double AS SELECT SUM(`sales`);',
      /but found "\[" \(syntax template notation\?/,
    );
    expectFail('SELECT {columns} FROM `dtimbr`.`product`', /sql template/);
  });

  test('garbage queries', () => {
    expectFail('SELECT FROM WHERE', /expected/);
    expectFail('SELECT `product_name` FROM FROM `dtimbr`.`product`', /expected/);
    expectFail('SELECT `a` `b` `c` FROM t', /expected/);
    expectFail("SELECT `a` FROM t WHERE `b` = = 'x'", /expected/);
  });

  test('grammar violations in Timbr DDL', () => {
    expectFail(
      "CREATE OR REPLACE CONCEPT `product` (`product_id` string, PRIMARY KEY (`product_id`)) DESCRIPTION 'x';",
      /expected "INHERITS" but found DESCRIPTION/,
    );
    expectFail('CREATE OR REPLACE PROPERTY `product_name` varchar;', /expected data type/);
    expectFail('CREATE OR REPLACE CONCEPT `rel[plant].x` INHERITS (`thing`);', /reserved characters/);
    expectFail(
      'CREATE OR REPLACE CONCEPT `product` (`plant_id` string, CONSTRAINT `produced_in` FOREIGN KEY (`plant_id`) REFERENCES `plant` (`plant_id`)) INHERITS (`thing`);',
      /INVERSEOF/,
    );
    expectFail(
      'CREATE OR REPLACE ONTOLOGY CUBE `c` USING `supply_chain_db` AS SELECT `market`, `measure.total_sales` AS `measure.total_sales` FROM `dtimbr`.`order` GROUP BY `market`;',
      /no GROUP BY/,
    );
    expectFail('CREATE OR REPLACE MEASURE `total_sales` double AS SELECT SUM(`sales`) FROM `x` WHERE;', /expected/);
    expectFail('GRANT READ ON ontology TO USER analyst', /EDIT, QUERY or ACCESS/);
    expectFail('CACHE MAPPING map_order', /OPTIONS/);
  });

  test('identifier check', () => {
    expect(checkIdentifier('produced_in[plant].plant_name')).toEqual({ok: true, kind: 'path'});
    expect(checkIdentifier('in_order[order].ordered_by[customer].customer_city')).toEqual({ok: true, kind: 'path'});
    expect(checkIdentifier('supplied_by[plant*3]_transitivity_level')).toEqual({ok: true, kind: 'path'});
    expect(checkIdentifier('~in_order[order].order_id')).toEqual({ok: true, kind: 'path'});
    expect(checkIdentifier('measure.total_sales')).toEqual({ok: true, kind: 'measure'});
    expect(checkIdentifier('measure.placed[order].total_sales')).toEqual({ok: true, kind: 'measure'});
    expect(checkIdentifier('order')).toEqual({ok: true, kind: 'name'});
    expect(checkIdentifier('rel[target]x').ok).toBe(false);
    expect(checkIdentifier('rel[target]._transitivity').ok).toBe(true); // a property named _transitivity
    expect(checkIdentifier('rel[target]_other').ok).toBe(false);
  });
});
