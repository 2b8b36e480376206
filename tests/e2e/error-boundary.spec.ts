import {test, expect, gotoHydrated} from './fixtures';

test('a render crash shows the recovery screen, and "Try again" recovers', async ({page}) => {
  await gotoHydrated(page, '/doc/tests/crash-test');
  await page.getByRole('button', {name: 'Simulate a crash'}).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByText('Simulated rendering error, raised on purpose')).toBeVisible();
  // The navbar stays usable around the crashed page.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: 'Error boundary check'})).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});

test('the crash is reported to analytics as an exception', async ({page}) => {
  await gotoHydrated(page, '/doc/tests/crash-test');
  await page.getByRole('button', {name: 'Simulate a crash'}).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  const exceptions = await page.evaluate(() =>
    (window as unknown as {dataLayer: IArguments[]}).dataLayer
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'exception'),
  );
  expect(exceptions.length).toBeGreaterThan(0);
});
