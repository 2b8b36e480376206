/**
 * src/theme/LastUpdated writes the last-update date without Intl: its text
 * must be the one the theme's Intl.DateTimeFormat gives, on every kind of date.
 */
import {test, expect} from '@playwright/test';
import {formatUtcDate} from '../../src/theme/LastUpdated/format-date';

test('the date reads as Intl writes it in English, in UTC, across months, days and years', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const dates = [
    Date.UTC(2024, 0, 1),
    Date.UTC(2026, 10, 26, 23, 59),
    Date.UTC(1999, 11, 31, 0, 0, 1),
    Date.UTC(2030, 4, 9, 12),
  ];
  for (let day = 0; day < 800; day += 7) dates.push(Date.UTC(2025, 0, 1) + day * 86_400_000 + 3_600_000 * (day % 24));
  for (const ms of dates)
    expect(formatUtcDate(new Date(ms)), new Date(ms).toISOString()).toBe(intl.format(new Date(ms)));
});
