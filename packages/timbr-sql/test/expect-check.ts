/** Expectations on one statement checked by the SQL example checker (./checker.spec.ts, ./report.spec.ts). */
import {expect} from '@playwright/test';
import {checkStatement} from '@timbr-docs/sql';

export function expectOk(sql: string) {
  const result = checkStatement(sql);
  expect(result, `${sql}\n→ ${'message' in result ? result.message : ''}`).toMatchObject({ok: true});
  return result;
}

export function expectFail(sql: string, message: RegExp) {
  const result = checkStatement(sql);
  expect(result.ok, `should fail: ${sql}`).toBe(false);
  if (!result.ok) expect(result.message).toMatch(message);
  return result;
}
