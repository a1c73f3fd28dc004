import { config } from 'zod';

// zod probes whether it may compile validators with new Function(). The Content Security Policy
// allows no eval, so validators run without compiling and the probe raises no violation. Imported
// first, before any schema is used. Called by its own name: the build takes every `z.` call for one
// without side effects, to leave out the schemas no page uses.
config({ jitless: true });
