// Built only so the remote has an entry; the shell loads ./app through remoteEntry.js.
export {};
