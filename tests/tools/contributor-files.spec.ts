/**
 * Unit tests (no browser) for the contributor files outside docs/, which the
 * site build does not check: CONTRIBUTING.md, STYLE-GUIDE.md, the pull-request
 * template and the issue forms in .github/.
 */
import {test, expect} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {DOCS_REPOSITORY_BRANCH, DOCS_REPOSITORY_URL} from '../../src/site';
import {BUG_KIND, ISSUE_FORMS, exampleIssueUrl, issueUrl} from '../../src/features/feedback/browser/PageFeedback/issue';
import {toolArgs} from '../../tools/lib/loader';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = read(file).replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])));
}

/** Relative Markdown links of a file, outside code. */
function relativeLinks(file: string): string[] {
  const text = read(file)
    .replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((href) => !/^[a-z]+:/.test(href));
}

const GUIDES = ['CONTRIBUTING.md', 'STYLE-GUIDE.md', '.github/PULL_REQUEST_TEMPLATE.md'];

for (const file of GUIDES) {
  test(`${file}: every relative link reaches a file, and every anchor a heading`, () => {
    const links = relativeLinks(file);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const [target, anchor] = href.split('#');
      const targetFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
      expect(fs.existsSync(path.join(ROOT, targetFile)), `${file} links to ${href}`).toBe(true);
      if (anchor) expect([...anchorsOf(targetFile)], `${file} links to ${href}`).toContain(anchor);
    }
  });
}

test('the anchor check can fail: a missing heading is not found', () => {
  expect(anchorsOf('CONTRIBUTING.md').has('add-a-page')).toBe(true);
  expect(anchorsOf('CONTRIBUTING.md').has('no-such-section')).toBe(false);
});

test('the style guide describes exactly the page types new-page offers', () => {
  const help = execFileSync(process.execPath, toolArgs('tools/author/new-page.ts', '--help'), {encoding: 'utf8'});
  const offered = [...help.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((m) => m[1]).sort();
  const described = [...read('STYLE-GUIDE.md').matchAll(/^### .+ \(`--type ([a-z-]+)`\)$/gm)].map((m) => m[1]).sort();
  expect(offered).toHaveLength(6);
  expect(described).toEqual(offered);
  for (const type of offered) expect(read('CONTRIBUTING.md')).toContain(`\`${type}\``);
});

const FORMS = ['doc-bug.yml', 'missing-content.yml', 'new-page.yml'];

for (const form of FORMS) {
  test(`issue form ${form} is a valid GitHub issue form`, () => {
    const data = yaml.load(read(`.github/ISSUE_TEMPLATE/${form}`)) as {
      name?: string;
      description?: string;
      body?: {type: string; id?: string; attributes: Record<string, unknown>; validations?: {required?: boolean}}[];
    };
    expect(typeof data.name).toBe('string');
    expect(typeof data.description).toBe('string');
    expect(Array.isArray(data.body)).toBe(true);
    const inputs = data.body!.filter((item) => item.type !== 'markdown');
    expect(inputs.some((item) => item.validations?.required)).toBe(true);
    const ids = inputs.map((item) => item.id);
    expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
    for (const item of data.body!) {
      expect(['markdown', 'input', 'textarea', 'dropdown', 'checkboxes']).toContain(item.type);
      if (item.type === 'markdown') expect(typeof item.attributes.value).toBe('string');
      else expect(typeof item.attributes.label, `${form}: ${item.id} has a label`).toBe('string');
      if (item.type === 'dropdown' || item.type === 'checkboxes') {
        expect((item.attributes.options as unknown[]).length).toBeGreaterThan(0);
      }
    }
  });
}

type FormItem = {type: string; id?: string; attributes: {options?: (string | {label: string})[]}};

test('the issue forms accept what the docs prefill: field ids, dropdown options, title prefixes', () => {
  for (const [form, {titlePrefix, fields}] of Object.entries(ISSUE_FORMS)) {
    const data = yaml.load(read(`.github/ISSUE_TEMPLATE/${form}`)) as {title: string; body: FormItem[]};
    expect(data.title, `${form}: title prefix`).toBe(titlePrefix);
    const ids = data.body.filter((item) => item.id).map((item) => item.id);
    for (const field of fields) expect(ids, `${form} has a field "${field}"`).toContain(field);
  }
  const bug = yaml.load(read('.github/ISSUE_TEMPLATE/doc-bug.yml')) as {body: FormItem[]};
  const kinds = bug.body.find((item) => item.id === 'kind')!.attributes.options!;
  for (const kind of Object.values(BUG_KIND)) expect(kinds, 'doc-bug.yml offers the kind').toContain(kind);

  // The links themselves carry only those names, plus the template and the title.
  const url = new URL(exampleIssueUrl('https://docs.timbr.ai/doc/docs/sql/mappings', 'Mappings', 'SELECT 1', 'sql'));
  expect(`${url.origin}${url.pathname}`).toBe(`${DOCS_REPOSITORY_URL}/issues/new`);
  expect([...url.searchParams.keys()].sort()).toEqual(['kind', 'page', 'problem', 'template', 'title']);
  expect(url.searchParams.get('template')).toBe('doc-bug.yml');
  expect(url.searchParams.get('title')).toBe('Docs error: Mappings');
  expect(url.searchParams.get('kind')).toBe(BUG_KIND.example);
  expect(url.searchParams.get('problem')).toContain('```sql\nSELECT 1\n```');
  const long = new URL(issueUrl('missing-content.yml', 'Cubes', {page: 'x', gap: 'y'.repeat(5000)}));
  expect(long.searchParams.get('gap')!.length, 'long texts are shortened').toBeLessThan(2100);
});

test('the issue chooser links to the contributing guide of this repository', () => {
  const config = yaml.load(read('.github/ISSUE_TEMPLATE/config.yml')) as {contact_links: {url: string}[]};
  const urls = config.contact_links.map((l) => l.url);
  expect(urls).toContain(`${DOCS_REPOSITORY_URL}/blob/${DOCS_REPOSITORY_BRANCH}/CONTRIBUTING.md`);
  // Only forms and config.yml are in the folder (GitHub shows every file as a template).
  expect(fs.readdirSync(path.join(ROOT, '.github/ISSUE_TEMPLATE')).sort()).toEqual([...FORMS, 'config.yml'].sort());
});

test('spelling and Markdown lint cover the guides and the templates', () => {
  const cspell = JSON.parse(read('cspell.json')) as {files: string[]};
  expect(cspell.files).toEqual(expect.arrayContaining(['*.md', '.github/**/*.{md,yml}']));
  const markdownlint = read('.markdownlint-cli2.jsonc');
  expect(markdownlint).toContain('"*.md"');
  expect(markdownlint).toContain('".github/**/*.md"');
});

test('the guide and the pull request template name the check to run before a pull request, a script of package.json', () => {
  const scripts = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts;
  expect(scripts['check:changed']).toBe('node tools/run.mjs tools/check/changed.ts');
  expect(fs.existsSync(path.join(ROOT, 'tools/check/changed.ts'))).toBe(true);
  expect(read('CONTRIBUTING.md')).toContain('npm run check:changed');
  expect(read('.github/PULL_REQUEST_TEMPLATE.md')).toMatch(/^- \[ \] `npm run check:changed` passes/m);
});
