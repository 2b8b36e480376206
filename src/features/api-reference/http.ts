/** The HTTP side of an operation: the base URL, an example request as a curl command, and the reason phrase of a response status. */
import {resolve, type OpenApiDocument, type Parameter} from './openapi';
import type {Operation} from './operations';
import {literal} from './schemas';
import {isJsonMedia, selectExamples} from './examples';

/** The first server's URL, each `{variable}` replaced by its default. */
export function baseUrl(doc: OpenApiDocument): string {
  const server = doc.servers?.[0];
  if (!server) return '';
  return server.url
    .replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole)
    .replace(/\/$/, '');
}

/** A shell word in single quotes. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The value a request example gives a parameter: its example, its schema's example or default, else `<name>`. */
export function parameterValue(doc: OpenApiDocument, p: Parameter): string {
  const first = p.examples
    ? Object.values(p.examples)
        .map((e) => resolve(doc, e).value)
        .find((v) => v !== undefined)
    : undefined;
  const schema = p.schema ? resolve(doc, p.schema) : undefined;
  const value = p.example ?? first ?? schema?.example ?? schema?.examples?.[0] ?? schema?.default;
  return value === undefined ? `<${p.name}>` : literal(value);
}

/** Percent-encodes a value for a URL, but leaves placeholders such as `<name>` readable. */
function urlValue(value: string): string {
  return encodeURIComponent(value).replace(/%3C/g, '<').replace(/%3E/g, '>');
}

/**
 * A curl command for an operation: the first server's URL, the path with its
 * parameters' example values, the required query and header parameters, the
 * credentials of the first security alternative as placeholders, and the
 * first example of the request body.
 */
export function curlCommand(doc: OpenApiDocument, op: Operation): string {
  const query: string[] = [];
  const headers: string[] = [];
  let path = op.path;
  for (const p of op.parameters) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, urlValue(parameterValue(doc, p)));
    else if (!p.required) continue;
    else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${urlValue(parameterValue(doc, p))}`);
    else if (p.in === 'header') headers.push(`${p.name}: ${parameterValue(doc, p)}`);
    else if (p.in === 'cookie') headers.push(`Cookie: ${p.name}=${parameterValue(doc, p)}`);
  }
  for (const name of Object.keys(op.security[0] ?? {})) {
    const raw = doc.components?.securitySchemes?.[name];
    if (!raw) continue;
    const scheme = resolve(doc, raw);
    if (scheme.type === 'apiKey' && scheme.in === 'header') headers.push(`${scheme.name}: <${scheme.name}>`);
    else if (scheme.type === 'apiKey' && scheme.in === 'query') query.push(`${scheme.name}=<${scheme.name}>`);
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie')
      headers.push(`Cookie: ${scheme.name}=<${scheme.name}>`);
    else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
      headers.push('Authorization: Basic <credentials>');
    else if (scheme.type === 'http')
      headers.push(
        `Authorization: ${scheme.scheme ? scheme.scheme[0].toUpperCase() + scheme.scheme.slice(1) : 'Bearer'} <token>`,
      );
    else headers.push('Authorization: Bearer <token>');
  }
  const lines = [
    `curl -X ${op.method.toUpperCase()} ${shellQuote(`${baseUrl(doc)}${path}${query.length ? `?${query.join('&')}` : ''}`)}`,
  ];
  for (const h of headers) lines.push(`-H ${shellQuote(h)}`);
  const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (mediaType && media) {
    lines.push(`-H ${shellQuote(`Content-Type: ${mediaType}`)}`);
    const example = selectExamples(doc, media).find((e) => e.value !== undefined);
    const body = example
      ? typeof example.value === 'string' && !isJsonMedia(mediaType)
        ? example.value
        : JSON.stringify(example.value)
      : '<body>';
    lines.push(`--data ${shellQuote(body)}`);
  }
  return lines.join(' \\\n  ');
}

// ---------------------------------------------------------------- responses

const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '301': 'Moved permanently',
  '302': 'Found',
  '304': 'Not modified',
  '400': 'Bad request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not found',
  '405': 'Method not allowed',
  '409': 'Conflict',
  '415': 'Unsupported media type',
  '422': 'Unprocessable content',
  '429': 'Too many requests',
  '500': 'Internal server error',
  '502': 'Bad gateway',
  '503': 'Service unavailable',
  '1XX': 'Informational',
  '2XX': 'Success',
  '3XX': 'Redirection',
  '4XX': 'Client error',
  '5XX': 'Server error',
  default: 'Any other status',
};

/** A response's heading: the status and its reason phrase (`200 OK`, `4XX Client error`, `default`). */
export function statusLabel(status: string): string {
  const key = status.toUpperCase() === 'DEFAULT' ? 'default' : status.toUpperCase();
  if (key === 'default') return 'Any other status';
  return REASONS[key] ? `${key} ${REASONS[key]}` : key;
}
