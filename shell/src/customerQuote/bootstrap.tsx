import { ConfigProvider, deDE, useMotionAwareTheme } from '@planner/ui/public-page';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomerQuotePage } from './CustomerQuotePage';
import './customerQuote.css';

/**
 * The customer's quote page, on its own: no session, no remotes, nothing kept in the browser
 * (it works with cookies and storage blocked), and no request but to this server.
 */
const token = decodeURIComponent(window.location.pathname.slice('/angebot/'.length).split('/')[0] ?? '');
const robots = document.createElement('meta');
robots.name = 'robots';
robots.content = 'noindex, nofollow';
document.head.append(robots);
document.title = 'Ihr Angebot';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root fehlt in index.html');
function PublicPageProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={deDE} theme={useMotionAwareTheme()}>
      {children}
    </ConfigProvider>
  );
}

createRoot(rootElement).render(
  <PublicPageProviders>
    <CustomerQuotePage token={token} />
  </PublicPageProviders>,
);
