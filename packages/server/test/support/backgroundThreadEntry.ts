import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { runAsBackgroundThread } from '../../src/threadPriority';

// A worker thread that lowers its priority as the PDF workers do and answers its thread id. It
// stays alive until told to stop, so that the test finds the thread when it asks for its priority.
runAsBackgroundThread();
parentPort?.once('message', () => process.exit(0));
parentPort?.postMessage(Number(readlinkSync('/proc/thread-self').split('/').at(-1)));
