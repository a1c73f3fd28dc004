/** Accounts the server seeds with SEED_DEMO=1; all share one password. */
export const DEMO_PASSWORD = 'Freight-demo-1';

export const demoUsers = {
  god: { email: 'god@demo.example', name: 'Greta Godmark' },
  organizationAdmin: { email: 'orgadmin@demo.example' },
  siteAdmin: { email: 'siteadmin@demo.example' },
  user: { email: 'user@demo.example', name: 'Ulla Usersson' },
  agent: { email: 'agent@demo.example' },
} as const;
