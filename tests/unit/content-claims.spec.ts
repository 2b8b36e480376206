/**
 * Unit tests (no build) of claims in the pages (docs/, partials included) and in the glossary definitions that
 * pages carry, that reviews found wrong and that a pattern can recognize. Each rule names what the references say
 * instead; each is shown to fail on the sentence that was wrong, and to pass on every page. The rules of other areas
 * are in content-claims-*.spec.ts; what the specs share is tests/support/content-claims.ts.
 */
import path from 'node:path';
import fs from 'node:fs';
import {proseWith, ruleTests, type Rule} from '../support/content-claims';

const ROOT = path.resolve(__dirname, '../..');
const MODEL = fs.readFileSync(path.join(ROOT, 'src/features/runnable-sql/data/model.sql'), 'utf8');

/** Concepts of the running example (the sample model) and of a page's own CREATE CONCEPT statements. */
function conceptsOf(...sources: string[]): Set<string> {
  const names = new Set<string>(['thing']);
  for (const s of sources) for (const m of s.matchAll(/CREATE (?:OR REPLACE )?CONCEPT `([^`]+)`/g)) names.add(m[1]);
  return names;
}

const NUMBER_WORD = '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+)';

/** Counts written as words, from two, in order: a count in prose next to a table. */
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const NUMBER_WORD_ONLY = NUMBER_WORDS.join('|');

const RULES: Rule[] = [
  {
    name: 'a mapping said to reach the source as written, without WITHOUT PARSING',
    instead:
      'Timbr parses a mapping query unless it has WITHOUT PARSING (reference sql/mappings); name the clause where the query goes through unchanged.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bmappings?\b/i.test(b.text) &&
          /\b(as written|unchanged|verbatim|as is)\b/i.test(b.text) &&
          !b.text.includes('WITHOUT PARSING'),
      ),
  },
  {
    name: 'a Natural Language Query typed as a free sentence, or started on a concept that does not exist',
    instead:
      'The Natural Language Query starts with `find` and a concept; autocomplete offers what follows (reference platform/visualizing/data-exploration).',
    check: (blocks, source) => {
      const concepts = conceptsOf(MODEL, source);
      return blocks.filter((b) => {
        if (b.fence || !/Natural Language Query/.test(b.text)) return false;
        const quoted = /["“][^"”]*\s[^"”]*["”]/.test(b.text);
        const unknown = [...b.text.matchAll(/`find ([a-z_]\w*)[^`]*`/g)].some((m) => !concepts.has(m[1]));
        return quoted || unknown;
      });
    },
  },
  {
    name: 'a cube read from Excel or Power BI shown as working',
    instead:
      'Reading a cube from those tools is not confirmed (reference sql/cubes); Excel reaches a concept as a cube through the MDX interface.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bcubes?\b/i.test(b.text) &&
          /\b(Excel|Power BI)\b/.test(b.text) &&
          /\b(pivot|matrix|visual|report)\b/i.test(b.text) &&
          !/not confirmed|MDX/.test(b.text),
      ),
  },
  {
    name: 'a count of sample results in prose after a query that does not run on the sample data',
    instead:
      'A number about the sample data comes from a computed result (CONTENT-GUIDE): make the query runnable, or describe the rows without counting them.',
    check: (blocks) =>
      blocks.filter(
        (b, i) =>
          !b.fence &&
          i > 0 &&
          /^sql\b/.test(blocks[i - 1].fence ?? '') &&
          !/\brunnable\b/.test(blocks[i - 1].fence ?? '') &&
          new RegExp(
            `\\b(?:it|query|statement)\\s+(?:returns|lists|shows|gives)\\b[^.]*\\b${NUMBER_WORD}\\s+(?:[\\w-]+\\s+){0,2}[\\w-]+s\\b`,
            'i',
          ).test(b.text),
      ),
  },
  {
    name: "the REST client's /timbr/openapi reached on the server's port 11000",
    instead:
      'The proxy or ingress routes /timbr/openapi to the API service (timbr-api, port 9000); 11000 is the port of timbr-server (references api/api-service, getting-started/deployments/deployment-architecture).',
    check: (blocks, source) =>
      blocks.filter(
        (b) =>
          /\bhttps?:\/\/[^\s`'"/]+:11000\/timbr\/(?:open)?api\b/.test(b.text) ||
          // pytimbr-api's run_query appends /timbr/openapi to its url.
          (source.includes('run_query(') && /\bhttps?:\/\/[^\s`'"/]+:11000\b/.test(b.text)),
      ),
  },
  {
    name: 'TIMBR_RESULTSET_FETCH_TIMEOUT said to limit a batch of rows',
    instead:
      'The references give its name and its 300 s default only (getting-started/deployments/deployment-architecture, platform/visualizing/performance-dashboard): say that what it covers is not documented.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence && b.text.includes('TIMBR_RESULTSET_FETCH_TIMEOUT') && /\b(?:batch(?:es)?|rows?)\b/i.test(b.text),
      ),
  },
  {
    name: "a database field in Timbr's connection form",
    instead:
      "The form fields in Timbr's guides are Datasource Type, Datasource Name, Hostname/IP, Port, User, Password and Additional parameters (integration/datasources references): the database, catalog or service name is part of the JDBC URL.",
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bform\b/i.test(b.text) &&
          /\b(?:database|catalog|service name) field\b|\bis the database\b|\bgoes in the database\b/i.test(b.text),
      ),
  },
  {
    name: 'any function of the datasource said to work in a mapping, without the parser',
    instead:
      "Timbr parses a mapping's query unless it has WITHOUT PARSING (reference sql/mappings): a function the parser rejects needs that clause.",
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bmappings?\b/i.test(b.text) &&
          /\bany (?:\w+ )?functions?\b/i.test(b.text) &&
          !/\bparser\b|WITHOUT PARSING/.test(b.text),
      ),
  },
  {
    name: 'TIMBR_PUBLIC_HOSTNAME described as the public host name that users reach',
    instead:
      "The deployment samples set it to the server's service name, timbr-server, on timbr-server and timbr-mdx (references getting-started/deployments/deploy-on-docker-compose, deploy-on-kubernetes, deployment-architecture).",
    check: (blocks) =>
      blocks.filter(
        (b) =>
          b.text.includes('TIMBR_PUBLIC_HOSTNAME') &&
          (/\b(?:public|external)(?:ly)?[ -]?(?:host|address|domain|DNS|reachable|visible)/i.test(b.text) ||
            /\b(?:users?|clients?|browsers?|readers?) (?:\w+ )?(?:reach|open|type|use)\b/i.test(b.text) ||
            /TIMBR_PUBLIC_HOSTNAME\W+<?[\w-]+(?:\.[\w-]+)+/.test(b.text)),
      ),
  },
  {
    name: "a data source described with its vendor's marketing adjective (serverless, managed, distributed)",
    instead:
      'The data source references describe each source by how Timbr reaches it; only Athena, Redshift, Synapse and Aurora have serverless forms named there, as workgroups, pools or endpoints (Aurora Serverless by that name), none is called managed, and Presto and Trino are a cluster coordinator, not a distributed engine.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          // Aurora Serverless is the product's own name for its serverless form (reference integration/datasources/aurora).
          b.text
            .replace(/\bAurora Serverless\b/g, 'Aurora')
            .split(/(?<=\.)\s+/)
            .some(
              (sentence) =>
                /\b(?:BigQuery|Aurora|Snowflake|Redshift|Synapse|Athena|Vertica|ClickHouse|HANA|Databricks|Presto(?:DB)?|Trino)\b[^.]*\b(?:serverless|fully[- ]managed|managed|distributed)\s+(?:[\w-]+\s+){0,2}(?:data warehouse|warehouse|database|service|engine)\b/i.test(
                  sentence,
                ) ||
                // A query engine called distributed ahead of its name, as a catalog summary put it.
                /\bdistributed\s+(?:[\w-]+\s+){0,2}engine\b[^.]*\b(?:Presto(?:DB)?|Trino)\b/i.test(sentence),
            ),
      ),
  },
  {
    name: 'CREATE OR REPLACE said to remove what a statement leaves out, or never to remove anything',
    instead:
      'The references give the syntax of CREATE OR REPLACE only (sql/_grammar, sql/sql-ddl, sql/ontology): what it does with parts of an existing object that a statement leaves out is not documented.',
    check: (blocks) =>
      proseWith(
        blocks,
        (sentence) =>
          !/not documented/i.test(sentence) &&
          (/\breplaces (?:the whole|the entire|everything|all)\b|\bnever removes\b/i.test(sentence) ||
            (/\b(?:leaves?|left) out\b/i.test(sentence) && /\b(?:removes?|drops?|deletes?)\b/i.test(sentence))),
        {at: /(?<=[.:])\s+/, about: /CREATE OR REPLACE/},
      ),
  },
  {
    name: 'a complete Ingress named timbr-ingress without the platform route, which replaces the main ingress when applied',
    instead:
      'The one timbr-ingress (getting-started/deployments/deploy-on-kubernetes) routes / to timbr-platform and the server, MDX and API paths (api/api-service): show further routes as entries to add under its paths, or give another ingress another name.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          b.fence !== undefined &&
          /^\s*kind:\s*Ingress\s*$/m.test(b.text) &&
          /^\s*name:\s*timbr-ingress\s*$/m.test(b.text) &&
          !/^\s*- path:\s*\/\s*$/m.test(b.text),
      ),
  },
  {
    name: 'a schedule said to be entered in UTC',
    instead:
      'The references say only that Scheduled Jobs shows schedules in UTC, with local time on hover; the edit form and the schedule format it accepts are unknown (references sql/jobs, platform/managing/scheduled-jobs): tell readers to check Next Schedule (UTC) after saving.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bschedul/i.test(b.text) &&
          /\b(?:convert|enter|type|give|set)\b[^.]*\b(?:to|in|as) UTC\b/i.test(b.text),
      ),
  },
  {
    name: "a mapping's SQL said to be sent to the source, with no word on the parser",
    instead:
      "Timbr parses a mapping's query unless it has WITHOUT PARSING (reference sql/mappings): say that a mapping can use the functions the parser accepts and the source supports, and where WITHOUT PARSING comes in.",
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bsends? (?:the|a|its) mapping(?:'s)? (?:SQL|query) to the\b/i.test(b.text) &&
          !/\bparser\b|WITHOUT PARSING/.test(b.text) &&
          // "as written", "unchanged": the first rule's finding.
          !/\b(as written|unchanged|verbatim|as is)\b/i.test(b.text),
      ),
  },
  {
    name: 'a Java runtime given as the supported versions of a source',
    instead:
      "Java 8+ is what the Presto driver needs (reference integration/datasources/presto): say it with the driver, and keep Supported versions for the product's versions, or say they are not documented.",
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /^\|\s*(?:\*\*)?Supported versions(?:\*\*)?\s*\|/i.test(b.text) &&
          /\b(?:Java|JDK|JRE|JVM)\b/.test(b.text),
      ),
  },
  {
    name: "Scheduled Jobs' place in the platform's navigation said to be not documented",
    instead:
      'The jobs and cache references place it under Manage > Scheduled Jobs (references sql/jobs, sql/cache-jobs): open **Manage → Scheduled Jobs**.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\bScheduled Jobs\b/.test(part) &&
          /\b(?:navigation|menu)\b[^.]*\bnot (?:documented|known|public)\b|\bnot (?:documented|known|public)\b[^.]*\b(?:navigation|menu)\b/i.test(
            part,
          ),
        {at: /(?<=\.)\s+/},
      ),
  },
  {
    name: 'Tableau said to need a restart to find a driver, as a rule',
    instead:
      'The Tableau reference says where the driver goes and nothing about restarting Tableau (integration/bi_tools/tableau): offer a restart only as a step to try when Tableau does not find a driver you installed.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\b(?:driver|jar|connector)s?\b/i.test(part) &&
          /\b(?:restart(?:ed)?|start (?:it|Tableau(?: Desktop)?) again|close (?:it|Tableau(?: Desktop)?))\b/i.test(
            part,
          ) &&
          !/\bif\b[^.]*\b(?:does not|doesn't|cannot|can't|still)\b/i.test(part),
        {at: /(?<=\.)\s+/, about: /\bTableau\b/},
      ),
  },
  {
    name: "result rows said to be sent to the platform's LLM provider, as a known fact",
    instead:
      "The references give the SDK's answer step the result rows as input (integration/langchain-sdk: GenerateAnswerChain takes prompt and rows) and say nothing of what the platform sends to its provider (integration/nlq): say what the SDK does, and that the platform's part is not documented.",
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\b(?:LLM|provider)\b/.test(part) &&
          /\b(?:receives?|sends?|sent|gets?)\b/i.test(part) &&
          /\brows\b/i.test(part) &&
          !/\bnot documented\b|\bSDK\b/i.test(part),
      ),
  },
  {
    name: 'a Databricks compute resource called an all-purpose cluster',
    instead:
      'The references name a SQL warehouse or a cluster, with the HTTP path of either (integration/databricks/install, overview); none says which kind of cluster.',
    check: (blocks) => proseWith(blocks, (part) => /\ball[- ]purpose (?:\*\*)?clusters?\b/i.test(part)),
  },
  {
    name: 'a count in the sentence that introduces a table, which matches neither its rows nor its columns',
    instead:
      'Count the forms, ways or items the table below gives (the Oracle page said "three ways" above four URL forms, reference integration/datasources/oracle), or leave the number out.',
    check: (blocks) =>
      blocks.filter((b, i) => {
        if (b.fence || b.text.startsWith('|')) return false;
        const last = b.text.split(/(?<=[.!?])\s+/).pop() ?? '';
        const header = blocks[i + 1];
        if (!last.endsWith(':') || !header?.text.startsWith('|') || header.fence) return false;
        if (!/^\|[\s|:-]+\|$/.test(blocks[i + 2]?.text ?? '')) return false;
        let rows = 0;
        for (let j = i + 3; j < blocks.length && !blocks[j].fence && blocks[j].text.startsWith('|'); j++) {
          if (blocks[j].line !== blocks[j - 1].line + 1) break;
          rows += 1;
        }
        const columns = header.text.split('|').length - 3;
        const counts = [
          ...last.matchAll(new RegExp(`\\b(${NUMBER_WORD_ONLY})\\s+(?:[\\w\`-]+\\s+){0,2}[\\w-]+s\\b`, 'gi')),
        ].map((m) => NUMBER_WORDS.indexOf(m[1].toLowerCase()) + 2);
        return counts.length > 0 && !counts.some((n) => n === rows || n === columns);
      }),
  },
  {
    name: "an interactive tutorial's or the demo environment's link said to hold the build, a step or the screens of a feature",
    instead:
      'The references list the interactive tutorials and the demo environment as companion resources (getting-started/tutorials/supply-chain-use-case, telecommunications-use-case) and describe only the first screens of the telecom tutorial: link to them without promising the rest.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          ((/(?:supplychain|telcom)-tutorial\.timbr\.ai/.test(part) &&
            /\bwalks? (?:you )?through\b|\bthe same build\b|\b(?:dashboard|chart|graph explorer|visualization) (?:step|screens?)\b|\bfollow the \w+ step\b/i.test(
              part,
            )) ||
            (/demo-env\.timbr\.ai|\bdemo environment\b/i.test(part) &&
              /\bready-made\b|\bfollow along\b|\bruns (?:a|the) (?:ready|version|model)/i.test(part))) &&
          !/\bnot documented\b/i.test(part),
        {at: /(?<=\.)\s+/},
      ),
  },
  {
    name: 'Timbr said to store no business data, which caching contradicts',
    instead:
      'Timbr is a virtual layer and the data stays in its sources by default, but cached mappings and views are copies that Timbr keeps (references getting-started/faq, caching): say the data stays where it is unless you cache it.',
    check: (blocks) =>
      proseWith(blocks, (part) =>
        /\b(?:stores|keeps|holds) no (?:business |source )?data\b|\bnever stores\b[^.]*\bdata\b/i.test(part),
      ),
  },
  {
    name: 'a new datasource tested with Test connection before it is saved',
    instead:
      'Test connection, at the top right of the Datasources page, lists the saved datasources to test (references platform/managing/datasource-manager, integration/datasources/*): fill in the form, save it, then test.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bAdd New Datasource\b/.test(b.text) &&
          /\bfill(?:s|ed|ing)? in\b/i.test(b.text) &&
          /\bTest connection\b/.test(b.text) &&
          !/\b(?:save|saves|saved|saving)\b/i.test(b.text),
      ),
  },
  {
    name: 'a new Timbr token issued for an existing user, which no reference describes',
    instead:
      "The references say where a user copies their token and that `show token for` reads it (api/requirements, platform/managing/access-manager), not how to issue a new one for an existing user: copy the user's token again, or cut a leaked token off by taking the user's rights away.",
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\b(?:issue|generate|create|regenerate)s?\s+a\s+(?:new|fresh)\s+(?:user\s+|Timbr\s+)?token\s+for\s+(?:the|a|an|each|that|this)\b[^.]*\buser\b/i.test(
            part,
          ) && !/\bnot documented\b/i.test(part),
        {at: /(?<=\.)\s+/},
      ),
  },
  {
    name: 'ontology cubes said to be what Excel pivot tables or the MDX endpoint read',
    instead:
      'The MDX endpoint loads a concept as a cube (reference integration/mdx); ontology cubes are a separate object (CREATE OR REPLACE ONTOLOGY CUBE, reference sql/cubes), and reading one from Excel is not confirmed.',
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\bontology cubes?\b/i.test(b.text) &&
          /\b(?:pivot|MDX|Excel)\b/i.test(b.text) &&
          !/\b(?:separate|different|distinct|not confirmed|not the same)\b/i.test(b.text),
      ),
  },
  {
    name: 'Oracle Autonomous Database said to require a wallet or TCPS',
    instead:
      'The oracle reference gives wallets and TCPS for Autonomous Database as a feature of the driver (integration/datasources/oracle), not as a requirement of the database: say what the driver offers, and ask the DBA what the database expects.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\bAutonomous Database\b/.test(part) &&
          /\b(?:requires?|needs?|must)\b/i.test(part) &&
          /\b(?:wallet|TCPS)\b/.test(part),
        {at: /(?<=[.;])\s+/},
      ),
  },
  {
    name: 'the virtualization engine said to reach every datasource of a cross-source query',
    instead:
      'How rows of the other datasources reach the engine is not documented (reference integration/databricks/data_virtualization): ask what network access the engine needs, without saying that it connects to each datasource.',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\bengine\b/i.test(part) &&
          /\b(?:can |must |could )?(?:reach|connect to)(?:es)? (?:every|each|all(?: the)?) (?:other )?datasources?\b/i.test(
            part,
          ),
        {at: /(?<=[.;|])\s+/},
      ),
  },
  {
    name: "what the LLM provider receives stated without saying that it is the SDK's",
    instead:
      "The references list the context the SDK gives the LLM (integration/nlq, langchain-sdk: descriptions, the tags you include, concept and view lists) and say nothing of what the platform's Ask Timbr sends its provider: say it of the SDK, and that the platform's part is not documented.",
    check: (blocks) =>
      blocks.filter(
        (b) =>
          !b.fence &&
          /\b(?:LLM|provider)\b[^.]*\breceives?\b[^.]*\b(?:question|metadata|context)\b/i.test(b.text) &&
          !/\bSDK\b/.test(b.text) &&
          // Result rows said to be sent: the finding of the rule on rows.
          !/\brows\b/i.test(b.text),
      ),
  },
  {
    name: 'the SQL statements for users, roles or role membership called not public',
    instead:
      'The references list the statements that create, change and drop users and roles and assign users to roles as unknown (sql/permissions: the text is cut off), and give CREATE USER and DROP USER only as seen in client tests (platform/managing/access-manager): say that they are not documented (CREATE USER and DROP USER: their exact text is not confirmed).',
    check: (blocks) =>
      proseWith(
        blocks,
        (part) =>
          /\bnot public\b/i.test(part) &&
          /\b(?:statements?|SQL)\b/i.test(part) &&
          /\b(?:users?|roles?|role membership)\b/i.test(part),
        {at: /(?<=\.)\s+/},
      ),
  },
];

