import type { Locale, TPasswordResetBody, TEmailVerifyBody, TUser } from '@freight/contracts';
import { type ZLoginBody } from '@freight/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { TooManyRequestsError, ValidationError } from '../../platform/errors';
import { translate, type MessageKey } from '../../platform/i18n';
import type { RequestContext } from '../../platform/request-context';
import { generateToken, hashPassword, hashToken, verifyPassword } from '../../platform/secrets';
import { loadUserProfile } from './profile.service';
import * as queries from './auth.queries';

const REMEMBER_DAYS = 365;
const PASSWORD_RESET_HOURS = 1;
const WELCOME_DAYS = 7;
const EMAIL_VERIFY_DAYS = 3;
const HOUR_MS = 3_600_000;
/** E-mailed links (password reset, verification, unlock) an account, and an address, may get in an hour. */
const LINK_MAILS_PER_ACCOUNT = 5;
const LINK_MAILS_PER_ADDRESS = 20;

const UNLOCK_LINK_HOURS = 1;

function retryAfterSeconds(oldest: Date, windowMs: number) {
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - Date.now()) / 1000));
}

/**
 * Past the limit of failures for this account from this address, or of failures from this
 * address across accounts (spraying), sign-in from here waits. The real user elsewhere is not
 * held up, and an unlock link from the account's mailbox lifts both waits for its owner.
 */
async function guardAttempts(deps: AppDeps, email: string, address: string, unlocked: boolean) {
  const { config, db } = deps;
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const since = new Date(Date.now() - windowMs);
  const pair = await queries.countPairFailures(db, email, address, since);
  if (pair.failures >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT && pair.oldest) {
    throw new TooManyRequestsError(retryAfterSeconds(pair.oldest, windowMs), 'errors.too_many_attempts_account');
  }
  if (unlocked) return;
  const spray = await queries.countRecentFailures(db, 'address', address, since);
  if (spray.failures >= config.LOGIN_MAX_FAILURES_PER_ADDRESS && spray.oldest) {
    throw new TooManyRequestsError(retryAfterSeconds(spray.oldest, windowMs));
  }
}

/** Follows an unlock link: the account's waits end everywhere. A link of another account is refused. */
async function unlockAccount(deps: AppDeps, email: string, token: string) {
  await deps.db.transaction(async (tx) => {
    const consumed = await queries.consumeEmailToken(tx, hashToken(token), ['login_unlock']);
    const owner = consumed ? await queries.findUserForMail(tx, consumed.userId) : undefined;
    if (!owner || owner.email.toLowerCase() !== email) {
      throw new ValidationError({ unlock: ['auth.link_invalid'] }, 'auth.link_invalid');
    }
    await queries.clearAccountFailures(tx, email);
  });
}

/**
 * Records a failed sign-in. When it makes this address wait for the account, the account's
 * owner is e-mailed an unlock link (in the background, within the hourly limit of e-mailed
 * links), so an attacker who makes an address wait cannot keep the owner out.
 */
async function recordFailure(deps: AppDeps, ctx: RequestContext, email: string) {
  await queries.recordFailure(deps.db, email, ctx.ip);
  const windowMs = deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const { failures } = await queries.countPairFailures(deps.db, email, ctx.ip, new Date(Date.now() - windowMs));
  if (failures !== deps.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) return;
  deps.background.run('unlock mail', async () => {
    const account = await queries.findUserByEmail(deps.db, email);
    if (!account || !(await takeLinkMailAllowance(deps, email, ctx.ip))) return;
    await sendLink(deps, {
      user: account,
      purpose: 'login_unlock',
      lifetimeMs: UNLOCK_LINK_HOURS * HOUR_MS,
      link: (token) => `${deps.config.appUrl}/login?unlock=${token}`,
      subjectKey: 'mail.login_unlock.subject',
      bodyKey: 'mail.login_unlock.body',
      params: { minutes: deps.config.LOGIN_FAILURE_WINDOW_MINUTES, hours: UNLOCK_LINK_HOURS },
    });
  });
}

/**
 * Signs in. A wrong password and an unknown e-mail give the same answer in the same time;
 * failures are counted per account and address, and per address, and past a limit sign-in
 * from that address waits (see guardAttempts).
 */
