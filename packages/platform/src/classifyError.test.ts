import { ApiError, NetworkError } from '@planner/api';
import type { ErrorBody } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { classifyError } from './classifyError';

const body = (overrides: Partial<ErrorBody>): ErrorBody => ({
  type: 'ExpectedError',
  errorCode: 'E-400',
  fallbackMessage: 'Ungültige Anfrage',
  ...overrides,
});

describe('classifyError', () => {
  it('classifies a CVE error code as version mismatch', () => {
    const error = new ApiError(400, body({ errorCode: 'CVE-ProtocolVersionMismatch' }));
    expect(classifyError(error)).toEqual({ kind: 'version-mismatch' });
  });

  it.each([
    new NetworkError(new TypeError('Failed to fetch')),
    new TypeError('Failed to fetch'),
    new Error('Network Error'),
  ])('classifies %s as network error', (error) => {
    expect(classifyError(error)).toEqual({ kind: 'network' });
  });

  it('classifies an ExpectedError body with status 400 or above as expected', () => {
    const errorBody = body({ errorCode: 'E-403' });
    expect(classifyError(new ApiError(403, errorBody))).toEqual({ kind: 'expected', body: errorBody, status: 403 });
  });

  it('classifies an UnexpectedError body as unexpected with its message and stack trace', () => {
    const error = new ApiError(500, body({ type: 'UnexpectedError', fallbackMessage: 'Boom', stackTrace: 'at db' }));
    expect(classifyError(error)).toEqual({ kind: 'unexpected', message: 'Boom', stack: 'at db' });
  });

  it('classifies any other error as unexpected', () => {
    const error = new RangeError('Index out of range');
    expect(classifyError(error)).toEqual({ kind: 'unexpected', message: 'Index out of range', stack: error.stack });
    expect(classifyError('kaputt')).toEqual({ kind: 'unexpected', message: 'kaputt' });
  });
});
