import { describe, expect, it } from 'vitest';
import { requestHeaders } from './request-headers';

const context = {
  csrfToken: 'proof',
  locale: 'zh-CN',
  siteIds: [3, 11],
  sessionId: 'f00d',
  pathname: '/settings/site/edit/11',
};

describe('requestHeaders', () => {
  it('carries the CSRF proof, language, sites, session and page', () => {
    expect(requestHeaders(context)).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'zh-CN',
      'x-csrf-token': 'proof',
      'x-site-ids': '3,11',
      'x-session-id': 'f00d',
      'x-page-name': '/settings/site/edit/id',
    });
  });

  it('leaves out the CSRF proof and sites while they are unknown, and never sends a bearer token', () => {
    const headers = requestHeaders({ ...context, csrfToken: null, siteIds: [] });
    expect(headers).not.toHaveProperty('x-csrf-token');
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('x-site-ids');
  });
});
