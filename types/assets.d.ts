/** Style sheets imported for their effect; the bundler adds them to the page. */
declare module '*.css';
