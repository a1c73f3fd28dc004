import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { z } from 'zod';
import type { ZProviderSignInBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { generateToken, hashToken } from '../../platform/secrets';
import { consumeIdentityLinkToken, consumeInvitation, findInvitation, logout, sendIdentityLinkMail, startSession } from '../auth';
import * as queries from './identity-providers.queries';
import { clientConfiguration } from './oidc-client';
import { redirectUri } from './identity-providers.service';

/** How long a sign-in begun at a provider may take to come back. */
const SIGN_IN_MINUTES = 10;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Log = Pick<FastifyBaseLogger, 'warn'>;

export type StartOptions = z.output<typeof ZProviderSignInBody> & { loginHint?: string };

function refuse(key: string, params: Record<string, string | number> = {}): never {
  throw new ValidationError({ provider: [{ key, params }] }, key, params);
}

function refuseInvitation(): never {
  throw new ValidationError({ token: ['auth.invitation_invalid'] }, 'auth.invitation_invalid');
}

/** What the page of an e-mailed invitation shows: whom it invites and the organization's sign-in buttons. */
export async function openInvitation(deps: AppDeps, token: string) {
  const invitation = await findInvitation(deps.db, token);
  if (!invitation) refuseInvitation();
  const providers = await queries.providersOfOrganization(deps.db, invitation.organizationId);
  if (providers.length === 0) refuseInvitation();
  return { name: invitation.name, providers };
}

/**
 * Starts a sign-in at a provider: the authorization URL of the code flow with PKCE, a state
 * and a nonce. They stay on the server, for minutes and one use, bound to this browser by
 * `browserToken` (a cookie the caller sets). With `link`, the signed-in user links the account.
 */
export async function startSignIn(
  deps: AppDeps,
  ctx: RequestContext,
  log: Log,
  providerId: number,
  options: StartOptions,
  browserToken: string,
) {
  const provider = await queries.findProviderById(deps.db, providerId);
  if (!provider) throw new NotFoundError();
  let linkingUserId: number | null = null;
  if (options.link) {
    if (!ctx.actor || ctx.actor.organizationId !== provider.organization_id) throw new NotFoundError();
    linkingUserId = ctx.actor.userId;
  }
  // An invitation is checked before the provider opens: a used or expired one goes no further.
  if (options.invitation !== undefined) {
    const invitation = await findInvitation(deps.db, options.invitation);
    if (!invitation || invitation.organizationId !== provider.organization_id) refuseInvitation();
  }
  const configuration = await clientConfiguration(provider, deps.config, deps.secrets).catch((error: unknown) => {
    log.warn({ err: error, providerId }, 'identity provider discovery failed');
    return refuse('auth.provider_unreachable');
  });
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await queries.insertSignIn(deps.db, {
    provider_id: provider.id,
    state_hash: hashToken(state),
    browser_hash: hashToken(browserToken),
    nonce,
    code_verifier: codeVerifier,
    linking_user_id: linkingUserId,
    invitation_hash: options.invitation === undefined ? null : hashToken(options.invitation),
    remember: options.remember,
    expires_at: new Date(Date.now() + SIGN_IN_MINUTES * 60_000),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(deps),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(provider.kind === 'microsoft' ? { prompt: 'select_account' } : {}),
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
  });
  return url.href;
}

/** The Microsoft entry point: the work e-mail's domain names the organization and its tenant. */
export async function startMicrosoftSignIn(
  deps: AppDeps,
  ctx: RequestContext,
  log: Log,
  email: string,
  remember: boolean,
  browserToken: string,
) {
  const providers = await queries.providersForDomain(deps.db, email.split('@')[1]!);
  const microsoft = providers.find((provider) => provider.kind === 'microsoft');
  if (!microsoft) throw new ValidationError({ email: ['auth.no_microsoft_provider'] }, 'auth.no_microsoft_provider');
  return startSignIn(deps, ctx, log, microsoft.id, { remember, link: false, loginHint: email }, browserToken);
}

/** The providers serving an e-mail's domain, and whether its organization still allows passwords. */
export async function providersForEmail(deps: AppDeps, email: string) {
  const providers = await queries.providersForDomain(deps.db, email.split('@')[1]!);
  return {
    providers: providers.map(({ id, kind, name }) => ({ id, kind, name })),
    password_sign_in: providers.every((provider) => provider.password_sign_in),
  };
}

interface ProviderAccount {
  issuer: string;
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the address is the account holder's. */
  emailTrusted: boolean;
  name: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * The account an ID token names. Microsoft's is its tenant and object id (the issuer carries
 * the tenant); its e-mail claims are not verified, so the address is trusted only from a tenant
 * the organization pinned, or where Microsoft marks the domain as verified. Other providers'
 * accounts are issuer and subject, their address trusted when marked verified.
 */
function accountOf(provider: queries.ProviderRow, claims: client.IDToken): ProviderAccount {
  if (provider.kind === 'microsoft') {
    const tid = text(claims.tid);
    const oid = text(claims.oid);
    if (!tid || !oid) refuse('auth.provider_failed');
    const pinned = GUID.test(provider.tenant_id ?? '');
    if (pinned && tid.toLowerCase() !== provider.tenant_id!.toLowerCase()) refuse('auth.provider_failed');
    return {
      issuer: claims.iss,
      subject: `${tid}:${oid}`,
      email: text(claims.email) ?? text(claims.preferred_username),
      emailTrusted: provider.tenant_id !== 'organizations' || claims.xms_edov === true,
      name: text(claims.name),
    };
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email),
    emailTrusted: claims.email_verified === true,
    name: text(claims.name),
  };
}

