/**
 * Unit tests (no browser) of the REST endpoint list, src/features/catalogs/data/rest-endpoints.ts,
 * from which every endpoint table of the docs renders (src/features/catalogs/theme/RestEndpoints):
 * it holds the same endpoints, with the same methods, as the OpenAPI description
 * static/openapi/timbr-api.yaml; every group and guide it names exists; and no
 * page writes its own copy of the table any more.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {test, expect} from '@playwright/test';
import {ENDPOINT_GROUPS, GUIDE_LABELS, REST_ENDPOINTS} from '../../../src/features/catalogs/data/rest-endpoints';

const ROOT = path.resolve(__dirname, '../../..');

/** `/timbr/api/q/<a>/concept/<b>?<filters>` -> `/timbr/api/q/{a}/concept/{b}`. */
const openApiPath = (p: string) => p.replace(/\?.*$/, '').replace(/<([^>]+)>/g, '{$1}');

test('the list holds the endpoints of the OpenAPI description, with the same methods', () => {
  const spec = yaml.load(fs.readFileSync(path.join(ROOT, 'static/openapi/timbr-api.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const fromSpec = Object.entries(spec.paths)
    .flatMap(([p, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        .map((m) => `${m.toUpperCase()} ${p}`),
    )
    .sort();
  const fromList = REST_ENDPOINTS.map((e) => `${e.method} ${openApiPath(e.path)}`).sort();
  expect(fromList).toEqual(fromSpec);
  expect(new Set(REST_ENDPOINTS.map((e) => e.path)).size).toBe(REST_ENDPOINTS.length);
});

test('every endpoint has its group, a sentence and a guide that is a page', () => {
  for (const e of REST_ENDPOINTS) {
    expect(ENDPOINT_GROUPS, e.path).toContain(e.group);
    expect(e.does, e.path).toMatch(/^[A-Z].*\.$/);
    expect(GUIDE_LABELS[e.guide], e.path).toBeTruthy();
    expect(fs.existsSync(path.join(ROOT, 'docs', `${e.guide}.md`)), `${e.guide}.md`).toBe(true);
  }
  for (const group of ENDPOINT_GROUPS)
    expect(
      REST_ENDPOINTS.some((e) => e.group === group),
      group,
    ).toBe(true);
  // The endpoints of nested requests: the documented query endpoints and the client's raw-SQL one.
  expect(REST_ENDPOINTS.filter((e) => e.nested).map((e) => e.path)).toEqual([
    '/timbr/api/query/',
    '/timbr/api/q/<ontology_name>/concept/<concept_name>?<filters>',
    '/timbr/api/q/<ontology_name>/view/<view_name>?<filters>',
    '/timbr/openapi/ontology/{ontology}/query',
  ]);
});

test("every endpoint's guide names the endpoint, so the link keeps its promise", () => {
  const unnamed = (endpoints: typeof REST_ENDPOINTS) =>
    endpoints
      .filter((e) => {
        const page = fs.readFileSync(path.join(ROOT, 'docs', `${e.guide}.md`), 'utf8');
        // The fixed part of the path, up to its first placeholder or query string.
        return !page.includes(e.path.split(/[<{?]/)[0]);
      })
      .map((e) => `${e.path} -> ${e.guide}`);
  expect(unnamed(REST_ENDPOINTS)).toEqual([]);
  // The link that was wrong: the AI endpoints sent to the LangChain SDK page, which names none of them.
  const answer = REST_ENDPOINTS.find((e) => e.path === '/timbr/openapi/execute/answer')!;
  expect(unnamed([{...answer, guide: 'integration/langchain-sdk'}])).toEqual([
    '/timbr/openapi/execute/answer -> integration/langchain-sdk',
  ]);
});

test('no page writes its own endpoint table (three or more table rows that start with an endpoint path)', () => {
  const copies: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const rows = fs
          .readFileSync(full, 'utf8')
          .split('\n')
          .map((line, i) => ({line, n: i + 1}));
        const endpointRows = rows.filter(({line}) => /^\|\s*`(GET |POST )?\/timbr\/(api|openapi)\//.test(line));
        if (endpointRows.length >= 3) copies.push(`${path.relative(ROOT, full)}:${endpointRows[0].n}`);
      }
    }
  };
  walk(path.join(ROOT, 'docs'));
  expect(copies, 'render the table with <RestEndpoints /> (src/features/catalogs/theme/RestEndpoints)').toEqual([]);
});

test('a body said to be not documented belongs to a call listed without a body, as get_token is', () => {
  expect(REST_ENDPOINTS.filter((e) => e.bodyNotDocumented && e.body !== null).map((e) => e.path)).toEqual([]);
  expect(REST_ENDPOINTS.filter((e) => e.bodyNotDocumented).map((e) => e.path)).toEqual(['/timbr/api/get_token']);
});
