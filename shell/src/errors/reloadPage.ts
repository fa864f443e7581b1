export const reloadPage = () => window.location.reload();

/** Loads the start page afresh, leaving the page whose error is shown. */
export const goHome = () => window.location.assign('/');
