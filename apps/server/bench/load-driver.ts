/**
 * The load benchmark's client, run in a process of its own so that its CPU time is counted apart
 * from the server's: it takes autocannon's options as its one message and answers with autocannon's
 * result and the CPU time it spent.
 */
import autocannon from 'autocannon';

process.once('message', (options: autocannon.Options) => {
  const before = process.cpuUsage();
  void autocannon(options).then((result) => {
    const cpu = process.cpuUsage(before);
    process.send!({ result, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
  });
});