ruleTests('general claims', RULES, (failsOn, passes) => {
  failsOn(
    "The example's own `map_order` uses MySQL's SQL. Timbr sends a mapping's SQL to the source as written, so a mapping on Redshift is written in Redshift's SQL.",
    0,
  );
  passes(
    "Timbr parses a mapping's query and pushes it down. If the parser rejects a function, add `WITHOUT PARSING` and Timbr sends the query unchanged.",
  );

  failsOn(
    '2. Choose the `adult` concept, or type a request such as "find adults in Metropolis" in the **Natural Language Query** tab.',
    1,
  );
  failsOn('In the **Natural Language Query** tab, type `find adults in Metropolis`.', 1);
  passes(
    'CREATE CONCEPT `adult` exists on this page.\n\n2. In the **Natural Language Query** tab, type `find adult`, then pick `city` from the autocomplete.'.replace(
      'CREATE CONCEPT `adult` exists on this page.',
      '```sql\nCREATE OR REPLACE CONCEPT `adult` INHERITS (`person`);\n```',
    ),
  );

  failsOn(
    'A pivot table in Excel or a matrix in Power BI over a cube built on `order`, with `market` as a dimension.',
    2,
  );
  passes(
    'Reading a cube from Excel or Power BI is not confirmed. The MDX interface gives Excel the `order` concept as a cube for a pivot table.',
  );

  const systemQuery = '```sql\nSELECT `concept` FROM `timbr`.`SYS_ONTOLOGY` WHERE `inheritance_level` = 1;\n```\n\n';
  failsOn(`${systemQuery}In the running example it returns the eight top-level concepts, from \`product\` on.`, 3);
  failsOn(`${systemQuery}It returns the six department sub-concepts of \`product\`.`, 3);
  passes(`${systemQuery}It returns the top-level concepts, such as \`product\` and \`order\`.`);
  passes(`${systemQuery}With this option the column list also holds paths of two hops.`);
  passes(`${systemQuery.replace('```sql', '```sql runnable')}It returns the eight top-level concepts.`);

  failsOn(
    'Each call of `run_query(...)` sends `POST {url}/timbr/openapi/...`.\n\n| `url` | str | Base URL, for example `http://mytimbrenv.com:11000` |',
    4,
  );
  passes(
    'Each call of `run_query(...)` sends `POST {url}/timbr/openapi/...`.\n\n| `url` | str | The proxy, for example `https://mytimbrenv.com:443`; port `11000` is the server |',
  );
  passes('A JDBC client uses `jdbc:hive2://mytimbrenv.com:11000/supply_chain;transportMode=http`.');
  failsOn('```bash\ncurl -X POST http://mytimbrenv.com:11000/timbr/openapi/ontology/supply_chain/query\n```', 4);
  failsOn('```python\nrows = pytimbr_api.run_query(\n    url="http://mytimbrenv.com:11000",\n)\n```', 4);
  passes('```text\nlocation /timbr-server { proxy_pass http://timbr-server:11000; }\n```\n\nAlso `/timbr/openapi`.');

  failsOn(
    '| Timbr server | `TIMBR_RESULTSET_FETCH_TIMEOUT` | `300` (seconds) | Fetching one batch of result rows |',
    5,
  );
  passes(
    '| Timbr server | `TIMBR_RESULTSET_FETCH_TIMEOUT` | `300` (seconds) | A fetch timeout; what it covers is not documented |',
  );
  passes('| `TIMBR_RESULTSET_MAX_FETCH_SIZE` | 20000 | Largest fetch batch a client may ask for. |');

  failsOn('In the connection form, the catalog goes in the database field, as `hive` in the example below.', 6);
  failsOn('| catalog / schema | Catalog in the URL path. In the form, the catalog is the database. |', 6);
  passes('The catalog is part of the JDBC URL. Whether the connection form has a field for it is not documented.');

  failsOn('Any function of the source dialect works in a mapping.', 7);
  failsOn('Mappings can contain calculated fields and any function the underlying database supports.', 7);
  passes(
    "A mapping can use any function that Timbr's parser accepts and the datasource supports; otherwise add `WITHOUT PARSING`.",
  );
  passes('Views can contain calculations and any function the underlying database supports.');

  failsOn('| `TIMBR_PUBLIC_HOSTNAME` | The public host name users reach Timbr on |', 8);
  failsOn('```yaml\n    environment:\n      TIMBR_PUBLIC_HOSTNAME: <timbr.example.com>\n```', 8);
  passes(
    '| `TIMBR_PUBLIC_HOSTNAME` | The service name of the Timbr server, `timbr-server` in the sample deployments |',
  );
  passes('```yaml\n    environment:\n      - TIMBR_PUBLIC_HOSTNAME=timbr-server\n```');
  failsOn(
    "| `TIMBR_PUBLIC_HOSTNAME` | `timbr-server` | Public host name of the server. Must match the server's service name when virtualization runs |",
    8,
  );
  failsOn('| `TIMBR_PUBLIC_HOSTNAME` | The publicly reachable hostname of Timbr |', 8);
  failsOn('Set `TIMBR_PUBLIC_HOSTNAME` to the name that browsers open.', 8);
  passes(
    "| `TIMBR_PUBLIC_HOSTNAME` | `timbr-server` | The server's service name; virtualization needs it to equal that name |",
  );

  failsOn(
    "This page is for modelers who query Google BigQuery. BigQuery is Google Cloud's serverless data warehouse: tables are grouped into datasets.",
    9,
  );
  failsOn('This page is for readers whose data lives in Amazon Aurora, the managed relational database of AWS.', 9);
  passes("BigQuery is Google Cloud's data warehouse: tables are grouped into datasets, inside projects.");
  passes('Synapse offers dedicated and serverless SQL pools. Both speak the SQL Server protocol.');
  passes('### Use a managed MySQL database');
  failsOn(
    'This page is for modelers who query data through Trino, the distributed SQL engine formerly called PrestoSQL.',
    9,
  );
  failsOn('Presto (PrestoDB), a distributed SQL engine, runs the queries.', 9);
  failsOn('Distributed SQL engine (PrestoDB), reached through its coordinator with the Presto JDBC driver.', 9);
  passes('SQL query engine (PrestoDB), reached through its coordinator with the Presto JDBC driver.');
  passes('This page is for modelers who query data through Trino, the SQL query engine formerly called PrestoSQL.');
  passes('Endpoints: the reader endpoint for analytics; Aurora Serverless uses its database endpoint.');

  failsOn(
    ':::warning[CREATE OR REPLACE replaces the whole definition]\n`CREATE OR REPLACE CONCEPT` replaces everything about the concept: properties, key, label and relationships. A statement that leaves out a relationship removes it from the model.\n:::',
    10,
  );
  failsOn(
    '- `CREATE OR REPLACE` replaces the whole definition. To add a property or relationship, run the full statement\n  again with the new item.',
    10,
  );
  failsOn('| An object is still there | `CREATE OR REPLACE` creates and replaces; it never removes. |', 10);
  passes(
    'What `CREATE OR REPLACE CONCEPT` does with the parts of an existing concept that a statement leaves out, such as a relationship, is not documented. Always run the complete definition.',
  );
  passes('- `CREATE OR REPLACE MAPPING` replaces a mapping with the same name.');

  const ingress = (paths: string[]) =>
    `\`\`\`yaml title="timbr-ingress.yaml"\napiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: timbr-ingress\nspec:\n  rules:\n    - host: <your-timbr-host>\n      http:\n        paths:\n${paths.map((p) => `          - path: ${p}\n            pathType: Prefix\n`).join('')}\`\`\``;
  failsOn(ingress(['/timbr/api', '/timbr/openapi']), 11);
  passes(ingress(['/', '/timbr-server', '/timbr/api', '/timbr/openapi']));
  passes('```yaml\n- path: /timbr/api\n  pathType: Prefix\n- path: /timbr/openapi\n  pathType: Prefix\n```');

  failsOn(
    'Hover over a time to see it in your local time zone. Convert your intended local time to UTC when you set a schedule.',
    12,
  );
  failsOn('Enter the next run time in UTC when you edit the schedule.', 12);
  passes(
    'Which time zone the edit window expects is not documented: after you save a schedule, check the **Next Schedule (UTC)**.',
  );

  failsOn(
    "It builds the name with `CONCAT`. Timbr sends the mapping's SQL to the cluster, so where your cluster's engine writes a function differently, use its equivalent.",
    13,
  );
  failsOn('Timbr sends the mapping query to the datasource, so use its dialect.', 13);
  passes(
    "A mapping can use the functions that Timbr's parser accepts and the cluster supports, so where your cluster's engine writes a function differently, use its equivalent.",
  );
  passes(
    "`WITHOUT PARSING` (placed before `AS`) sends the mapping's SQL to the source unchanged, without Timbr parsing it.",
  );

  failsOn('| Supported versions | The Presto JDBC driver needs Java 8 or later. |', 14);
  passes('| JDBC driver | `com.facebook.presto.jdbc.PrestoDriver`. Needs Java 8 or later. |');
  passes('| Supported versions | Not documented. Ask your Timbr administrator which versions your release supports. |');

  failsOn(
    "Open the platform's Scheduled Jobs page (where it sits in the navigation is not documented). Its **Jobs** tab lists each job.",
    15,
  );
  passes('Open **Manage → Scheduled Jobs** in the platform. Its **Jobs** tab lists each job.');
  passes('The names and columns of the other tabs of Scheduled Jobs are not documented here.');

  failsOn(
    "1. Copy `hive-jdbc-4.0.1-standalone.jar` into Tableau's Drivers folder. If Tableau Desktop is open, close it before you copy the jar and start it again afterwards.",
    16,
  );
  failsOn(
    '| Driver not found | For JDBC, check that the jar is in the Drivers folder, then start Tableau again. |',
    16,
  );
  passes(
    '| Driver not found | For JDBC, check that the jar is in the Drivers folder. If Tableau was running when you copied the jar and still does not find the driver, close it and start it again. |',
  );

  failsOn(
    'The LLM provider receives the question, the knowledge-graph metadata that serves as context (names, descriptions, tags) and, when an answer is generated, the result rows.',
    17,
  );
  passes(
    'The LLM provider receives the question and the knowledge-graph metadata. In the SDK, the step that writes an answer in words takes the result rows as its input; whether the platform sends result rows to the provider is not documented.',
  );

  failsOn(
    '- A Databricks workspace with a **SQL warehouse** or an **all-purpose cluster** that can read the tables you want to model.',
    18,
  );
  failsOn('Point Timbr at an all-purpose cluster of your workspace.', 18);
  passes(
    '- A Databricks workspace with a **SQL warehouse** or **cluster** that can read the tables you want to model.',
  );

  const urlForms =
    '| Form | URL |\n|---|---|\n| Service name | `jdbc:oracle:thin:@//<host>:<port>/<service_name>` |\n| SID | `jdbc:oracle:thin:@<host>:<port>:<SID>` |\n| TNS alias | `jdbc:oracle:thin:@<TNSName>` |\n| Full descriptor | `jdbc:oracle:thin:@(DESCRIPTION=...)` |';
  failsOn(`Oracle identifies a database in three ways, and each has its own URL form:\n\n${urlForms}`, 19);
  passes(`The JDBC URL names the database in one of four forms:\n\n${urlForms}`);
  passes(
    'Drill offers two ways in, on different ports:\n\n| | ZooKeeper URL | Direct drillbit URL |\n|---|---|---|\n| Prefix | `jdbc:drill:zk=` | `jdbc:drill:drillbit=` |\n| Port | 2181 | 31010 |\n| Extra settings | directory and cluster ID | `tries` |',
  );
  passes(`The three forms differ in what they name. Pick the one your DBA gives you:\n\n${urlForms}`);

  failsOn(
    'To see the screens themselves, follow the dashboard step of the [interactive supply-chain tutorial](http://supplychain-tutorial.timbr.ai/), or try the platform in the [Timbr demo environment](https://demo-env.timbr.ai/).',
    20,
  );
  failsOn(
    'To see the screens themselves, ask your Timbr administrator to show you those of your release; the [interactive supply-chain tutorial](http://supplychain-tutorial.timbr.ai/), which walks through the supply-chain build in the Timbr screens, may show them too.',
    20,
  );
  failsOn(
    'The [interactive supply-chain tutorial](http://supplychain-tutorial.timbr.ai/) walks through the same build in the Timbr screens.',
    20,
  );
  passes(
    "Timbr's published supply-chain use case lists a dashboard among its steps and has an [interactive tutorial](http://supplychain-tutorial.timbr.ai/); what that tutorial shows of the dashboard screens is not documented.",
  );
  passes(
    'To see the screens themselves, ask your Timbr administrator to show you those of your release. The [supply-chain tutorial](../getting-started/tutorials/supply-chain-use-case.md) lists the charts of the dashboard.',
  );

  failsOn(
    'The [interactive supply-chain tutorial](http://supplychain-tutorial.timbr.ai/) walks through the same build in the Timbr screens.',
    20,
  );
  failsOn(
    'To see the screens themselves, follow the dashboard step of the [interactive supply-chain tutorial](http://supplychain-tutorial.timbr.ai/).',
    20,
  );
  failsOn(
    'The scripts are in the repository, and a ready-made version runs in the [Timbr demo environment](https://demo-env.timbr.ai/).',
    20,
  );
  passes(
    'Timbr also publishes an [interactive supply-chain tutorial](http://supplychain-tutorial.timbr.ai/) and a [demo environment](https://demo-env.timbr.ai/).',
  );
  passes(
    'The [interactive telecommunications tutorial](http://telcom-tutorial.timbr.ai/) shows the first steps in the Timbr screens: `person` created with properties imported from the `people` table.',
  );

  failsOn('Neither. Timbr stores no business data. It sits as a virtual layer over your warehouses.', 21);
  passes(
    'Neither. Timbr is not where your business data is stored: the data stays where it is, unless you choose to cache parts of it.',
  );

  failsOn(
    '2. **Add a datasource.** Open **Manage → Datasources**, click **Add New Datasource**, and fill in the host, port, user and password. To check it, click **Test connection** at the top right.',
    22,
  );
  passes(
    '2. **Add a datasource.** Open **Manage → Datasources**, click **Add New Datasource**, fill in the host, port, user and password, and save it. To check it, click **Test connection** at the top right.',
  );
  passes('Use **Add New Datasource** to create one, and **Test connection** to check it.');

  failsOn(
    '| It worked yesterday and now asks for sign-in | The token is no longer valid | Issue a new token for the embedding user and update the host page |',
    23,
  );
  passes(
    "| It worked yesterday and now asks for sign-in | The token is no longer valid | Copy the embedding user's token again and update the host page |",
  );
  passes('If a test fails, create a new token for the service principal in Databricks and enter it in the form.');

  failsOn('Build pivot tables over ontology cubes through the MDX endpoint, or load flat tables over ODBC.', 24);
  failsOn('- [Cubes](../sql/cubes.md) explain the ontology cubes that Excel reads through MDX.', 24);
  passes('Build pivot tables over concepts, which the MDX endpoint presents as cubes, or load flat tables over ODBC.');

  failsOn(
    '- **Autonomous Database.** It requires TCPS with a wallet, a feature of the driver. Whether a wallet can be supplied to Timbr is not documented.',
    25,
  );
  failsOn('| tls | TCPS with a wallet, as Autonomous Database requires (a driver feature). |', 25);
  passes(
    '- **Autonomous Database cannot be reached.** Check the encryption line above. Whether and how a wallet can be supplied to Timbr is not documented.',
  );
  passes(
    'TCPS with a wallet, a feature of the driver, used for Autonomous Database. Ask your DBA whether your database expects it.',
  );

  failsOn(
    'How rows reach the engine is not documented. Check with your Timbr contact that your engine can reach every datasource you plan to combine.',
    26,
  );
  failsOn(
    '| A query that spans datasources fails | Check that a virtualization engine is set and that it can reach every datasource in the query. |',
    26,
  );
  passes(
    'How rows reach the engine is not documented. Before you choose an engine, ask your Timbr contact what network access it needs to the datasources you plan to combine.',
  );

  failsOn(
    ':::warning\nThe LLM provider receives the question and the knowledge-graph metadata that serves as context (names, descriptions, tags).\n:::',
    27,
  );
  passes(
    'With the SDK, the LLM provider receives the question and the knowledge-graph metadata that the SDK gives it as context. What Ask Timbr sends is not documented.',
  );
  passes("The LLM writes the SQL; Timbr runs it with the user's permissions.");
  passes(
    '- [Cubes](../sql/cubes.md) explain ontology cubes, a model object of their own, separate from the concepts that MDX shows as cubes.',
  );

  failsOn(
    "Timbr's client tests create and remove users in SQL, with `CREATE USER` and `DROP USER`, but the exact text of these statements is not confirmed, and the statements for roles and role membership are not public, so this page shows none.",
    28,
  );
  failsOn(
    'Their exact text is not confirmed, so the SQL reference shows no example of them; the statements for roles and role membership are not public either.',
    28,
  );
  passes(
    "Timbr's client tests create and remove users in SQL, with `CREATE USER` and `DROP USER`, but the exact text of these statements is not confirmed, and the statements for roles and role membership are not documented, so this page shows none.",
  );
  passes('Timbr provides the registry credentials; the images are not public.');
});
