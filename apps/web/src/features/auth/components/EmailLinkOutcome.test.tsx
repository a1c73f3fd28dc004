import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import { EmailLinkOutcome, type EmailLinkOutcomeProps } from './EmailLinkOutcome';

const TEXTS = { title: 'Confirm your address', failedTitle: 'Not confirmed', doneTitle: 'Confirmed', pendingText: 'Confirming…' };

function show(props: Pick<EmailLinkOutcomeProps, 'failure' | 'done' | 'afterFailure'>) {
  return renderWithProviders(
    <MemoryRouter>
      <EmailLinkOutcome {...TEXTS} {...props} />
    </MemoryRouter>,
  );
}

describe('EmailLinkOutcome', () => {
  it('says the link is being followed until the server answers', () => {
    show({ failure: null, done: null });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming…');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("shows the server's message and a way to sign in once the link worked", () => {
    show({ failure: null, done: 'E-mail address confirmed.' });
    expect(screen.getByRole('status')).toHaveTextContent('E-mail address confirmed.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('names why the link did nothing, with what may follow', () => {
    show({ failure: 'The link has expired.', done: null, afterFailure: <a href="/email/resend">Send a new link</a> });
    expect(screen.getByRole('alert')).toHaveTextContent('The link has expired.');
    expect(screen.getByRole('link', { name: 'Send a new link' })).toBeInTheDocument();
  });
});
