import fastifyEtag from '@fastify/etag';
import multipart from '@fastify/multipart';
import {
  COMPANY_SAVED_MESSAGE,
  companyFormSchema,
  LOGO_MAX_BYTES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from '@paywise/domain/contracts/admin';
import { companySchema } from '@paywise/domain/contracts/company';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { detectLogoMime } from './logo';
import type { CompanyUpdate } from './repo';
import { getCompany, getCompanyLogo, saveCompanyDetails } from './service';

const FORM_FIELDS = ['name', 'email', 'phone', 'address', 'pincode'] as const;
/** Fields a form may leave out: the saved value stays (docs/decisions/0023). */
const OPTIONAL_FIELDS = ['grievanceOfficerName', 'grievanceOfficerEmail', 'grievanceOfficerPhone'] as const;

/** Multipart errors that are the caller's fault, as plain 4xx messages. */
const MULTIPART_ERRORS: Record<string, string> = {
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'Send at most one logo.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The form is not valid multipart/form-data.',
};

/** Reads the company form (multipart with an optional `logo` file, or JSON without one) and checks it. */
async function readCompanyForm(request: FastifyRequest): Promise<CompanyUpdate> {
  const values: Record<string, unknown> = {};
  let logo: CompanyUpdate['logo'];
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          values[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'logo') {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        // A form posted without choosing a file carries an empty file part: keep the current logo.
        if (bytes.length === 0) continue;
        const mime = detectLogoMime(bytes);
        if (!mime) throw new AppError(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: LOGO_TYPE_MESSAGE });
        logo = { bytes, mime };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: unknown }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, { code: 'FILE_TOO_LARGE', message: LOGO_SIZE_MESSAGE });
      if (typeof code === 'string' && MULTIPART_ERRORS[code])
        throw badRequest('MULTIPART_INVALID', MULTIPART_ERRORS[code]);
      // The parser's own errors carry no code ('Boundary not found', 'Unexpected end of multipart data'):
      // only the body can cause them, so they are the caller's 400, not a 500.
      throw badRequest('MULTIPART_INVALID', MULTIPART_ERRORS.FST_INVALID_MULTIPART_CONTENT_TYPE);
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(values, request.body);
  }
  const form = Object.fromEntries([
    ...FORM_FIELDS.map((name) => [name, typeof values[name] === 'string' ? values[name] : '']),
    ...OPTIONAL_FIELDS.filter((name) => typeof values[name] === 'string').map((name) => [name, values[name]]),
  ]);
  const parsed = companyFormSchema.safeParse(form);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    const [first, message] = Object.entries(fields)[0];
    throw badRequest('VALIDATION', `${first}: ${message}`, fields);
  }
  return { ...parsed.data, logo };
}

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this module: the JSON routes elsewhere never accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 13, fieldSize: 2_000, parts: 15 },
  });

  // The details carry an ETag (a hash of the body) and are revalidated (no-cache): 304 when it matches. In a scope
  // of their own, so the logo and the form's answers stay as they are.
  await app.register(async (cached) => {
    await cached.register(fastifyEtag);
    cached.get(
      '/companies',
      {
        config: { access: 'public' },
        schema: {
          tags: ['company'],
          summary: 'Company details shown in the header and footer',
          response: { 200: companySchema },
        },
      },
      async (_request, reply) => {
        const company = await getCompany(app.db, app.config.storeLinks);
        reply.header('cache-control', 'no-cache');
        return company;
      },
    );
  });
  app.get(
    '/companies/logo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['company'],
        summary: 'The company logo image',
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const logo = await getCompanyLogo(app.db);
      // Cached for good only under the versioned URL GET /companies gives (?v= changes with every save);
      // any other URL of the logo must be revalidated, or a browser would keep an old logo for a year.
      const isVersioned = request.query.v === String(logo.updatedAt.getTime());
      return reply
        .header('content-type', logo.mime)
        .header('cache-control', isVersioned ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(logo.logo);
    },
  );
  app.post(
    '/companies',
    {
      config: { access: 'admin', audit: 'company.edit' },
      schema: {
        tags: ['company'],
        summary:
          'Save the company details (multipart: name, email, phone, address, pincode, optional grievance officer name, email and phone, optional logo)',
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          200: companySchema.extend({ message: z.string() }),
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      const company = await saveCompanyDetails(app.db, await readCompanyForm(request), app.config.storeLinks);
      return { ...company, message: COMPANY_SAVED_MESSAGE };
    },
  );
};
