import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { syncScriptFilledFields } from '../script-filled-fields';

function NameField() {
  const [name, setName] = useState('');
  return (
    <>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </>
  );
}

/** As a password manager fills a field: the value set on the element, then the events (not trusted). */
function fillByScript(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('fields filled by a script', () => {
  it('reach the form once the document listens', () => {
    const stop = syncScriptFilledFields();
    try {
      render(<NameField />);
      fillByScript(screen.getByLabelText<HTMLInputElement>('Name'), 'Grace Hopper');
      expect(screen.getByRole('status').textContent).toBe('Grace Hopper');
    } finally {
      stop();
    }
  });

  it('are missed by React without it (why the listener exists)', () => {
    render(<NameField />);
    fillByScript(screen.getByLabelText<HTMLInputElement>('Name'), 'Grace Hopper');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
