import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { theme } from '../../../app/theme';
import { OrganizationSection } from './organization-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const organization = (organizationId: string, organizationName: string) => ({
  organizationId,
  organizationName,
  organizationType: 'standard',
  reportingCurrency: 'USD',
  createdAt: '1764000000000',
});
const listed = {
  organizations: [
    organization('org-a', 'Northwind Treasury'),
    organization('org-b', '<b>Northwind</b> Lending'),
  ],
};
const chosenA = {
  status: 'set',
  organizationId: 'org-a',
  source: 'chosen',
  chosenBy: 'Yara Haddad',
  chosenAt: Date.UTC(2026, 10, 27, 9, 30),
};

/** Mantine's test environment opens the select's options at once, where the test can see them. */
function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <OrganizationSection />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the organization served, for an administrator', () => {
  let puts: unknown[];
  let putAnswer: Response;

  beforeEach(() => {
    // jsdom lays nothing out: the select scrolls its highlighted option into view.
    Element.prototype.scrollIntoView = () => undefined;
    puts = [];
    putAnswer = json(200, { ...chosenA, organizationId: 'org-b' });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url.includes('/api/organization') && init?.method === 'PUT') {
        puts.push(JSON.parse(init.body as string));
        return Promise.resolve(putAnswer);
      }
      if (url.includes('/api/organization')) return Promise.resolve(json(200, chosenA));
      if (url.includes('/platform/organizations')) return Promise.resolve(json(200, listed));
      return Promise.resolve(json(404, { error: 'not-found', message: 'No such thing.' }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the organization, who chose it, and asks before serving another', async () => {
    renderSection();
    expect(
      await screen.findByText('Northwind Treasury', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/chosen by an administrator by Yara Haddad/)).toBeInTheDocument();

    await userEvent.click(
      screen.getByLabelText(/Organization this dashboard serves/, { selector: 'input' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: '<b>Northwind</b> Lending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Serve this organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Serve another organization?' });
    expect(dialog).toHaveTextContent(
      'Everyone signed in will see the loans, members and activity of <b>Northwind</b> Lending instead of Northwind Treasury',
    );
    expect(puts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /Serve <b>Northwind<\/b>/ }));
    await vi.waitFor(() => expect(puts).toEqual([{ organizationId: 'org-b', replacing: 'org-a' }]));
  });

  it('keeps the question open and says why when someone chose meanwhile', async () => {
    putAnswer = json(409, {
      error: 'conflict',
      message:
        'Ben Okoro chose Northwind Lending (org-b) meanwhile. Look at the choice again before changing it.',
    });
    renderSection();
    await screen.findByText('Northwind Treasury', { selector: 'strong' });
    await userEvent.click(
      screen.getByLabelText(/Organization this dashboard serves/, { selector: 'input' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: '<b>Northwind</b> Lending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Serve this organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Serve another organization?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Serve <b>Northwind<\/b>/ }));
    expect(
      await within(dialog).findByText(/Ben Okoro chose Northwind Lending/),
    ).toBeInTheDocument();
  });

  it('offers no choice where the server’s setting fixes the organization', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url.includes('/api/organization')
          ? json(200, { ...chosenA, source: 'setting', chosenBy: null, chosenAt: null })
          : json(200, listed),
      ),
    );
    renderSection();
    expect(
      await screen.findByText('Northwind Treasury', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/set on the server \(COPPER_ORGANIZATION_ID\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Serve this organization' })).toBeNull();
  });
});
