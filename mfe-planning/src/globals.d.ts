/** tldraw license key, set at build time from TLDRAW_LICENSE_KEY (empty when none was given). */
declare const __TLDRAW_LICENSE_KEY__: string;
declare module '*.css';
