import packageJson from '../package.json';

export const serverVersion: string = packageJson.version;

/** Set at bundle time by build.mjs; the start time when running from source. */
export const builtAt: string = process.env.PLANNER_BUILT_AT ?? new Date().toISOString();
