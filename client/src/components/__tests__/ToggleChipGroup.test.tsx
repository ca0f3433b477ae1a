import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { InterestsField } from '../../features/planner/InterestsField';
import { ToggleChipGroup, toggled } from '../ToggleChipGroup';

function Group({ initial, paper }: { initial: string[]; paper?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <ToggleChipGroup renderLabel={(id) => <h3 id={id}>Travel style</h3>} options={['Luxury', 'Budget', 'Cultural']} value={value} onChange={setValue} paper={paper} />
      <output>{value.join(',')}</output>
    </ThemeProvider>
  );
}

const chips = (group: HTMLElement) => within(group).getAllByRole('button');
const pressedOf = (group: HTMLElement) => chips(group).map((chip) => `${chip.textContent}:${chip.getAttribute('aria-pressed')}`);

describe('ToggleChipGroup', () => {
  test('a group named by its label, one toggle button per option, chosen ones pressed and checked', () => {
    render(<Group initial={['Budget']} />);
    const group = screen.getByRole('group', { name: 'Travel style' });
    expect(screen.getByRole('heading', { level: 3, name: 'Travel style' })).toBeTruthy();
    expect(pressedOf(group)).toEqual(['Luxury:false', 'Budget:true', 'Cultural:false']);
    expect(within(group).getByRole('button', { name: 'Budget' }).querySelector('svg')).not.toBeNull();
    expect(within(group).getByRole('button', { name: 'Luxury' }).querySelector('svg')).toBeNull();
  });

  test('clicking or pressing Enter toggles, keeping the order chosen', () => {
    render(<Group initial={['Budget']} />);
    const group = screen.getByRole('group', { name: 'Travel style' });
    fireEvent.click(within(group).getByRole('button', { name: 'Cultural' }));
    fireEvent.keyDown(within(group).getByRole('button', { name: 'Luxury' }), { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('Budget,Cultural,Luxury');
    fireEvent.click(within(group).getByRole('button', { name: 'Budget' }));
    expect(screen.getByRole('status').textContent).toBe('Cultural,Luxury');
    expect(pressedOf(group)).toEqual(['Luxury:true', 'Budget:false', 'Cultural:true']);
  });

  test('chosen values from elsewhere are shown after the options, pressed, and can be removed', () => {
    render(<Group initial={['Ryokan', 'Luxury']} />);
    const group = screen.getByRole('group', { name: 'Travel style' });
    expect(pressedOf(group)).toEqual(['Luxury:true', 'Budget:false', 'Cultural:false', 'Ryokan:true']);
    fireEvent.click(within(group).getByRole('button', { name: 'Ryokan' }));
    expect(pressedOf(group)).toEqual(['Luxury:true', 'Budget:false', 'Cultural:false']);
  });

  test('toggled adds a missing option at the end and removes a present one', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe("the planner's InterestsField is the same group", () => {
  test("named 'Interests?', with the given interests and the form's chips", () => {
    const onChange = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <InterestsField interests={['Food Tours', 'Nightlife']} value={['Nightlife', 'Nature']} onChange={onChange} />
      </ThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Interests?' });
    expect(pressedOf(group)).toEqual(['Food Tours:false', 'Nightlife:true', 'Nature:true']);
    fireEvent.click(within(group).getByRole('button', { name: 'Food Tours' }));
    expect(onChange).toHaveBeenCalledWith(['Nightlife', 'Nature', 'Food Tours']);
  });
});
