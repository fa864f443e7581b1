import type { Plugin } from 'esbuild';

export declare const bundleOnlyWorkspacePackages: Plugin;
