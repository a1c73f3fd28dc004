import { AppError, ValidationError } from './errors';

/**
 * What a unique index means to the person filling the form: the field it belongs to and the
 * message the service's own check gives. Services check before they write; when two identical
 * requests pass that check at once, the index refuses the second and it gets the same answer.
 */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  carriers_name_uq: { field: 'name', message: 'validation.carrier_name_taken' },
  carrier_services_code_uq: { field: 'code', message: 'validation.service_code_taken' },
  roles_name_uq: { field: 'name', message: 'validation.role_name_taken' },
  sites_organization_key_uq: { field: 'key', message: 'validation.site_key_taken' },
  users_email_uq: { field: 'email', message: 'validation.email_taken' },
  good_types_code_uq: { field: 'code', message: 'validation.good_type_code_taken' },
  flow_templates_name_uq: { field: 'name', message: 'validation.template_name_taken' },
  sftp_accounts_username_uq: { field: 'username', message: 'validation.sftp_username_taken' },
  emission_factor_sets_name_version_uq: { field: 'version', message: 'validation.emission_factor_set_exists' },
};

/** 409: another request changed the same record at the same moment; trying again succeeds. */
export class ConflictError extends AppError {
  constructor() {
    super(409, 'errors.conflict');
  }
}

interface DatabaseError {
  code?: string;
  constraint?: string;
}

/** The database's own error behind a query error (drizzle wraps it as `cause`). */
function databaseError(error: unknown): DatabaseError | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code } = current as DatabaseError;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
  }
  return null;
}

/**
 * A write that lost a race to an identical one, as the answer its client should get: the field
 * error of the unique index it ran into, or a conflict to retry. Null for any other error.
 */
export function concurrentWriteError(error: unknown): AppError | null {
  const cause = databaseError(error);
  if (!cause) return null;
  // 23505 unique violation; 40001 serialization failure; 40P01 deadlock.
  if (cause.code === '23505') {
    const unique = cause.constraint ? UNIQUE_FIELDS[cause.constraint] : undefined;
    return unique ? new ValidationError({ [unique.field]: [unique.message] }) : new ConflictError();
  }
  if (cause.code === '40001' || cause.code === '40P01') return new ConflictError();
  return null;
}
