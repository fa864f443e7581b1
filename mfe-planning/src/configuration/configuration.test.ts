import { describe, expect, it } from 'vitest';
import { configurationPath, currentTab } from './paths';
import { isReadOnly } from './readOnly';

const PROJECT = '11111111-1111-4111-8111-111111111111';
const QUOTE = '22222222-2222-4222-8222-222222222222';

describe('configuration tabs', () => {
  it('builds the address of each tab, the floors by default', () => {
    expect(configurationPath(PROJECT, QUOTE)).toBe(`/projects/${PROJECT}/configurations/${QUOTE}/floorplans`);
    expect(configurationPath(PROJECT, QUOTE, 'checkout')).toBe(`/projects/${PROJECT}/configurations/${QUOTE}/checkout`);
  });

  it.each([
    [`/projects/${PROJECT}/configurations/${QUOTE}/additional-installations`, 'additional-installations'],
    [`/projects/${PROJECT}/configurations/${QUOTE}/checkout`, 'checkout'],
    [`/projects/${PROJECT}/configurations/${QUOTE}/floorplans`, 'floorplans'],
    [`/projects/${PROJECT}/configurations/${QUOTE}`, 'floorplans'],
  ])('keeps the tab of %s when switching quotes', (pathname, tab) => {
    expect(currentTab(pathname)).toBe(tab);
  });
});

describe('read-only quotes', () => {
  it.each([
    ['InProgress', false],
    ['InReview', true],
    ['Finalized', true],
  ] as const)('%s → read-only %s', (status, readOnly) => {
    expect(isReadOnly({ status: { type: status } })).toBe(readOnly);
  });
});
