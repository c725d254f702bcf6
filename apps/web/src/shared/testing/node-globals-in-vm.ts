import { MessageChannel, MessagePort } from 'node:worker_threads';

// In a VM context (the web project's vmThreads pool) the global object is happy-dom's window, which
// lacks the MessageChannel React's scheduler and antd's components post their work through.
globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;
globalThis.MessagePort ??= MessagePort as unknown as typeof globalThis.MessagePort;
