/** Breakpoints of the product: mobile below 640 px, tablet up to 1279 px, desktop from 1280 px. */
export const MOBILE_MAX_WIDTH = 639;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
