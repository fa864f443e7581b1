import { describe, expect, it } from 'vitest';
import { isMockMode } from './mockMode.js';
import { rspackServeArgs } from './devArgs.js';

describe('the dev script of a remote', () => {
  it('serves the remote with the server by default and passes other options on', () => {
    expect(rspackServeArgs([])).toEqual(['serve']);
    expect(rspackServeArgs(['--port', '4105'])).toEqual(['serve', '--port', '4105']);
    expect(isMockMode(rspackServeArgs(['--port', '4105']))).toBe(false);
  });

  it('turns --mock into the mock mode rspack understands', () => {
    const args = rspackServeArgs(['--mock', '--port', '4105']);
    expect(args).toEqual(['serve', '--env', 'mock', '--port', '4105']);
    expect(isMockMode(args)).toBe(true);
  });
});
