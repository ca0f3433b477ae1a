import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from '../RouteErrorPage';

function renderFailingRoute(error: Error) {
  function Broken(): never {
    throw error;
  }
  const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

describe('the route error boundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and React Router log caught render errors; the boundary is what is under test.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a recoverable error page instead of a blank screen when a page crashes', async () => {
    renderFailingRoute(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
  });

  it('explains a page that failed to load after a new deployment', async () => {
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/TripPage-abc.js'));
    expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeTruthy();
  });
});
