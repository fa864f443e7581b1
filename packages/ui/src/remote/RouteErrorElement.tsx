import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '@planner/platform';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Router errors: unknown routes show the 404 page, everything else goes to the global error pages. */
export function RouteErrorElement() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) reportError(error);
  }, [error, isNotFound]);
  return isNotFound ? <NotFoundPage /> : null;
}