export async function login(deps: AppDeps, ctx: RequestContext, body: z.output<typeof ZLoginBody>) {
  if (body.unlock) await unlockAccount(deps, body.email, body.unlock);
  await guardAttempts(deps, body.email, ctx.ip, body.unlock !== undefined);
  const account = await queries.findUserByEmail(deps.db, body.email);
  const valid = await verifyPassword(account?.password_hash ?? null, body.password);
  if (!account || !valid) {
    await recordFailure(deps, ctx, body.email);
    throw new ValidationError({ email: ['auth.failed'] }, 'auth.failed');
  }
  // Told only to whoever knows the password, so neither answer reveals an account.
  if (account.deactivated_at) throw new ValidationError({ email: ['auth.deactivated'] }, 'auth.deactivated');
  if (!(await queries.passwordSignInAllowed(deps.db, account.organization_id))) {
    throw new ValidationError({ email: ['auth.password_sign_in_off'] }, 'auth.password_sign_in_off');
  }
  await queries.clearPairFailures(deps.db, body.email, ctx.ip);
  return startSession(deps, ctx, account.id, { remember: body.remember, identityProviderId: null });
}

/**
 * Starts a session for a user who has proven who they are, with a password or at an identity
 * provider (kept with the session, so removing the provider ends it).
 */
export async function startSession(
  deps: AppDeps,
  ctx: RequestContext,
  userId: number,
  options: { remember: boolean; identityProviderId: number | null },
) {
  const token = generateToken();
  const lifetimeMs = options.remember ? REMEMBER_DAYS * 24 * HOUR_MS : deps.config.SESSION_HOURS * HOUR_MS;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await deps.db.transaction(async (tx) => {
    await queries.insertSession(tx, {
      user_id: userId,
      token_hash: hashToken(token),
      remember: options.remember,
      ip: ctx.ip,
      user_agent: ctx.userAgent,
      expires_at: expiresAt,
      identity_provider_id: options.identityProviderId,
    });
    await queries.saveLocale(tx, userId, ctx.locale);
  });
  const user: TUser = await loadUserProfile(deps.db, userId);
  return { token, expires_at: expiresAt.toISOString(), user };
}

export async function logout(deps: AppDeps, ctx: RequestContext) {
  if (ctx.actor) await queries.revokeSession(deps.db, ctx.actor.sessionId);
}

interface LinkMail {
  user: { id: number; name: string; email: string; locale: string };
  purpose: queries.EmailTokenPurpose;
  lifetimeMs: number;
  link: (token: string) => string;
  subjectKey:
    | 'mail.password_reset.subject'
    | 'mail.welcome.subject'
    | 'mail.email_verify.subject'
    | 'mail.login_unlock.subject'
    | 'mail.identity_link.subject'
    | 'mail.provider_invite.subject';
  bodyKey:
    | 'mail.password_reset.body'
    | 'mail.welcome.body'
    | 'mail.email_verify.body'
    | 'mail.login_unlock.body'
    | 'mail.identity_link.body'
    | 'mail.provider_invite.body';
  /** The link's token when it carries a sealed payload; otherwise a random one. */
  token?: string;
  params?: Record<string, string | number>;
  /** A second way in, offered below the link: a text and its own link. */
  also?: { text: string; url: string };
}

function mailLocale(locale: string): Locale {
  return locale === 'es' || locale === 'zh-CN' ? locale : 'en';
}

/** Sends a one-time link by e-mail; a new link makes the older ones of its kind stop working. */
async function sendLink(deps: AppDeps, mail: LinkMail) {
  const token = await issueToken(deps, mail.user.id, mail.purpose, mail.lifetimeMs, mail.token);
  await sendPersonalMail(deps, mail.user, {
    subjectKey: mail.subjectKey,
    bodyKey: mail.bodyKey,
    params: mail.params,
    lines: [mail.link(token), ...(mail.also ? ['', mail.also.text, mail.also.url] : [])],
    unasked: true,
  });
}

export interface PersonalMail {
  subjectKey: MessageKey;
  bodyKey: MessageKey;
  params?: Record<string, string | number>;
  /** What follows the body as it is: a link, a person's message. */
  lines: string[];
  /** Whether the mail may reach someone who did not ask for it, who is told they can ignore it. */
  unasked: boolean;
}

/** An e-mail to one person in their language: greeting, body, what follows it and the signature. */
export async function sendPersonalMail(deps: AppDeps, to: { name: string; email: string; locale: string }, mail: PersonalMail) {
  const locale = mailLocale(to.locale);
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params);
  const text = [
    t('mail.greeting', { name: to.name }),
    '',
    t(mail.bodyKey, mail.params ?? {}),
    ...mail.lines,
    ...(mail.unasked ? ['', t('mail.ignore')] : []),
    '',
    t('mail.signature'),
  ].join('\n');
  await deps.mailer.send({ to: to.email, subject: t(mail.subjectKey, mail.params ?? {}), text });
}

