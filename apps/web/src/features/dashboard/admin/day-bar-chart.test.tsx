import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n } from '../../../lib/i18n';
import { DayBarChart } from './components/day-bar-chart';
import '../../../back-office/strings';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await changeLocale('en');
});

const DAYS = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
const SERIES = [
  {
    key: 'approved',
    label: 'Approved',
    values: [2, 0, 4, 1],
    fill: 'fill-green-700',
    swatch: 'bg-green-700',
  },
  { key: 'rejected', label: 'Rejected', values: [2, 0, 0, 0], fill: 'fill-red-600', swatch: 'bg-red-600' },
];

function renderChart() {
  render(
    <DayBarChart
      title="Approved and rejected per day"
      description="Approved: 7, rejected: 2."
      days={DAYS}
      series={SERIES}
      testId="chart"
    />,
  );
  return screen.getByTestId('chart');
}

/** The x of a day's bars. */
function xOf(chart: HTMLElement, day: string) {
  return Number(chart.querySelector(`[data-day="${day}"] rect`)!.getAttribute('x'));
}

describe('the per-day bar chart', () => {
  it('is an image with a title and a description', () => {
    renderChart();
    const image = screen.getByRole('img', { name: 'Approved and rejected per day' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    const desc = document.getElementById(image.getAttribute('aria-describedby')!);
    expect(desc?.tagName.toLowerCase()).toBe('desc');
    expect(desc?.textContent).toBe('Approved: 7, rejected: 2.');
  });

  it('draws one slot per day, stacked bars scaled to the busiest day, nothing for a quiet day', () => {
    const chart = renderChart();
    expect(chart.querySelectorAll('[data-testid="chart-day"]')).toHaveLength(4);
    // The busiest day (4, or 2 + 2) fills the height; a day of 1 a quarter of it.
    const heights = (day: string) =>
      [...chart.querySelectorAll(`[data-day="${day}"] rect`)].map((r) => Number(r.getAttribute('height')));
    expect(heights('2026-11-20')).toEqual([50, 50]);
    expect(heights('2026-11-21')).toEqual([]);
    expect(heights('2026-11-22')).toEqual([100]);
    expect(heights('2026-11-23')).toEqual([25]);
    // Rejected sits on approved.
    const [approved, rejected] = [...chart.querySelectorAll('[data-day="2026-11-20"] rect')];
    expect(Number(rejected!.getAttribute('y')) + 50).toBe(Number(approved!.getAttribute('y')));
    expect(screen.getByText('Busiest day: 4')).toBeTruthy();
  });

  it('runs time left to right, oldest first', () => {
    const chart = renderChart();
    expect(xOf(chart, '2026-11-20')).toBeLessThan(xOf(chart, '2026-11-23'));
  });

  it('runs time right to left in Arabic', async () => {
    await changeLocale('ar');
    const chart = renderChart();
    expect(xOf(chart, '2026-11-20')).toBeGreaterThan(xOf(chart, '2026-11-23'));
  });

  it('gives the same figures in a visually hidden table, day by day', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Approved and rejected per day' });
    expect(table.className).toContain('sr-only');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Day', 'Approved', 'Rejected']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['November 20, 2026', '2', '2'],
      ['November 21, 2026', '0', '0'],
      ['November 22, 2026', '4', '0'],
      ['November 23, 2026', '1', '0'],
    ]);
  });
});
