/**
 * Statements queued on a connection that is still running another fail the test run. node-postgres
 * queues them, and warns once a second one waits; its next major version refuses them. It happens
 * when statements run side by side on a transaction, whose one connection runs one at a time.
 */
const guarded = Symbol.for('freight.busy-connection-guard');
const registry = globalThis as { [guarded]?: true };
if (!registry[guarded]) {
  registry[guarded] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('client is already executing a query')) throw warning;
  });
}
