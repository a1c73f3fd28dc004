import { describe, expect, it } from 'vitest';
import { ApiError, errorText, toApiError } from './api-error';

describe('errorText', () => {
  it('prefers errors over message and joins the values of an object', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['E-mail is required'], password: ['Too short', 'Needs a digit'] },
    };
    expect(errorText(body)).toBe('E-mail is required, Too short, Needs a digit');
  });

  it('joins a list with a comma', () => {
    expect(errorText({ errors: ['First', 'Second'] })).toBe('First, Second');
  });

  it('uses a string as it is', () => {
    expect(errorText({ message: 'Too many attempts.' })).toBe('Too many attempts.');
    expect(errorText({ errors: 'Broken' })).toBe('Broken');
  });

  it('answers an empty text for bodies that carry nothing to show', () => {
    expect(errorText(null)).toBe('');
    expect(errorText('<html>')).toBe('');
    expect(errorText({})).toBe('');
  });
});

describe('toApiError', () => {
  it('keeps the field errors of a 422', () => {
    const error = toApiError(422, { message: 'Invalid', errors: { email: ['Wrong'] } }, null);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ email: ['Wrong'] });
    expect(error.message).toBe('Wrong');
    expect(error.serverMessage).toBe('Invalid');
  });

  it('reads Retry-After seconds of a 429', () => {
    const error = toApiError(429, { message: 'Too many attempts.' }, '42');
    expect(error.retryAfter).toBe(42);
    expect(error.message).toBe('Too many attempts.');
    expect(error.fieldErrors).toEqual({});
  });

  it('falls back to the status when the body is not ours', () => {
    const error = toApiError(502, '<html>Bad gateway</html>', null);
    expect(error.body).toBeNull();
    expect(error.message).toBe('HTTP 502');
  });
});
