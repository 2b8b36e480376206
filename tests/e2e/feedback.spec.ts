/**
 * Page feedback at the end of every doc page (src/features/feedback/browser/PageFeedback) and
 * "Report a problem with this example" on code blocks
 * (src/features/feedback/browser/ReportExampleLink), in Chromium: the keyboard flow, what
 * screen readers are told, the analytics events (and none without analytics),
 * the prefilled issue links, and a layout that does not move.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {SITE_URL} from '../../src/site';
import {BUG_KIND} from '../../src/features/feedback/browser/PageFeedback/issue';

const PAGE = '/doc/docs/sql/mappings';

/** The feedback events queued for gtag so far. */
const feedbackEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry) as [string, string, Record<string, string>])
      .filter(([kind, name]) => kind === 'event' && String(name).startsWith('page_feedback'))
      .map(([, name, params]) => ({name, ...params})),
  );

const widget = (page: Page) => page.locator('[data-page-feedback]');
const issueLink = (page: Page) => widget(page).getByRole('link', {name: 'Open an issue'});
const issueParams = async (page: Page) => new URL((await issueLink(page).getAttribute('href'))!).searchParams;

test('Yes, a reason and a comment, all from the keyboard: events sent, thanks announced, issue prefilled', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PAGE);
  const section = widget(page);
  await expect(section.getByText('Was this page helpful?')).toBeVisible();
  const status = section.getByRole('status');
  await expect(status).toHaveText('');

  await section.getByRole('button', {name: 'Yes'}).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Thanks for your feedback.');
  await expect(section.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
  expect(await feedbackEvents(page)).toEqual([{name: 'page_feedback', helpful: 'yes', page_path: PAGE}]);

  // The reason and the comment come next in the tab order.
  const reasons = section.getByRole('group', {name: /What helped most\?/});
  await expect(reasons).toBeVisible();
  await page.keyboard.press('Tab'); // the No button (inert once answered)
  await page.keyboard.press('Tab');
  await expect(reasons.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(reasons.getByRole('radio', {name: 'The examples helped'})).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(section.getByRole('textbox', {name: /Comment/})).toBeFocused();
  await page.keyboard.type('Add an example with a view');
  await expect.poll(async () => (await issueParams(page)).get('suggestion')).toBe('Add an example with a view');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', {name: 'Send'})).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(status).toHaveText('Thanks for telling us more.');
  await expect(status).toBeFocused();
  await expect(section.getByRole('button', {name: 'Send'})).toHaveCount(0);
  expect((await feedbackEvents(page))[1]).toEqual({
    name: 'page_feedback_detail',
    helpful: 'yes',
    reason: 'examples',
    comment: 'Add an example with a view',
    page_path: PAGE,
  });
  const params = await issueParams(page);
  expect(Object.fromEntries(params)).toEqual({
    template: 'missing-content.yml',
    title: 'Docs unclear: Mappings',
    page: `${SITE_URL}${PAGE}`,
    suggestion: 'Add an example with a view',
  });
  expect(consoleErrors).toEqual([]);
});

test('No with a reason leads to the matching issue form and kind', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const section = widget(page);
  // Before any answer the link already opens a bug report of this page (and works without JavaScript).
  expect(Object.fromEntries(await issueParams(page))).toEqual({
    template: 'doc-bug.yml',
    title: 'Docs error: Mappings',
    page: `${SITE_URL}${PAGE}`,
  });
  await section.getByRole('button', {name: 'No'}).click();
  await section.getByRole('radio', {name: 'An example does not work'}).check();
  await section.getByRole('textbox', {name: /Comment/}).fill('The second query fails');
  await expect.poll(async () => (await issueParams(page)).get('problem')).toBe('The second query fails');
  const params = await issueParams(page);
  expect(params.get('template')).toBe('doc-bug.yml');
  expect(params.get('kind')).toBe(BUG_KIND.example);
  await section.getByRole('radio', {name: 'Something I needed is missing'}).check();
  await expect.poll(async () => (await issueParams(page)).get('template')).toBe('missing-content.yml');
  expect((await issueParams(page)).get('gap')).toBe('The second query fails');
  await expect(issueLink(page)).toHaveAttribute('target', '_blank');
  expect(await feedbackEvents(page)).toEqual([{name: 'page_feedback', helpful: 'no', page_path: PAGE}]);
});

