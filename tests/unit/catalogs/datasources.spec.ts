/**
 * Unit tests (no browser) for the data source catalog (src/features/catalogs/data/datasources.ts and
 * one module per source in src/features/catalogs/data/datasources/) and the pages it describes. Its light list:
 * datasource-index.spec.ts; the integration list: integrations.spec.ts; the form examples: form-examples.spec.ts;
 * the pages' troubleshooting sections: datasource-troubleshooting.spec.ts.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  DATASOURCES,
  SAMPLE_DATASOURCE_NAME,
  TIMBR_DATASOURCE_TYPES,
  exampleDatasourceName,
  type AccessKind,
  type DataSource,
} from '../../../src/features/catalogs/data/datasources';
import {DATASOURCE_SLUGS} from '../../support/routes';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const DOCS = path.join(ROOT, 'docs');
const DATASOURCE_DIR = path.join(DOCS, 'integration', 'datasources');
const CATALOG_DIR = path.join(ROOT, 'src', 'features', 'catalogs', 'data', 'datasources');
/** Modules of src/features/catalogs/data/datasources/ that are not a source's entry. */
const SHARED_MODULES = ['types.ts'];

/** Slugs of the folders docs/integration/datasources/<slug>/overview.md. */
function pageSlugs(): string[] {
  return fs
    .readdirSync(DATASOURCE_DIR, {withFileTypes: true})
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(DATASOURCE_DIR, e.name, 'overview.md')))
    .map((e) => e.name)
    .sort();
}

const isPort = (p: number) => Number.isInteger(p) && p >= 1 && p <= 65535;

/**
 * Authentication methods that Timbr's references show in use: the form's User and Password fields (an account, or an
 * access key typed there), no authentication, and those a reference names for Timbr itself (BigQuery: "a service
 * account or per-user OAuth", with the platform setting `USE_BIGQUERY_TOKEN`).
 */
const TIMBR_CONFIRMED_AUTH = new Set([
  'bigquery: Service account (`OAuthType=0`)',
  'bigquery: Per-user token in Timbr',
]);

/** Authentication methods shown without the "not confirmed in Timbr" flag although nothing confirms them. */
function unflaggedAuth(sources: DataSource[]): string[] {
  const viaForm = (m: {name: string; detail: string}) =>
    /^(?:none|user name only|password)$/i.test(m.name) ||
    /\b(?:user|login|account)\b.*\bpassword\b|\bpassword\b.*\buser\b|`User`.*`Password`/i.test(`${m.name} ${m.detail}`);
  return sources.flatMap((ds) =>
    ds.authMethods
      .filter((m) => m.confirmedInTimbr !== false && !viaForm(m) && !TIMBR_CONFIRMED_AUTH.has(`${ds.slug}: ${m.name}`))
      .map((m) => `${ds.slug}: ${m.name}`),
  );
}

