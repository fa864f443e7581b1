import { remoteRouteProblems } from '@planner/ui/testing';
import { expect, it } from 'vitest';
import declared from '../remote.json';
import { routes } from './routes';

it('declares in remote.json the route prefixes and sidebar entries its routes need', () => {
  expect(remoteRouteProblems(declared, routes)).toEqual([]);
});
