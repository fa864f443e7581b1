// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
// A customer's quote link opens its own page: no session, no remotes, no storage.
if (window.location.pathname.startsWith('/angebot/')) import('./customerQuote/bootstrap');
else import('./bootstrap');
