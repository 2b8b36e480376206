/**
 * Which requests the HTTP service answers: DNS rebinding protection. A web page
 * a reader visits can make the browser send requests to a server on the
 * reader's own machine by pointing a host name of its own at 127.0.0.1; such a
 * request names that host in `Host` (and the page's origin in `Origin`). The
 * service answers only requests for loopback names and for the public host
 * names it is told it serves behind a proxy (`--public-host`, production:
 * docs.timbr.ai, the `Host` nginx passes on), and from pages of those hosts.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface RequestRefusal {
  status: number;
  message: string;
}

/** The host name of a `Host` header value or of an origin, lower-cased (null when it cannot be read). */
function hostnameOf(value: string, withScheme: boolean): string | null {
  try {
    const url = new URL(withScheme ? value : `http://${value}`);
    if (withScheme && url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Why a request may not be answered, or null when it may: its `Host` must be
 * loopback or one of `publicHosts`; its `Origin`, when it has one, too.
 */
export function refusalOf(
  headers: {host?: string; origin?: string | string[]},
  publicHosts: readonly string[],
): RequestRefusal | null {
  const served = new Set([...LOOPBACK, ...publicHosts.map((h) => h.toLowerCase())]);
  const names = ['localhost', ...publicHosts].join(', ');
  const host = headers.host ? hostnameOf(headers.host, false) : null;
  if (!host) return {status: 400, message: 'Bad request: the request has no Host header this server can read.'};
  if (!served.has(host)) {
    return {
      status: 403,
      message: `Forbidden: this server answers for ${names}, not for Host ${host} (DNS rebinding protection).`,
    };
  }
  const origin = Array.isArray(headers.origin) ? headers.origin[0] : headers.origin;
  if (origin !== undefined) {
    const from = hostnameOf(origin, true);
    if (!from || !served.has(from)) {
      return {
        status: 403,
        message: `Forbidden: requests from pages of ${origin} are not answered; this server answers pages of ${names}.`,
      };
    }
  }
  return null;
}

/** Host names from `--public-host` values: comma-separated, no scheme, no port, no path. */
export function publicHostsOf(values: string[]): string[] {
  const hosts = values
    .flatMap((v) => v.split(','))
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const h of hosts) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(h)) {
      throw new Error(`--public-host takes a host name such as docs.timbr.ai, not ${h}`);
    }
  }
  return hosts;
}
