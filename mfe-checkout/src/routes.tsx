import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_ROOT, TOPICS } from './admin/topics';

const CheckoutConfigurationOverview = lazy(() => import('./admin/CheckoutConfigurationOverview'));
const TopicPage = lazy(() => import('./admin/TopicPage').then((module) => ({ default: module.TopicPage })));

export const routes: RouteObject[] = [
  { path: ADMIN_ROOT, element: <CheckoutConfigurationOverview /> },
  // A topic is opened from the overview, not from the sidebar.
  ...TOPICS.map((topic) => ({ path: `${ADMIN_ROOT}/${topic.slug}`, element: <TopicPage slug={topic.slug} />, handle: { sidebar: false } })),
];
