import { z } from 'zod';
import { ZFormBoolean } from '../common/errors';
import { IDENTITY_PROVIDER_KINDS } from './identity-provider';

const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'validation.too_long' })
  .pipe(z.email({ message: 'validation.email' }));

/** The providers that serve an e-mail address's domain, asked for once the login page knows it. */
export const ZSignInProvidersBody = z.object({ email: ZEmail });
export const ZSignInProvider = z.object({ id: z.number().int(), kind: z.enum(IDENTITY_PROVIDER_KINDS), name: z.string() });
export type TSignInProvider = z.infer<typeof ZSignInProvider>;
export const ZSignInProvidersResponse = z.object({
  data: z.object({ providers: z.array(ZSignInProvider), password_sign_in: z.boolean() }),
});
export type TSignInProvidersResponse = z.infer<typeof ZSignInProvidersResponse>;

/** Starts a sign-in at a provider. `link`: a signed-in user links the provider account to theirs. */
export const ZProviderSignInBody = z.object({
  remember: ZFormBoolean.default(false),
  link: ZFormBoolean.default(false),
  /** The token of an e-mailed invitation: the account signed in with becomes the invited user's. */
  invitation: z.string().min(1).max(2000).optional(),
});
export type TProviderSignInBody = z.input<typeof ZProviderSignInBody>;

/** The Microsoft entry point: the work e-mail names the organization whose Microsoft tenant signs in. */
export const ZMicrosoftSignInBody = z.object({ email: ZEmail, remember: ZFormBoolean.default(false) });
export type TMicrosoftSignInBody = z.input<typeof ZMicrosoftSignInBody>;

export const ZProviderRedirectResponse = z.object({ data: z.object({ url: z.string() }) });
export type TProviderRedirectResponse = z.infer<typeof ZProviderRedirectResponse>;

/** What the provider sent back to the portal's callback page: its query string, as received. */
export const ZProviderCallbackBody = z.object({ search: z.string().min(1, { message: 'validation.required' }).max(4000) });
export type TProviderCallbackBody = z.infer<typeof ZProviderCallbackBody>;

/** Confirms, from an e-mailed link, that a provider account belongs to the existing user. */
export const ZIdentityLinkBody = z.object({ token: z.string().min(1, { message: 'validation.required' }).max(2000) });
export type TIdentityLinkBody = z.infer<typeof ZIdentityLinkBody>;

/** The portal page a provider sends users back to. */
export const PROVIDER_CALLBACK_PATH = '/login/callback';

/** Opens an e-mailed invitation to sign in with the organization's provider. */
export const ZInvitationBody = z.object({ token: z.string().min(1, { message: 'validation.required' }).max(2000) });
export type TInvitationBody = z.infer<typeof ZInvitationBody>;
export const ZInvitationResponse = z.object({ data: z.object({ name: z.string(), providers: z.array(ZSignInProvider) }) });
export type TInvitationResponse = z.infer<typeof ZInvitationResponse>;

/** A provider account linked to the signed-in user. */
export const ZLinkedAccount = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  kind: z.enum(IDENTITY_PROVIDER_KINDS),
  email: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TLinkedAccount = z.infer<typeof ZLinkedAccount>;
/** The user's linked accounts, and the organization's providers an account can be linked at. */
export const ZLinkedAccountsResponse = z.object({
  data: z.object({ accounts: z.array(ZLinkedAccount), providers: z.array(ZSignInProvider) }),
});
export type TLinkedAccountsResponse = z.infer<typeof ZLinkedAccountsResponse>;
