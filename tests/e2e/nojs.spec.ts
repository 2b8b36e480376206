import {test, expect} from './fixtures';
import {ORIGIN} from '../support/env';
import {readServerHtml} from '../support/server-html';
import {colorSampleOfBuild} from '../support/color-sample';
import {sitemapPaths} from '../support/sitemap';

/**
 * JavaScript disabled: a reader clicks through the site on a wide screen and on
 * a phone. (The crawl reads every page without JavaScript from its HTML, and
 * tests/e2e/site.spec.ts follows every visible link.) And the crawl's reading
 * sees what Chromium without JavaScript sees.
 */

test.use({javaScriptEnabled: false});

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
  // Page actions: the buttons need JavaScript and are hidden; the Open-in links show instead.
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
  await expect(page.getByRole('menuitem', {name: /^Open in ChatGPT/})).toBeVisible();
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

test('no page holds a style element in its body or in a <noscript>, whose rules programs that turn HTML into text print', async ({
  request,
}) => {
  const offenders: string[] = [];
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    const body = html.slice(html.indexOf('<body'));
    if (/<style[\s>]/i.test(body) || /<noscript>(?:(?!<\/noscript>)[\s\S])*<style/i.test(html)) offenders.push(path);
  }
  expect(offenders).toEqual([]);
});

test("the crawl's reading of the HTML sees each link and h1 as Chromium without JavaScript does, on pages that render every component", async ({
  page,
}) => {
  test.slow();
  // The color sample: together, these pages render every component and class combination of the build.
  const pages = colorSampleOfBuild(sitemapPaths());
  for (const path of pages) {
    // 'load', not 'domcontentloaded': without scripts, nothing makes the parser wait for the stylesheets, so
    // DOMContentLoaded can come before the CSS applies and Chromium would see what the CSS hides.
    await page.goto(path, {waitUntil: 'load'});
    const browser = await page.evaluate(() => ({
      h1: Array.from(document.querySelectorAll('h1'), (h) => h.checkVisibility()),
      links: Array.from(
        document.querySelectorAll('a[href]'),
        (a) => `${(a as HTMLAnchorElement).href} ${a.checkVisibility() ? 'seen' : 'hidden'}`,
      ),
    }));
    const html = await (await page.request.get(path)).text();
    const parsed = readServerHtml(html, ORIGIN + path);
    expect(parsed.visibleH1, `${path}: visible h1`).toBe(browser.h1.filter(Boolean).length);
    expect(
      parsed.links.map((l) => `${l.href} ${l.visible ? 'seen' : 'hidden'}`),
      `${path}: links`,
    ).toEqual(browser.links);
  }
  expect(pages.length).toBeGreaterThan(5);
});
