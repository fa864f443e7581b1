import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from './useListUrlState';
import type { ListUrlDefaults } from './useListUrlState';

function renderListState(initialUrl: string, defaults?: ListUrlDefaults) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialUrl]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListUrlState(defaults), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

describe('useListUrlState', () => {
  it('reads the state from the URL with defaults for missing or invalid values', () => {
    const { result } = renderListState('/customers?pageIndex=3&pageSize=50&anyText=M%C3%BCller&sortBy=Name&sortOrder=Desc');
    expect(result.current.list.query).toEqual({
      pageIndex: 3,
      pageSize: 50,
      anyText: 'Müller',
      sortBy: 'Name',
      sortOrder: 'Desc',
    });

    const invalid = renderListState('/customers?pageIndex=-1&pageSize=7&sortBy=Name&sortOrder=Up');
    expect(invalid.result.current.list.query).toEqual({
      pageIndex: 0,
      pageSize: 10,
      anyText: undefined,
      sortBy: undefined,
      sortOrder: undefined,
    });
  });

  it('ignores sort keys the list does not support', () => {
    const { result } = renderListState('/customers?sortBy=Secret&sortOrder=Asc', { sortKeys: ['Name'] });
    expect(result.current.list.sortBy).toBeUndefined();
  });

  it('resets the page index when the search text changes', () => {
    const { result } = renderListState('/customers?pageIndex=4');

    act(() => result.current.list.setSearchText('Schmidt'));

    expect(result.current.list.pageIndex).toBe(0);
    expect(result.current.list.searchText).toBe('Schmidt');
    expect(result.current.location.search).toBe('?anyText=Schmidt');
  });

  it('lets Back step through the pages and sort orders, but not through every typed letter', () => {
    const { result } = renderListState('/customers');

    act(() => result.current.list.setPageIndex(1));
    act(() => result.current.list.setPageIndex(2));
    act(() => result.current.list.toggleSort('Name'));
    act(() => result.current.list.setSearchText('Sch'));
    act(() => result.current.list.setSearchText('Schmidt'));
    expect(result.current.location.search).toBe('?sortBy=Name&sortOrder=Asc&anyText=Schmidt');

    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?pageIndex=2');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?pageIndex=1');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });

  it('keeps the search text under `filter` when configured', () => {
    const { result } = renderListState('/jobsites?pageIndex=2', { searchParam: 'filter' });

    act(() => result.current.list.setSearchText('Berlin'));

    expect(result.current.location.search).toBe('?filter=Berlin');
    expect(result.current.list.query.anyText).toBe('Berlin');
  });

  it('cycles the sort ascending, descending, none and resets the page index each time', () => {
    const { result } = renderListState('/customers?pageIndex=2');
    const toggle = () => act(() => result.current.list.toggleSort('Name'));

    toggle();
    expect(result.current.list).toMatchObject({ sortBy: 'Name', sortOrder: 'Asc', pageIndex: 0 });

    act(() => result.current.list.setPageIndex(3));
    toggle();
    expect(result.current.list).toMatchObject({ sortBy: 'Name', sortOrder: 'Desc', pageIndex: 0 });

    toggle();
    expect(result.current.list).toMatchObject({ sortBy: undefined, sortOrder: undefined });
    expect(result.current.location.search).toBe('');
  });

  it('starts ascending when another column is sorted', () => {
    const { result } = renderListState('/customers?sortBy=Name&sortOrder=Desc');

    act(() => result.current.list.toggleSort('City'));

    expect(result.current.list).toMatchObject({ sortBy: 'City', sortOrder: 'Asc' });
  });

  it('keeps the first visible row in view when the page size changes', () => {
    const { result } = renderListState('/customers?pageIndex=5');

    act(() => result.current.list.setPageSize(20));
    expect(result.current.list).toMatchObject({ pageIndex: 2, pageSize: 20 });

    act(() => result.current.list.setPageSize(10));
    expect(result.current.list).toMatchObject({ pageIndex: 4, pageSize: 10 });
    expect(result.current.location.search).toBe('?pageIndex=4');
  });
});
