/**
 * DNS rebinding protection of the HTTP service (../origin.ts): which Host and
 * Origin headers it answers. The service itself, refusing and staying up, on a
 * build: tests/e2e/mcp-http.spec.ts and the conformance suite (tests/e2e/mcp-conformance.spec.ts).
 */
import {test, expect} from '@playwright/test';
import {publicHostsOf, refusalOf} from '../origin';

test('loopback names are always served, with or without a port; public hosts only when given', () => {
  for (const host of ['localhost', 'localhost:3920', '127.0.0.1:3920', '[::1]:3920', 'LOCALHOST']) {
    expect(refusalOf({host}, []), host).toBeNull();
  }
  expect(refusalOf({host: 'docs.timbr.ai'}, ['docs.timbr.ai'])).toBeNull();
  expect(refusalOf({host: 'docs.timbr.ai'}, [])).toEqual({
    status: 403,
    message: 'Forbidden: this server answers for localhost, not for Host docs.timbr.ai (DNS rebinding protection).',
  });
});

test('a rebinding request is refused: a foreign Host, or a foreign page as Origin', () => {
  expect(refusalOf({host: 'evil.example.com:3920', origin: 'http://evil.example.com:3920'}, ['docs.timbr.ai'])).toEqual(
    {
      status: 403,
      message:
        'Forbidden: this server answers for localhost, docs.timbr.ai, not for Host evil.example.com (DNS rebinding protection).',
    },
  );
  expect(refusalOf({host: '127.0.0.1:3920', origin: 'http://evil.example.com'}, [])?.message).toBe(
    'Forbidden: requests from pages of http://evil.example.com are not answered; this server answers pages of localhost.',
  );
  expect(refusalOf({host: 'docs.timbr.ai.evil.example'}, ['docs.timbr.ai'])?.status).toBe(403);
  for (const origin of ['null', 'file:///tmp/x.html', 'chrome-extension://abc']) {
    expect(refusalOf({host: 'localhost', origin}, [])?.status, origin).toBe(403);
  }
  expect(refusalOf({host: '127.0.0.1', origin: 'http://localhost:3000'}, [])).toBeNull();
  expect(refusalOf({host: 'docs.timbr.ai', origin: 'https://docs.timbr.ai'}, ['docs.timbr.ai'])).toBeNull();
});

test('a request without a readable Host is a bad request', () => {
  expect(refusalOf({}, [])?.status).toBe(400);
  expect(refusalOf({host: 'a b'}, [])?.status).toBe(400);
});

test('--public-host takes host names, comma-separated, and refuses anything else', () => {
  expect(publicHostsOf(['docs.timbr.ai, Mirror.Example.com', 'x.org'])).toEqual([
    'docs.timbr.ai',
    'mirror.example.com',
    'x.org',
  ]);
  for (const bad of ['https://docs.timbr.ai', 'docs.timbr.ai:443', 'docs.timbr.ai/doc', '*.timbr.ai']) {
    expect(() => publicHostsOf([bad]), bad).toThrow(/--public-host takes a host name such as docs.timbr.ai/);
  }
});
