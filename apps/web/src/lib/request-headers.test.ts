import { describe, expect, it } from 'vitest';
import { requestHeaders } from './request-headers';

const context = {
  token: 'secret',
  locale: 'zh-CN',
  siteIds: [3, 11],
  sessionId: 'f00d',
  pathname: '/settings/site/edit/11',
};

describe('requestHeaders', () => {
  it('carries token, language, sites, session and page', () => {
    expect(requestHeaders(context)).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'zh-CN',
      Authorization: 'Bearer secret',
      'x-site-ids': '3,11',
      'x-session-id': 'f00d',
      'x-page-name': '/settings/site/edit/id',
    });
  });

  it('leaves out the token and sites while they are unknown', () => {
    const headers = requestHeaders({ ...context, token: null, siteIds: [] });
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('x-site-ids');
  });
});
