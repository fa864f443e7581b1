/**
 * The arguments `npm run dev -w <remote> -- …` hands to `rspack serve`: `--mock` is the remote's
 * mock mode (`--env mock`), which rspack's own parser would refuse as an unknown option.
 */
export const rspackServeArgs = (args) => ['serve', ...args.flatMap((arg) => (arg === '--mock' ? ['--env', 'mock'] : [arg]))];
