import type { Settings } from '@portal/contract/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { settingsQuery } from '../../settings/api';
import RegisterPage from './register-page';

beforeAll(async () => {
  await initI18n('fr');
});
afterEach(cleanup);

function renderWith(registrationOpen: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(settingsQuery.queryKey, {
    settings_state: { registration_open: registrationOpen },
  } as Settings);
  const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], {
    initialEntries: ['/register'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('RegisterPage', () => {
  it('shows the form while registration is open', () => {
    renderWith(true);
    expect(screen.getByRole('heading', { name: 'Créer votre compte' })).toBeTruthy();
    expect(screen.getByTestId('register-form')).toBeTruthy();
  });

  it('says registration is closed, with no form, when an admin has closed it', () => {
    renderWith(false);
    expect(
      screen.getByRole('heading', { name: 'Les inscriptions sont fermées pour le moment' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('register-form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Connexion' }).getAttribute('href')).toBe('/login');
  });
});
