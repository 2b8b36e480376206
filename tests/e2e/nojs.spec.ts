import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ORIGIN} from '../support/env';
import {normalise, sitemapPaths} from '../support/sitemap';

/**
 * JavaScript disabled: every page of the sitemap is readable from its server
 * HTML, every page can be reached by following visible links from the home
 * page, and every internal link answers 200 (each unique address checked once,
 * with a plain request, its anchor included). No axe here: this must stay fast.
 */

test.use({javaScriptEnabled: false});

type PageReport = {status: number; h1: number; text: number; links: {href: string; visible: boolean}[]};

async function readPage(page: Page, path: string): Promise<PageReport> {
  const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
  const report = await page.evaluate(() => ({
    h1: Array.from(document.querySelectorAll('h1')).filter((h) => h.checkVisibility()).length,
    text: (document.querySelector('main') as HTMLElement | null)?.innerText.trim().length ?? 0,
    links: Array.from(document.querySelectorAll('a[href]')).map((a) => ({
      href: (a as HTMLAnchorElement).href,
      visible: a.checkVisibility(),
    })),
  }));
  return {status: response?.status() ?? 0, ...report};
}

/** Pages of `wanted` reachable from the home page along the links `follow` accepts. */
function reachable(reports: Map<string, PageReport>, wanted: Set<string>, follow: (link: {visible: boolean}) => boolean) {
  const seen = new Set<string>(['/doc']);
  const queue = ['/doc'];
  while (queue.length > 0) {
    for (const link of reports.get(queue.shift()!)?.links ?? []) {
      const url = new URL(link.href);
      const key = normalise(url.pathname);
      if (follow(link) && url.origin === ORIGIN && wanted.has(key) && !seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    }
  }
  return seen;
}

test('every sitemap page is readable, reachable by visible links, and its links answer', async ({page, request}) => {
  test.setTimeout(300_000);
  const sitemap = sitemapPaths();
  const wanted = new Set(sitemap.map(normalise));
  const reports = new Map<string, PageReport>();
  for (const path of sitemap) reports.set(normalise(path), await readPage(page, path));

  // Following only what a reader without JavaScript can see reaches every
  // page that links reach at all (pages no other page links to are listed).
  const byAnyLink = reachable(reports, wanted, () => true);
  const byVisibleLink = reachable(reports, wanted, (link) => link.visible);
  expect([...byAnyLink].filter((p) => !byVisibleLink.has(p)), 'pages only hidden links lead to').toEqual([]);
  expect(byVisibleLink.size).toBeGreaterThan(sitemap.length * 0.9);
  const orphans = sitemap.filter((p) => !byAnyLink.has(normalise(p)));
  if (orphans.length) test.info().annotations.push({type: 'pages no link leads to', description: orphans.join(', ')});

  const unreadable = sitemap.filter((path) => {
    const r = reports.get(normalise(path))!;
    return r.status !== 200 || r.h1 < 1 || r.text < 100;
  });
  expect(unreadable, 'pages without a 200, a visible h1 and text in <main>').toEqual([]);

  // Every internal link, once: the address answers 200, and its anchor exists there.
  const targets = new Map<string, Set<string>>();
  for (const report of reports.values()) {
    for (const {href} of report.links) {
      const url = new URL(href);
      if (url.origin !== ORIGIN) continue;
      const address = url.pathname + url.search;
      if (!targets.has(address)) targets.set(address, new Set());
      if (url.hash.length > 1) targets.get(address)!.add(decodeURIComponent(url.hash.slice(1)));
    }
  }
  const broken: string[] = [];
  for (const [address, anchors] of targets) {
    const response = await request.get(address);
    if (response.status() !== 200) {
      broken.push(`${address}: ${response.status()}`);
      continue;
    }
    if (anchors.size === 0 || !/html/.test(response.headers()['content-type'] ?? '')) continue;
    const body = await response.text();
    const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"')));
    for (const anchor of anchors) if (!ids.has(anchor)) broken.push(`${address}#${anchor}: no such anchor`);
  }
  expect(targets.size).toBeGreaterThan(sitemap.length);
  expect(broken).toEqual([]);
});

test('click-through on a wide screen: navbar, sidebar, content and footer links are plain links', async ({page}) => {
  await page.goto('/doc/');
  await page.locator('nav.navbar').getByRole('link', {name: 'SQL Reference', exact: true}).click();
  await expect(page).toHaveURL(/\/doc\/docs\/sql\/$/);
  await expect(page.getByRole('heading', {level: 1, name: 'SQL reference'})).toBeVisible();
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'General', exact: true}).click();
  await expect(page).toHaveURL(/\/doc\/docs\/sql\/general$/);
  await expect(page.getByRole('heading', {level: 1, name: 'General'})).toBeVisible();
  // A link inside the article, to a section of another page.
  const inArticle = page.locator('article .markdown a[href^="/doc/docs/"]').first();
  const target = new URL((await inArticle.getAttribute('href'))!, ORIGIN);
  await inArticle.click();
  await expect(page).toHaveURL(new RegExp(`${target.pathname}`));
  await expect(page.locator('article h1')).toBeVisible();
  await page.locator('footer').getByRole('link', {name: 'Installation'}).click();
  await expect(page).toHaveURL(/\/doc\/docs\/getting-started\/installation$/);
  await expect(page.locator('article h1')).toBeVisible();
  // The search stand-in is hidden (no "Loading..." forever), and the
  // sections row for narrow screens is not shown twice.
  await expect(page.getByPlaceholder('Loading...')).toBeHidden();
  await expect(page.getByRole('navigation', {name: 'Sections'})).toBeHidden();
  await page.getByRole('link', {name: 'Home page'}).click();
  await expect(page).toHaveURL(/\/doc\/$/);
});

test('click-through on a phone: the sections row replaces the menu that needs JavaScript', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/doc/docs/getting-started/intro-timbr');
  const sections = page.getByRole('navigation', {name: 'Sections'});
  await expect(sections).toBeVisible();
  await sections.getByRole('link', {name: 'API'}).click();
  await expect(page).toHaveURL(/\/doc\/docs\/api\/$/);
  await expect(page.locator('article h1')).toBeVisible();
  const inArticle = page.locator('article .markdown a[href^="/doc/docs/api/"]').first();
  await inArticle.click();
  await expect(page.locator('article h1')).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/doc/docs/api/');
});