/** Stores a one-time token of a user; the older live ones of its kind stop working. */
async function issueToken(deps: AppDeps, userId: number, purpose: queries.EmailTokenPurpose, lifetimeMs: number, given?: string) {
  const token = given ?? generateToken();
  await deps.db.transaction(async (tx) => {
    await queries.expireEmailTokens(tx, userId, purpose);
    await queries.insertEmailToken(tx, {
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + lifetimeMs),
    });
  });
  return token;
}

/**
 * Whether one more e-mailed link may go out for this address (account) to this client address,
 * counting the links sent in the last hour. A link held back is not counted, so a flood cannot
 * keep the limit full longer than the hour.
 */
async function takeLinkMailAllowance(deps: AppDeps, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - HOUR_MS);
  const checks = [
    { scope: 'link_mail_account' as const, key: email.toLowerCase(), max: LINK_MAILS_PER_ACCOUNT },
    { scope: 'link_mail_address' as const, key: ip, max: LINK_MAILS_PER_ADDRESS },
  ];
  const attempts = checks.map(({ scope, key }) => ({ scope, key }));
  return deps.db.transaction(async (tx) => {
    // Requests at the same moment are counted one after the other, or all would pass.
    await queries.lockAttemptKeys(tx, attempts);
    for (const check of checks) {
      const { failures } = await queries.countRecentFailures(tx, check.scope, check.key, since);
      if (failures >= check.max) return false;
    }
    await queries.recordAttempts(tx, attempts);
    return true;
  });
}

/**
 * Asks for a password reset link. The answer never waits: the account is looked up and the
 * mail sent after it, so neither the answer nor its timing tells whether the account exists or
 * whether the hourly limit held the mail back.
 */
export function requestPasswordReset(deps: AppDeps, ctx: RequestContext, email: string) {
  deps.background.run('password reset mail', async () => {
    if (await takeLinkMailAllowance(deps, email, ctx.ip)) await sendPasswordResetLink(deps, email);
  });
}

async function sendPasswordResetLink(deps: AppDeps, email: string) {
  const account = await queries.findUserByEmail(deps.db, email);
  if (!account) return;
  await sendLink(deps, {
    user: account,
    purpose: 'password_reset',
    lifetimeMs: PASSWORD_RESET_HOURS * HOUR_MS,
    link: (token) => `${deps.config.appUrl}/password/reset/${token}`,
    subjectKey: 'mail.password_reset.subject',
    bodyKey: 'mail.password_reset.body',
    params: { hours: PASSWORD_RESET_HOURS },
  });
}

/**
 * The welcome e-mail of a new user: a link to choose the first password and, when the
 * organization has sign-in providers, an invitation to sign in with one of them instead.
 */
export async function sendWelcomeLink(deps: AppDeps, userId: number, organizationName: string) {
  const user = await queries.findUserForMail(deps.db, userId);
  if (!user) return;
  const providers = await queries.providersOfOrganization(deps.db, user.organization_id);
  let also: LinkMail['also'];
  if (providers.length > 0) {
    const token = await issueToken(deps, user.id, 'provider_invite', INVITATION_DAYS * 24 * HOUR_MS);
    also = {
      text: translate(mailLocale(user.locale), 'mail.welcome.provider', { providers: providerNames(providers) }),
      url: invitationUrl(deps, token),
    };
  }
  await sendLink(deps, {
    user,
    purpose: 'welcome',
    lifetimeMs: WELCOME_DAYS * 24 * HOUR_MS,
    link: (token) => `${deps.config.appUrl}/password/welcome/${token}`,
    subjectKey: 'mail.welcome.subject',
    bodyKey: 'mail.welcome.body',
    params: { days: WELCOME_DAYS, organization: organizationName },
    also,
  });
}

const INVITATION_DAYS = 7;

const providerNames = (providers: { name: string }[]) => providers.map((provider) => provider.name).join(' / ');
const invitationUrl = (deps: AppDeps, token: string) => `${deps.config.appUrl}/login/invite/${token}`;

/**
 * Invites a user to sign in with one of the organization's providers: a link, usable once within
 * a week, to a page with the organization's sign-in buttons. A newer invitation replaces it.
 */
export async function sendProviderInvitation(deps: AppDeps, userId: number, organizationName: string) {
  const user = await queries.findUserForMail(deps.db, userId);
  if (!user) return;
  if (user.deactivated_at) throw new ValidationError({ active: ['auth.deactivated'] }, 'auth.deactivated');
  const providers = await queries.providersOfOrganization(deps.db, user.organization_id);
  if (providers.length === 0) throw new ValidationError({ provider: ['auth.invitation_no_provider'] }, 'auth.invitation_no_provider');
  await sendLink(deps, {
    user,
    purpose: 'provider_invite',
    lifetimeMs: INVITATION_DAYS * 24 * HOUR_MS,
    link: (token) => invitationUrl(deps, token),
    subjectKey: 'mail.provider_invite.subject',
    bodyKey: 'mail.provider_invite.body',
    params: { organization: organizationName, providers: providerNames(providers), days: INVITATION_DAYS },
  });
}

