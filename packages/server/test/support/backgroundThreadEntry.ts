import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { runAsBackgroundThread } from '../../src/threadPriority';

// A worker thread that lowers its priority as the PDF workers do and answers its thread id.
runAsBackgroundThread();
parentPort?.postMessage(Number(readlinkSync('/proc/thread-self').split('/').at(-1)));
