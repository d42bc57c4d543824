import { roleLabels, type Role } from '../../../shared/access';

/** Escapes text for HTML: every name or message on these pages comes from data, never markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(440px, calc(100vw - 32px)); padding: 28px; border: 1px solid #8884; border-radius: 12px; }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  h2 { font-size: 1rem; margin: 24px 0 8px; }
  p { margin: 4px 0 12px; line-height: 1.45; }
  .muted { opacity: 0.8; font-size: 0.9rem; }
  .error { color: #b3261e; background: #b3261e14; border: 1px solid #b3261e55; padding: 8px 12px; border-radius: 8px; }
  form { margin: 0; }
  label { display: block; font-weight: 600; font-size: 0.9rem; margin: 12px 0 4px; }
  input { box-sizing: border-box; width: 100%; padding: 8px 10px; font: inherit; border: 1px solid #8888; border-radius: 6px; }
  button { font: inherit; cursor: pointer; border-radius: 6px; padding: 8px 14px; border: 1px solid #1864ab; background: #1864ab; color: #fff; }
  button.person { width: 100%; text-align: left; margin: 4px 0; background: transparent; color: inherit; border-color: #8886; display: flex; justify-content: space-between; gap: 12px; }
  button.person:hover, button.person:focus-visible { border-color: #1864ab; }
  button.secondary { background: transparent; color: inherit; border-color: #8888; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1864ab; outline-offset: 2px; }
  .actions { display: flex; gap: 8px; justify-content: space-between; margin-top: 16px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface DemoChoice {
  accountId: string;
  name: string;
  roles: readonly Role[];
  title: string;
}

export interface SignInPage {
  uid: string;
  /** Sandbox only: the demo people, each signed in with one click. */
  demoPeople: readonly DemoChoice[];
  email?: string;
  error?: string;
}

/** "role: Approver", "roles: Administrator, Viewer": a title can read like a role, so say which is which. */
function rolesText(roles: readonly Role[]): string {
  const labels = roles.map((role) => roleLabels[role]).join(', ');
  return `${roles.length === 1 ? 'role' : 'roles'}: ${labels}`;
}

/** The embedded provider's sign-in page. */
export function renderSignInPage({ uid, demoPeople, email, error }: SignInPage): string {
  const base = `/idp/interaction/${encodeURIComponent(uid)}`;
  const demo =
    demoPeople.length === 0
      ? ''
      : `<h2>Demo people</h2>
<p class="muted">The sandbox's people, one click each. Each acts under their own sandbox API key.</p>
${demoPeople
  .map(
    (person) => `<form method="post" action="${base}/demo">
<input type="hidden" name="accountId" value="${escapeHtml(person.accountId)}">
<button class="person" type="submit"><span>${escapeHtml(person.name)}</span><span class="muted">${escapeHtml(person.title)} · ${escapeHtml(rolesText(person.roles))}</span></button>
</form>`,
  )
  .join('\n')}
<h2>Or with a password</h2>`;
  return page(
    'Sign in · Custody Ops',
    `<h1>Sign in to Custody Ops</h1>
<p class="muted">Every action you take is signed with your own API key and recorded under your name.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${demo}
<form method="post" action="${base}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
<form method="post" action="${base}/abort"><div class="actions"><button class="secondary" type="submit">Cancel sign-in</button></div></form>`,
  );
}

/** What the provider shows when a request to it cannot go on (a stale link, a bad request). */
export function renderProviderError(message: string): string {
  return page(
    'Sign-in problem · Custody Ops',
    `<h1>This sign-in cannot continue</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p>Start again from the dashboard: <a href="/">open Custody Ops</a>.</p>`,
  );
}

/**
 * The provider's "sign out?" question, for someone who opens its end-session page while signed
 * in there; `form` is oidc-provider's own (its id, action and anti-forgery field).
 */
export function renderLogoutPage(form: string): string {
  return page(
    'Sign out · Custody Ops',
    `<h1>Sign out of Custody Ops?</h1>
<p>You are signed in to the dashboard's identity provider in this browser.</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button>
</div>`,
  );
}

/** After signing out at the provider, when no page of the dashboard asked to be returned to. */
export function renderSignedOutPage(): string {
  return page(
    'Signed out · Custody Ops',
    `<h1>You are signed out</h1>
<p>Your session at the dashboard's identity provider has ended.</p>
<p><a href="/">Open Custody Ops</a> to sign in again.</p>`,
  );
}
