import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column, type DataTableProps } from './data-table';

afterEach(cleanup);

interface Currency {
  code: string;
  name: string;
  email: string;
}

const ROWS: Currency[] = [
  { code: 'MRU', name: 'Ouguiya', email: 'bank@example.mr' },
  { code: 'EUR', name: 'Euro', email: 'ecb@example.eu' },
];

const COLUMNS: Column<Currency>[] = [
  { header: 'Code', cell: (c) => c.code, rowHeader: true, className: 'font-mono' },
  { header: 'Name', cell: (c) => c.name },
  { header: 'Contact', cell: (c) => c.email, dir: 'ltr' },
];

/** The currencies' table, with what a test adds. */
function Currencies(props: Partial<DataTableProps<Currency>>) {
  return <DataTable caption="Currencies" columns={COLUMNS} rows={ROWS} rowKey={(c) => c.code} {...props} />;
}

describe('<DataTable>', () => {
  it('is a table named by its caption, with column headers and a row header', () => {
    render(<Currencies rowProps={() => ({ 'data-testid': 'currency-row' })} testId="currencies" />);
    const table = screen.getByRole('table', { name: 'Currencies' });
    expect(table.dataset.testid).toBe('currencies');
    expect(
      screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['Code', 'col'],
      ['Name', 'col'],
      ['Contact', 'col'],
    ]);
    const rows = screen.getAllByTestId('currency-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader', { name: 'MRU' }).getAttribute('scope')).toBe('row');
    expect(first.getByRole('cell', { name: 'bank@example.mr' }).getAttribute('dir')).toBe('ltr');
  });

  it('shows its empty state instead of an empty table', () => {
    render(<Currencies rows={[]} empty={<p>No currency yet</p>} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No currency yet')).toBeTruthy();
  });

  it('selects rows one by one or all at once', async () => {
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <Currencies
          selection={{
            isSelected: (c) => selected.has(c.code),
            onToggle: (c) =>
              setSelected((s) => {
                const next = new Set(s);
                if (!next.delete(c.code)) next.add(c.code);
                return next;
              }),
            onToggleAll: (all) => setSelected(new Set(all ? ROWS.map((c) => c.code) : [])),
            allLabel: 'Select all',
            rowLabel: (c) => `Select ${c.code}`,
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    await user.click(screen.getByRole('checkbox', { name: 'Select MRU' }));
    expect(all).toHaveProperty('checked', false);
    await user.click(screen.getByRole('checkbox', { name: 'Select EUR' }));
    expect(all).toHaveProperty('checked', true);
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select MRU' })).toHaveProperty('checked', false);
  });
});
