import fs from 'node:fs';
import path from 'node:path';

/**
 * What the sitemap crawl (tests/e2e/crawl.spec.ts) learns of each page from
 * the HTML the server sends, for the checks that need every page at once
 * (tests/e2e/site.spec.ts, run after the crawl). Kept under test-results/,
 * which each run starts empty; `CRAWL_FACTS_DIR` names another folder, where
 * the workflows gather the records of every shard of the crawl for the site
 * checks (.github/workflows/checks.yml).
 */
export interface PageFacts {
  path: string;
  /** The origin the crawl read the page from: links to it are internal. */
  origin: string;
  /** The text of the page's first h1. */
  title: string;
  description: string;
  /** Every link of the server-rendered page, and whether a reader without JavaScript sees it. */
  links: {href: string; visible: boolean}[];
  /** Every element id of the server-rendered page (the anchors a link may target). */
  ids: string[];
}

export const FACTS_DIR = process.env.CRAWL_FACTS_DIR
  ? path.resolve(process.env.CRAWL_FACTS_DIR)
  : path.resolve(__dirname, '../../test-results/crawl-facts');

const fileOf = (pagePath: string) => path.join(FACTS_DIR, `${encodeURIComponent(pagePath)}.json`);

export function writeFacts(facts: PageFacts): void {
  fs.mkdirSync(FACTS_DIR, {recursive: true});
  fs.writeFileSync(fileOf(facts.path), JSON.stringify(facts));
}

export function readFacts(pagePath: string): PageFacts | null {
  const file = fileOf(pagePath);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PageFacts) : null;
}
