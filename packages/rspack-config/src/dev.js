#!/usr/bin/env node
// `npm run dev -w <remote> [-- --mock] [-- --port N]`: rspack serve in the remote's folder.
import { spawn } from 'node:child_process';
import { rspackServeArgs } from './devArgs.js';

const child = spawn('rspack', rspackServeArgs(process.argv.slice(2)), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
