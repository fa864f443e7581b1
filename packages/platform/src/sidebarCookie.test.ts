import { describe, expect, it } from 'vitest';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebarCookie';

describe('sidebar cookie', () => {
  it('is expanded without a cookie and remembers the collapse state', () => {
    expect(readSidebarCollapsed()).toBe(false);

    writeSidebarCollapsed(true);
    expect(document.cookie).toContain('sidebar_state=collapsed');
    expect(readSidebarCollapsed()).toBe(true);

    writeSidebarCollapsed(false);
    expect(readSidebarCollapsed()).toBe(false);
  });
});
