/** The path of a request URL, without the query. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '';

export const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return path === '/api' || path.startsWith('/api/');
};
