import {createHash} from 'node:crypto';
import {test, expect, skipWithoutNginx} from './nginx-fixtures';
import {parseCsp} from '../../tools/serve/nginx';
import {SEARCH_FILES, securityHeaderProblems} from './nginx-helpers';

/**
 * The production nginx configuration (deploy/nginx) run by Debian's nginx on
 * loopback: the security headers of every kind of response, and the Content-
 * Security-Policy hashes of each inline script.
 */
skipWithoutNginx();

test('every kind of response carries every security header', async ({nginx, request}) => {
  const [manifest, terms] = SEARCH_FILES();
  const html = await (await request.get(`${nginx.origin}/doc/`)).text();
  const script = /src="(\/doc\/assets\/js\/[^"]+\.js)"/.exec(html)![1];
  const urls = [
    '/doc/',
    '/doc/docs/sql/mappings',
    '/doc/docs/sql/mappings.html',
    '/doc/docs/sql/mappings/index.html',
    '/doc/docs/no-such-page',
    '/elsewhere',
    '/',
    '/doc',
    script,
    `/doc/search-index/${manifest}`,
    `/doc/search-index/${terms}`,
    '/doc/sitemap.xml',
    '/doc/img/logo.svg',
  ];
  for (const url of urls) {
    const response = await request.get(nginx.origin + url, {maxRedirects: 0});
    expect(securityHeaderProblems(response.headers()), `${url} (${response.status()})`).toEqual([]);
  }
});

for (const pagePath of ['/doc/', '/doc/docs/sql/mappings', '/doc/docs/no-such-page']) {
  test(`the CSP of ${pagePath} lists the hash of each inline script of the page`, async ({nginx, page}) => {
    const response = await page.goto(nginx.origin + pagePath);
    const csp = parseCsp(response!.headers()['content-security-policy']);
    const scriptSrc = csp.get('script-src') ?? [];
    // The inline scripts as the browser parsed them (not as the build step found them).
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((scripts) =>
        scripts
          .filter((s) =>
            ['', 'text/javascript', 'application/javascript', 'module'].includes(s.getAttribute('type') ?? ''),
          )
          .map((s) => s.textContent ?? ''),
      );
    // The colour-mode script and the analytics bootstrap at least.
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const source of inline) {
      const hash = `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
      expect(scriptSrc, `hash of inline script ${source.slice(0, 60)}...`).toContain(hash);
    }
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThanOrEqual(new Set(inline).size);
  });
}
