/**
 * Remark plugin (docs and pages): `::openapi-reference{file="openapi/timbr-api.yaml"}`
 * becomes the reference of that OpenAPI description (a path below `static/`,
 * the file the site also serves for download), rendered by ./render.ts.
 *
 * It runs before Docusaurus' own plugins, so the headings it writes get
 * their table of contents entries and heading links, and its code blocks are
 * highlighted (src/features/highlighter/remark.ts runs after it). The reference's `##` sections are the description's tags: put
 * the directive where a `##` section may start.
 *
 * A description that cannot be read, a reference to nothing, or an anchor of
 * the reference that another heading of the page already has fails the build
 * with the file and the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Heading, Root, RootContent} from 'mdast';
import type {OpenApiDocument} from './openapi';
import {renderReference, referenceAnchors} from './render';
import {slug} from './operations';
import {SITE_DIR} from '../../shared/site-dir';

export const DIRECTIVE = 'openapi-reference';

interface Directive {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  position?: {start: {line: number}};
}

/** Reads and parses an OpenAPI description (YAML or JSON). */
export function readDescription(file: string): OpenApiDocument {
  const doc = yaml.load(fs.readFileSync(file, 'utf8')) as OpenApiDocument | undefined;
  if (!doc || typeof doc !== 'object' || !/^3\./.test(String(doc.openapi))) {
    throw new Error(`${file} is not an OpenAPI 3 description (no "openapi: 3.x" field)`);
  }
  return doc;
}

/** The static file a directive names, checked to stay inside `static/`. */
export function descriptionFile(siteDir: string, attribute: string | null | undefined): string {
  if (!attribute)
    throw new Error(`"::${DIRECTIVE}" needs the description's file: ::${DIRECTIVE}{file="openapi/<name>.yaml"}`);
  const staticDir = path.join(siteDir, 'static');
  const file = path.resolve(staticDir, attribute);
  if (!file.startsWith(`${staticDir}${path.sep}`)) throw new Error(`"${attribute}" is not a file below static/`);
  return file;
}

function textOf(node: {value?: string; children?: unknown[]}): string {
  return node.value ?? (node.children ?? []).map((c) => textOf(c as {value?: string; children?: unknown[]})).join('');
}

export default function remarkApiReference({siteDir = SITE_DIR}: {siteDir?: string} = {}) {
  return (tree: Root, file: {path?: string}): void => {
    const index = tree.children.findIndex(
      (n) => (n as unknown as Directive).type === 'leafDirective' && (n as unknown as Directive).name === DIRECTIVE,
    );
    if (index < 0) return;
    const directive = tree.children[index] as unknown as Directive;
    const where = `${file.path ?? 'a page'}:${directive.position?.start.line ?? '?'}`;
    let nodes;
    try {
      nodes = renderReference(readDescription(descriptionFile(siteDir, directive.attributes?.file)));
    } catch (error) {
      throw new Error(`${where}: the API reference cannot be built: ${(error as Error).message}`);
    }
    // The page's own headings get ids from their text (or an explicit one): none may clash with the reference's.
    const pageIds = tree.children
      .filter((n): n is Heading => n.type === 'heading')
      .map((h) => (h.data as {hProperties?: {id?: string}} | undefined)?.hProperties?.id ?? slug(textOf(h)));
    const clashes = referenceAnchors(nodes).filter((id) => pageIds.includes(id));
    if (clashes.length)
      throw new Error(`${where}: headings of the page have the anchors of the API reference: ${clashes.join(', ')}`);
    tree.children.splice(index, 1, ...(nodes as RootContent[]));
  };
}
