import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n';
import { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
import { dateKey, type TimeRules } from './date-time';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

type HarnessProps = Omit<DateTimePickerProps, 'label' | 'value' | 'onChange'> & { initial?: Date | null };

function setup({ initial = new Date(2025, 5, 16, 9, 30), ...props }: HarnessProps = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<Date | null>(initial);
    return (
      <DateTimePicker
        label="Appointment"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        {...props}
      />
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  return { user, onChange };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement, enabledOnly = false) =>
  [...select.options].filter((o) => !enabledOnly || !o.disabled).map((o) => o.textContent);
const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as Date | null;

// Mon 16 June 2025: 09:30–17:00 by quarter hours; Sundays closed; Saturday until 24:00.
const rules = (day: Date): TimeRules => {
  if (day.getDay() === 0) return { disabled: true };
  if (day.getDay() === 6) return { minTime: '20:00', maxTime: '24:00' };
  return { minTime: '09:30', maxTime: '17:00', minuteStep: 15 };
};

describe('DateTimePicker', () => {
  it('shows the date and the time parts of the precision, with localized labels', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Appointment' })).toBeTruthy();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2025-06-16');
    expect(field('Hour').value).toBe('9');
    expect(field('Minute').value).toBe('30');
    expect(screen.queryByLabelText('Second')).toBeNull();
  });

  it('emits a Date when a part changes', async () => {
    const { user, onChange } = setup();
    await user.selectOptions(field('Hour'), '14');
    expect(last(onChange)?.getHours()).toBe(14);
    expect(last(onChange)?.getMinutes()).toBe(30);
    await user.selectOptions(field('Minute'), '05');
    expect(last(onChange)?.getMinutes()).toBe(5);
  });

  it('shows hours only at precision 1, and seconds and milliseconds at 4', () => {
    setup({ precision: 1 });
    expect(screen.queryByLabelText('Minute')).toBeNull();
    cleanup();
    setup({ precision: 4, initial: new Date(2025, 5, 16, 9, 30, 15, 250) });
    expect(field('Second').value).toBe('15');
    expect((screen.getByRole('spinbutton', { name: 'Millisecond' }) as HTMLInputElement).value).toBe('250');
  });

  it('offers 12-hour choices with localized AM/PM', async () => {
    const { user, onChange } = setup({ hourCycle: 12 });
    expect(optionTexts(field('Hour'))).toEqual([
      '12',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    expect(optionTexts(field('AM or PM'))).toEqual(['AM', 'PM']);
    expect(field('AM or PM').value).toBe('am');
    await user.selectOptions(field('AM or PM'), 'pm');
    expect(last(onChange)?.getHours()).toBe(21);
    await user.selectOptions(field('Hour'), '12');
    expect(last(onChange)?.getHours()).toBe(12);
  });

  it('writes AM/PM in Arabic from Intl', async () => {
    await i18next.changeLanguage('ar');
    try {
      setup({ hourCycle: 12 });
      expect(optionTexts(field('صباحاً أو مساءً'))).toEqual(['ص', 'م']);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('disables the times the rules of the date do not allow', () => {
    setup({ rules });
    expect(optionTexts(field('Hour'), true)).toEqual(['09', '10', '11', '12', '13', '14', '15', '16', '17']);
    expect(optionTexts(field('Minute'))).toEqual(['00', '15', '30', '45']);
    expect(optionTexts(field('Minute'), true)).toEqual(['30', '45']);
  });

  it('moves the time into the allowed range when the hour makes it invalid', async () => {
    const { user, onChange } = setup({ rules, initial: new Date(2025, 5, 16, 16, 45) });
    await user.selectOptions(field('Hour'), '17');
    expect(last(onChange)?.toTimeString().slice(0, 5)).toBe('17:00');
  });

  it('keeps the time allowed when the date changes', () => {
    const { onChange } = setup({ rules, initial: new Date(2025, 5, 16, 9, 30) });
    // Saturday: from 20:00.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-06-21' } });
    expect(dateKey(last(onChange)!)).toBe('2025-06-21');
    expect(last(onChange)?.toTimeString().slice(0, 5)).toBe('20:00');
  });

  it('says when no time can be chosen on a date, and emits null', () => {
    const { onChange } = setup({ rules });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-06-22' } });
    expect(last(onChange)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'No time can be chosen on this date. Choose another date.',
    );
    expect(field('Hour').disabled).toBe(true);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2025-06-22');
  });

  it('accepts 24:00 as the end of the day: the next day at 00:00, still shown as 24:00', async () => {
    const { user, onChange } = setup({ rules, allowEndOfDay: true, initial: new Date(2025, 5, 21, 22, 0) });
    await user.selectOptions(field('Hour'), '24');
    const value = last(onChange)!;
    expect(dateKey(value)).toBe('2025-06-22');
    expect(value.getHours()).toBe(0);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2025-06-21');
    expect(field('Hour').value).toBe('24');
    expect(optionTexts(field('Minute'))).toEqual(['00']);
  });

  it('does not offer 24:00 on a day that ends earlier', () => {
    setup({ rules, allowEndOfDay: true });
    expect(optionTexts(field('Hour'), true)).not.toContain('24');
  });

  it('starts empty and picks the first allowed time with the date', () => {
    const { onChange } = setup({ rules, initial: null });
    expect(field('Hour').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-06-17' } });
    expect(last(onChange)?.toTimeString().slice(0, 5)).toBe('09:30');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    expect(last(onChange)).toBeNull();
  });

  describe('with the free slots of each day', () => {
    // Tue 17 June: three slots; Wed 18 June: none left.
    const slots = (day: Date): TimeRules => ({
      times: dateKey(day) === '2025-06-17' ? ['09:00', '09:30', '11:00'] : [],
    });

    it('offers exactly the listed times and picks the first with the date', () => {
      const { onChange } = setup({
        rules: slots,
        initial: null,
        minDate: '2025-06-17',
        maxDate: '2025-06-18',
      });
      const date = screen.getByLabelText('Date') as HTMLInputElement;
      expect([date.min, date.max]).toEqual(['2025-06-17', '2025-06-18']);
      fireEvent.change(date, { target: { value: '2025-06-17' } });
      expect(last(onChange)?.toTimeString().slice(0, 5)).toBe('09:00');
      expect(optionTexts(field('Hour'), true)).toEqual(['09', '11']);
      expect(optionTexts(field('Minute'), true)).toEqual(['00', '30']);
    });

    it('moves to a listed time when the hour changes', async () => {
      const { user, onChange } = setup({ rules: slots, initial: new Date(2025, 5, 17, 9, 30) });
      await user.selectOptions(field('Hour'), '11');
      expect(last(onChange)?.toTimeString().slice(0, 5)).toBe('11:00');
      expect(optionTexts(field('Minute'), true)).toEqual(['00']);
    });

    it('says the page’s words when a date has no free time', () => {
      const { onChange } = setup({ rules: slots, unavailableMessage: 'No free time on this date.' });
      fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-06-18' } });
      expect(last(onChange)).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('No free time on this date.');
      expect(field('Hour').disabled).toBe(true);
    });
  });
});
