import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configurationEndpoints, invoiceEndpoints, projectEndpoints } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, PROJECT_ID, renderRoutes } from '@planner/ui/testing';
import { project } from '../quotes/test/fixtures';
import { routes } from '../routes';
import { finalInvoice, listItemOf, partialInvoice } from './test/fixtures';

describe('invoices of a project', () => {
  it('lists the invoices of all quotes of the project on its page', async () => {
    const api = mockApi(
      mockEndpoint(projectEndpoints.get, () => project),
      mockEndpoint(configurationEndpoints.byProject, () => []),
      mockEndpoint(invoiceEndpoints.list, () => [listItemOf(finalInvoice('Draft')), listItemOf(partialInvoice('Issued'))]),
    );
    renderRoutes(routes, `/projects/${PROJECT_ID}`);
    const card = (await screen.findByText('Rechnungen', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    const partial = (await within(card).findByText('RE-0001')).closest('tr')!;
    expect(within(partial).getByText('Abschlagsrechnung')).toBeTruthy();
    expect(within(partial).getByText('Gestellt')).toBeTruthy();
    expect(within(card).getByText('Schlussrechnung')).toBeTruthy();
    const query = api.requests.find((request) => request.path === '/api/electro/invoices')?.query;
    expect(query?.get('projectId')).toBe(PROJECT_ID);
  });
});
