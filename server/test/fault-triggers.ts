/**
 * Loaded into the real server by server/main.test.ts (`node --import`): SIGUSR2 leaves a promise
 * rejected with no handler, SIGHUP throws from a callback, as stray failures in the app would.
 */
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('stray rejection for the test'));
});
process.on('SIGHUP', () => {
  setImmediate(() => {
    throw new Error('stray exception for the test');
  });
});
