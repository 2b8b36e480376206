/**
 * Unit tests (no browser) of the API reference built from the OpenAPI file
 * (src/features/api-reference): the example requests (curl commands) and the status labels of responses. The other parts have their own spec
 * files in this folder; tests/e2e/api-reference.spec.ts checks the built page.
 */
import {test, expect} from '@playwright/test';
import {operations} from '../../../src/features/api-reference/operations';
import {curlCommand, shellQuote, statusLabel} from '../../../src/features/api-reference/http';
import {readDescription} from '../../../src/features/api-reference/remark';
import {SPEC_FILE, fixture} from './fixture';

test.describe('curl commands', () => {
  const doc = fixture();
  const ops = operations(doc);
  const op = (anchor: string) => ops.find((o) => o.anchor === anchor)!;

  test('path values filled in and encoded, required query and header parameters, the credential as a placeholder', () => {
    expect(curlCommand(doc, op('getItem'))).toBe(
      [
        "curl -X GET 'https://api.example.com/base/items/a%20b?limit=10'",
        "  -H 'trace: <trace>'",
        "  -H 'x-key: <x-key>'",
      ].join(' \\\n'),
    );
  });

  test('the first security alternative (all its schemes), the content type and the body example, quoted for the shell', () => {
    expect(curlCommand(doc, op('post-items'))).toBe(
      [
        "curl -X POST 'https://api.example.com/base/items'",
        "  -H 'x-key: <x-key>'",
        "  -H 'Authorization: Bearer <token>'",
        "  -H 'Content-Type: application/json'",
        `  --data '{"name":"it'\\''s"}'`,
      ].join(' \\\n'),
    );
  });

  test('no credential for an operation without security', () => {
    expect(curlCommand(doc, op('delete-items-id'))).toBe("curl -X DELETE 'https://api.example.com/base/items/a%20b'");
  });

  test('a raw text body is sent as it is', () => {
    const real = readDescription(SPEC_FILE);
    const raw = operations(real).find((o) => o.anchor === 'runSqlQuery')!;
    expect(curlCommand(real, raw)).toContain("--data 'SELECT `customer_segment`, COUNT(*)");
    expect(curlCommand(real, raw)).toContain("-H 'Content-Type: application/text'");
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });
});

test('status labels', () => {
  expect(statusLabel('200')).toBe('200 OK');
  expect(statusLabel('4XX')).toBe('4XX Client error');
  expect(statusLabel('4xx')).toBe('4XX Client error');
  expect(statusLabel('default')).toBe('Any other status');
  expect(statusLabel('299')).toBe('299');
});