export type CallbackOutcome =
  { kind: 'session'; session: Awaited<ReturnType<typeof startSession>>; remember: boolean } | { kind: 'confirm_by_email' };

/**
 * Finishes a sign-in with what the provider sent back: takes the sign-in under way by its state
 * (once, from the browser that began it), redeems the code with the PKCE verifier, and lets
 * openid-client verify the ID token (signature by the provider's keys, issuer, audience, expiry,
 * nonce). The account is found by issuer and subject; an unknown one is linked or created by
 * the organization's rules, never matched to an existing user by e-mail alone.
 */
export async function finishSignIn(
  deps: AppDeps,
  ctx: RequestContext,
  log: Log,
  search: string,
  browserToken: string | null,
): Promise<CallbackOutcome> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const state = params.get('state');
  const pending = state ? await queries.takeSignIn(deps.db, hashToken(state)) : null;
  if (!pending || !browserToken || pending.browser_hash !== hashToken(browserToken)) refuse('auth.provider_sign_in_expired');
  const provider = await queries.findProviderById(deps.db, pending.provider_id);
  if (!provider) refuse('auth.provider_sign_in_expired');
  if (params.get('error')) refuse('auth.provider_cancelled');

  let claims: client.IDToken;
  try {
    const configuration = await clientConfiguration(provider, deps.config, deps.secrets);
    const tokens = await client.authorizationCodeGrant(configuration, new URL(`${redirectUri(deps)}?${params}`), {
      pkceCodeVerifier: pending.code_verifier,
      expectedNonce: pending.nonce,
      expectedState: state!,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
  } catch (error) {
    log.warn({ err: error, providerId: provider.id }, 'identity provider sign-in refused');
    refuse('auth.provider_failed');
  }

  const account = accountOf(provider, claims);
  const userId =
    pending.invitation_hash === null
      ? await resolveUser(deps, ctx, provider, account, pending.linking_user_id)
      : await acceptInvitation(deps, provider, account, pending.invitation_hash);
  if (userId === null) return { kind: 'confirm_by_email' };
  // Linking from the profile replaces the browser's session, signed in as before rather than
  // through the provider, so unlinking the account later does not sign the user out.
  const linking = pending.linking_user_id !== null;
  if (linking && ctx.actor?.userId === userId) await logout(deps, ctx);
  const session = await startSession(deps, ctx, userId, { remember: pending.remember, identityProviderId: linking ? null : provider.id });
  return { kind: 'session', session, remember: pending.remember };
}

/** The user the account signs in as, or null when an existing user must first confirm by e-mail. */
async function resolveUser(
  deps: AppDeps,
  ctx: RequestContext,
  provider: queries.ProviderRow,
  account: ProviderAccount,
  linkingUserId: number | null,
): Promise<number | null> {
  const known = await queries.findIdentity(deps.db, account.issuer, account.subject);
  if (known) {
    if (linkingUserId !== null && known.user_id !== linkingUserId) refuse('auth.provider_account_taken');
    if (known.organization_id !== provider.organization_id) refuse('auth.provider_other_organization');
    if (known.deactivated_at) refuse('auth.deactivated');
    await queries.touchIdentity(deps.db, known.id, account.email);
    return known.user_id;
  }
  // An account new to the portal comes from one of the organization's domains.
  const domain = account.email?.split('@')[1]?.toLowerCase();
  if (!domain || !provider.domains.includes(domain)) refuse('auth.provider_domain');
  const identity = { provider_id: provider.id, issuer: account.issuer, subject: account.subject, email: account.email };

  if (linkingUserId !== null) {
    const user = await queries.findUser(deps.db, linkingUserId);
    if (!user || user.deactivated_at) refuse('auth.deactivated');
    await queries.insertIdentity(deps.db, { ...identity, user_id: user.id });
    return user.id;
  }

  const existing = await queries.findUserByEmail(deps.db, account.email!);
  if (existing) {
    if (existing.organization_id !== provider.organization_id) refuse('auth.provider_other_organization');
    if (existing.deactivated_at) refuse('auth.deactivated');
    // The owner of the address confirms from their mailbox; the answer does not wait for the mail.
    const token = deps.sealer.seal({ identity_link: { ...identity, user_id: existing.id }, nonce: generateToken() });
    deps.background.run('identity link mail', () => sendIdentityLinkMail(deps, existing.id, token, provider.name));
    return null;
  }

  if (!provider.auto_create_users || provider.default_site_id === null || provider.default_role_id === null) {
    refuse('auth.provider_not_invited', { email: account.email! });
  }
  if (!account.emailTrusted) refuse('auth.provider_email_unverified');
  return deps.db.transaction(async (tx) => {
    const userId = await queries.insertProvisionedUser(tx, {
      organization_id: provider.organization_id,
      name: account.name ?? account.email!,
      email: account.email!,
      locale: ctx.locale,
      role_id: provider.default_role_id!,
      site_id: provider.default_site_id!,
    });
    await queries.insertIdentity(tx, { ...identity, user_id: userId });
    return userId;
  });
}

/**
 * Links the account signed in with to the invited user, by issuer and subject whatever its
 * e-mail address, and uses the invitation up. An account already linked to someone else, or an
 * invitation used, expired or of a deactivated user meanwhile, is refused and the invitation kept.
 */
async function acceptInvitation(deps: AppDeps, provider: queries.ProviderRow, account: ProviderAccount, invitationHash: string) {
  return deps.db.transaction(async (tx) => {
    const consumed = await consumeInvitation(tx, invitationHash);
    if (!consumed) refuseInvitation();
    const user = await queries.findUser(tx, consumed.userId);
    if (!user || user.deactivated_at || user.organization_id !== provider.organization_id) refuseInvitation();
    const known = await queries.findIdentity(tx, account.issuer, account.subject);
    if (known && known.user_id !== user.id) refuse('auth.provider_account_taken');
    if (known) await queries.touchIdentity(tx, known.id, account.email);
    else {
      await queries.insertIdentity(tx, {
        user_id: user.id,
        provider_id: provider.id,
        issuer: account.issuer,
        subject: account.subject,
        email: account.email,
      });
    }
    return user.id;
  });
}

interface IdentityLinkPayload {
  identity_link: { user_id: number; provider_id: number; issuer: string; subject: string; email: string | null };
}

/** Links the provider account to the user who confirmed it from the e-mailed link. */
export async function confirmIdentityLink(deps: AppDeps, token: string) {
  const payload = deps.sealer.open<IdentityLinkPayload>(token)?.identity_link;
  await deps.db.transaction(async (tx) => {
    const consumed = await consumeIdentityLinkToken(tx, token);
    if (!payload || !consumed || consumed.userId !== payload.user_id)
      throw new ValidationError({ token: ['auth.link_invalid'] }, 'auth.link_invalid');
    const provider = await queries.findProviderById(tx, payload.provider_id);
    const user = await queries.findUser(tx, payload.user_id);
    if (!provider || !user || user.deactivated_at || provider.organization_id !== user.organization_id) {
      throw new ValidationError({ token: ['auth.link_invalid'] }, 'auth.link_invalid');
    }
    await queries.insertIdentity(tx, {
      user_id: user.id,
      provider_id: provider.id,
      issuer: payload.issuer,
      subject: payload.subject,
      email: payload.email,
    });
  });
}
