/**
 * One pass over the built site after the build (Node only). Five features
 * read the built pages: the llms files, the search files, the social cards,
 * the feeds and the CSP script hashes. Each plugin adds its step when it is
 * created; the first plugin's postBuild starts the pass, which reads every
 * HTML file of the build once, parses it at most once, and hands it to every
 * step; the other plugins' postBuild wait for the same pass, then each writes
 * its files. Docusaurus runs the plugins' postBuild together, so they all find
 * the pass under way; run one at a time, the first would run it for all.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Root} from 'hast';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {contentRoutes, htmlFileFor, type PostBuildProps} from './routes';

export interface BuiltPage {
  /** The file below the build folder, with `/` separators: `docs/sql/general/index.html`. */
  file: string;
  /** The route the file was built for (`/doc/docs/sql/general`); undefined for a file no route names. */
  route: string | undefined;
  /** Whether the route is a content route (src/shared/routes.ts): the pages the llms files, search and cards take. */
  content: boolean;
  html: string;
  /** The parsed document, parsed when a step first asks. Shared by the steps: read it, never change it. */
  readonly tree: Root;
}

/** What a plugin does with the built pages. */
export interface PageStep {
  /** Called once when the pass starts, with the build's postBuild props (where the build is) and its content routes. */
  start?(props: PostBuildProps, contentRoutes: string[]): void;
  /** Called with each built HTML file, in path order. */
  page(page: BuiltPage): void | Promise<void>;
}

export interface BuiltPagesPass {
  /** Adds a step; call it when the plugin is created, before any postBuild. */
  add(step: PageStep): void;
  /** Reads the build's pages once and hands each to every step; the same promise for every caller. */
  run(props: PostBuildProps): Promise<void>;
}

const parser = unified().use(rehypeParse).freeze();

/** An HTML document as a hast tree, as the pass parses the built pages. */
export function parseHtml(html: string): Root {
  return parser.parse(html);
}

/** Every HTML file below `outDir`, relative, with `/` separators, in path order. */
export async function htmlFilesOf(outDir: string): Promise<string[]> {
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function createPass(): BuiltPagesPass {
  const steps: PageStep[] = [];
  let running: Promise<void> | undefined;
  async function runPass(props: PostBuildProps): Promise<void> {
    const {outDir, baseUrl, routesPaths} = props;
    const content = contentRoutes(props);
    const isContent = new Set(content);
    for (const step of steps) step.start?.(props, content);
    const routeOf = new Map(routesPaths.map((route) => [htmlFileFor(route, baseUrl), route]));
    for (const file of await htmlFilesOf(outDir)) {
      const html = await fs.readFile(path.join(outDir, file), 'utf8');
      let tree: Root | undefined;
      const route = routeOf.get(file);
      const page: BuiltPage = {
        file,
        route,
        content: route !== undefined && isContent.has(route),
        html,
        get tree() {
          return (tree ??= parseHtml(html));
        },
      };
      for (const step of steps) await step.page(page);
    }
  }
  return {
    add(step) {
      if (running) throw new Error('built pages: a step was added after the pass started');
      steps.push(step);
    },
    run(props) {
      return (running ??= runPass(props));
    },
  };
}

/**
 * The pass of one build: one per site load, shared by the plugins of that
 * load (kept on the global object: the plugins are separate module instances).
 */
const KEY = Symbol.for('timbr-docs.built-pages');
const passes = ((globalThis as Record<symbol, unknown>)[KEY] ??= new WeakMap()) as WeakMap<LoadContext, BuiltPagesPass>;

export function builtPagesPass(context: LoadContext): BuiltPagesPass {
  let pass = passes.get(context);
  if (!pass) passes.set(context, (pass = createPass()));
  return pass;
}
