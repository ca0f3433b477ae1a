import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { theme } from '../../../app/theme';
import type { DateRange } from '../date-range';
import { DateRangeDialog } from '../DateRangeDialog';

const today = dayjs('2027-03-10');

function renderDialog(value: DateRange = {}) {
  const onChange = jest.fn();
  const onClose = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <DateRangeDialog open value={value} onChange={onChange} onClose={onClose} today={today} />
    </ThemeProvider>,
  );
  return { onChange, onClose };
}

const day = (label: string) => screen.getByRole('button', { name: label });

describe('Select dates dialog', () => {
  it('is titled Select dates and offers both modes', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Select dates' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dates' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Flexible' })).toBeTruthy();
  });

  it('picks a range in two clicks, swapping an earlier second click', () => {
    const { onChange, onClose } = renderDialog();
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    fireEvent.click(day('Saturday, March 20, 2027'));
    expect(apply.disabled).toBe(true);
    fireEvent.click(day('Sunday, March 14, 2027'));
    expect(day('Sunday, March 14, 2027').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(apply);
    expect(onChange).toHaveBeenCalledWith({ from: '2027-03-14', to: '2027-03-20' });
    expect(onClose).toHaveBeenCalled();
  });

  it('starts a new range on a click after a complete one', () => {
    const { onChange } = renderDialog();
    fireEvent.click(day('Sunday, March 14, 2027'));
    fireEvent.click(day('Saturday, March 20, 2027'));
    fireEvent.click(day('Wednesday, March 24, 2027'));
    fireEvent.click(day('Friday, March 26, 2027'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2027-03-24', to: '2027-03-26' });
  });

  it('does not let past days be chosen', () => {
    renderDialog();
    expect((day('Tuesday, March 9, 2027') as HTMLButtonElement).disabled).toBe(true);
  });

  it('widens the dates with a preset, and Exact dates restores them', () => {
    const { onChange } = renderDialog();
    const presets = screen.getByRole('group', { name: 'Date flexibility' });
    expect((within(presets).getByRole('button', { name: '± 2 days' }) as HTMLElement).getAttribute('aria-disabled')).toBe('true');
    expect(within(presets).getAllByRole('button').map((b) => b.textContent)).toEqual(['Exact dates', '± 1 day', '± 2 days', '± 3 days', '± 7 days', '± 14 days']);
    fireEvent.click(day('Sunday, March 14, 2027'));
    fireEvent.click(within(presets).getByRole('button', { name: '± 2 days' }));
    expect(within(presets).getByRole('button', { name: '± 2 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(presets).getByRole('button', { name: 'Exact dates' }));
    fireEvent.click(within(presets).getByRole('button', { name: '± 7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2027-03-07', to: '2027-03-21' });
  });

  it('moves between days with the arrow keys', () => {
    renderDialog({ from: '2027-03-14' });
    const start = day('Sunday, March 14, 2027');
    expect(start.tabIndex).toBe(0);
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Monday, March 15, 2027'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('Monday, March 22, 2027'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(document.activeElement).toBe(day('Thursday, April 22, 2027'));
  });

  it('flexible mode: a stay length, then a season, sets the dates and closes', () => {
    const { onChange, onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Flexible' }));
    const summer = screen.getByRole('button', { name: 'Summer' }) as HTMLButtonElement;
    expect(summer.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    fireEvent.click(screen.getByRole('button', { name: /^Summer, from Jul 15/ }));
    expect(onChange).toHaveBeenCalledWith({ from: '2027-07-15', to: '2027-07-21', flexibleBooking: { type: 'season', season: 'Summer', duration: 'week' } });
    expect(onClose).toHaveBeenCalled();
  });
});
