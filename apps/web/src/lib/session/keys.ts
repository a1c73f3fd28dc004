/** Query keys of the signed-in session, shared by the API client and the session store. */
export const sessionKeys = {
  user: ['session', 'user'] as const,
};
