import Cookies from 'js-cookie';

const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_DAYS = 7;

export function readSidebarCollapsed(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) === 'collapsed';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, collapsed ? 'collapsed' : 'expanded', {
    expires: SIDEBAR_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
  });
}