/** The user and organization of a live invitation of an active user, without using it up; null otherwise. */
export async function findInvitation(db: Executor, token: string) {
  return queries.findLiveToken(db, hashToken(token), 'provider_invite');
}

/** Uses up an invitation by the hash of its token; its user, or nothing when it is used, expired or unknown. */
export async function consumeInvitation(tx: Executor, tokenHash: string) {
  return queries.consumeEmailToken(tx, tokenHash, ['provider_invite']);
}

export async function sendVerificationLink(deps: AppDeps, userId: number) {
  const user = await queries.findUserForMail(deps.db, userId);
  if (!user || user.email_verified_at) return;
  await sendLink(deps, {
    user,
    purpose: 'email_verify',
    lifetimeMs: EMAIL_VERIFY_DAYS * 24 * HOUR_MS,
    link: (token) => `${deps.config.appUrl}/email/verify/${user.id}?token=${token}`,
    subjectKey: 'mail.email_verify.subject',
    bodyKey: 'mail.email_verify.body',
  });
}

/**
 * Sets a password with an e-mailed token. Every session of the user is revoked, so whoever
 * knew the old password is signed out everywhere.
 */
export async function setPasswordWithToken(
  deps: AppDeps,
  body: TPasswordResetBody,
  purpose: 'password_reset' | 'welcome',
): Promise<'auth.password_changed' | 'auth.password_set'> {
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const consumed = await queries.consumeEmailToken(tx, hashToken(body.token), [purpose]);
    if (!consumed) throw new ValidationError({ token: ['auth.link_invalid'] }, 'auth.link_invalid');
    // Following a link that arrived by e-mail proves the address.
    await queries.setPassword(tx, consumed.userId, passwordHash, true);
    await queries.expireEmailTokens(tx, consumed.userId, purpose);
    await queries.revokeAllSessions(tx, consumed.userId);
  });
  return purpose === 'welcome' ? 'auth.password_set' : 'auth.password_changed';
}

export async function verifyEmail(deps: AppDeps, body: TEmailVerifyBody) {
  await deps.db.transaction(async (tx) => {
    const consumed = await queries.consumeEmailToken(tx, hashToken(body.token), ['email_verify']);
    if (!consumed || consumed.userId !== body.id) {
      throw new ValidationError({ token: ['auth.link_invalid'] }, 'auth.link_invalid');
    }
    await queries.markEmailVerified(tx, consumed.userId);
  });
}

/**
 * Resends the verification link to the signed-in user, or to the address given; like a reset
 * link, after the answer and within the hourly limit.
 */
export function resendVerification(deps: AppDeps, ctx: RequestContext, email: string | undefined) {
  const actor = ctx.actor;
  if (!actor && !email) throw new ValidationError({ email: ['validation.required'] });
  deps.background.run('verification mail', async () => {
    const account = actor ? await queries.findUserForMail(deps.db, actor.userId) : await queries.findUserByEmail(deps.db, email ?? '');
    const key = account?.email ?? email ?? '';
    if (!(await takeLinkMailAllowance(deps, key, ctx.ip)) || !account) return;
    await sendVerificationLink(deps, account.id);
  });
}

const IDENTITY_LINK_HOURS = 1;

/**
 * Asks a user by e-mail to confirm that a provider account is theirs. The link's token is the
 * sealed account (the caller seals it), usable once within the hour.
 */
export async function sendIdentityLinkMail(deps: AppDeps, userId: number, sealedToken: string, providerName: string) {
  const user = await queries.findUserForMail(deps.db, userId);
  if (!user) return;
  await sendLink(deps, {
    user,
    purpose: 'identity_link',
    token: sealedToken,
    lifetimeMs: IDENTITY_LINK_HOURS * HOUR_MS,
    link: (token) => `${deps.config.appUrl}/login/link/${token}`,
    subjectKey: 'mail.identity_link.subject',
    bodyKey: 'mail.identity_link.body',
    params: { provider: providerName, hours: IDENTITY_LINK_HOURS },
  });
}

/** Uses up an identity link token; its user, or nothing when it is used, expired or unknown. */
export async function consumeIdentityLinkToken(tx: Executor, token: string) {
  return queries.consumeEmailToken(tx, hashToken(token), ['identity_link']);
}
