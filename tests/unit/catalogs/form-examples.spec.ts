/**
 * Unit tests (no browser) for the form examples of the data source catalog
 * (src/features/catalogs/data/datasources/): each example and the URL of its SQL definition describe one connection
 * in its Timbr type's scheme, and say only what the references give. The rest of the catalog: datasources.spec.ts.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {DATASOURCES, type DataSource} from '../../../src/features/catalogs/data/datasources';
import type {FormExample} from '../../../src/features/catalogs/data/datasources/types';

const DATASOURCE_DIR = path.resolve(__dirname, '../../../docs/integration/datasources');

/**
 * Host, port and path of a JDBC URL of the form `jdbc:<protocol>://[user@]<host>[:<port>][/<path>]`, the path up
 * to the options; null for a URL without such an address (properties only, a ZooKeeper quorum).
 */
function jdbcAddress(url: string): {host: string; port: number | null; path: string} | null {
  const m = /^jdbc:[\w:+.@-]*?\/\/(?:[^@/]*@)?([^/:;?=]+)(?::(\d+))?(?=$|[/;?])(?:\/([^;?&#]*))?/.exec(url);
  return m ? {host: m[1], port: m[2] ? Number(m[2]) : null, path: m[3] ?? ''} : null;
}

/** Two values of an example agree when they are equal or either is a `<placeholder>`. */
function sameValue(a: string, b: string): boolean {
  const placeholder = (v: string) => /^<[^<>]+>$/.test(v);
  return a === b || (a !== '' && b !== '' && (placeholder(a) || placeholder(b)));
}

/** The scheme of a JDBC URL, `jdbc:mysql:` for `jdbc:mysql://...`; null when the text is no JDBC URL. */
function jdbcScheme(url: string): string | null {
  return /^(jdbc:[\w-]+:)/.exec(url)?.[1] ?? null;
}

/**
 * Form examples whose SQL definition gives a URL in another scheme than the one the type's own source uses: a
 * source reached through another source's type (MariaDB through MySQL) connects with that type's driver, so its
 * `{target_url}` is in that driver's scheme (reference integration/datasources/mariadb: `jdbc:mysql:` with
 * `com.mysql.jdbc.Driver`).
 */
function foreignSchemes(sources: DataSource[]): string[] {
  const own = new Map<string, Set<string>>();
  for (const ds of sources.filter((d) => d.access.includes('dedicated')))
    ds.formExamples.forEach((f, i) => {
      const scheme = jdbcScheme(ds.exampleUrls[i]?.url ?? '');
      if (f.timbrType !== null && scheme !== null)
        own.set(f.timbrType, (own.get(f.timbrType) ?? new Set()).add(scheme));
    });
  const found: string[] = [];
  for (const ds of sources)
    ds.formExamples.forEach((f, i) => {
      const url = ds.exampleUrls[i]?.url ?? ds.urlFormats[0].template;
      const schemes = f.timbrType === null ? undefined : own.get(f.timbrType);
      if (schemes && !schemes.has(jdbcScheme(url) ?? '')) found.push(`${ds.slug}: type ${f.timbrType} with ${url}`);
    });
  return found;
}

test.describe('data source form examples', () => {
  test('each form example picks one Timbr type of the source, and a source with several examples labels them', () => {
    for (const ds of DATASOURCES) {
      expect(ds.formExamples.length, `${ds.slug}: form examples`).toBeGreaterThan(0);
      for (const f of ds.formExamples) {
        if (ds.timbrTypes.length === 0) expect(f.timbrType, `${ds.slug}: a source without a type`).toBeNull();
        else expect(ds.timbrTypes, `${ds.slug}: the type of a form example`).toContain(f.timbrType);
      }
      if (ds.formExamples.length > 1) {
        const labels = ds.formExamples.map((f) => f.label);
        expect(labels.every(Boolean), `${ds.slug}: every example has a label`).toBe(true);
        expect(new Set(labels).size, `${ds.slug}: labels are distinct`).toBe(labels.length);
        // Example i goes with exampleUrls[i] in the SQL definition.
        expect(ds.exampleUrls.length, `${ds.slug}: one example URL per form example`).toBeGreaterThanOrEqual(
          ds.formExamples.length,
        );
      }
    }
  });

  test('each form example and the URL its SQL definition shows describe the same connection', () => {
    const found: string[] = [];
    for (const ds of DATASOURCES) {
      ds.formExamples.forEach((f, i) => {
        const url = ds.exampleUrls[i]?.url;
        const parts = url === undefined ? null : jdbcAddress(url);
        if (parts === null) return;
        const where = `${ds.slug}, form example ${i + 1} and ${url}`;
        if (f.host !== null && !sameValue(f.host, parts.host)) found.push(`${where}: host ${f.host}`);
        if (f.port !== null && parts.port !== null && f.port !== parts.port) found.push(`${where}: port ${f.port}`);
        // A database, catalog or service in the URL's path is the one the note under the form names, and the other
        // way round.
        if (!sameValue(f.urlDatabase ?? '', parts.path)) found.push(`${where}: database ${f.urlDatabase}`);
      });
    }
    expect(found).toEqual([]);
  });

  test("the SQL definition of a form example uses the URL scheme of the example's Timbr type", () => {
    expect(foreignSchemes(DATASOURCES)).toEqual([]);
    // The wording that was wrong: MariaDB registered with the MySQL type but a `jdbc:mariadb:` URL.
    const mariadb = DATASOURCES.find((d) => d.slug === 'mariadb');
    expect(mariadb).toBeDefined();
    const wrong = {
      ...mariadb!,
      exampleUrls: [{label: 'Native driver', url: 'jdbc:mariadb://<host>:3306/<database>'}],
    };
    expect(foreignSchemes([...DATASOURCES.filter((d) => d.slug !== 'mariadb'), wrong])).toEqual([
      'mariadb: type MySQL with jdbc:mariadb://<host>:3306/<database>',
    ]);
  });

  test('the comparison of a form example with its URL can fail', () => {
    expect(jdbcAddress('jdbc:trino://coordinator:8080/hive/default')).toEqual({
      host: 'coordinator',
      port: 8080,
      path: 'hive/default',
    });
    expect(jdbcAddress('jdbc:oracle:thin:@//192.168.2.1:1521/XE')).toEqual({
      host: '192.168.2.1',
      port: 1521,
      path: 'XE',
    });
    expect(jdbcAddress('jdbc:sqlserver://<server>.database.windows.net:1433;database=<db>')).toEqual({
      host: '<server>.database.windows.net',
      port: 1433,
      path: '',
    });
    expect(jdbcAddress('jdbc:awsathena://AwsRegion=us-west-1;User=<k>;')).toBeNull();
    expect(jdbcAddress('jdbc:drill:zk=10.10.100.56:2181/drill/drillbits1')).toBeNull();
    expect(sameValue('', 'hive')).toBe(false);
    expect(sameValue('hive', 'hive/default')).toBe(false);
    expect(sameValue('<database>', 'supply_chain_demo')).toBe(true);
    expect(sameValue('<mysql-host>', '<host>')).toBe(true);
  });

  test('a source whose reference gives no URL-property syntax shows no separators of its own', () => {
    // integration/datasources/{presto,trino,vertica}.md give the URL forms and the property names, "in the URL or
    // as properties", but not how properties are joined to the URL or to each other.
    const noSyntax = ['presto', 'trino', 'vertica'];
    const separator = /(?:^|[?&;])[A-Za-z]\w*=[^\s`]*[?&;]|[?&]\s*[A-Za-z]\w*=|`[?&;]`/;
    const texts = (ds: DataSource): string[] => [
      ds.urlSyntax,
      ...ds.urlFormats.map((f) => f.template),
      ...ds.exampleUrls.map((e) => e.url),
      ...ds.formExamples.map((f) => f.additionalParameters ?? ''),
      fs.readFileSync(path.join(DATASOURCE_DIR, ds.slug, 'overview.md'), 'utf8'),
    ];
    for (const ds of DATASOURCES.filter((d) => noSyntax.includes(d.slug))) {
      for (const text of texts(ds)) expect(separator.test(text), `${ds.slug}: ${text.slice(0, 200)}`).toBe(false);
    }
    expect(separator.test('`?` before the first property, `&` between properties.')).toBe(true);
    expect(separator.test('jdbc:vertica://<host>:5433/<database>?TLSmode=verify-full')).toBe(true);
    expect(separator.test('for example `ConnectionLoadBalance=<value>&BackupServerNode=<backup-nodes>`.')).toBe(true);
    expect(separator.test('Type it under Additional parameters, for example `TLSmode=verify-full`.')).toBe(false);
  });

  test('a form example without a user says what its Password field holds', () => {
    // The form's generic Password row is "the password or secret of that user": with no user (a service account
    // signing in with a key, as for BigQuery), the example must say what the field holds instead.
    const unexplained = (f: FormExample) => f.user === null && (f.password ?? '').trim() === '';
    for (const ds of DATASOURCES) {
      for (const f of ds.formExamples)
        expect(unexplained(f), `${ds.slug}: Password of ${f.label ?? ds.slug}`).toBe(false);
    }
    const example: FormExample = {
      timbrType: 'Google BigQuery',
      host: null,
      port: 443,
      urlDatabase: null,
      user: null,
      additionalParameters: 'ProjectId=<project-id>;OAuthType=0',
    };
    expect(unexplained(example)).toBe(true);
    expect(unexplained({...example, password: 'The key in Additional parameters.'})).toBe(false);
  });
});