test.describe('data source catalog', () => {
  test('every entry is complete', () => {
    expect(DATASOURCES.length).toBeGreaterThan(0);
    const nonEmpty = (ds: DataSource, field: string, value: unknown) =>
      expect(
        typeof value === 'string' && value.trim().length > 0,
        `${ds.slug}: ${field} must be a non-empty string`,
      ).toBe(true);
    for (const ds of DATASOURCES) {
      for (const field of ['slug', 'name', 'shortName', 'family', 'summary', 'accessNote', 'urlSyntax'] as const) {
        nonEmpty(ds, field, ds[field]);
      }
      expect(ds.access.length, `${ds.slug}: access`).toBeGreaterThan(0);
      expect(ds.drivers.length, `${ds.slug}: drivers`).toBeGreaterThan(0);
      expect(ds.urlFormats.length, `${ds.slug}: urlFormats`).toBeGreaterThan(0);
      expect(ds.parameters.length, `${ds.slug}: parameters`).toBeGreaterThan(0);
      expect(ds.authMethods.length, `${ds.slug}: authMethods`).toBeGreaterThan(0);
      for (const d of ds.drivers) {
        expect(d.className, `${ds.slug}: driver class`).toMatch(/^[a-z][\w]*(\.[A-Za-z_]\w*)+$/);
      }
      for (const f of ds.urlFormats) {
        nonEmpty(ds, 'urlFormats.label', f.label);
        nonEmpty(ds, 'urlFormats.template', f.template);
      }
      for (const e of ds.exampleUrls) {
        nonEmpty(ds, 'exampleUrls.label', e.label);
        nonEmpty(ds, 'exampleUrls.url', e.url);
      }
      for (const p of ds.parameters) {
        nonEmpty(ds, 'parameters.name', p.name);
        nonEmpty(ds, `parameters[${p.name}].meaning`, p.meaning);
        expect(typeof p.required, `${ds.slug}: parameters[${p.name}].required`).toBe('boolean');
        expect(p.default === null || p.default.trim().length > 0, `${ds.slug}: parameters[${p.name}].default`).toBe(
          true,
        );
      }
      for (const a of ds.authMethods) {
        nonEmpty(ds, 'authMethods.name', a.name);
        nonEmpty(ds, `authMethods[${a.name}].detail`, a.detail);
      }
      for (const list of [ds.prerequisites, ds.notes, ds.undocumented]) {
        for (const line of list) nonEmpty(ds, 'list item', line);
      }
      for (const v of ds.vendorDocs) {
        nonEmpty(ds, 'vendorDocs.label', v.label);
        expect(v.href, `${ds.slug}: vendor doc URL`).toMatch(/^https:\/\//);
      }
      // A source with no single default port must say why.
      if (ds.defaultPort === null) {
        nonEmpty(ds, 'portNote (defaultPort is null)', ds.portNote);
      }
      // Strings that stand for "unknown" are not allowed: unknown is null.
      expect(JSON.stringify(ds), `${ds.slug}: no placeholder words`).not.toMatch(
        /\b(TODO|TBD|lorem ipsum|coming soon)\b/i,
      );
    }
  });

  test('ports are null or integers from 1 to 65535', () => {
    for (const ds of DATASOURCES) {
      expect(ds.defaultPort === null || isPort(ds.defaultPort), `${ds.slug}: defaultPort ${ds.defaultPort}`).toBe(true);
      for (const f of ds.formExamples) {
        expect(f.port === null || isPort(f.port), `${ds.slug}: formExamples port ${f.port}`).toBe(true);
      }
      for (const p of ds.otherPorts) {
        expect(isPort(p.port), `${ds.slug}: other port ${p.port}`).toBe(true);
        expect(p.use.trim().length, `${ds.slug}: use of port ${p.port}`).toBeGreaterThan(0);
      }
    }
  });

  test('slugs are unique and URL-safe', () => {
    const slugs = DATASOURCES.map((d) => d.slug);
    expect(new Set(slugs).size, `duplicate slugs in ${slugs.join(', ')}`).toBe(slugs.length);
    for (const s of slugs) {
      expect(s).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  test('catalog and page folders list the same sources, and every source of the specification is among them', () => {
    const catalog = DATASOURCES.map((d) => d.slug).sort();
    expect(catalog, 'catalog vs docs/integration/datasources/*/overview.md').toEqual(pageSlugs());
    expect(
      DATASOURCE_SLUGS.filter((s) => !catalog.includes(s)),
      'sources of the specification missing from the catalog',
    ).toEqual([]);
  });

  test('each entry has its own module, named after its slug', async () => {
    const files = fs
      .readdirSync(CATALOG_DIR)
      .filter((f) => !SHARED_MODULES.includes(f))
      .sort();
    expect(files, 'src/features/catalogs/data/datasources/<slug>.ts for every catalog entry, and nothing else').toEqual(
      DATASOURCES.map((d) => `${d.slug}.ts`).sort(),
    );
    for (const ds of DATASOURCES) {
      // The test runner compiles the modules to CommonJS: a dynamic import wraps `module.exports` once more.
      const mod = (await import(path.join(CATALOG_DIR, `${ds.slug}.ts`))) as {
        default: {default?: DataSource} & DataSource;
      };
      const entry = mod.default.default ?? mod.default;
      // The full list holds the module's own object: the fact is written once.
      expect(entry, `${ds.slug}.ts default export is the DATASOURCES entry`).toBe(ds);
    }
  });

  test('every page renders the shared partial with its own entry', () => {
    for (const ds of DATASOURCES) {
      const page = fs.readFileSync(path.join(DATASOURCE_DIR, ds.slug, 'overview.md'), 'utf8');
      // The MySQL page keeps its body in a partial shared with the getting-started copy.
      const body =
        ds.slug === 'mysql' ? fs.readFileSync(path.join(DATASOURCE_DIR, 'mysql', '_mysql-body.mdx'), 'utf8') : page;
      expect(body, `${ds.slug}: imports the common partial`).toContain("from '../_datasource-common.mdx'");
      expect(body, `${ds.slug}: imports its own entry`).toContain(
        `import source from '@site/src/features/catalogs/data/datasources/${ds.slug}';`,
      );
      expect(body, `${ds.slug}: passes its entry`).toContain('<DatasourceCommon source={source} />');
      expect(
        body.match(/@site\/src\/features\/catalogs\/data\/datasources\/[\w-]+/g),
        `${ds.slug}: imports no other entry`,
      ).toEqual([`@site/src/features/catalogs/data/datasources/${ds.slug}`]);
      expect(page, `${ds.slug}: title matches the catalog`).toMatch(new RegExp(`^---\\ntitle: ${ds.name}\\n`));
    }
  });

  test('every page puts its own setup before adding the datasource, and has one troubleshooting section that opens with the shared checks', () => {
    for (const ds of DATASOURCES) {
      const page = fs.readFileSync(path.join(DATASOURCE_DIR, ds.slug, 'overview.md'), 'utf8');
      const body =
        ds.slug === 'mysql' ? fs.readFileSync(path.join(DATASOURCE_DIR, 'mysql', '_mysql-body.mdx'), 'utf8') : page;
      const at = (marker: string) => {
        const i = body.indexOf(marker);
        expect(i, `${ds.slug}: has ${marker}`).toBeGreaterThanOrEqual(0);
        expect(body.indexOf(marker, i + 1), `${ds.slug}: has ${marker} once`).toBe(-1);
        return i;
      };
      const common = at('<DatasourceCommon source={source} />');
      const add = at('<DatasourceAdd source={source} />');
      const map = at('## Map a first table');
      const trouble = at('## Limits and troubleshooting');
      const checks = at('<DatasourceChecks source={source} />');
      expect(common, `${ds.slug}: facts and prerequisites before adding the datasource`).toBeLessThan(add);
      // Source-side setup sits between the two partials: nothing but the mapping may follow the add step.
      expect(
        body.slice(add + '<DatasourceAdd source={source} />'.length, map).trim(),
        `${ds.slug}: no section between adding the datasource and the mapping`,
      ).toBe('');
      expect(map, `${ds.slug}: mapping before troubleshooting`).toBeLessThan(trouble);
      expect(
        body.slice(trouble + '## Limits and troubleshooting'.length, checks).trim(),
        `${ds.slug}: the troubleshooting section opens with the shared checks`,
      ).toBe('');
      expect(body.match(/^#{2,3} .*troubleshoot/gim), `${ds.slug}: one troubleshooting heading`).toHaveLength(1);
    }
  });

  test('a page that maps a concept the running example already maps says how to replace the existing mapping', () => {
    const model = fs.readFileSync(path.join(ROOT, 'src', 'features', 'runnable-sql', 'data', 'model.sql'), 'utf8');
    const modelMappings = new Map<string, string>();
    for (const m of model.matchAll(/CREATE OR REPLACE MAPPING `([^`]+)` INTO \(`([^`]+)`\)/g))
      modelMappings.set(m[2], m[1]);
    expect(modelMappings.size).toBeGreaterThan(0);
    for (const ds of DATASOURCES) {
      const file =
        ds.slug === 'mysql'
          ? path.join(DATASOURCE_DIR, 'mysql', '_mysql-body.mdx')
          : path.join(DATASOURCE_DIR, ds.slug, 'overview.md');
      const body = fs.readFileSync(file, 'utf8');
      for (const m of body.matchAll(/CREATE OR REPLACE MAPPING `([^`]+)` INTO \(`([^`]+)`\)/g)) {
        const [, name, concept] = m;
        const existing = modelMappings.get(concept);
        if (existing === undefined || existing === name) continue;
        expect(body, `${ds.slug}: ${name} adds a second mapping to ${concept}`).toContain(
          `<SecondMapping concept="${concept}" existing="${existing}" />`,
        );
      }
      // The warning says the page's statement adds a mapping under a name of its own: the page's mapping of that
      // concept must not take the existing name.
      for (const w of body.matchAll(/<SecondMapping concept="([^"]+)" existing="([^"]+)" \/>/g)) {
        const [, concept, existing] = w;
        const names = [...body.matchAll(/CREATE OR REPLACE MAPPING `([^`]+)` INTO \(`([^`]+)`\)/g)]
          .filter((m) => m[2] === concept)
          .map((m) => m[1]);
        expect(names.length, `${ds.slug}: a mapping of ${concept} next to the warning`).toBeGreaterThan(0);
        expect(names, `${ds.slug}: the new mapping of ${concept} has a name of its own`).not.toContain(existing);
      }
    }
    const warning = fs.readFileSync(path.join(DATASOURCE_DIR, '_second-mapping.mdx'), 'utf8');
    expect(warning, 'the warning describes the examples, which add a mapping under a new name').toContain(
      'gives its mapping a name of its own',
    );
  });

  test('a source reached only through a SQL bridge gives no port of its own to open or to type in the form', () => {
    const bridged = DATASOURCES.filter((ds) => ds.access.includes('unverified'));
    expect(bridged.length).toBeGreaterThan(0);
    for (const ds of bridged) {
      expect(ds.defaultPort, `${ds.slug}: default port`).toBeNull();
      expect(ds.otherPorts, `${ds.slug}: other ports`).toEqual([]);
      for (const f of ds.formExamples) expect(f.port, `${ds.slug}: port in the form`).toBeNull();
    }
  });

  test('every authentication method beyond user and password is flagged alike, unless a reference confirms it in Timbr', () => {
    expect(unflaggedAuth(DATASOURCES)).toEqual([]);
    const drill = DATASOURCES.find((d) => d.slug === 'drill')!;
    const unflagged = {...drill, authMethods: [{name: 'Kerberos', detail: 'Depends on how the cluster is secured.'}]};
    expect(unflaggedAuth([unflagged])).toEqual(['drill: Kerberos']);
    expect(unflaggedAuth([{...drill, authMethods: [{name: 'SQL login', detail: 'User and password.'}]}])).toEqual([]);
  });

  test('a parameter that is one of two alternatives is not marked required', () => {
    const alternatives = (sources: DataSource[]) =>
      sources.flatMap((ds) =>
        ds.parameters
          .filter((p) => p.required && /\binstead of\b|\bone of\b|\beither\b/i.test(p.meaning))
          .map((p) => `${ds.slug}: ${p.name}`),
      );
    expect(alternatives(DATASOURCES)).toEqual([]);
    const drill = DATASOURCES.find((d) => d.slug === 'drill')!;
    const wrong = {
      ...drill,
      parameters: [{name: 'drillbit', required: true, default: null, meaning: 'Node (direct form, instead of `zk`).'}],
    };
    expect(alternatives([wrong])).toEqual(['drill: drillbit']);
  });

  test('a parameter is either required or has a default, never both', () => {
    // A default is what applies when the parameter is left out, which a required one cannot be. The usual value of a
    // required port is the entry's defaultPort, which the connection facts show.
    const both = (sources: DataSource[]) =>
      sources.flatMap((ds) =>
        ds.parameters.filter((p) => p.required && p.default !== null).map((p) => `${ds.slug}: ${p.name}`),
      );
    expect(both(DATASOURCES)).toEqual([]);
    const clickhouse = DATASOURCES.find((d) => d.slug === 'clickhouse')!;
    const wrong = {
      ...clickhouse,
      parameters: [{name: 'User', required: true, default: 'default', meaning: 'ClickHouse user.'}],
    };
    expect(both([wrong])).toEqual(['clickhouse: User']);
    expect(both([{...wrong, parameters: [{...wrong.parameters[0], required: false}]}])).toEqual([]);
  });

  test("a source reached through another engine's type agrees with that engine's entry on whether port and database are required", () => {
    // Same driver, same URL rules: MySQL Connector/J and pgJDBC take a URL without a port or a database (references
    // integration/datasources/mysql, postgres, aurora).
    const owner: Partial<Record<AccessKind, string>> = {
      'mysql-compatible': 'mysql',
      'postgresql-compatible': 'postgres',
      'sqlserver-compatible': 'sqlserver',
    };
    const fields = /^(?:port|database)$/i;
    const disagreements = (sources: DataSource[]) =>
      sources.flatMap((ds) =>
        ds.access.flatMap((kind) => {
          const engine = sources.find((o) => o.slug === owner[kind]);
          if (!engine) return [];
          return ds.parameters
            .filter((p) => fields.test(p.name))
            .flatMap((p) => {
              const same = engine.parameters.find((q) => q.name.toLowerCase() === p.name.toLowerCase());
              return same && same.required !== p.required ? [`${ds.slug}: ${p.name} (${engine.slug})`] : [];
            });
        }),
      );
    expect(disagreements(DATASOURCES)).toEqual([]);
    const aurora = DATASOURCES.find((d) => d.slug === 'aurora')!;
    const wrong = {
      ...aurora,
      parameters: [
        {name: 'Port', required: true, default: null, meaning: '3306 for MySQL-compatible clusters.'},
        {name: 'Database', required: true, default: null, meaning: 'Database to connect to.'},
      ],
    };
    expect(disagreements([...DATASOURCES.filter((d) => d.slug !== 'aurora'), wrong])).toEqual([
      'aurora: Port (mysql)',
      'aurora: Database (mysql)',
      'aurora: Port (postgres)',
      'aurora: Database (postgres)',
    ]);
  });

  test('supported versions are versions of the source, not the Java runtime that a driver needs', () => {
    // The Presto reference lists Java 8+ among the driver's needs: that goes with the driver, and "Supported versions"
    // keeps the versions of the product, or says they are not documented.
    const runtime = (sources: Pick<DataSource, 'slug' | 'supportedVersions'>[]) =>
      sources.filter((ds) => /\b(?:Java|JDK|JRE|JVM)\b/.test(ds.supportedVersions ?? '')).map((ds) => ds.slug);
    expect(runtime(DATASOURCES)).toEqual([]);
    expect(runtime([{slug: 'presto', supportedVersions: 'The Presto JDBC driver needs Java 8 or later.'}])).toEqual([
      'presto',
    ]);
    expect(runtime([{slug: 'presto', supportedVersions: null}])).toEqual([]);
    expect(
      runtime([{slug: 'trino', supportedVersions: 'Trino versions before 350 are not supported by the driver.'}]),
    ).toEqual([]);
    const presto = DATASOURCES.find((d) => d.slug === 'presto')!;
    expect(presto.drivers[0].note, "the driver's Java requirement stays with the driver").toContain('Java 8');
  });

  test('a vendor is one that the data source references name, or none', () => {
    // The companies the references name for a source (integration/datasources/*.md, getting-started/installation.md).
    // A name goes here only with the reference that gives it; any other source has `vendor: null`.
    const named = ['AWS', 'Google Cloud', 'Microsoft', 'Oracle', 'SAP'];
    const unnamed = (vendor: string | null) => vendor !== null && !named.includes(vendor);
    for (const ds of DATASOURCES) expect(unnamed(ds.vendor), `${ds.slug}: vendor ${ds.vendor}`).toBe(false);
    expect(unnamed('OpenText')).toBe(true);
    expect(unnamed('Amazon Web Services')).toBe(true);
  });

  test("a summary uses a vendor's adjective only for the sources whose reference uses it", () => {
    // The data source references call only these sources' workgroups, pools or endpoints serverless, and no source
    // managed. A source added here is one whose reference says so.
    const adjectives: [RegExp, string[]][] = [
      [/\bserverless\b/i, ['athena', 'aurora', 'redshift', 'synapse']],
      [/\b(?:fully[- ])?managed\b/i, []],
    ];
    const misused = (ds: Pick<DataSource, 'slug' | 'summary'>) =>
      adjectives.filter(([word, slugs]) => word.test(ds.summary) && !slugs.includes(ds.slug)).map(([w]) => w.source);
    for (const ds of DATASOURCES) expect(misused(ds), `${ds.slug}: ${ds.summary}`).toEqual([]);
    expect(
      misused({slug: 'bigquery', summary: 'Serverless warehouse, reached with the Simba BigQuery JDBC driver.'}),
    ).toHaveLength(1);
    expect(misused({slug: 'aurora', summary: 'Managed MySQL- or PostgreSQL-compatible clusters.'})).toHaveLength(1);
    expect(misused({slug: 'redshift', summary: 'Provisioned clusters and serverless workgroups.'})).toEqual([]);
  });

  test("a page's mapping reads the datasource its form adds, and only the sample's source takes the sample's name", () => {
    // The running example's datasource (supply_chain_db) holds the sample data (docs/getting-started/sample-data.md, on
    // MySQL). Every other page adds a second datasource next to it, so it needs a name of its own, and the mapping the
    // page writes must name that datasource in USING.
    const owners = DATASOURCES.filter((ds) => exampleDatasourceName(ds) === SAMPLE_DATASOURCE_NAME).map((d) => d.slug);
    expect(owners).toEqual(['mysql']);
    const misnamed = (ds: Pick<DataSource, 'slug' | 'holdsSampleData'>, page: string) =>
      [...page.matchAll(/^CREATE OR REPLACE MAPPING `[^`]+` INTO \([^)]*\) USING `([^`]+)`/gm)]
        .map((m) => m[1])
        .filter((name) => name !== exampleDatasourceName(ds));
    for (const ds of DATASOURCES) {
      const page = fs.readFileSync(path.join(DATASOURCE_DIR, ds.slug, 'overview.md'), 'utf8');
      expect(misnamed(ds, page), `${ds.slug}: datasource of the page's mapping`).toEqual([]);
    }
    const wrong = 'CREATE OR REPLACE MAPPING `map_order_redshift` INTO (`order`) USING `supply_chain_db` AS\nSELECT 1;';
    expect(misnamed({slug: 'redshift'}, wrong)).toEqual(['supply_chain_db']);
    expect(misnamed({slug: 'redshift'}, wrong.replace('supply_chain_db', 'redshift_db'))).toEqual([]);
    expect(misnamed({slug: 'mysql', holdsSampleData: true}, wrong)).toEqual([]);
  });

  test("Timbr types and drivers agree with Timbr's published list", () => {
    const published = new Map(TIMBR_DATASOURCE_TYPES.map((t) => [t.type, t.driverClass]));
    for (const ds of DATASOURCES) {
      expect(ds.listedInTimbr, `${ds.slug}: listedInTimbr iff access is dedicated`).toBe(
        ds.access.includes('dedicated'),
      );
      for (const t of ds.timbrTypes) {
        expect(published.has(t), `${ds.slug}: type "${t}" is in the published list`).toBe(true);
      }
      for (const d of ds.drivers) {
        if (d.timbrType !== null) {
          expect(published.get(d.timbrType), `${ds.slug}: driver of type "${d.timbrType}"`).toBe(d.className);
        }
      }
      if (ds.access.includes('unverified')) {
        expect(ds.timbrTypes, `${ds.slug}: an unverified source documents no Timbr type`).toEqual([]);
      }
    }
  });
});
