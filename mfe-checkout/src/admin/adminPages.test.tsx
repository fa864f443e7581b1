import { checkoutOptionEndpoints, type CheckoutOptionKind } from '@planner/api';
import { mockEndpoint, mockServerError } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCatalogues } from '../mock/demoOptions';
import { checkoutMockHandlers } from '../mock/handlers';
import { optionMocks } from '../mock/optionMocks';
import { routes } from '../routes';
import { ADMIN_ROOT, TOPICS, type Topic } from './topics';

beforeEach(() => signInWithRoles(['Owner']));

// The pages load lazily; their first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

/** The first demo option of each catalogue of `topic`, as its list names it. */
function firstOptionsOf(topic: Topic) {
  const catalogues = demoCatalogues();
  return topic.catalogues.map((catalogue) => {
    const kind = (Object.keys(checkoutOptionEndpoints) as CheckoutOptionKind[]).find((key) => checkoutOptionEndpoints[key] === catalogue.endpoints)!;
    const first = catalogues[kind][0]!;
    return 'name' in first ? first.name : first.location;
  });
}

describe('the overview of the checkout options', { timeout: 40_000 }, () => {
  it('shows the six topics and opens the page of one', async () => {
    mockApi(...checkoutMockHandlers());
    const router = renderRoutes(routes, ADMIN_ROOT);
    expect(await screen.findByRole('heading', { name: 'Konfiguration der Sondervereinbarungen' }, FIRST_LOAD)).toBeTruthy();
    for (const topic of TOPICS) expect(screen.getByText(topic.description)).toBeTruthy();

    await userEvent.setup().click(screen.getByText('Sprechanlage'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ADMIN_ROOT}/intercom`));
    expect(await screen.findByText('Video-Sprechanlage', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Gartentor')).toBeTruthy();
  });
});

describe('the page of a topic', { timeout: 40_000 }, () => {
  it.each(TOPICS.map((topic) => [topic.title, topic] as const))('%s lists the options of each of its catalogues', async (_, topic) => {
    mockApi(...checkoutMockHandlers());
    renderRoutes(routes, `${ADMIN_ROOT}/${topic.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: topic.title }, FIRST_LOAD)).toBeTruthy();
    for (const catalogue of topic.catalogues) expect(screen.getAllByText(catalogue.title).length).toBeGreaterThan(0);
    for (const name of firstOptionsOf(topic)) expect((await screen.findAllByText(name, {}, FIRST_LOAD)).length).toBeGreaterThan(0);
  });

  it('says so when a catalogue has no option yet', async () => {
    mockApi(...optionMocks({ lockType: [] }));
    renderRoutes(routes, `${ADMIN_ROOT}/lock-types`);
    expect(await screen.findByText('Noch keine Optionen für das Türschloss vorhanden.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('says so when the options cannot be loaded and loads them again on request', async () => {
    mockApi(mockEndpoint(checkoutOptionEndpoints.mailboxType.list, () => mockServerError()));
    renderRoutes(routes, `${ADMIN_ROOT}/mailbox-types`);
    expect(await screen.findByText('Optionen konnten nicht geladen werden.', {}, FIRST_LOAD)).toBeTruthy();

    mockApi(...checkoutMockHandlers());
    await userEvent.setup().click(screen.getByRole('button', { name: /Erneut versuchen/ }));
    expect(await screen.findByText('Briefkasten mit Klingel')).toBeTruthy();
  });
});
