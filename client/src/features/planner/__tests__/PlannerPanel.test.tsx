import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import { injectServerTripOptions, removeInjectedTripOptions, tripOptionsMock } from '../../../../test/trip-options';
import { PlannerPanel } from '../PlannerPanel';

// The chat itself is tested on its own; here it only has to be the mode shown.
jest.mock('../../chat/HomeChatPanel', () => ({ HomeChatPanel: () => <p>The chat</p> }));

const refusal = {
  destination: 'Graz',
  nearest: [
    { name: 'Vienna', country: 'Austria', displayName: 'Vienna, Austria', distanceKm: 145 },
    { name: 'Ljubljana', country: 'Slovenia', displayName: 'Ljubljana, Slovenia', distanceKm: 196 },
  ],
};

/** The planner as the home page holds it: a refusal arrives after the traveller has asked. */
function RefusedLater() {
  const [shown, setShown] = useState<typeof refusal | null>(null);
  return (
    <>
      <button type="button" onClick={() => setShown(refusal)}>
        refuse
      </button>
      <PlannerPanel pending={false} onGenerate={jest.fn()} refusal={shown} onDismissRefusal={() => setShown(null)} />
    </>
  );
}

describe('PlannerPanel with a refused destination', () => {
  beforeEach(() => injectServerTripOptions());
  afterEach(() => removeInjectedTripOptions());

  it('fills the form with the alternative chosen (destination and country) and puts the refusal away', async () => {
    const onGenerate = jest.fn();
    const onDismissRefusal = jest.fn();
    renderWithApp(<PlannerPanel pending={false} onGenerate={onGenerate} refusal={refusal} onDismissRefusal={onDismissRefusal} />, { mocks: [tripOptionsMock()] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^We can't plan Graz yetTry one of these nearby destinations:Vienna, Austria\(145 km away\)Ljubljana, Slovenia\(196 km away\)$/);

    fireEvent.click(within(alert).getByRole('button', { name: /^Ljubljana, Slovenia/ }));
    expect(onDismissRefusal).toHaveBeenCalled();
    expect((screen.getByRole('combobox', { name: 'Where to?' }) as HTMLInputElement).value).toBe('Ljubljana');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add dates' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Trip Plan' }));
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ destination: 'Ljubljana', country: 'Slovenia' }));
  });

  it('shows the refusal in chat mode too; an alternative brings back the form, filled', async () => {
    renderWithApp(<RefusedLater />, { mocks: [tripOptionsMock()] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Chat' })));
    await screen.findByText('The chat');
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: /^Vienna, Austria/ }));
    expect(screen.getByRole('button', { name: 'Form' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Where to?' }) as HTMLInputElement).value).toBe('Vienna');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what to do when no destination is near enough to offer', async () => {
    renderWithApp(<PlannerPanel pending={false} onGenerate={jest.fn()} refusal={{ destination: 'Atlantis', nearest: [] }} />, { mocks: [tripOptionsMock()] });
    expect((await screen.findByRole('alert')).textContent).toBe("We can't plan Atlantis yetTry a destination from the suggestions as you type.");
  });
});
