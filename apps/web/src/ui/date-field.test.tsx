import { birthdateSchema } from '@portal/contract/auth';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../lib/i18n';
import { DateField, monthNames, partOrder, valueOf } from './date-field';

beforeAll(async () => {
  await initI18n('ar');
});
afterEach(cleanup);

function setup(initial = '') {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DateField
        label="Birthdate"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        testId="birthdate"
      />
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  return { user, onChange, field: within(screen.getByTestId('birthdate')) };
}

describe('DateField: a day typed in the page’s language and order', () => {
  it('orders day, month and year as each language writes a date', () => {
    expect(partOrder('ar')).toEqual(['day', 'month', 'year']);
    expect(partOrder('fr')).toEqual(['day', 'month', 'year']);
    expect(partOrder('en')).toEqual(['month', 'day', 'year']);
    expect(monthNames('fr')[4]).toBe('mai');
    expect(monthNames('ar')).toHaveLength(12);
  });

  it('shows three labelled parts in Arabic, the month by its Arabic name, and no mm/dd/yyyy', async () => {
    await changeLocale('ar');
    const { user, onChange, field } = setup();
    const inputs = [...screen.getByTestId('birthdate').querySelectorAll('input, select')];
    expect(inputs.map((el) => el.id)).toEqual([
      field.getByLabelText('اليوم').id,
      field.getByLabelText('الشهر').id,
      field.getByLabelText('السنة').id,
    ]);
    expect(screen.getByTestId('birthdate').querySelector('input[type="date"]')).toBeNull();

    await user.type(field.getByLabelText('اليوم'), '6');
    await user.selectOptions(field.getByLabelText('الشهر'), monthNames('ar')[4]!);
    await user.type(field.getByLabelText('السنة'), '1994');
    expect(onChange).toHaveBeenLastCalledWith('1994-05-06');
  });

  it('shows a stored date in its parts, and keeps digits only', async () => {
    await changeLocale('fr');
    const { user, field, onChange } = setup('1990-12-25');
    expect((field.getByLabelText('Jour') as HTMLInputElement).value).toBe('25');
    expect((field.getByLabelText('Mois') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'décembre',
    );
    expect((field.getByLabelText('Année') as HTMLInputElement).value).toBe('1990');
    await user.clear(field.getByLabelText('Jour'));
    await user.type(field.getByLabelText('Jour'), 'x3');
    expect(onChange).toHaveBeenLastCalledWith('1990-12-03');
  });

  it('gives the contract an incomplete or impossible day to refuse, and nothing for empty parts', () => {
    expect(valueOf({ day: '', month: '', year: '' })).toBe('');
    for (const parts of [
      { day: '6', month: '', year: '1994' },
      { day: '6', month: '5', year: '94' },
      { day: '31', month: '2', year: '1994' },
    ]) {
      expect(birthdateSchema.safeParse(valueOf(parts)).success, JSON.stringify(parts)).toBe(false);
    }
    expect(birthdateSchema.safeParse(valueOf({ day: '6', month: '5', year: '1994' })).success).toBe(true);
  });
});
