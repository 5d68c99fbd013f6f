// The provider fault run's fault proxy: an HTTPS server (the app runs at NODE_ENV=production, which takes only
// https:// provider URLs; the run's own certificate is given to the servers with NODE_EXTRA_CA_CERTS) between one
// app server and one fake provider. For every request, `decide` picks what happens:
//   'pass'                 forwarded, answered as the fake answered;
//   { status: n }          answered n (502, 503, 429, ...) by the proxy: the fake never saw it;
//   'hang'                 never forwarded, never answered (the adapter's own timeout fires);
//   'drop-after'           forwarded (the fake acted), then the connection is reset: the app sees no answer;
//   'hang-after'           forwarded (the fake acted), then no answer until the adapter's timeout;
//   'kill-after'           forwarded (the fake acted), then `onKill()` (the run SIGKILLs the server that sent it).
import http from 'node:http';
import https from 'node:https';

const HANG_MS = 40_000;

/**
 * @param {{ name: string, port: number, target: string, tls: { key: string, cert: string },
 *   decide: (request: { method: string, path: string, body: string }) => any,
 *   errorBody: (status: number) => unknown, onKill?: () => void, counts: Record<string, number> }} options
 */
export function startFaultProxy(options) {
  const target = new URL(options.target);
  const count = (what) => {
    options.counts[what] = (options.counts[what] ?? 0) + 1;
  };
  const hung = new Set();
  const server = https.createServer(options.tls, (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const action = options.decide({ method: req.method ?? 'GET', path, body });
      const label = typeof action === 'object' ? `status ${action.status}` : action;
      if (label !== 'pass')
        count(`${label} ${req.method} ${path.replace(/\/(order|pay|rfnd)_[A-Za-z0-9]+/g, '/:id')}`);
      if (typeof action === 'object') {
        const text = JSON.stringify(options.errorBody(action.status));
        res.writeHead(action.status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
        return;
      }
      if (action === 'hang') {
        const timer = setTimeout(() => req.socket.destroy(), HANG_MS);
        hung.add(timer);
        return;
      }
      const headers = { ...req.headers, host: target.host };
      delete headers['content-length'];
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (answer) => {
          const parts = [];
          answer.on('data', (c) => parts.push(c));
          answer.on('end', () => {
            if (action === 'drop-after') {
              req.socket.destroy();
              return;
            }
            if (action === 'hang-after') {
              hung.add(setTimeout(() => req.socket.destroy(), HANG_MS));
              return;
            }
            if (action === 'kill-after') {
              options.onKill?.();
              req.socket.destroy();
              return;
            }
            const headersOut = { ...answer.headers };
            delete headersOut['transfer-encoding'];
            res.writeHead(answer.statusCode ?? 502, headersOut);
            res.end(Buffer.concat(parts));
          });
        },
      );
      upstream.on('error', () => {
        count(`fake unreachable ${path}`);
        req.socket.destroy();
      });
      upstream.end(body);
    });
  });
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve) => {
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        close: () => {
          for (const t of hung) clearTimeout(t);
          server.closeAllConnections();
          server.close();
        },
      }),
    );
  });
}
