import type { Customer, CustomerSortKey, SortOrder } from '@planner/api';
import { LRUCache } from 'lru-cache';

export interface CustomerPage {
  rows: Customer[];
  filtered: number;
  total: number;
}

/** What decides a page: the tenant, the version of its customers and the list query. */
export interface CustomerPageKey {
  tenantId: string;
  version: number;
  words: readonly string[];
  archived: boolean;
  sortBy?: CustomerSortKey | undefined;
  sortOrder?: SortOrder | undefined;
  pageIndex: number;
  pageSize: number;
}

/**
 * Recently answered customer list pages and search match counts. A tenant's version changes
 * with every statement that writes its customers (triggers of migration 0009), so an answer
 * is only ever served for exactly the customers it was computed from. Counting the matches of
 * a search that finds thousands of customers is the most expensive part of a page; paging,
 * sorting and the lists' polling ask for the same search again and again.
 */
export interface CustomerListCache {
  page(key: CustomerPageKey): CustomerPage | undefined;
  rememberPage(key: CustomerPageKey, page: CustomerPage): void;
  matchCount(key: CustomerPageKey): number | undefined;
  rememberMatchCount(key: CustomerPageKey, count: number): void;
  /** The version of the tenant's customers last seen, to tell before a page is read whether its match count is kept. */
  lastVersion(tenantId: string): number | undefined;
  rememberVersion(tenantId: string, version: number): void;
}

const pageKey = (key: CustomerPageKey) =>
  JSON.stringify([key.tenantId, key.version, key.archived, key.words, key.sortBy, key.sortOrder, key.pageIndex, key.pageSize]);

const countKey = (key: CustomerPageKey) => JSON.stringify([key.tenantId, key.version, key.archived, key.words]);

export function createCustomerListCache({ pages = 500, counts = 2_000 } = {}): CustomerListCache {
  const recentPages = new LRUCache<string, CustomerPage>({ max: pages });
  const recentCounts = new LRUCache<string, number>({ max: counts });
  const versions = new LRUCache<string, number>({ max: counts });
  return {
    page: (key) => recentPages.get(pageKey(key)),
    rememberPage: (key, page) => recentPages.set(pageKey(key), page),
    matchCount: (key) => recentCounts.get(countKey(key)),
    rememberMatchCount: (key, count) => recentCounts.set(countKey(key), count),
    lastVersion: (tenantId) => versions.get(tenantId),
    rememberVersion: (tenantId, version) => versions.set(tenantId, version),
  };
}
