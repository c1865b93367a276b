// A local OpenID Connect provider for development and tests ONLY: the `oidc-provider` package
// (written by others, certified) with the demo users of users.json and their dev passwords.
// Configured by the environment (see README.md beside this file); prints one "listening" line.
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

import Provider, { errors } from 'oidc-provider';

const env = (name, fallback) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};

const port = Number(env('OIDC_PORT'));
const issuer = env('OIDC_ISSUER', `http://127.0.0.1:${port}`);
const audience = env('OIDC_AUDIENCE', 'urn:assent:api');
const accessTokenTtl = Number(env('OIDC_ACCESS_TOKEN_TTL_S', '3600'));
const users = JSON.parse(readFileSync(env('OIDC_USERS_FILE', new URL('users.json', import.meta.url)), 'utf8'));
const clients = JSON.parse(env('OIDC_CLIENTS'));

function signingKeys() {
  if (process.env.OIDC_JWKS_FILE) return JSON.parse(readFileSync(process.env.OIDC_JWKS_FILE, 'utf8'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] };
}

function userClaims(user) {
  return { sub: user.sub, email: user.email, email_verified: true, name: user.name, org: user.org, roles: user.roles };
}

const byId = new Map(users.map((user) => [user.sub, user]));

const provider = new Provider(issuer, {
  clients,
  jwks: signingKeys(),
  cookies: { keys: [env('OIDC_COOKIE_KEY', 'dev-only-cookie-key')] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'org', 'roles'] },
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  ttl: { AccessToken: accessTokenTtl, IdToken: accessTokenTtl },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: {
    devInteractions: { enabled: false },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => audience,
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, indicator) => {
        if (indicator !== audience) throw new errors.InvalidTarget();
        return { scope: 'assent', audience, accessTokenFormat: 'jwt', accessTokenTTL: accessTokenTtl };
      },
    },
  },
  async findAccount(_ctx, id) {
    const user = byId.get(id);
    return user && { accountId: id, claims: async () => userClaims(user) };
  },
  async extraTokenClaims(_ctx, token) {
    const user = byId.get(token.accountId);
    if (!user) return undefined;
    const { sub: _sub, ...claims } = userClaims(user);
    return claims;
  },
});

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head>`
    + `<body><main><h1>${escape(title)}</h1>${body}<p><small>Development provider: not for production.</small></p></main></body></html>`;
}

async function formBody(req) {
  let raw = '';
  for await (const chunk of req) {
    raw += chunk;
    if (raw.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(raw);
}

function send(res, status, html) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

// The login and consent pages: a real form each, as a person fills them.
async function interaction(req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, page('Sign-in', '<p>This sign-in has expired.</p>'));
  const { prompt, params, session } = details;
  if (req.method === 'GET' && prompt.name === 'login') {
    return send(res, 200, page('Sign in', `<form method="post" action="/interaction/${uid}/login">`
      + '<label>Username <input name="login" autocomplete="username" required></label>'
      + '<label>Password <input name="password" type="password" autocomplete="current-password" required></label>'
      + '<button type="submit">Sign in</button></form>'));
  }
  if (req.method === 'GET' && prompt.name === 'consent') {
    return send(res, 200, page('Authorize', `<p>${escape(params.client_id)} asks to sign you in.</p>`
      + `<form method="post" action="/interaction/${uid}/confirm"><button type="submit">Continue</button></form>`));
  }
  if (req.method === 'POST' && action === 'login' && prompt.name === 'login') {
    const form = await formBody(req);
    const user = byId.get(form.get('login') ?? '');
    if (!user || user.password !== form.get('password')) {
      return send(res, 401, page('Sign in', '<p role="alert">Wrong username or password.</p>'
        + `<form method="post" action="/interaction/${uid}/login">`
        + '<label>Username <input name="login" required></label>'
        + '<label>Password <input name="password" type="password" required></label>'
        + '<button type="submit">Sign in</button></form>'));
    }
    return provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
  }
  if (req.method === 'POST' && action === 'confirm' && prompt.name === 'consent') {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(prompt.details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }
  return send(res, 400, page('Sign-in', '<p>Unexpected step.</p>'));
}

const oidc = provider.callback();
const server = createServer((req, res) => {
  const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm))?$/.exec(new URL(req.url, issuer).pathname);
  if (!match) return oidc(req, res);
  return interaction(req, res, match[1], match[2]).catch((error) => {
    send(res, 400, page('Sign-in', `<p>${escape(error.message)}</p>`));
  });
});
server.listen(port, '127.0.0.1', () => console.log(`oidc-provider listening on ${issuer}`));
const stop = () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
