import {createHash} from 'node:crypto';
import {test, expect} from '@playwright/test';
import {scanInlineScripts} from '../../../src/features/csp-hashes/plugin';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

test('hashes executable inline scripts only, once each', () => {
  const html = [
    '<script>a()</script>',
    '<script type="module">b()</script>',
    '<script>a()</script>',
    '<script src="/x.js"></script>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script data-rh="true" type="text/javascript">c("é")</script>',
  ].join('');
  const scan = scanInlineScripts(html);
  expect(scan.hashes.sort()).toEqual([sha('a()'), sha('b()'), sha('c("é")')].sort());
  expect(scan.forbidden).toEqual([]);
});

test('reports inline event handlers and javascript: URLs, which no hash can allow', () => {
  const scan = scanInlineScripts(
    '<p>onclick= is text</p><img src="x.png" onerror="x()"><a href="javascript:void 0">x</a>',
  );
  expect(scan.forbidden).toEqual(['inline handler onerror', 'javascript: URL']);
  expect(scanInlineScripts('<code>&lt;img onerror=x()&gt;</code>').forbidden).toEqual([]);
});
