import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { COMPANY_SAVED_MESSAGE, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '@paywise/domain/contracts/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/** CRC-32 of a PNG chunk (type + data), as the PNG specification defines it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid width x height RGB PNG; `noise` makes the pixels incompressible (for a big file). */
function makePng(width: number, height: number, noise = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter byte (0: none).
    const pixels = noise ? randomBytes(width * 3) : Buffer.alloc(width * 3, 0x33);
    rows.push(Buffer.concat([Buffer.from([0]), pixels]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body as a browser sends it. */
function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; content: Buffer },
) {
  const boundary = `----paywise${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const details = {
  name: 'Acme Recharge Pvt Ltd',
  email: 'hello@acme.example',
  phone: '9876543210',
  address: '12 MG Road, Kochi',
  pincode: '682001',
};

const t = useTestApp();
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
});

const postCompany = (user: TestUser | null, body: ReturnType<typeof multipartBody>) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/companies', ...body });

describe('POST /api/companies', () => {
  it('saves the details with a real PNG logo and serves the logo at its URL', async () => {
    const png = makePng(4, 3);
    const res = await postCompany(
      admin,
      multipartBody(details, { name: 'logo', filename: 'logo.png', type: 'image/png', content: png }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ...details, message: COMPANY_SAVED_MESSAGE });
    expect(body.logoUrl).toMatch(/^\/api\/companies\/logo\?v=\d+$/);

    const company = await t.app.inject({ method: 'GET', url: '/api/companies' });
    // The grievance officer is not in this form: the saved one (here the default) stays.
    expect(company.json()).toEqual({
      ...details,
      grievanceOfficer: body.grievanceOfficer,
      logoUrl: body.logoUrl,
      appStoreUrl: null,
      playStoreUrl: null,
    });

    const logo = await t.app.inject({ method: 'GET', url: body.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
  });

  it('keeps the logo when the form is saved without choosing a file', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/companies/logo' })).rawPayload;
    const res = await postCompany(
      admin,
      multipartBody(
        { ...details, name: 'Acme Two' },
        { name: 'logo', filename: '', type: 'application/octet-stream', content: Buffer.alloc(0) },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Acme Two');
    const after = await t.app.inject({ method: 'GET', url: '/api/companies/logo' });
    expect(after.rawPayload.equals(before)).toBe(true);
  });

  it('refuses a text file renamed to .png with 415 and changes nothing', async () => {
    const res = await postCompany(
      admin,
      multipartBody(
        { ...details, name: 'Should Not Save' },
        {
          name: 'logo',
          filename: 'logo.png',
          type: 'image/png',
          content: Buffer.from('just some text, not an image'),
        },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: LOGO_TYPE_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const company = await t.app.inject({ method: 'GET', url: '/api/companies' });
    expect(company.json().name).toBe('Acme Two');
  });

  it('refuses a 2 MB image with 413', async () => {
    const big = makePng(820, 820, true);
    expect(big.length).toBeGreaterThan(2_000_000);
    const res = await postCompany(
      admin,
      multipartBody(details, { name: 'logo', filename: 'big.png', type: 'image/png', content: big }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: LOGO_SIZE_MESSAGE, code: 'FILE_TOO_LARGE' });
  });

  it('accepts JPEG and WebP by their content', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([30, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(20),
    ]);
    for (const [content, mime] of [
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      const res = await postCompany(
        admin,
        multipartBody(details, {
          name: 'logo',
          filename: 'logo.bin',
          type: 'application/octet-stream',
          content,
        }),
      );
      expect(res.statusCode).toBe(200);
      const logo = await t.app.inject({ method: 'GET', url: res.json().logoUrl });
      expect(logo.headers['content-type']).toBe(mime);
    }
  });

  it('validates the fields: name required, phone at most 10, pincode at most 6', async () => {
    const noName = await postCompany(admin, multipartBody({ ...details, name: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('name: Company name is required.');
    const longPhone = await postCompany(admin, multipartBody({ ...details, phone: '12345678901' }));
    expect(longPhone.statusCode).toBe(400);
    expect(longPhone.json().fields).toEqual({ phone: 'Phone must be at most 10 characters.' });
    const longPin = await postCompany(admin, multipartBody({ ...details, pincode: '1234567' }));
    expect(longPin.statusCode).toBe(400);
    expect(longPin.json().fields).toEqual({ pincode: 'Pincode must be at most 6 characters.' });
  });

  it('also accepts the details as JSON (no logo), and leaves other JSON routes alone', async () => {
    const res = await injectAs(t.app, admin, { method: 'POST', url: '/api/companies', payload: details });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(details.name);
    // multipart is registered for the company module only: elsewhere it is an unsupported type.
    const elsewhere = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/users/${admin.id}/role`,
      ...multipartBody({ role: 'ADMIN' }),
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('answers a malformed multipart body or a NUL byte in a field with 400, never 500', async () => {
    const noBoundary = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/companies',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const truncated = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/companies',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme',
    });
    expect(truncated.statusCode).toBe(400);
    const nul = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/companies',
      payload: { ...details, name: 'Acme\u0000Ltd' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toEqual({ name: 'Company name must not contain control characters.' });
    const nulInMultipart = await postCompany(admin, multipartBody({ ...details, address: 'a\u0000b' }));
    expect(nulInMultipart.statusCode).toBe(400);
    expect(nulInMultipart.json().message).toMatch(/^address: /);
  });

  it('caches the logo for good only under its versioned URL, always with nosniff', async () => {
    const { logoUrl } = (await t.app.inject({ method: 'GET', url: '/api/companies' })).json();
    const versioned = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/api/companies/logo', '/api/companies/logo?v=1']) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('is for admins only: 401 anonymous, 403 customer', async () => {
    expect((await postCompany(null, multipartBody(details))).statusCode).toBe(401);
    expect((await postCompany(customer, multipartBody(details))).statusCode).toBe(403);
  });
});
