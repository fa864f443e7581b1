import { describe, expect, it } from 'vitest';
import { sharedDependencies } from './shared.js';

describe('sharedDependencies', () => {
  it('shares every declared singleton with its declared version, including subpath entries', () => {
    const shared = sharedDependencies({
      dependencies: { react: '19.3.1', 'react-dom': '19.3.1', '@planner/api': '1.0.0', antd: '6.6.8' },
    });
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '19.3.1', strictVersion: false });
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe('19.3.1');
    expect(shared['react-dom/client']?.requiredVersion).toBe('19.3.1');
    expect(shared['@planner/api']?.requiredVersion).toBe('1.0.0');
    expect(shared['antd/es/table']).toEqual({ singleton: true, requiredVersion: '6.6.8', strictVersion: false });
    expect(shared.antd).toBeUndefined();
  });

  it('lets a remote consume the modules of the shell without copies of its own', () => {
    const shared = sharedDependencies({ dependencies: { react: '19.3.1', antd: '6.6.8' } }, { provide: false });
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '19.3.1', strictVersion: false, import: false });
    expect(shared['antd/es/button']?.import).toBe(false);
  });

  it('shares the PDF engine once: provided by the shell, consumed by the remotes that open PDFs', () => {
    const declared = { dependencies: { '@planner/pdf-pages': '1.0.0' } };
    expect(sharedDependencies(declared)['@planner/pdf-pages/engine']).toEqual({ singleton: true, requiredVersion: '1.0.0', strictVersion: false });
    expect(sharedDependencies(declared, { provide: false })['@planner/pdf-pages/engine']?.import).toBe(false);
    expect(sharedDependencies({ dependencies: { react: '19.3.1' } })['@planner/pdf-pages/engine']).toBeUndefined();
  });

  it('leaves out what the app does not depend on', () => {
    const shared = sharedDependencies({ dependencies: { react: '19.3.1' } });
    expect(shared['antd/es/table']).toBeUndefined();
    expect(shared.valibot).toBeUndefined();
    expect(shared['@planner/platform']).toBeUndefined();
  });
});
