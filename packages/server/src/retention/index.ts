/** The retention feature as other features and the composition root (src/app.ts) see it. */
export { setArchived } from './archive';
export { hasFinalizedQuotes } from './finalizedQuotes';
