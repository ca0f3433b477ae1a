import { render, screen } from '@testing-library/react';
import { useStagedRender } from '../useStagedRender';

function Stages({ count, onRender }: { count: number; onRender: (shown: number) => void }) {
  const shown = useStagedRender(count);
  onRender(shown);
  return <p>{`stage ${shown}`}</p>;
}

describe('useStagedRender', () => {
  it('shows the first stage on the first render, then one more per commit, up to the last', async () => {
    const seen: number[] = [];
    render(<Stages count={3} onRender={(shown) => seen.push(shown)} />);
    expect(seen[0]).toBe(1);
    await screen.findByText('stage 3');
    expect([...new Set(seen)]).toEqual([1, 2, 3]);
  });

  it('with a single stage there is nothing to hold back', async () => {
    render(<Stages count={1} onRender={() => undefined} />);
    expect(screen.getByText('stage 1')).toBeTruthy();
  });
});
