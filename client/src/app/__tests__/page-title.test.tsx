import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DocumentTitle } from '../layout/DocumentTitle';
import { titleFromPath } from '../page-title';

describe('titleFromPath', () => {
  it.each([
    ['/', 'Home'],
    ['', 'Home'],
    ['/about', 'About'],
    ['/my-trips', 'My-trips'],
    ['/forgot-password/', 'Forgot-password'],
    ['/admin', 'Admin'],
    ['/admin/users', 'Users'],
    ['/admin/settings', 'Settings'],
    ['/trip/abc-123', 'Abc-123'],
    ['/coming-soon/help-center', 'Help-center'],
    ['/caf%C3%A9', 'Café'],
    ['/bad%E0%A4%A', 'Bad%E0%A4%A'],
  ])('%s -> %s', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });
});

describe('DocumentTitle', () => {
  it('sets document.title from the current path and follows navigation', async () => {
    const router = createMemoryRouter([{ path: '*', Component: DocumentTitle }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Home');

    await act(() => router.navigate('/admin/subscribers'));
    expect(document.title).toBe('Subscribers');

    await act(() => router.navigate('/my-trips'));
    expect(document.title).toBe('My-trips');
  });
});
