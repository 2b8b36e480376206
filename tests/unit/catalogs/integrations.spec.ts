/** Unit tests (no browser) for the integration list (src/features/catalogs/data/integrations.ts): its cards, their kinds and the pages they point to. */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {DATASOURCES} from '../../../src/features/catalogs/data/datasources';
import {INTEGRATIONS, INTEGRATION_KINDS} from '../../../src/features/catalogs/data/integrations';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const DOCS = path.join(ROOT, 'docs');

/** Doc file for a doc URL such as `/docs/integration/dbeaver` or `/docs/api/`; null if none exists. */
function docFileFor(to: string): string | null {
  if (!to.startsWith('/docs/')) {
    return null;
  }
  const rel = to.slice('/docs/'.length);
  const base = rel === '' || rel.endsWith('/') ? path.join(DOCS, rel, 'index') : path.join(DOCS, rel);
  for (const ext of ['.md', '.mdx']) {
    if (fs.existsSync(base + ext)) {
      return base + ext;
    }
  }
  return null;
}

/** Every doc page of the integrations section (no partials, no index). */
function integrationPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!e.name.startsWith('_')) walk(p);
      } else if (/\.mdx?$/.test(e.name) && !e.name.startsWith('_')) {
        out.push(p);
      }
    }
  };
  walk(path.join(DOCS, 'integration'));
  return out.filter((p) => p !== path.join(DOCS, 'integration', 'index.md')).sort();
}

test.describe('integration list', () => {
  test('ids are unique and kinds are known', () => {
    const ids = INTEGRATIONS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const kinds = new Set<string>(INTEGRATION_KINDS.map((k) => k.id));
    for (const i of INTEGRATIONS) {
      expect(kinds.has(i.kind), `${i.id}: kind ${i.kind}`).toBe(true);
      expect(i.title.trim().length, `${i.id}: title`).toBeGreaterThan(0);
      expect(i.description.trim().length, `${i.id}: description`).toBeGreaterThan(0);
    }
    for (const k of INTEGRATION_KINDS) {
      expect(
        INTEGRATIONS.some((i) => i.kind === k.id),
        `kind ${k.id} has at least one integration`,
      ).toBe(true);
    }
  });

  test('every integration points to an existing doc file', () => {
    expect(INTEGRATIONS.length).toBeGreaterThan(0);
    for (const i of INTEGRATIONS) {
      expect(docFileFor(i.to), `${i.id}: ${i.to} has no doc file`).not.toBeNull();
    }
  });

  test('every data source and every page of the integrations section has a card', () => {
    const targets = new Set(INTEGRATIONS.map((i) => docFileFor(i.to)));
    for (const ds of DATASOURCES) {
      expect(
        INTEGRATIONS.some(
          (i) => i.kind === 'datasource' && i.to === `/docs/integration/datasources/${ds.slug}/overview`,
        ),
        `${ds.slug} has a data source card`,
      ).toBe(true);
    }
    for (const page of integrationPages()) {
      expect(targets.has(page), `${path.relative(ROOT, page)} has a card`).toBe(true);
    }
  });
});
