/**
 * Unit tests (no browser) for what the browser gets from the data source catalog: the light list
 * (src/features/catalogs/data/datasource-index.ts), derived from the catalog, and no module of the browser that
 * imports the whole catalog.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {DATASOURCES} from '../../../src/features/catalogs/data/datasources';
import {
  DATASOURCE_INDEX,
  toIndexEntry,
  type DataSourceIndexEntry,
} from '../../../src/features/catalogs/data/datasource-index';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const INDEX_MODULE = path.join(ROOT, 'src', 'features', 'catalogs', 'data', 'datasource-index.ts');

/** TypeScript literal of a light entry, as written in src/features/catalogs/data/datasource-index.ts. */
function indexLiteral(entries: DataSourceIndexEntry[]): string {
  const str = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const lit = (v: unknown): string =>
    Array.isArray(v) ? `[${v.map(lit).join(', ')}]` : typeof v === 'string' ? str(v) : String(v);
  return entries
    .map(
      (e) =>
        `  {\n${Object.entries(e)
          .map(([k, v]) => `    ${k}: ${lit(v)},`)
          .join('\n')}\n  },\n`,
    )
    .join('');
}

/** Source files that end up in the browser bundle, relative to the root. */
function browserSources(): string[] {
  const features = path.join(ROOT, 'src/features');
  // Each feature's browser code: its theme components and its browser/ folder.
  const featureDirs = fs
    .readdirSync(features)
    .flatMap((f) => ['theme', 'browser'].map((d) => `src/features/${f}/${d}`));
  const out = ['docs', 'src/pages', 'src/theme', 'src/shared', ...featureDirs]
    .map((dir) => path.join(ROOT, dir))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir, {recursive: true, withFileTypes: true}))
    .filter((e) => e.isFile() && /\.(mdx?|tsx?|jsx?)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  out.push(path.join(ROOT, 'src/features/catalogs/data/integrations.ts'), INDEX_MODULE);
  return out;
}

test.describe('what the browser gets from the catalog', () => {
  test('the light list equals its derivation from the catalog', () => {
    const derived = DATASOURCES.map(toIndexEntry);
    const text = fs.readFileSync(INDEX_MODULE, 'utf8');
    const marked =
      /(\/\/ BEGIN DERIVED LIST[^\n]*\nexport const DATASOURCE_INDEX: DataSourceIndexEntry\[\] = \[\n)([\s\S]*?)(\];\n\/\/ END DERIVED LIST)/;
    expect(
      marked.test(text),
      'src/features/catalogs/data/datasource-index.ts keeps its BEGIN/END DERIVED LIST markers',
    ).toBe(true);
    if (process.env.UPDATE_DATASOURCE_INDEX === '1') {
      fs.writeFileSync(
        INDEX_MODULE,
        text.replace(marked, (_, start: string, _body: string, end: string) => start + indexLiteral(derived) + end),
      );
      return;
    }
    const hint =
      'src/features/catalogs/data/datasource-index.ts is out of date: run UPDATE_DATASOURCE_INDEX=1 npx playwright test --project=unit tests/unit/catalogs/datasource-index.spec.ts';
    expect(DATASOURCE_INDEX, hint).toEqual(derived);
    // The file is exactly what the update writes, so a regenerated file gives no diff.
    expect(marked.exec(text)![2], hint).toBe(indexLiteral(derived));
  });

  test('the light list carries only the fields the overview shows', () => {
    for (const e of DATASOURCE_INDEX) {
      expect(Object.keys(e).sort()).toEqual(['access', 'listedInTimbr', 'name', 'slug', 'summary', 'timbrTypes']);
    }
  });

  test('no page, component or browser data module imports the whole catalog', () => {
    // `@site/src/features/catalogs/data/datasources` (or a relative path to its datasources.ts) ships every entry;
    // pages import `@site/src/features/catalogs/data/datasources/<slug>`, components the shared `types` module.
    const whole =
      /from\s+['"](?:@site\/src\/features\/catalogs\/data\/datasources|(?:\.\.?\/)+(?:data\/)?datasources)['"]/;
    const offenders = browserSources().filter((f) => whole.test(fs.readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});
