/**
 * The stock Docusaurus classic template (TypeScript), generated once into the user's cache with our base path and
 * this registry's install fix: what `npm run perf:stock` and `npm run perf:scale` measure our site against, each
 * carrying our pages' text (the Markdown copies a build of ours writes).
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from '../lib/loader';

export const STOCK_VERSION = '3.10.2';
// Not below node_modules: Docusaurus does not compile a site's own TypeScript under a path containing node_modules.
const CACHE = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
export const STOCK = path.join(CACHE, 'timbr-docs', `stock-docusaurus-${STOCK_VERSION}`, 'stock');
/** The template's own docs, kept aside: `docs/` is rewritten with our pages' text for each comparison. */
export const TEMPLATE_DOCS = 'template-docs';

/** Runs a command without blocking this process (whose servers may answer meanwhile); fails on a non-zero exit. */
export async function run(command: string, args: string[], cwd = ROOT) {
  console.log(`$ ${command} ${args.join(' ')}  (in ${cwd})`);
  const [code] = await once(spawn(command, args, {cwd, stdio: 'inherit'}), 'close');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The stock template, installed (created on first use); returns its folder. */
export async function stockTemplate(): Promise<string> {
  const file = (name: string) => path.join(STOCK, name);
  if (!fs.existsSync(file(TEMPLATE_DOCS))) {
    fs.rmSync(STOCK, {recursive: true, force: true});
    fs.mkdirSync(path.dirname(STOCK), {recursive: true});
    const template = [`create-docusaurus@${STOCK_VERSION}`, 'stock', 'classic', '--typescript', '--skip-install'];
    await run('npx', ['--yes', ...template], path.dirname(STOCK));
    // preset-classic pulls @docsearch/react 4.7.1, whose pinned core version the registry here lacks.
    await run('npm', ['pkg', 'set', 'overrides.@docsearch/react=4.7.0'], STOCK);
    const config = fs.readFileSync(file('docusaurus.config.ts'), 'utf8');
    if (!config.includes("baseUrl: '/',"))
      throw new Error("No `baseUrl: '/',` in the template's docusaurus.config.ts: has the template changed?");
    fs.writeFileSync(file('docusaurus.config.ts'), config.replace("baseUrl: '/',", "baseUrl: '/doc/',"));
    await run('npm', ['install', '--no-audit', '--no-fund'], STOCK);
    fs.cpSync(file('docs'), file(TEMPLATE_DOCS), {recursive: true});
  }
  return STOCK;
}

/** A Markdown copy of one of our pages as the stock template carries it: without the line pointing AI readers at llms.txt. */
export function stockMarkdown(copy: string): string {
  return copy.replace(/^> [^\n]*\n\n/, '');
}