test('without analytics nothing is sent, and the reader is thanked all the same', async ({page, consoleErrors}) => {
  await gotoHydrated(page, PAGE);
  // As on a build without analytics: no gtag function (the inline snippet's declaration cannot be deleted).
  await page.evaluate(() => {
    (window as {gtag?: unknown}).gtag = undefined;
  });
  await widget(page).getByRole('button', {name: 'No'}).click();
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for your feedback.');
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for telling us more.');
  expect(await feedbackEvents(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('with the analytics script blocked, answering sends no request anywhere', async ({page, consoleErrors}) => {
  await page.route(/googletagmanager|google-analytics/, (route) => route.abort('blockedbyclient'));
  await gotoHydrated(page, PAGE);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await widget(page).getByRole('button', {name: 'Yes'}).click();
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for your feedback.');
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for telling us more.');
  // Only the site's own chunk of the second step.
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  expect(consoleErrors.filter((e) => !/googletagmanager|ERR_BLOCKED_BY_CLIENT/.test(e))).toEqual([]);
});

test('the widget is server-rendered as it shows: hydration and answering move nothing above it', async ({
  browser,
  page,
}) => {
  const box = async (p: Page) =>
    p.locator('[data-page-feedback]').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {top: r.top + window.scrollY, height: r.height, html: el.querySelector('p')!.outerHTML};
    });
  const baseURL = test.info().project.use.baseURL;
  // Without JavaScript, the widget still offers a way to answer.
  const noScript = await browser.newContext({javaScriptEnabled: false, baseURL});
  const plain = await noScript.newPage();
  await plain.goto(PAGE);
  await expect(plain.locator('[data-page-feedback]').getByRole('link', {name: 'Open an issue'})).toBeVisible();
  await noScript.close();
  // The page as the server sends it to a browser with JavaScript, before hydration: its bundles never arrive
  // (a no-JavaScript reading is no measure here: <noscript> content changes the layout above the widget).
  const beforeHydration = await browser.newContext({baseURL});
  await beforeHydration.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
  const served = await beforeHydration.newPage();
  await served.goto(PAGE, {waitUntil: 'load'});
  const server = await box(served);
  await beforeHydration.close();

  await gotoHydrated(page, PAGE);
  const hydrated = await box(page);
  expect(hydrated).toEqual(server);
  const footerTop = () =>
    page.locator('article footer').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const footer = await footerTop();
  await widget(page).getByRole('button', {name: 'Yes'}).click();
  await expect(widget(page).getByRole('group', {name: /What helped most/})).toBeVisible();
  expect((await box(page)).top).toBe(hydrated.top);
  expect(await footerTop()).toBe(footer);
});

test('"Report a problem with this example" opens an issue with the block\'s text, and shows on keyboard focus', async ({
  page,
}) => {
  await gotoHydrated(page, PAGE);
  const block = page.locator('.theme-code-block').first();
  const code = await block
    .locator('pre code .token-line')
    .evaluateAll((lines) => lines.map((l) => l.textContent!.replace(/\n$/, '')).join('\n'));
  const link = block.getByRole('link', {name: 'Report a problem with this example'});
  await expect(link).toHaveCSS('opacity', '0');
  await link.focus();
  await expect(link).toHaveCSS('opacity', '1');
  const params = new URL((await link.getAttribute('href'))!).searchParams;
  expect(params.get('template')).toBe('doc-bug.yml');
  expect(params.get('title')).toBe('Docs error: Mappings');
  expect(params.get('page')).toBe(`${SITE_URL}${PAGE}`);
  expect(params.get('kind')).toBe(BUG_KIND.example);
  expect(params.get('problem')).toContain(`\`\`\`sql\n${code}\n\`\`\``);
  await expect(link).toHaveAttribute('rel', /noopener/);
});
