/** Why someone is on the sign-in page, in words, by the `error` the server or app sent. */
export const signInMessages: Record<string, { title: string; detail: string }> = {
  'session-expired': {
    title: 'Your session has ended',
    detail:
      'Sessions end after 30 minutes without activity, and after 12 hours in any case. Sign in again to carry on: what you typed in a form is kept.',
  },
  state: {
    title: 'This sign-in link was already used, or came from another tab',
    detail: 'A sign-in link works once, in the browser tab that started it. Start again from here.',
  },
  browser: {
    title: 'This sign-in did not start in this browser',
    detail:
      'The sign-in link you opened was begun in another browser, perhaps by someone who sent it to you to sign you in as them. Nobody was signed in here, and if you were signed in, you still are, as yourself. To sign in, start from here.',
  },
  expired: {
    title: 'The sign-in took too long',
    detail: 'You have 10 minutes at the identity provider to sign in. Start again from here.',
  },
  denied: {
    title: 'Sign-in was cancelled',
    detail:
      'The identity provider reports that sign-in was cancelled or consent was refused. Nobody was signed in.',
  },
  'no-role': {
    title: 'Your account has no role in this dashboard',
    detail:
      'You signed in, but your identity provider gave you none of the dashboard’s roles (viewer, treasury, approver, administrator). Ask an administrator to grant you one.',
  },
  provider: {
    title: 'The identity provider’s answer could not be accepted',
    detail:
      'The sign-in could not be completed safely, so nobody was signed in. Try again; if it keeps failing, tell your administrator.',
  },
  unavailable: {
    title: 'The identity provider cannot be reached',
    detail: 'The dashboard could not contact the identity provider. Try again in a moment.',
  },
};
